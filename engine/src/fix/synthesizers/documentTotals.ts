import { Decimal } from '../../decimal/Decimal.ts';
import type { Text } from '../../types.ts';
import { NS } from '../../xml/namespaces.ts';
import { amountQuestion } from '../amountQuestion.ts';
import {
  readAllowancesCharges,
  readBreakdown,
  readLines,
  settledLineCorrections,
  total,
} from '../readArithmetic.ts';
import type { FixContext, Proposal, Synthesizer } from '../Synthesizer.ts';

const add = (a: Decimal, b: Decimal | undefined) => (b ? a.add(b) : a);

// XRechnung's extension (BR-DEX-09) adds third-party payments (BT-DEX-002, UBL `cac:PrepaidPayment/cbc:PaidAmount`,
// not an EN 16931 term) to the amount due; a core invoice has none, so the sum is zero there.
function thirdPartyPayments(ctx: FixContext): Decimal {
  const tree = ctx.index.tree;
  if (ctx.syntax !== 'UBL') return Decimal.ZERO;
  const payment = tree.nameId(NS.cac, 'PrepaidPayment');
  const paid = tree.nameId(NS.cbc, 'PaidAmount');
  let sum = Decimal.ZERO;
  for (const p of tree.childrenNamed(tree.root, payment))
    for (const a of tree.childrenNamed(p, paid)) sum = add(sum, Decimal.parse(tree.stringValue(a).trim()));
  return sum;
}

/** The totals the lines, allowances, charges and VAT breakdown imply, in the order each depends on the last. */
function expectedTotals(ctx: FixContext): Map<string, Decimal> {
  const get = (bt: string) => total(ctx, bt)?.value;
  const lines = readLines(ctx).reduce(
    (a, l) => add(a, l.net ? Decimal.parse(l.net.value) : undefined),
    Decimal.ZERO,
  );
  const ac = readAllowancesCharges(ctx);
  const allowances = ac.filter((x) => x.sign < 0).reduce((a, x) => a.add(x.amount), Decimal.ZERO);
  const charges = ac.filter((x) => x.sign > 0).reduce((a, x) => a.add(x.amount), Decimal.ZERO);
  const tax = readBreakdown(ctx).reduce(
    (a, b) => add(a, b.tax ? Decimal.parse(b.tax.value) : undefined),
    Decimal.ZERO,
  );
  const out = new Map<string, Decimal>([['BT-106', lines]]);
  if (get('BT-107') || allowances.sign() !== 0) out.set('BT-107', allowances);
  if (get('BT-108') || charges.sign() !== 0) out.set('BT-108', charges);
  const net = lines.sub(out.get('BT-107') ?? Decimal.ZERO).add(out.get('BT-108') ?? Decimal.ZERO);
  out.set('BT-109', net);
  const vat = get('BT-110') ? tax : Decimal.ZERO;
  if (get('BT-110')) out.set('BT-110', tax);
  out.set('BT-112', net.add(vat));
  const due = net
    .add(vat)
    .sub(get('BT-113') ?? Decimal.ZERO)
    .add(get('BT-114') ?? Decimal.ZERO)
    .add(thirdPartyPayments(ctx));
  out.set('BT-115', due);
  return out;
}

// How each total follows from the others (EN 16931 BR-CO-10 … 16), with the numbers the invoice gives.
function formula(bt: string, totals: Map<string, Decimal>, ctx: FixContext): Text {
  const n = (id: string) => (totals.get(id) ?? total(ctx, id)?.value ?? Decimal.ZERO).toFixed(2);
  const stated = (id: string) => (total(ctx, id)?.value ?? Decimal.ZERO).toFixed(2);
  const lines = readLines(ctx).length;
  const same = (text: string): Text => ({ en: text, de: text, fr: text });
  switch (bt) {
    case 'BT-106':
      return {
        en: `sum of the ${lines} line net amounts (BT-131)`,
        de: `Summe der ${lines} Positions-Nettobeträge (BT-131)`,
        fr: `somme des ${lines} montants nets des lignes (BT-131)`,
      };
    case 'BT-107':
      return {
        en: 'sum of the document allowances (BT-92)',
        de: 'Summe der Nachlässe (BT-92)',
        fr: 'somme des remises au niveau du document (BT-92)',
      };
    case 'BT-108':
      return {
        en: 'sum of the document charges (BT-99)',
        de: 'Summe der Zuschläge (BT-99)',
        fr: 'somme des charges au niveau du document (BT-99)',
      };
    case 'BT-109':
      return same(`BT-106 ${n('BT-106')} − BT-107 ${n('BT-107')} + BT-108 ${n('BT-108')}`);
    case 'BT-110':
      return {
        en: 'sum of the VAT category tax amounts (BT-117)',
        de: 'Summe der Steuerbeträge je Kategorie (BT-117)',
        fr: 'somme des montants de TVA par catégorie (BT-117)',
      };
    case 'BT-112':
      return same(`BT-109 ${n('BT-109')} + BT-110 ${n('BT-110')}`);
    default:
      return same(`BT-112 ${n('BT-112')} − BT-113 ${stated('BT-113')} + BT-114 ${stated('BT-114')}`);
  }
}

/**
 * Document totals (BG-22) recomputed from lines, allowances, charges and the VAT breakdown (BR-CO-10 … 16).
 * When exactly one total disagrees, the others corroborate the computed value and it is certain; when several
 * do, the arithmetic cannot tell which side is wrong and the amounts are asked in strict mode.
 */
export const documentTotals: Synthesizer = {
  id: 'document-totals',
  rules: ['BR-CO-10', 'BR-CO-11', 'BR-CO-12', 'BR-CO-13', 'BR-CO-14', 'BR-CO-15', 'BR-CO-16', 'BR-DEX-09'],
  propose(ctx, findings) {
    // A wrong line is the line synthesizer's to correct first; totals computed from it would be wrong too.
    if (settledLineCorrections(ctx).length > 0) return [];
    const codes = [...new Set(findings.map((f) => f.ruleId))];
    const changed: Proposal[] = [];
    const totals = expectedTotals(ctx);
    for (const [bt, expected] of totals) {
      const current = total(ctx, bt);
      if (!current || current.value.equals(expected)) continue;
      const value = expected.toFixed(2);
      const how = formula(bt, totals, ctx);
      changed.push({
        field: bt,
        value,
        confidence: 'high',
        reason: `${bt} is ${current.term.value} but the amounts it is the sum of give ${value}: ${how.en}.`,
        explanation: {
          en: `${how.en} = ${value}.`,
          de: `${how.de} = ${value}.`,
          fr: `${how.fr} = ${value}.`,
        },
        patches: [{ op: 'set_text', xpath: current.term.xpath, value }],
        question: amountQuestion(current.term, codes),
      });
    }
    if (changed.length > 1) for (const p of changed) p.confidence = 'medium';
    return changed;
  },
};
