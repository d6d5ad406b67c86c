import type { Document, Element } from '@xmldom/xmldom';
import { NS } from '../detect/namespaces.ts';
import { evalPath } from '../model/evalPath.ts';
import type { InvoiceDocumentKind } from '../model/types.ts';
import {
  appendChild,
  applyEdits,
  escapeText,
  insertBefore,
  replaceContent,
  replaceElement,
  type TextEdit,
} from './spliceText.ts';
import type { OutputIdentity } from './targets.ts';
import type { ConvertAnswer } from './types.ts';

// UBL root children in XSD order (Invoice and CreditNote merged; each keeps its own relative order).
const UBL_ROOT = [
  'UBLExtensions',
  'UBLVersionID',
  'CustomizationID',
  'ProfileID',
  'ProfileExecutionID',
  'ID',
  'CopyIndicator',
  'UUID',
  'IssueDate',
  'IssueTime',
  'DueDate',
  'TaxPointDate',
  'InvoiceTypeCode',
  'CreditNoteTypeCode',
  'Note',
  'DocumentCurrencyCode',
  'TaxCurrencyCode',
  'PricingCurrencyCode',
  'PaymentCurrencyCode',
  'PaymentAlternativeCurrencyCode',
  'AccountingCostCode',
  'AccountingCost',
  'LineCountNumeric',
  'BuyerReference',
  'InvoicePeriod',
  'DiscrepancyResponse',
  'OrderReference',
  'BillingReference',
  'DespatchDocumentReference',
  'ReceiptDocumentReference',
  'StatementDocumentReference',
  'OriginatorDocumentReference',
  'ContractDocumentReference',
  'AdditionalDocumentReference',
  'ProjectReference',
  'Signature',
  'AccountingSupplierParty',
  'AccountingCustomerParty',
  'PayeeParty',
  'BuyerCustomerParty',
  'SellerSupplierParty',
  'TaxRepresentativeParty',
  'Delivery',
  'DeliveryTerms',
  'PaymentMeans',
  'PaymentTerms',
  'PrepaidPayment',
  'AllowanceCharge',
  'TaxExchangeRate',
  'PricingExchangeRate',
  'PaymentExchangeRate',
  'PaymentAlternativeExchangeRate',
  'TaxTotal',
  'WithholdingTaxTotal',
  'LegalMonetaryTotal',
  'InvoiceLine',
  'CreditNoteLine',
];
// Party children that may precede the EndpointID.
const BEFORE_ENDPOINT = new Set([
  'MarkCareIndicator',
  'MarkAttentionIndicator',
  'WebsiteURI',
  'LogoReferenceID',
]);

function childElements(el: Element): Element[] {
  const out: Element[] = [];
  for (let c = el.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) out.push(c as Element);
  return out;
}

// A cbc element written with whatever prefix the caller bound to the namespace at that place.
function cbc(at: Element, local: string, value: string, attrs = ''): string {
  const prefix = at.lookupPrefix(NS.cbc);
  const name = prefix ? `${prefix}:${local}` : local;
  const decl = prefix ? '' : ` xmlns="${NS.cbc}"`;
  return `<${name}${decl}${attrs}>${escapeText(value)}</${name}>`;
}

function cac(at: Element, local: string, inner: string): string {
  const prefix = at.lookupPrefix(NS.cac);
  const name = prefix ? `${prefix}:${local}` : local;
  const decl = prefix ? '' : ` xmlns="${NS.cac}"`;
  return `<${name}${decl}>${inner}</${name}>`;
}

// Inserts a new child where the UBL sequence wants it: before the first existing child that follows it.
function insertInOrder(
  text: string,
  parent: Element,
  local: string,
  markup: string,
  order: readonly string[],
): TextEdit {
  const after = new Set(order.slice(order.indexOf(local) + 1));
  const next = childElements(parent).find((c) => after.has(c.localName ?? ''));
  return next ? insertBefore(text, next, markup) : appendChild(text, parent, markup);
}

function setLeaf(text: string, root: Element, local: string, value: string): TextEdit {
  const existing = childElements(root).find((c) => c.localName === local && c.namespaceURI === NS.cbc);
  return existing
    ? replaceContent(text, existing, value)
    : insertInOrder(text, root, local, cbc(root, local, value), UBL_ROOT);
}

function endpointEdit(
  text: string,
  root: Element,
  partyPath: string,
  answer: ConvertAnswer,
): TextEdit | null {
  const party = evalPath(partyPath, root).nodes[0] as Element | undefined;
  if (!party) return null;
  const markup = cbc(party, 'EndpointID', answer.value, ` schemeID="${escapeText(answer.scheme ?? '')}"`);
  const existing = childElements(party).find((c) => c.localName === 'EndpointID');
  if (existing) return replaceElement(text, existing, markup);
  const next = childElements(party).find((c) => !BEFORE_ENDPOINT.has(c.localName ?? ''));
  return next ? insertBefore(text, next, markup) : appendChild(text, party, markup);
}

// The edit that places one answer in the caller's UBL text; null when the answer needs structure the patch
// does not place (the caller then gets a rendering instead).
function answerEdit(text: string, root: Element, a: ConvertAnswer): TextEdit | null {
  switch (a.id) {
    case 'seller-endpoint':
      return endpointEdit(text, root, 'cac:AccountingSupplierParty/cac:Party', a);
    case 'buyer-endpoint':
      return endpointEdit(text, root, 'cac:AccountingCustomerParty/cac:Party', a);
    case 'buyer-reference':
      return setLeaf(text, root, 'BuyerReference', a.value);
    case 'invoicing-period': {
      if (childElements(root).some((c) => c.localName === 'InvoicePeriod')) return null;
      const [start, end] = a.value.split('/') as [string, string];
      const markup = cac(root, 'InvoicePeriod', cbc(root, 'StartDate', start) + cbc(root, 'EndDate', end));
      return insertInOrder(text, root, 'InvoicePeriod', markup, UBL_ROOT);
    }
    default:
      return null;
  }
}

// CII: BT-23 goes into its own context parameter, which precedes the guideline (BT-24) in the XSD sequence.
function ciiProfileEdit(text: string, root: Element, guideline: Element, profileId: string): TextEdit {
  const existing = evalPath(
    'rsm:ExchangedDocumentContext/ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID',
    root,
  ).nodes[0] as Element | undefined;
  if (existing) return replaceContent(text, existing, profileId);
  const param = guideline.parentNode as Element;
  const prefix = param.lookupPrefix(NS.ram);
  const name = (local: string) => (prefix ? `${prefix}:${local}` : local);
  const decl = prefix ? '' : ` xmlns="${NS.ram}"`;
  const markup = `<${name('BusinessProcessSpecifiedDocumentContextParameter')}${decl}><${name('ID')}>${escapeText(profileId)}</${name('ID')}></${name('BusinessProcessSpecifiedDocumentContextParameter')}>`;
  return insertBefore(text, param, markup);
}

/**
 * The caller's own text with only the output's identity patched: the specification identifier (BT-24), the
 * business process (BT-23) where the target wants one, and answered inputs (UBL). Every other character
 * stays as the caller wrote it. Null when the text cannot be patched so: no BT-24 element, or an answer that
 * needs structure the patch does not place (CII answers, UBL contact or address details …).
 */
export function identityPatch(
  text: string,
  doc: Document,
  document: InvoiceDocumentKind,
  identity: OutputIdentity,
  answers: readonly ConvertAnswer[],
): string | null {
  const root = doc.documentElement as Element;
  const idPath =
    document === 'cii'
      ? 'rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID'
      : 'cbc:CustomizationID';
  const idEl = evalPath(idPath, root).nodes[0] as Element | undefined;
  if (!idEl) return null;
  const edits: TextEdit[] = [replaceContent(text, idEl, identity.customizationId)];
  if (identity.profileId)
    edits.push(
      document === 'cii'
        ? ciiProfileEdit(text, root, idEl, identity.profileId)
        : setLeaf(text, root, 'ProfileID', identity.profileId),
    );
  for (const a of answers) {
    const e = document === 'cii' ? null : answerEdit(text, root, a);
    if (!e) return null;
    edits.push(e);
  }
  return applyEdits(text, edits);
}
