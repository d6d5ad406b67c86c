import type { Term } from '../semantics/Term.ts';
import type { InvoiceDocumentKind } from './types.ts';

/** The term table's XPath for a term in one document kind (CreditNote falls back to the Invoice binding). */
export function bindingOf(term: Term, document: InvoiceDocumentKind): string | null {
  if (document === 'cii') return term.cii;
  if (document === 'ubl-creditnote') return term.ublCreditNote ?? term.ubl;
  return term.ubl;
}
