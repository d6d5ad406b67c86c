import { UBL_LINE } from './syntaxRoots.ts';
import type { Term, TermRow } from './Term.ts';
import { TERM_NAMES_FR } from './termNamesFr.ts';
import { DOCUMENT_TERMS } from './termsDocument.ts';
import { LINE_TERMS } from './termsLines.ts';
import { PARTY_TERMS } from './termsParties.ts';
import { SETTLEMENT_TERMS } from './termsSettlement.ts';

export type { Cardinality, SemanticDataType, Term } from './Term.ts';

// A UBL CreditNote differs from an Invoice in its line element and quantity; every line path changes with it.
function creditNoteForm(ubl: string): string | undefined {
  if (!ubl.startsWith(UBL_LINE)) return undefined;
  return ubl
    .replaceAll(UBL_LINE, 'cac:CreditNoteLine')
    .replaceAll('cbc:InvoicedQuantity', 'cbc:CreditedQuantity');
}

function toTerm([id, parent, en, de, cardinality, dataType, ubl, cii, ublCreditNote]: TermRow): Term {
  const creditNote = ublCreditNote ?? (ubl ? creditNoteForm(ubl) : undefined);
  return {
    id,
    kind: id.startsWith('BG-') ? 'BG' : 'BT',
    parent,
    name: { en, de, fr: TERM_NAMES_FR[id] ?? null },
    cardinality,
    dataType,
    ubl,
    ...(creditNote ? { ublCreditNote: creditNote } : {}),
    cii,
  };
}

/** Every business term and group of EN 16931-1 (BT-1 to BT-165, BG-1 to BG-32), the single source of truth. */
export const TERMS: readonly Term[] = [
  ...DOCUMENT_TERMS,
  ...PARTY_TERMS,
  ...SETTLEMENT_TERMS,
  ...LINE_TERMS,
].map(toTerm);

const BY_ID = new Map(TERMS.map((t) => [t.id, t]));

/** The term or group with this id ('BT-1', 'BG-25'), if EN 16931-1 defines it. */
export function termById(id: string): Term | undefined {
  return BY_ID.get(id);
}
