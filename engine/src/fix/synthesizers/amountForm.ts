import { Decimal } from '../../decimal/Decimal.ts';
import { termById } from '../../semantics/terms.ts';
import { amountQuestion } from '../amountQuestion.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';
import { termsOf } from '../writeTerm.ts';

const NUMBERS = new Set(['Amount', 'Unit price amount', 'Quantity', 'Percentage']);

/**
 * A number as a spreadsheet or a German locale writes it, read as the one value it can mean: `1.234,56` and
 * `339,15` (decimal comma, dots grouping thousands), `1,234.56` (commas grouping thousands). `1,234` or
 * `1.234` alone could be either and are not read.
 */
export function readLocaleNumber(written: string): string | null {
  const s = written.trim().replace(/[\s\u00a0']/g, '');
  const german = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+),(\d{1,2}|\d{4,})$/.exec(s);
  if (german) return `${german[1]}${(german[2] as string).replaceAll('.', '')}.${german[3]}`;
  const english = /^(-?)(\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/.exec(s);
  if (english && (english[3] !== undefined || /,\d{3},/.test(s)))
    return `${english[1]}${(english[2] as string).replaceAll(',', '')}${english[3] !== undefined ? `.${english[3]}` : ''}`;
  return null;
}

/**
 * Numbers the XSD refuses because of their separators. The reading is unambiguous, but the value is the
 * issuer's: the money guard asks it in strict mode with the reading as the proposal.
 */
export const amountForm: Synthesizer = {
  id: 'amount-form',
  rules: ['XSD'],
  propose(ctx, findings) {
    const codes = [...new Set(findings.map((f) => f.ruleId))];
    return termsOf(ctx).flatMap((t): Proposal[] => {
      if (!NUMBERS.has(termById(t.bt)?.dataType ?? '') || t.xpath.includes('/@')) return [];
      if (Decimal.parse(t.raw.trim())) return [];
      const value = readLocaleNumber(t.raw);
      if (!value || !Decimal.parse(value)) return [];
      return [
        {
          field: t.bt,
          value,
          confidence: 'high',
          reason: `'${t.raw.trim()}' is written with a decimal comma or thousands separators; as an XML number it is ${value}.`,
          explanation: {
            en: `'${t.raw.trim()}' read with its separators (decimal comma, grouping of thousands) is ${value}.`,
            de: `'${t.raw.trim()}' mit seinen Trennzeichen gelesen (Dezimalkomma, Tausenderpunkte) ist ${value}.`,
            fr: `« ${t.raw.trim()} », lu avec ses séparateurs (virgule décimale, groupement des milliers), vaut ${value}.`,
          },
          patches: [{ op: 'set_text', xpath: t.xpath, value }],
          question: amountQuestion(t, codes),
        },
      ];
    });
  },
};
