import { ELEMENT, type XmlTree } from '../../xml/XmlTree.ts';

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const UBL_INVOICE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';
const RSM = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100';
const UDT = 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100';

/** A price discount as the document states it: gross price BT-148 and the discounts BT-147 taken from it. */
export interface GrossPrice {
  gross: number;
  /** Every price allowance of the gross price (a CII price may carry several; their sum is taken off). */
  discounts: number[];
  /** UBL's R046 fails on an absent discount (xs:decimal of nothing); CII's counts it as zero (u:decimalOrZero). */
  discountRequired: boolean;
}

/** The element nodes of one invoice line that the line-arithmetic relations use (null where absent). */
export interface LineFacts {
  line: number;
  /** BT-126 */
  id: string | null;
  /** BT-131 */
  netAmount: number | null;
  /** BT-129 */
  quantity: number | null;
  /** BT-146 */
  netPrice: number | null;
  /** BT-149 candidates in order of preference. */
  baseQuantities: number[];
  /** BT-141 amounts of the line charges (BG-28). */
  charges: number[];
  /** BT-136 amounts of the line allowances (BG-27). */
  allowances: number[];
  grossPrices: GrossPrice[];
}

/** Child elements by expanded name; the tree's name id makes each test one integer comparison. */
type Children = (parent: number | null, ns: string, local: string) => number[];

function childrenIn(tree: XmlTree): Children {
  return (parent, ns, local) => {
    const out: number[] = [];
    const id = tree.nameId(ns, local);
    if (parent === null || id < 0) return out;
    const end = tree.end[parent] as number;
    for (let c = tree.attrEnd[parent] as number; c < end; c = tree.end[c] as number)
      if (tree.kind[c] === ELEMENT && tree.name[c] === id) out.push(c);
    return out;
  };
}

interface Reader {
  children: Children;
  child(parent: number | null, ns: string, local: string): number | null;
  /** Follows a path of child steps in one namespace, taking the first match at each step. */
  path(parent: number | null, ns: string, ...locals: string[]): number | null;
  /** normalize-space(x) = 'true' as the Peppol rules compare the charge indicator. */
  indicatorIs(el: number | null, value: 'true' | 'false'): boolean;
  textOf(el: number | null): string | null;
}

function readerOf(tree: XmlTree): Reader {
  const children = childrenIn(tree);
  // The first match without collecting the others: most steps of a line are single children.
  const child = (parent: number | null, ns: string, local: string) => {
    const id = tree.nameId(ns, local);
    if (parent === null || id < 0) return null;
    const end = tree.end[parent] as number;
    for (let c = tree.attrEnd[parent] as number; c < end; c = tree.end[c] as number)
      if (tree.kind[c] === ELEMENT && tree.name[c] === id) return c;
    return null;
  };
  return {
    children,
    child,
    path(parent, ns, ...locals) {
      let el = parent;
      for (const local of locals) el = child(el, ns, local);
      return el;
    },
    indicatorIs: (el, value) =>
      (el === null ? '' : tree.stringValue(el)).replace(/[ \t\r\n]+/g, ' ').trim() === value,
    textOf(el) {
      const t = el === null ? '' : tree.stringValue(el).trim();
      return t ? t : null;
    },
  };
}

function ublLine(r: Reader, line: number, isInvoice: boolean): LineFacts {
  const { children, child, indicatorIs, textOf } = r;
  const price = child(line, CAC, 'Price');
  const lineCharges = children(line, CAC, 'AllowanceCharge');
  const amountsWhere = (flag: 'true' | 'false'): number[] =>
    lineCharges
      .filter((ac) => indicatorIs(child(ac, CBC, 'ChargeIndicator'), flag))
      .flatMap((ac) => children(ac, CBC, 'Amount'));
  return {
    line,
    id: textOf(child(line, CBC, 'ID')),
    netAmount: child(line, CBC, 'LineExtensionAmount'),
    // PEPPOL-EN16931-R120 picks the quantity by the document type, not by the line element's name.
    quantity: child(line, CBC, isInvoice ? 'InvoicedQuantity' : 'CreditedQuantity'),
    netPrice: child(price, CBC, 'PriceAmount'),
    baseQuantities: children(price, CBC, 'BaseQuantity').slice(0, 1),
    charges: amountsWhere('true'),
    allowances: amountsWhere('false'),
    grossPrices: children(price, CAC, 'AllowanceCharge').flatMap((ac) => {
      const gross = child(ac, CBC, 'BaseAmount');
      const discount = child(ac, CBC, 'Amount');
      return gross !== null
        ? [{ gross, discounts: discount === null ? [] : [discount], discountRequired: true }]
        : [];
    }),
  };
}

function ciiLine(r: Reader, line: number): LineFacts {
  const { children, child, path, indicatorIs, textOf } = r;
  const agreement = child(line, RAM, 'SpecifiedLineTradeAgreement');
  const settlement = child(line, RAM, 'SpecifiedLineTradeSettlement');
  const net = child(agreement, RAM, 'NetPriceProductTradePrice');
  const grossPrice = child(agreement, RAM, 'GrossPriceProductTradePrice');
  const lineCharges = children(settlement, RAM, 'SpecifiedTradeAllowanceCharge');
  const amountsWhere = (flag: 'true' | 'false'): number[] =>
    lineCharges
      .filter((ac) => indicatorIs(child(child(ac, RAM, 'ChargeIndicator'), UDT, 'Indicator'), flag))
      .flatMap((ac) => children(ac, RAM, 'ActualAmount'));
  const gross = child(grossPrice, RAM, 'ChargeAmount');
  return {
    line,
    id: textOf(path(line, RAM, 'AssociatedDocumentLineDocument', 'LineID')),
    netAmount: path(settlement, RAM, 'SpecifiedTradeSettlementLineMonetarySummation', 'LineTotalAmount'),
    quantity: path(line, RAM, 'SpecifiedLineTradeDelivery', 'BilledQuantity'),
    netPrice: child(net, RAM, 'ChargeAmount'),
    // Peppol BIS 3.0.20 (as merged into XRechnung) falls back to the gross price's base quantity.
    baseQuantities: [child(net, RAM, 'BasisQuantity'), child(grossPrice, RAM, 'BasisQuantity')].filter(
      (el): el is number => el !== null,
    ),
    charges: amountsWhere('true'),
    allowances: amountsWhere('false'),
    grossPrices:
      gross !== null
        ? [
            {
              gross,
              discounts: children(grossPrice, RAM, 'AppliedTradeAllowanceCharge')
                .filter(
                  (ac) => !indicatorIs(child(child(ac, RAM, 'ChargeIndicator'), UDT, 'Indicator'), 'true'),
                )
                .flatMap((ac) => children(ac, RAM, 'ActualAmount')),
              discountRequired: false,
            },
          ]
        : [],
  };
}

/** The document currency (BT-5) and the invoice lines (BG-25) of a UBL Invoice/CreditNote or a CII invoice. */
export function readLines(
  tree: XmlTree,
  syntax: 'UBL' | 'CII',
): { currency: string | null; lines: LineFacts[] } {
  const r = readerOf(tree);
  let root = tree.attrEnd[0] as number;
  while (root < tree.size && tree.kind[root] !== ELEMENT) root = tree.end[root] as number;
  if (root >= tree.size) return { currency: null, lines: [] };
  // Lines at any depth, in document order, from the tree's per-name element lists.
  const named = (ns: string, ...locals: string[]): number[] =>
    locals.flatMap((local) => Array.from(tree.elementsNamed(tree.nameId(ns, local)))).sort((a, b) => a - b);
  if (syntax === 'CII') {
    return {
      currency: r.textOf(
        r.path(
          r.child(root, RSM, 'SupplyChainTradeTransaction'),
          RAM,
          'ApplicableHeaderTradeSettlement',
          'InvoiceCurrencyCode',
        ),
      ),
      lines: named(RAM, 'IncludedSupplyChainTradeLineItem').map((line) => ciiLine(r, line)),
    };
  }
  const rootName = tree.name[root] as number;
  const isInvoice = tree.nameNs[rootName] === UBL_INVOICE && tree.nameLocal[rootName] === 'Invoice';
  return {
    currency: r.textOf(r.child(root, CBC, 'DocumentCurrencyCode')),
    lines: named(CAC, 'InvoiceLine', 'CreditNoteLine').map((line) => ublLine(r, line, isInvoice)),
  };
}
