import { Decimal } from '../../decimal/Decimal.ts';
import { locationOf } from '../../rules/loadRules.ts';
import type { LineArithmeticWarning, Text } from '../../types.ts';
import type { XmlTree } from '../../xml/XmlTree.ts';
import { type LineFacts, readLines } from './readLines.ts';

// PEPPOL-EN16931-R120 accepts a line net amount within $slackValue of the computed one (u:slack); since Peppol
// BIS 3.0.20 (merged into XRechnung 3.0) that is 0.5 for forints, which have no minor unit in use, else 0.02.
function slackFor(currency: string | null): Decimal {
  return Decimal.parse(currency === 'HUF' ? '0.5' : '0.02') ?? Decimal.ZERO;
}
// Saxon divides xs:decimal values to at least 18 fraction digits; the slack makes the last digit irrelevant.
const DIVIDE_SCALE = 18;

/** The stated value, `absent` when there is none; undefined when it is no xs:decimal (the rule itself would fail). */
type Read = (el: number | null, absent: Decimal) => Decimal | undefined;

/** Sum of amounts rounded to cents as the rule does: round(sum * 100) div 100, ties towards +∞. */
function centsSum(read: Read, els: number[]): Decimal | undefined {
  let sum = Decimal.ZERO;
  for (const el of els) {
    const v = read(el, Decimal.ZERO);
    if (!v) return undefined;
    sum = sum.add(v);
  }
  return sum.round(2, 'half-ceiling');
}

/** The first base quantity that is present and non-zero, else 1; undefined when one is not a number. */
function baseQuantity(read: Read, els: number[]): Decimal | undefined {
  for (const el of els) {
    const v = read(el, Decimal.ZERO);
    if (!v) return undefined;
    if (v.sign() !== 0) return v;
  }
  return Decimal.ONE;
}

// Amounts are shown with at least two fraction digits, prices with as many as they carry.
function show(v: Decimal): string {
  const canonical = v.toString();
  const point = canonical.indexOf('.');
  return v.toFixed(Math.max(2, point < 0 ? 0 : canonical.length - point - 1));
}

/** Text for a stated value, or for one the rule counts with a default because the document leaves it out. */
function stated(el: number | null, v: Decimal): Text {
  return el !== null ? { en: `is ${show(v)}`, de: `ist ${show(v)}` } : { en: 'is missing', de: 'fehlt' };
}

function netAmountWarning(
  tree: XmlTree,
  read: Read,
  f: LineFacts,
  position: number,
  slack: Decimal,
): LineArithmeticWarning | null {
  // Absent terms count as PEPPOL-EN16931-R120 counts them: BT-131 and BT-146 as 0, BT-129 as 1.
  const actual = read(f.netAmount, Decimal.ZERO);
  const quantity = read(f.quantity, Decimal.ONE);
  const price = read(f.netPrice, Decimal.ZERO);
  const base = baseQuantity(read, f.baseQuantities);
  const charges = centsSum(read, f.charges);
  const allowances = centsSum(read, f.allowances);
  if (!(actual && quantity && price && base && charges && allowances)) return null;
  const scale = Math.max(DIVIDE_SCALE, price.scale, base.scale);
  const exact = quantity.mul(price.div(base, scale)).add(charges).sub(allowances);
  if (actual.sub(exact).abs().compare(slack) <= 0) return null;
  const expected = exact.round(2, 'half-up');
  const bts = ['BT-131', 'BT-129', 'BT-146'];
  if (f.baseQuantities.length > 0) bts.push('BT-149');
  if (f.allowances.length > 0) bts.push('BT-136');
  if (f.charges.length > 0) bts.push('BT-141');
  const [e, d] = [show(expected), show(actual.sub(expected))];
  const is = stated(f.netAmount, actual);
  return {
    rule: 'EN16931-CALC-131',
    officialRule: 'PEPPOL-EN16931-R120',
    term: 'BT-131',
    bts,
    line: { position, id: f.id },
    expected: e,
    actual: show(actual),
    difference: d,
    xpath: locationOf(tree, f.netAmount ?? f.line),
    message: {
      en: `Line ${position}: the line net amount (BT-131) ${is.en}, but quantity × net price ÷ base quantity + line charges − line allowances gives ${e} (difference ${d}).`,
      de: `Position ${position}: Der Nettobetrag der Rechnungsposition (BT-131) ${is.de}, aus Menge × Nettopreis ÷ Basismenge + Zuschläge − Abschläge ergibt sich aber ${e} (Differenz ${d}).`,
    },
  };
}

function netPriceWarnings(
  tree: XmlTree,
  read: Read,
  f: LineFacts,
  position: number,
): LineArithmeticWarning[] {
  const actual = read(f.netPrice, Decimal.ZERO);
  if (!actual) return [];
  return f.grossPrices.flatMap(({ gross, discount, discountRequired }): LineArithmeticWarning[] => {
    const g = read(gross, Decimal.ZERO);
    const x = read(discount, Decimal.ZERO);
    if (!(g && x)) return [];
    const expected = g.sub(x);
    // PEPPOL-EN16931-R046 compares xs:decimal values; an absent operand makes the comparison false.
    const absent = f.netPrice === null || (discountRequired && discount === null);
    if (!absent && actual.equals(expected)) return [];
    const [e, d] = [show(expected), show(actual.sub(expected))];
    const is = stated(f.netPrice, actual);
    return [
      {
        rule: 'EN16931-CALC-146',
        officialRule: 'PEPPOL-EN16931-R046',
        term: 'BT-146',
        bts: ['BT-146', 'BT-148', 'BT-147'],
        line: { position, id: f.id },
        expected: e,
        actual: show(actual),
        difference: d,
        xpath: locationOf(tree, f.netPrice ?? f.line),
        message: {
          en: `Line ${position}: the item net price (BT-146) ${is.en}, but gross price (BT-148) − price discount (BT-147) gives ${e} (difference ${d}).`,
          de: `Position ${position}: Der Nettopreis des Artikels (BT-146) ${is.de}, Bruttopreis (BT-148) − Rabatt auf den Artikelpreis (BT-147) ergibt aber ${e} (Differenz ${d}).`,
        },
      },
    ];
  });
}

/**
 * Line arithmetic the official EN 16931 rules do not test (spec 2.2): BT-131 against quantity × price ± line
 * allowances/charges (as PEPPOL-EN16931-R120) and BT-146 against gross price − discount (as PEPPOL-EN16931-R046).
 */
export function checkLineArithmetic(tree: XmlTree, syntax: 'UBL' | 'CII'): LineArithmeticWarning[] {
  const { currency, lines } = readLines(tree, syntax);
  const read: Read = (el, absent) => (el === null ? absent : Decimal.parse(tree.stringValue(el)));
  const slack = slackFor(currency);
  return lines.flatMap((facts, i) => {
    const net = netAmountWarning(tree, read, facts, i + 1, slack);
    return [...(net ? [net] : []), ...netPriceWarnings(tree, read, facts, i + 1)];
  });
}
