import { Decimal } from '../../decimal/Decimal.ts';
import { termById } from '../../semantics/terms.ts';
import { amountQuestion } from '../amountQuestion.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';
import { termsOf } from '../writeTerm.ts';
import { DECIMAL_RULES } from './amountDecimals.ts';

/**
 * Amounts with significant digits beyond cents (288.794): rounding to cents is the likely fix, but the amount
 * is the seller's, so strict mode asks.
 */
export const amountRounding: Synthesizer = {
  id: 'amount-rounding',
  rules: DECIMAL_RULES,
  propose(ctx, findings) {
    const codes = [...new Set(findings.map((f) => f.ruleId))];
    return termsOf(ctx).flatMap((t): Proposal[] => {
      if (termById(t.bt)?.dataType !== 'Amount' || !/\.\d{2}\d*[1-9]\d*\s*$/.test(t.raw)) return [];
      const value = Decimal.parse(t.value)?.toFixed(2);
      if (!value) return [];
      return [
        {
          field: t.bt,
          value,
          confidence: 'medium',
          reason: `${t.value} has more than two decimals; rounded to cents it is ${value}.`,
          patches: [{ op: 'set_text', xpath: t.xpath, value }],
          question: amountQuestion(t, codes),
        },
      ];
    });
  },
};
