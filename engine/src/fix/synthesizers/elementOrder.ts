import { ELEMENT_ORDER } from '../../patch/elementOrder.ts';
import type { IndexedElement } from '../../patch/indexXml.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';

const nameOf = (el: IndexedElement) => el.path.slice(el.path.lastIndexOf('/') + 1).replace(/\[\d+\]$/, '');

// The most children that can stay where they are: a longest non-decreasing subsequence of their ranks.
function longestOrderedRun(ranks: number[]): Set<number> {
  const len = ranks.map(() => 1);
  const prev = ranks.map(() => -1);
  for (let i = 0; i < ranks.length; i++)
    for (let j = 0; j < i; j++)
      if ((ranks[j] as number) <= (ranks[i] as number) && (len[j] as number) + 1 > (len[i] as number)) {
        len[i] = (len[j] as number) + 1;
        prev[i] = j;
      }
  const kept = new Set<number>();
  for (let i = len.indexOf(Math.max(...len, 0)); i >= 0; i = prev[i] as number) kept.add(i);
  return kept;
}

/**
 * Elements out of the order the schema's sequence prescribes (an XSD error): each misplaced element is moved,
 * as written, to where the sequence expects it. No value changes.
 */
export const elementOrder: Synthesizer = {
  id: 'element-order',
  rules: ['XSD'],
  propose(ctx) {
    const out: Proposal[] = [];
    const visit = (el: IndexedElement) => {
      const order = el.type ? ELEMENT_ORDER.types[el.type]?.map(([n]) => n) : undefined;
      if (order) {
        const ranks = el.children.map((c) => order.indexOf(nameOf(c)));
        if (!ranks.includes(-1)) {
          const kept = longestOrderedRun(ranks);
          el.children.forEach((c, i) => {
            if (kept.has(i)) return;
            out.push({
              field: nameOf(c),
              value: nameOf(c),
              confidence: 'high',
              reason: `${nameOf(c)} stood where the schema does not allow it; moved unchanged.`,
              patches: [
                { op: 'remove_node', xpath: c.path },
                {
                  op: 'insert_tree',
                  xpath: el.path,
                  raw: ctx.index.text.slice(c.start, c.end),
                  name: nameOf(c),
                },
              ],
              touches: [],
            });
          });
        }
      }
      for (const c of el.children) visit(c);
    };
    visit(ctx.index.root);
    return out;
  },
};
