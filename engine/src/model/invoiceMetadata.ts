import { detectDocument } from '../detect/detectDocument.ts';
import type { ValidateInput } from '../engine.ts';
import { decodeInput } from '../input/decodeInput.ts';
import { DEFAULT_INPUT_LIMITS } from '../input/inputLimits.ts';
import { parseXml } from '../xml/parseXml.ts';
import { readInvoice } from './readInvoice.ts';
import type { GroupInstance, InvoiceModel, TermValue } from './types.ts';

/** The invoice facts the earlier interface reports (spec 2.4 `metadata`); members that cannot be read are absent. */
export interface InvoiceMetadata {
  invoiceNumber?: string;
  issueDate?: string;
  currency?: string;
  sellerName?: string;
  sellerCountry?: string;
  buyerName?: string;
  buyerCountry?: string;
  totalAmount?: string;
}

/** Each member by its EN 16931 term and the group path it sits under (empty: top level). */
const SOURCES: Readonly<Record<keyof InvoiceMetadata, { bt: string; path: string[] }>> = {
  invoiceNumber: { bt: 'BT-1', path: [] },
  issueDate: { bt: 'BT-2', path: [] },
  currency: { bt: 'BT-5', path: [] },
  sellerName: { bt: 'BT-27', path: ['BG-4'] },
  sellerCountry: { bt: 'BT-40', path: ['BG-4', 'BG-5'] },
  buyerName: { bt: 'BT-44', path: ['BG-7'] },
  buyerCountry: { bt: 'BT-55', path: ['BG-7', 'BG-8'] },
  totalAmount: { bt: 'BT-112', path: ['BG-22'] },
};

function termAt(model: InvoiceModel, bt: string, path: string[]): TermValue | undefined {
  let terms = model.terms;
  let groups: GroupInstance[] = model.groups;
  for (const bg of path) {
    const g = groups.find((x) => x.bg === bg);
    if (!g) return undefined;
    terms = g.terms;
    groups = g.groups;
  }
  return terms.find((t) => t.bt === bt && t.value !== '');
}

/** Reads the metadata members from the EN 16931 reading of a document. */
export function metadataOf(model: InvoiceModel): InvoiceMetadata {
  const out: InvoiceMetadata = {};
  for (const [name, { bt, path }] of Object.entries(SOURCES) as [
    keyof InvoiceMetadata,
    { bt: string; path: string[] },
  ][]) {
    const value = termAt(model, bt, path)?.value;
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * The metadata of an invoice the validator already accepted as input; a document the model cannot read
 * (not UBL or CII) has none, which is a subset too — reading metadata never fails a validation.
 */
export function readMetadata(input: ValidateInput): InvoiceMetadata {
  try {
    const { doc, root } = parseXml(decodeInput(input, DEFAULT_INPUT_LIMITS).text, DEFAULT_INPUT_LIMITS);
    const detected = detectDocument(root);
    return metadataOf(readInvoice(doc, detected.syntax, detected.document));
  } catch {
    return {};
  }
}
