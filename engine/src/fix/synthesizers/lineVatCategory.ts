import { readBreakdown, readLines } from '../readArithmetic.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';
import { writeInGroup } from '../writeTerm.ts';

/**
 * BT-151 line VAT category missing (BR-CO-04). Certain when the VAT breakdown has a single category, or a
 * single row with the line's rate.
 */
export const lineVatCategory: Synthesizer = {
  id: 'line-vat-category',
  rules: ['BR-CO-04'],
  propose(ctx) {
    const rows = readBreakdown(ctx);
    const categories = [...new Set(rows.map((r) => r.vat.category))];
    return readLines(ctx)
      .filter((l) => !l.vat.category)
      .flatMap((l): Proposal[] => {
        const rate = l.vat.rate;
        const byRate = rate ? rows.filter((r) => r.vat.rate?.equals(rate)) : [];
        const category =
          categories.length === 1 ? categories[0] : byRate.length === 1 ? byRate[0]?.vat.category : undefined;
        if (!category) return [];
        return [
          {
            field: 'BT-151',
            value: category,
            confidence: 'high',
            reason: `The VAT breakdown has one row that fits line ${l.group.index}: category ${category}.`,
            patches: writeInGroup(ctx, l.group, 'BT-151', { text: category }),
          },
        ];
      });
  },
};
