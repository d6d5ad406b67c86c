import type { Text } from '../types.ts';

/** How often a term or group occurs in its parent (EN 16931-1, semantic model). */
export type Cardinality = '0..1' | '1..1' | '0..n' | '1..n';

/** The semantic data types of EN 16931-1 clause 6; groups have none. */
export type SemanticDataType =
  | 'Text'
  | 'Identifier'
  | 'Date'
  | 'Amount'
  | 'Unit price amount'
  | 'Quantity'
  | 'Percentage'
  | 'Code'
  | 'Document reference'
  | 'Binary object';

/**
 * One business term (BT) or business group (BG) of EN 16931-1 with its syntax bindings (CEN/TS 16931-3-2 UBL,
 * 16931-3-3 CII).
 *
 * Path convention: `ubl`, `ublCreditNote` and `cii` are XPath expressions evaluated with the document's root
 * element (Invoice, CreditNote, CrossIndustryInvoice) as context, using the prefixes cbc/cac (UBL) and
 * rsm/ram/udt/qdt (CII). A group's path selects the element that carries the group; a term's path is complete
 * from the root, so where the syntax nests the term in its group's element the group path is a prefix of it.
 * Alternatives are joined with ` | `, each again from the root. null: the syntax has no element for it.
 */
export interface Term {
  id: string;
  kind: 'BT' | 'BG';
  /** The group the term or group belongs to; null at the top level of the invoice. */
  parent: string | null;
  name: Text;
  cardinality: Cardinality;
  dataType: SemanticDataType | null;
  ubl: string | null;
  /** Only when a UBL CreditNote binds the term differently from a UBL Invoice. */
  ublCreditNote?: string;
  cii: string | null;
}

/** One row of the term data: id, parent, English and German name, cardinality, data type, UBL, CII, UBL CreditNote. */
export type TermRow = readonly [
  id: string,
  parent: string | null,
  en: string,
  de: string,
  cardinality: Cardinality,
  dataType: SemanticDataType | null,
  ubl: string | null,
  cii: string | null,
  ublCreditNote?: string,
];
