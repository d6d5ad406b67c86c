import { evalPath } from '../model/termPath.ts';
import type { InvoiceDocumentKind } from '../model/types.ts';
import { NS } from '../xml/namespaces.ts';
import type { XmlTree } from '../xml/XmlTree.ts';
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

const localOf = (tree: XmlTree, el: number) => tree.nameLocal[tree.name[el] as number] as string;
const nsOf = (tree: XmlTree, el: number) => tree.nameNs[tree.name[el] as number] as string;

// The prefix the caller bound to a namespace at an element ('' for the default namespace, null when unbound).
function lookupPrefix(tree: XmlTree, at: number, uri: string): string | null {
  for (const [prefix, bound] of tree.scopeOf(at)) if (bound === uri) return prefix;
  return null;
}

// A cbc element written with whatever prefix the caller bound to the namespace at that place.
function cbc(tree: XmlTree, at: number, local: string, value: string, attrs = ''): string {
  const prefix = lookupPrefix(tree, at, NS.cbc);
  const name = prefix ? `${prefix}:${local}` : local;
  const decl = prefix ? '' : ` xmlns="${NS.cbc}"`;
  return `<${name}${decl}${attrs}>${escapeText(value)}</${name}>`;
}

function cac(tree: XmlTree, at: number, local: string, inner: string): string {
  const prefix = lookupPrefix(tree, at, NS.cac);
  const name = prefix ? `${prefix}:${local}` : local;
  const decl = prefix ? '' : ` xmlns="${NS.cac}"`;
  return `<${name}${decl}>${inner}</${name}>`;
}

// Inserts a new child where the UBL sequence wants it: before the first existing child that follows it.
function insertInOrder(
  tree: XmlTree,
  parent: number,
  local: string,
  markup: string,
  order: readonly string[],
): TextEdit {
  const after = new Set(order.slice(order.indexOf(local) + 1));
  const next = tree.elementChildren(parent).find((c) => after.has(localOf(tree, c)));
  return next !== undefined ? insertBefore(tree, next, markup) : appendChild(tree, parent, markup);
}

function setLeaf(tree: XmlTree, root: number, local: string, value: string): TextEdit {
  const existing = tree
    .elementChildren(root)
    .find((c) => localOf(tree, c) === local && nsOf(tree, c) === NS.cbc);
  return existing !== undefined
    ? replaceContent(tree, existing, value)
    : insertInOrder(tree, root, local, cbc(tree, root, local, value), UBL_ROOT);
}

function endpointEdit(
  tree: XmlTree,
  root: number,
  partyPath: string,
  answer: ConvertAnswer,
): TextEdit | null {
  const party = evalPath(tree, partyPath, root).nodes[0];
  if (party === undefined) return null;
  const markup = cbc(
    tree,
    party,
    'EndpointID',
    answer.value,
    ` schemeID="${escapeText(answer.scheme ?? '')}"`,
  );
  const children = tree.elementChildren(party);
  const existing = children.find((c) => localOf(tree, c) === 'EndpointID');
  if (existing !== undefined) return replaceElement(tree, existing, markup);
  const next = children.find((c) => !BEFORE_ENDPOINT.has(localOf(tree, c)));
  return next !== undefined ? insertBefore(tree, next, markup) : appendChild(tree, party, markup);
}

// The edit that places one answer in the caller's UBL text; null when the answer needs structure the patch
// does not place (the caller then gets a rendering instead).
function answerEdit(tree: XmlTree, root: number, a: ConvertAnswer): TextEdit | null {
  switch (a.id) {
    case 'seller-endpoint':
      return endpointEdit(tree, root, 'cac:AccountingSupplierParty/cac:Party', a);
    case 'buyer-endpoint':
      return endpointEdit(tree, root, 'cac:AccountingCustomerParty/cac:Party', a);
    case 'buyer-reference':
      return setLeaf(tree, root, 'BuyerReference', a.value);
    case 'invoicing-period': {
      if (tree.elementChildren(root).some((c) => localOf(tree, c) === 'InvoicePeriod')) return null;
      const [start, end] = a.value.split('/') as [string, string];
      const markup = cac(
        tree,
        root,
        'InvoicePeriod',
        cbc(tree, root, 'StartDate', start) + cbc(tree, root, 'EndDate', end),
      );
      return insertInOrder(tree, root, 'InvoicePeriod', markup, UBL_ROOT);
    }
    default:
      return null;
  }
}

// CII: BT-23 goes into its own context parameter, which precedes the guideline (BT-24) in the XSD sequence.
function ciiProfileEdit(tree: XmlTree, root: number, guideline: number, profileId: string): TextEdit {
  const existing = evalPath(
    tree,
    'rsm:ExchangedDocumentContext/ram:BusinessProcessSpecifiedDocumentContextParameter/ram:ID',
    root,
  ).nodes[0];
  if (existing !== undefined) return replaceContent(tree, existing, profileId);
  const param = tree.parent[guideline] as number;
  const prefix = lookupPrefix(tree, param, NS.ram);
  const name = (local: string) => (prefix ? `${prefix}:${local}` : local);
  const decl = prefix ? '' : ` xmlns="${NS.ram}"`;
  const markup = `<${name('BusinessProcessSpecifiedDocumentContextParameter')}${decl}><${name('ID')}>${escapeText(profileId)}</${name('ID')}></${name('BusinessProcessSpecifiedDocumentContextParameter')}>`;
  return insertBefore(tree, param, markup);
}

/**
 * The caller's own text with only the output's identity patched: the specification identifier (BT-24), the
 * business process (BT-23) where the target wants one, and answered inputs (UBL). Every other character
 * stays as the caller wrote it. Null when the text cannot be patched so: no BT-24 element, or an answer that
 * needs structure the patch does not place (CII answers, UBL contact or address details …).
 */
export function identityPatch(
  tree: XmlTree,
  document: InvoiceDocumentKind,
  identity: OutputIdentity,
  answers: readonly ConvertAnswer[],
): string | null {
  const root = tree.root;
  const idPath =
    document === 'cii'
      ? 'rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID'
      : 'cbc:CustomizationID';
  const idEl = evalPath(tree, idPath, root).nodes[0];
  if (idEl === undefined) return null;
  const edits: TextEdit[] = [replaceContent(tree, idEl, identity.customizationId)];
  if (identity.profileId)
    edits.push(
      document === 'cii'
        ? ciiProfileEdit(tree, root, idEl, identity.profileId)
        : setLeaf(tree, root, 'ProfileID', identity.profileId),
    );
  for (const a of answers) {
    const e = document === 'cii' ? null : answerEdit(tree, root, a);
    if (!e) return null;
    edits.push(e);
  }
  return applyEdits(tree.source, edits);
}
