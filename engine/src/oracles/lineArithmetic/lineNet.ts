import { Decimal } from '../../decimal/Decimal.ts';
import type { XmlTree } from '../../xml/XmlTree.ts';
import type { LineFacts } from './readLines.ts';

/**
 * The one line arithmetic of the engine, as PEPPOL-EN16931-R120 (BT-131) and R046 (BT-146) compute it: the
 * validation warnings and the repairs both use these numbers.
 */

// R120 accepts a line net amount within $slackValue of the computed one (u:slack); since Peppol BIS 3.0.20
// (merged into XRechnung 3.0) that is 0.5 for forints, which have no minor unit in use, else 0.02.
export function lineNetSlack(currency: string | null): Decimal {
  return Decimal.parse(currency === 'HUF' ? '0.5' : '0.02') ?? Decimal.ZERO;
}
// Saxon divides xs:decimal values to at least 18 fraction digits; the slack makes the last digit irrelevant.
const DIVIDE_SCALE = 18;

/** A line's numbers as R120 counts them: absent BT-131/BT-146 as 0, BT-129 as 1, BT-149 as the first non-zero. */
export interface LineAmounts {
  netAmount: Decimal;
  quantity: Decimal;
  netPrice: Decimal;
  base: Decimal;
  /** Line charges (BT-141), summed and rounded to cents as the rule does. */
  charges: Decimal;
  /** Line allowances (BT-136), likewise. */
  allowances: Decimal;
}

/** The stated value, `absent` when there is none; undefined when it is no xs:decimal (the rule itself would fail). */
export type ReadDecimal = (el: number | null, absent: Decimal) => Decimal | undefined;

/** Reads element values as xs:decimal, as the rules cast them. */
export function decimalReader(tree: XmlTree): ReadDecimal {
  return (el, absent) => (el === null ? absent : Decimal.parse(tree.stringValue(el)));
}

/** Sum of amounts rounded to cents as the rule does: round(sum * 100) div 100, ties towards +∞. */
function centsSum(read: ReadDecimal, els: number[]): Decimal | undefined {
  let sum = Decimal.ZERO;
  for (const el of els) {
    const v = read(el, Decimal.ZERO);
    if (!v) return undefined;
    sum = sum.add(v);
  }
  return sum.round(2, 'half-ceiling');
}

/** The first base quantity that is present and non-zero, else 1; undefined when one is not a number. */
function baseQuantity(read: ReadDecimal, els: number[]): Decimal | undefined {
  for (const el of els) {
    const v = read(el, Decimal.ZERO);
    if (!v) return undefined;
    if (v.sign() !== 0) return v;
  }
  return Decimal.ONE;
}

/** A line's numbers; undefined when a stated one is no decimal. */
export function lineAmounts(read: ReadDecimal, f: LineFacts): LineAmounts | undefined {
  const netAmount = read(f.netAmount, Decimal.ZERO);
  const quantity = read(f.quantity, Decimal.ONE);
  const netPrice = read(f.netPrice, Decimal.ZERO);
  const base = baseQuantity(read, f.baseQuantities);
  const charges = centsSum(read, f.charges);
  const allowances = centsSum(read, f.allowances);
  if (!(netAmount && quantity && netPrice && base && charges && allowances)) return undefined;
  return { netAmount, quantity, netPrice, base, charges, allowances };
}

/** BT-129 × BT-146 ÷ BT-149 + charges − allowances, exact (compare within lineNetSlack). */
export function expectedLineNet(a: LineAmounts): Decimal {
  const scale = Math.max(DIVIDE_SCALE, a.netPrice.scale, a.base.scale);
  return a.quantity.mul(a.netPrice.div(a.base, scale)).add(a.charges).sub(a.allowances);
}

/** The line net amount to state: the exact one rounded to cents, half up. */
export function lineNetInCents(a: LineAmounts): Decimal {
  return expectedLineNet(a).round(2, 'half-up');
}

/** BT-148 − every price discount (BT-147); undefined when one is no decimal. */
export function expectedNetPrice(read: ReadDecimal, gross: number, discounts: number[]): Decimal | undefined {
  let v = read(gross, Decimal.ZERO);
  for (const d of discounts) {
    const x = read(d, Decimal.ZERO);
    if (!v || !x) return undefined;
    v = v.sub(x);
  }
  return v;
}
