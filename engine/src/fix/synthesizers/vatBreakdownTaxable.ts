import { Decimal } from '../../decimal/Decimal.ts';
import { amountQuestion } from '../amountQuestion.ts';
import {
  readAllowancesCharges,
  readBreakdown,
  readLines,
  sameVat,
  settledLineCorrections,
} from '../readArithmetic.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';
import { valuesOf } from '../writeTerm.ts';
import { taxOf } from './vatBreakdownTax.ts';

const RULES = ['S', 'Z', 'E', 'AE', 'IC', 'G', 'O', 'AF', 'AG'].map((c) => `BR-${c}-08`);

/**
 * BT-116 VAT category taxable amount that is not the sum of the lines, charges and allowances of its
 * category and rate (the categories' -08 rules). Certain when the corrected amount × rate gives the row's tax.
 */
export const vatBreakdownTaxable: Synthesizer = {
  id: 'vat-breakdown-taxable',
  rules: RULES,
  propose(ctx, findings) {
    if (settledLineCorrections(ctx).length > 0) return [];
    const codes = [...new Set(findings.map((f) => f.ruleId))];
    const lines = readLines(ctx);
    const ac = readAllowancesCharges(ctx);
    return readBreakdown(ctx).flatMap((r): Proposal[] => {
      const term = r.taxable && valuesOf(ctx, 'BT-116').find((t) => t.xpath === r.taxable?.xpath);
      if (!term) return [];
      const expected = [
        ...lines
          .filter((l) => sameVat(l.vat, r.vat))
          .map((l) => (l.net ? Decimal.parse(l.net.value) : undefined)),
        ...ac.filter((x) => sameVat(x.vat, r.vat)).map((x) => (x.sign > 0 ? x.amount : x.amount.neg())),
      ].reduce<Decimal>((a, v) => (v ? a.add(v) : a), Decimal.ZERO);
      const current = Decimal.parse(term.value);
      if (current?.equals(expected)) return [];
      const tax = r.tax ? Decimal.parse(r.tax.value) : undefined;
      const settled = !!tax && taxOf(r.vat.category, expected, r.vat.rate).equals(tax);
      const value = expected.toFixed(2);
      return [
        {
          field: 'BT-116',
          value,
          confidence: settled ? 'high' : 'medium',
          reason: `The lines, allowances and charges of category ${r.vat.category} give ${value}${settled ? ', which the tax amount of the row confirms' : ''}.`,
          explanation: {
            en: `category ${r.vat.category} ${r.vat.rate?.toString() ?? ''} %: line net amounts (BT-131) + charges (BT-99) − allowances (BT-92) of that category = ${value}${settled ? `; × rate gives the row's tax amount (BT-117) ${r.tax?.value ?? ''}` : ''}.`,
            de: `Kategorie ${r.vat.category} ${r.vat.rate?.toString() ?? ''} %: Positions-Nettobeträge (BT-131) + Zuschläge (BT-99) − Nachlässe (BT-92) dieser Kategorie = ${value}${settled ? `; × Satz ergibt den Steuerbetrag der Zeile (BT-117) ${r.tax?.value ?? ''}` : ''}.`,
            fr: `catégorie ${r.vat.category} ${r.vat.rate?.toString() ?? ''} % : montants nets des lignes (BT-131) + charges (BT-99) − remises (BT-92) de cette catégorie = ${value}${settled ? ` ; × taux donne le montant de TVA de la ligne de ventilation (BT-117) ${r.tax?.value ?? ''}` : ''}.`,
          },
          patches: [{ op: 'set_text', xpath: term.xpath, value }],
          question: amountQuestion(term, codes),
        },
      ];
    });
  },
};
