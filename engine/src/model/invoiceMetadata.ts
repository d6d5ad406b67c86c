import { termById } from '../semantics/terms.ts';
import { NS } from '../xml/namespaces.ts';
import { ELEMENT, type XmlTree } from '../xml/XmlTree.ts';
import { bindingOf } from './bindingOf.ts';
import type { InvoiceDocumentKind } from './types.ts';

/**
 * The invoice facts of a validation: the earlier interface's (spec 2.4 `metadata`, see `reportedMetadata`) and the
 * amounts the evidence pack states beside BT-112; members that cannot be read are absent.
 */
export interface InvoiceMetadata {
  invoiceNumber?: string;
  issueDate?: string;
  currency?: string;
  sellerName?: string;
  sellerCountry?: string;
  buyerName?: string;
  buyerCountry?: string;
  totalAmount?: string;
  /** BT-113: a prepaid amount makes the amount due differ from the total (not a spec 2.4 member). */
  paidAmount?: string;
  /** BT-115, the amount due for payment (not a spec 2.4 member). */
  payableAmount?: string;
}

/** The members spec 2.4 names for `metadata`: the answers carry only these. */
const REPORTED = [
  'invoiceNumber',
  'issueDate',
  'currency',
  'sellerName',
  'sellerCountry',
  'buyerName',
  'buyerCountry',
  'totalAmount',
] as const satisfies readonly (keyof InvoiceMetadata)[];

/** The spec 2.4 `metadata` of an answer: the members of `m` the spec names. */
export function reportedMetadata(m: InvoiceMetadata): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of REPORTED) if (m[k] !== undefined) out[k] = m[k];
  return out;
}

/** Each member by its EN 16931 term; the term table's syntax bindings say where it is. */
const SOURCES: Readonly<Record<keyof InvoiceMetadata, string>> = {
  invoiceNumber: 'BT-1',
  issueDate: 'BT-2',
  currency: 'BT-5',
  sellerName: 'BT-27',
  sellerCountry: 'BT-40',
  buyerName: 'BT-44',
  buyerCountry: 'BT-55',
  totalAmount: 'BT-112',
  paidAmount: 'BT-113',
  payableAmount: 'BT-115',
};

/** The child elements a binding's steps (`prefix:local/…`, as all of theirs are) lead to. */
function walk(tree: XmlTree, from: number, binding: string): number | undefined {
  let node = from;
  for (const step of binding.split('/')) {
    const [prefix, local] = step.split(':') as [keyof typeof NS, string];
    const next = tree.childrenNamed(node, tree.nameId(NS[prefix], local))[0];
    if (next === undefined) return undefined;
    node = next;
  }
  return node;
}

/**
 * Reads the metadata members by walking only their bindings on the validator's own tree (the full
 * EN 16931 reading would cost several times a validation).
 */
export function metadataOf(tree: XmlTree): InvoiceMetadata {
  const out: InvoiceMetadata = {};
  let root = 1;
  while (root < tree.size && tree.kind[root] !== ELEMENT) root++;
  if (root >= tree.size) return out;
  const ns = tree.nameNs[tree.name[root] as number];
  const document: InvoiceDocumentKind =
    ns === NS.rsm ? 'cii' : ns === NS.cn ? 'ubl-creditnote' : 'ubl-invoice';
  for (const [name, bt] of Object.entries(SOURCES) as [keyof InvoiceMetadata, string][]) {
    const term = termById(bt);
    const binding = term ? bindingOf(term, document) : null;
    const node = binding ? walk(tree, root, binding) : undefined;
    const text = node === undefined ? '' : tree.stringValue(node).trim();
    if (text) out[name] = document === 'cii' && bt === 'BT-2' ? ciiDate(text) : text;
  }
  return out;
}

// CII dates are written YYYYMMDD (format 102); the earlier interface reports them as UBL does.
const ciiDate = (t: string) => (/^\d{8}$/.test(t) ? `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6)}` : t);
