import { Decimal } from '../../decimal/Decimal.ts';
import type { LineArithmeticWarning, Text } from '../../types.ts';
import { locationOf } from '../../xml/location.ts';
import type { XmlTree } from '../../xml/XmlTree.ts';
import {
  decimalReader,
  expectedLineNet,
  expectedNetPrice,
  lineAmounts,
  lineNetSlack,
  type ReadDecimal,
} from './lineNet.ts';
import { type LineFacts, readLines } from './readLines.ts';

// Amounts are shown with at least two fraction digits, prices with as many as they carry.
function show(v: Decimal): string {
  const canonical = v.toString();
  const point = canonical.indexOf('.');
  return v.toFixed(Math.max(2, point < 0 ? 0 : canonical.length - point - 1));
}

/** Text for a stated value, or for one the rule counts with a default because the document leaves it out. */
function stated(el: number | null, v: Decimal): Text {
  return el !== null
    ? { en: `is ${show(v)}`, de: `ist ${show(v)}`, fr: `vaut ${show(v)}` }
    : { en: 'is missing', de: 'fehlt', fr: 'manque' };
}

function netAmountWarning(
  tree: XmlTree,
  read: ReadDecimal,
  f: LineFacts,
  position: number,
  slack: Decimal,
): LineArithmeticWarning | null {
  const amounts = lineAmounts(read, f);
  if (!amounts) return null;
  const actual = amounts.netAmount;
  const exact = expectedLineNet(amounts);
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
      fr: `Ligne ${position} : le montant net de la ligne (BT-131) ${is.fr}, mais quantité × prix net ÷ quantité de base + charges − remises de la ligne donne ${e} (écart ${d}).`,
    },
  };
}

function netPriceWarnings(
  tree: XmlTree,
  read: ReadDecimal,
  f: LineFacts,
  position: number,
): LineArithmeticWarning[] {
  const actual = read(f.netPrice, Decimal.ZERO);
  if (!actual) return [];
  return f.grossPrices.flatMap(({ gross, discounts, discountRequired }): LineArithmeticWarning[] => {
    const expected = expectedNetPrice(read, gross, discounts);
    if (!expected) return [];
    // PEPPOL-EN16931-R046 compares xs:decimal values; an absent operand makes the comparison false.
    const absent = f.netPrice === null || (discountRequired && discounts.length === 0);
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
          fr: `Ligne ${position} : le prix net de l’article (BT-146) ${is.fr}, mais prix brut (BT-148) − rabais sur le prix (BT-147) donne ${e} (écart ${d}).`,
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
  const read = decimalReader(tree);
  const slack = lineNetSlack(currency);
  return lines.flatMap((facts, i) => {
    const net = netAmountWarning(tree, read, facts, i + 1, slack);
    return [...(net ? [net] : []), ...netPriceWarnings(tree, read, facts, i + 1)];
  });
}
