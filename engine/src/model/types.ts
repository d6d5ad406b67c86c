/**
 * The EN 16931 semantic model of one invoice, as `readInvoice` reads it from UBL or CII.
 *
 * Shape: a tree of group instances under an implicit invoice root. `InvoiceModel.terms` holds the
 * top-level business terms (BT-1 … BT-20, BT-7/8/9 …), `InvoiceModel.groups` the top-level group
 * instances (BG-1 notes, BG-4 seller, BG-22 totals, BG-23 VAT breakdown, BG-25 lines …); each
 * `GroupInstance` again holds its own terms and sub-groups (BG-25 → BG-26 … BG-31 → BG-32). Which
 * term or group sits where is the term table's `parent` (engine/src/semantics/terms.ts), never
 * hand-coded here. Every value keeps the positional XPath of the node it was read from, so repair
 * can patch it in place and rendering can point at it.
 *
 * Nothing is dropped silently: every text and attribute of the document is either a term value (or
 * an attribute of one), `structural` (syntax scaffolding the writers regenerate: charge indicators,
 * tax scheme ids, date formats, type codes the bindings test), or `other` (content outside EN 16931).
 */

/** The two syntaxes the model reads. */
export type InvoiceSyntax = 'UBL' | 'CII';

/** The three document kinds (root elements) the model reads. */
export type InvoiceDocumentKind = 'ubl-invoice' | 'ubl-creditnote' | 'cii';

/**
 * A supplementary attribute on a term's element: the data type's components such as `currencyID`
 * (amounts), `schemeID` / `schemeVersionID` (identifiers, BT-x-1), `unitCode` (quantities), `listID` /
 * `listVersionID` (BT-158-1/2), `mimeCode` / `filename` (BT-125-1/2).
 */
export interface TermAttribute {
  name: string;
  value: string;
  /** Positional XPath of the attribute, e.g. `/ubl:Invoice[1]/cbc:DocumentCurrencyCode[1]/@listID`. */
  xpath: string;
}

/** One business-term value as it occurs in the document. */
export interface TermValue {
  /** The term id, e.g. `BT-29`. */
  bt: string;
  /**
   * The semantic value: the node's text with surrounding whitespace trimmed; CII dates in format 102
   * (YYYYMMDD) are given as YYYY-MM-DD like UBL's, so the same invoice reads the same in both syntaxes.
   * BT-21/BT-22 of a UBL note written as `#CODE#text` (XRechnung) are split into code and text.
   */
  value: string;
  /** The node's text exactly as written. */
  raw: string;
  /**
   * Positional XPath of the element or attribute carrying the value, with the prefixes of
   * engine/src/detect/namespaces.ts: `/ubl:Invoice[1]/cac:InvoiceLine[2]/cbc:ID[1]`,
   * `/cn:CreditNote[1]/…`, `/rsm:CrossIndustryInvoice[1]/…`, attributes as `…/cbc:InvoicedQuantity[1]/@unitCode`.
   */
  xpath: string;
  /** Attributes of the carrying element (none when the value is itself an attribute). */
  attributes: TermAttribute[];
  /** 1-based source line of the carrying node, when the parser recorded it. */
  line: number | null;
}

/** One occurrence of a business group (a line, an allowance, a VAT breakdown row, the seller …). */
export interface GroupInstance {
  /** The group id, e.g. `BG-25`. */
  bg: string;
  /**
   * Positional XPath of the element carrying this instance; null when the syntax has no element for the
   * group (BG-2 in UBL, BG-19 in CII) or when only terms bound outside the group's element imply it.
   */
  xpath: string | null;
  /** 1-based position among the instances of the same group under the same parent. */
  index: number;
  /** Terms directly in this group, in table order then document order. */
  terms: TermValue[];
  /** Sub-group instances, in table order then document order. */
  groups: GroupInstance[];
}

/** A text or attribute of the document that no business term binds. */
export interface UnboundValue {
  kind: 'text' | 'attribute';
  /** Positional XPath of the element (kind text) or of the attribute. */
  xpath: string;
  value: string;
  line: number | null;
}

/** The EN 16931 reading of one invoice. */
export interface InvoiceModel {
  syntax: InvoiceSyntax;
  document: InvoiceDocumentKind;
  /** Top-level business terms (table parent null). */
  terms: TermValue[];
  /** Top-level group instances (table parent null). */
  groups: GroupInstance[];
  /** Syntax scaffolding that carries no business term; writers regenerate it. */
  structural: UnboundValue[];
  /** Content outside EN 16931 (extensions, elements the CIUS does not bind): dropped by a re-render. */
  other: UnboundValue[];
}

/** A term value with the chain of group instances it sits in, e.g. `BG-25[2]/BG-31[1]`. */
export interface LocatedTerm extends TermValue {
  /** Group instances from the root, `/`-joined as `BG-id[index]`; '' for top-level terms. */
  group: string;
}
