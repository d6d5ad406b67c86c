import type { LocatedTerm } from '../../model/types.ts';
import { termById } from '../../semantics/terms.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';
import { termsOf } from '../writeTerm.ts';

const elementOf = (t: LocatedTerm) => (t.xpath.includes('/@') ? null : t.xpath);
const parentOf = (xpath: string) => xpath.slice(0, xpath.lastIndexOf('/'));

/**
 * An element a template loop wrote twice with the same value, where EN 16931 allows the term once in its group
 * (the XSD refuses the second). Removing the copy loses nothing; copies with different values are left for a
 * human, since either may be the right one.
 */
export const duplicateElement: Synthesizer = {
  id: 'duplicate-element',
  rules: ['XSD'],
  propose(ctx) {
    const seen = new Map<string, LocatedTerm>();
    const out: Proposal[] = [];
    for (const t of termsOf(ctx)) {
      const xpath = elementOf(t);
      if (!xpath || !termById(t.bt)?.cardinality.endsWith('..1')) continue;
      const key = `${t.bt}|${t.group}|${parentOf(xpath)}`;
      const earlier = seen.get(key);
      if (!earlier) {
        seen.set(key, t);
        continue;
      }
      if (earlier.raw !== t.raw) continue;
      out.push({
        field: t.bt,
        value: t.value,
        confidence: 'high',
        reason: `${t.bt} is written twice with the same value '${t.value}'; the term occurs once, so the copy goes.`,
        patches: [{ op: 'remove_node', xpath }],
      });
    }
    return out;
  },
};
