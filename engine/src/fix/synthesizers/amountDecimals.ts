import { termById } from '../../semantics/terms.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';
import { termsOf } from '../writeTerm.ts';

/** The amount rules that limit fraction digits (EN 16931 BR-DEC-*, UBL-DT-01). */
export const DECIMAL_RULES = [
  ...[1, 2, 5, 6, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 23, 24, 25, 27, 28].map(
    (n) => `BR-DEC-${String(n).padStart(2, '0')}`,
  ),
  'UBL-DT-01',
];

/** Amounts written with more than two decimals that are all zeros (336.900): dropping them keeps the value. */
export const amountDecimals: Synthesizer = {
  id: 'amount-decimals',
  rules: DECIMAL_RULES,
  propose(ctx) {
    return termsOf(ctx).flatMap((t): Proposal[] => {
      if (termById(t.bt)?.dataType !== 'Amount') return [];
      const m = /^(\s*-?\d+\.\d{2})(0+)(\s*)$/.exec(t.raw);
      if (!m) return [];
      const value = (m[1] as string).trim();
      return [
        {
          field: t.bt,
          value,
          confidence: 'high',
          reason: `${t.raw.trim()} has trailing zeros beyond the two decimals an amount may have.`,
          patches: [{ op: 'set_text', xpath: t.xpath, value }],
        },
      ];
    });
  },
};
