import { Decimal } from '../../decimal/Decimal.ts';
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
    .add(get('BT-114') ?? Decimal.ZERO);
  out.set('BT-115', due);
  return out;
}

/**
 * Document totals (BG-22) recomputed from lines, allowances, charges and the VAT breakdown (BR-CO-10 … 16).
 * When exactly one total disagrees, the others corroborate the computed value and it is certain; when several
 * do, the arithmetic cannot tell which side is wrong and the amounts are asked in strict mode.
 */
export const documentTotals: Synthesizer = {
  id: 'document-totals',
  rules: ['BR-CO-10', 'BR-CO-11', 'BR-CO-12', 'BR-CO-13', 'BR-CO-14', 'BR-CO-15', 'BR-CO-16'],
  propose(ctx, findings) {
    // A wrong line is the line synthesizer's to correct first; totals computed from it would be wrong too.
    if (settledLineCorrections(ctx).length > 0) return [];
    const codes = [...new Set(findings.map((f) => f.ruleId))];
    const changed: Proposal[] = [];
    for (const [bt, expected] of expectedTotals(ctx)) {
      const current = total(ctx, bt);
      if (!current || current.value.equals(expected)) continue;
      const value = expected.toFixed(2);
      changed.push({
        field: bt,
        value,
        confidence: 'high',
        reason: `${bt} is ${current.term.value} but the amounts it is the sum of give ${value}.`,
        patches: [{ op: 'set_text', xpath: current.term.xpath, value }],
        question: amountQuestion(current.term, codes),
      });
    }
    if (changed.length > 1) for (const p of changed) p.confidence = 'medium';
    return changed;
  },
};
