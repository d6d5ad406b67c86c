/**
 * Wire types of POST /render (spec 2.3 RenderResult, 4.5). `document` is the structured reading the HTML
 * page is built from: every value of the invoice once, with its business term, label and source XPath.
 */

/** Output formats render() produces; pdf is refused with UNSUPPORTED_FORMAT. */
export const RENDER_FORMATS = ['html', 'json'] as const;
export type RenderFormat = (typeof RENDER_FORMATS)[number];

/** Locales render() formats for. */
export const RENDER_LOCALES = ['en', 'de', 'fr'] as const;
export type RenderLocale = (typeof RENDER_LOCALES)[number];

/** Options of render(); unknown values are refused, absent ones default to html and en. */
export interface RenderOptions {
  format?: unknown;
  locale?: unknown;
}

/** A supplementary attribute shown with its value: currency, scheme, unit, MIME type, file name. */
export interface RenderedAttribute {
  /** Attribute name as written, e.g. `schemeID`. */
  name: string;
  label: string;
  /** The attribute value as written. */
  value: string;
  /** How the page shows it; part of the owning value's `text`. */
  text: string;
  /** Meaning from a code list, when the attribute is a known code. */
  meaning: string | null;
  xpath: string;
}

/** One value of the invoice as rendered. */
export interface RenderedValue {
  /** Business term id (BT-…); null for values outside EN 16931 and for syntax details. */
  bt: string | null;
  label: string;
  /** The value as the invoice states it (surrounding whitespace trimmed, CII dates as YYYY-MM-DD). */
  value: string;
  /** The value formatted for the locale, exactly as the page shows it (including its attributes). */
  text: string;
  /** Meaning of a code value from its code list; null for unknown codes and non-code values. */
  meaning: string | null;
  /** Positional XPath of the element or attribute in the invoice. */
  xpath: string;
  attributes: RenderedAttribute[];
}

/** One occurrence of a business group (BG-…), with its values and sub-groups. */
export interface RenderedGroup {
  bg: string;
  label: string;
  /** 1-based position among its siblings of the same group. */
  index: number;
  xpath: string | null;
  values: RenderedValue[];
  groups: RenderedGroup[];
}

/** An invoice line (BG-25) with the values outside EN 16931 found inside it and its sub-lines. */
export interface RenderedLine extends RenderedGroup {
  /** Values in the line's element that no business term binds (extensions such as XRechnung sub-lines). */
  further: RenderedValue[];
  /** Lines whose parent line id (CII ram:ParentLineID, XRechnung extension) names this line. */
  subLines: RenderedLine[];
}

/** An embedded or referenced supporting document (BG-24). */
export interface RenderedAttachment extends RenderedGroup {
  /** File name of the embedded object (BT-125 filename), if any. */
  fileName: string | null;
  /** MIME type of the embedded object (BT-125 mimeCode), if any. */
  mimeType: string | null;
  /** Decoded size in bytes of the embedded object; null when nothing is embedded. */
  size: number | null;
  /** Whether the page offers the object as a data: download link (only inert types, see linkTypeOf). */
  linked: boolean;
  /** The MIME type of that link: PDF and images as recognised from the bytes, not as declared. */
  linkType: string | null;
}

/** The structured reading of an invoice (RenderResult.document). */
export interface RenderedInvoice {
  /** Title of the document, from its type code (e.g. "Commercial invoice", "Credit note"). */
  title: string;
  locale: RenderLocale;
  syntax: 'UBL' | 'CII';
  /** Document-level terms: number, dates, type, currencies, VAT point, process (BG-2). */
  header: RenderedValue[];
  /** Buyer reference, project, contract, order and other references (BT-10 … BT-19) and BG-3. */
  references: RenderedValue[];
  precedingInvoices: RenderedGroup[];
  /** Seller, buyer, payee, tax representative (BG-4, BG-7, BG-10, BG-11). */
  parties: RenderedGroup[];
  /** Delivery information with invoicing period and address (BG-13). */
  delivery: RenderedGroup[];
  /** Payment terms (BT-20) and payment instructions (BG-16). */
  paymentTerms: RenderedValue[];
  payment: RenderedGroup[];
  allowances: RenderedGroup[];
  charges: RenderedGroup[];
  vatBreakdown: RenderedGroup[];
  totals: RenderedGroup[];
  lines: RenderedLine[];
  notes: RenderedGroup[];
  attachments: RenderedAttachment[];
  /** Values no business term binds, with their paths; counted in RenderResult.outsideStandard. */
  furtherDetails: RenderedValue[];
  /** Syntax scaffolding of the EN 16931 bindings (charge indicators, tax scheme ids, date formats). */
  syntaxDetails: RenderedValue[];
}

/** data of POST /render (spec 2.3). */
export interface RenderResult {
  format: RenderFormat;
  locale: RenderLocale;
  syntax: 'UBL' | 'CII';
  /** Number of values rendered: every non-empty text and attribute value of the invoice. */
  values: number;
  /** Values outside EN 16931, shown under further details. */
  outsideStandard: number;
  html?: string;
  document?: RenderedInvoice;
}
