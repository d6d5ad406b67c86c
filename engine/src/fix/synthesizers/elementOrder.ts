import { ELEMENT_ORDER } from '../../patch/elementOrder.ts';
import type { IndexedElement } from '../../patch/indexXml.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';

const nameOf = (el: IndexedElement) => el.path.slice(el.path.lastIndexOf('/') + 1).replace(/\[\d+\]$/, '');

// The most children that can stay where they are: a longest non-decreasing subsequence of their ranks, the
// first one in document order where several are longest. n log n, as a parent may have very many children:
// runs[L] holds, in document order, the children ending a run of length L + 1; along it ranks strictly fall
// (a later one with a rank not below an earlier one's would end a longer run).
function longestOrderedRun(ranks: number[]): Set<number> {
  const runs: number[][] = [];
  const prev = ranks.map(() => -1);
  const rankOf = (i: number) => ranks[i] as number;
  ranks.forEach((r, i) => {
    let lo = 0;
    let hi = runs.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const run = runs[mid] as number[];
      if (rankOf(run[run.length - 1] as number) <= r) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) {
      // The first child of the shorter runs that this one may follow.
      const shorter = runs[lo - 1] as number[];
      let a = 0;
      let b = shorter.length;
      while (a < b) {
        const mid = (a + b) >> 1;
        if (rankOf(shorter[mid] as number) <= r) b = mid;
        else a = mid + 1;
      }
      prev[i] = shorter[a] as number;
    }
    if (lo === runs.length) runs.push([i]);
    else (runs[lo] as number[]).push(i);
  });
  const kept = new Set<number>();
  for (
    let i = runs.length > 0 ? ((runs[runs.length - 1] as number[])[0] as number) : -1;
    i >= 0;
    i = prev[i] as number
  )
    kept.add(i);
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
