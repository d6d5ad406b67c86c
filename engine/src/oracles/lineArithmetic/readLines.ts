import type { Document, Element } from '@xmldom/xmldom';

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const UBL_INVOICE = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';
const RSM = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100';
const UDT = 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100';

/** A price discount as the document states it: gross price BT-148 and the discount BT-147 taken from it. */
export interface GrossPrice {
  gross: Element;
  discount: Element | null;
  /** UBL's R046 fails on an absent discount (xs:decimal of nothing); CII's counts it as zero (u:decimalOrZero). */
  discountRequired: boolean;
}

/** The elements of one invoice line that the line-arithmetic relations use (null where absent). */
export interface LineFacts {
  line: Element;
  /** BT-126 */
  id: string | null;
  /** BT-131 */
  netAmount: Element | null;
  /** BT-129 */
  quantity: Element | null;
  /** BT-146 */
  netPrice: Element | null;
  /** BT-149 candidates in order of preference. */
  baseQuantities: Element[];
  /** BT-141 amounts of the line charges (BG-28). */
  charges: Element[];
  /** BT-136 amounts of the line allowances (BG-27). */
  allowances: Element[];
  grossPrices: GrossPrice[];
}

function children(parent: Element | null, ns: string, local: string): Element[] {
  const out: Element[] = [];
  if (!parent) return out;
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && n.namespaceURI === ns && (n as Element).localName === local)
      out.push(n as Element);
  }
  return out;
}

function child(parent: Element | null, ns: string, local: string): Element | null {
  return children(parent, ns, local)[0] ?? null;
}

/** Follows a path of child steps in one namespace, taking the first match at each step. */
function path(parent: Element | null, ns: string, ...locals: string[]): Element | null {
  let el = parent;
  for (const local of locals) el = child(el, ns, local);
  return el;
}

// normalize-space(x) = 'true' as the Peppol rules compare the charge indicator.
function indicatorIs(el: Element | null, value: 'true' | 'false'): boolean {
  return (el?.textContent ?? '').replace(/[ \t\r\n]+/g, ' ').trim() === value;
}

function textOf(el: Element | null): string | null {
  const t = el?.textContent?.trim();
  return t ? t : null;
}

function ublLine(line: Element, isInvoice: boolean): LineFacts {
  const price = child(line, CAC, 'Price');
  const lineCharges = children(line, CAC, 'AllowanceCharge');
  const amountsWhere = (flag: 'true' | 'false'): Element[] =>
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
      return gross ? [{ gross, discount: child(ac, CBC, 'Amount'), discountRequired: true }] : [];
    }),
  };
}

function ciiLine(line: Element): LineFacts {
  const agreement = child(line, RAM, 'SpecifiedLineTradeAgreement');
  const settlement = child(line, RAM, 'SpecifiedLineTradeSettlement');
  const net = child(agreement, RAM, 'NetPriceProductTradePrice');
  const grossPrice = child(agreement, RAM, 'GrossPriceProductTradePrice');
  const lineCharges = children(settlement, RAM, 'SpecifiedTradeAllowanceCharge');
  const amountsWhere = (flag: 'true' | 'false'): Element[] =>
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
      (el): el is Element => el !== null,
    ),
    charges: amountsWhere('true'),
    allowances: amountsWhere('false'),
    grossPrices: gross
      ? [
          {
            gross,
            discount: path(grossPrice, RAM, 'AppliedTradeAllowanceCharge', 'ActualAmount'),
            discountRequired: false,
          },
        ]
      : [],
  };
}

/** The document currency (BT-5) and the invoice lines (BG-25) of a UBL Invoice/CreditNote or a CII invoice. */
export function readLines(
  doc: Document,
  syntax: 'UBL' | 'CII',
): { currency: string | null; lines: LineFacts[] } {
  const root = doc.documentElement;
  if (!root) return { currency: null, lines: [] };
  if (syntax === 'CII') {
    return {
      currency: textOf(
        path(
          child(root, RSM, 'SupplyChainTradeTransaction'),
          RAM,
          'ApplicableHeaderTradeSettlement',
          'InvoiceCurrencyCode',
        ),
      ),
      lines: Array.from(root.getElementsByTagNameNS(RAM, 'IncludedSupplyChainTradeLineItem')).map(ciiLine),
    };
  }
  const isInvoice = root.namespaceURI === UBL_INVOICE && root.localName === 'Invoice';
  return {
    currency: textOf(child(root, CBC, 'DocumentCurrencyCode')),
    lines: Array.from(root.getElementsByTagNameNS(CAC, '*'))
      .filter((el) => el.localName === 'InvoiceLine' || el.localName === 'CreditNoteLine')
      .map((el) => ublLine(el, isInvoice)),
  };
}
