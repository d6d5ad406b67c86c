import { Decimal } from '../../decimal/Decimal.ts';
import { amountQuestion } from '../amountQuestion.ts';
import { readBreakdown, total } from '../readArithmetic.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';
import { valuesOf } from '../writeTerm.ts';

const ZERO_TAX = new Set(['Z', 'E', 'AE', 'K', 'G', 'O']);
const HUNDRED = Decimal.of(100);

/** The tax a VAT breakdown row owes: taxable amount × rate, rounded to cents; nil for the zero-tax categories. */
export function taxOf(category: string, taxable: Decimal, rate: Decimal | null): Decimal {
  if (ZERO_TAX.has(category.toUpperCase()) || !rate) return Decimal.ZERO;
  return taxable.mul(rate).div(HUNDRED, 10).round(2);
}

/**
 * BT-117 VAT category tax amount that is not taxable amount × rate (BR-CO-17 and the categories' -09 rules).
 * Certain when the corrected rows add up to the invoice's BT-110.
 */
export const vatBreakdownTax: Synthesizer = {
  id: 'vat-breakdown-tax',
  rules: ['BR-CO-17', ...['S', 'Z', 'E', 'AE', 'IC', 'G', 'O', 'AF', 'AG'].map((c) => `BR-${c}-09`)],
  propose(ctx, findings) {
    const codes = [...new Set(findings.map((f) => f.ruleId))];
    const rows = readBreakdown(ctx).map((r) => {
      const taxable = r.taxable ? Decimal.parse(r.taxable.value) : undefined;
      const current = r.tax ? Decimal.parse(r.tax.value) : undefined;
      return { r, current, expected: taxable ? taxOf(r.vat.category, taxable, r.vat.rate) : undefined };
    });
    const taxTotal = total(ctx, 'BT-110');
    const corrected = rows.reduce((a, x) => a.add(x.expected ?? x.current ?? Decimal.ZERO), Decimal.ZERO);
    const settled = !!taxTotal && corrected.equals(taxTotal.value);
    return rows.flatMap(({ r, current, expected }): Proposal[] => {
      const term = r.tax && valuesOf(ctx, 'BT-117').find((t) => t.xpath === r.tax?.xpath);
      if (!term || !expected || current?.equals(expected)) return [];
      const value = expected.toFixed(2);
      return [
        {
          field: 'BT-117',
          value,
          confidence: settled ? 'high' : 'medium',
          reason: `Taxable amount × ${r.vat.rate?.toString() ?? 0} % gives ${value}${settled ? ', which the invoice VAT total confirms' : ''}.`,
          explanation: {
            en: `category ${r.vat.category}: taxable amount (BT-116) ${r.taxable?.value ?? '0'} × ${r.vat.rate?.toString() ?? 0} % (BT-119), rounded to cents = ${value}${settled ? '; the invoice VAT total (BT-110) confirms it' : ''}.`,
            de: `Kategorie ${r.vat.category}: Bemessungsgrundlage (BT-116) ${r.taxable?.value ?? '0'} × ${r.vat.rate?.toString() ?? 0} % (BT-119), auf Cent gerundet = ${value}${settled ? '; die Steuersumme der Rechnung (BT-110) bestätigt das' : ''}.`,
            fr: `catégorie ${r.vat.category} : base d’imposition (BT-116) ${r.taxable?.value ?? '0'} × ${r.vat.rate?.toString() ?? 0} % (BT-119), arrondi au centime = ${value}${settled ? ' ; le total de TVA de la facture (BT-110) le confirme' : ''}.`,
          },
          patches: [{ op: 'set_text', xpath: term.xpath, value }],
          question: amountQuestion(term, codes),
        },
      ];
    });
  },
};
