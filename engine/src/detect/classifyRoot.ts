import { fail } from '../errors.ts';
import type { DocumentKind } from '../manifest.ts';
import { CDAR_NS, NS } from '../xml/namespaces.ts';

/** A supported root element: its document kind and the child path (namespace, local name) to BT-24. */
export interface RootClass {
  document: DocumentKind;
  syntax: 'UBL' | 'CII' | 'CDAR';
  specIdPath: [ns: string, local: string][];
}

/** The supported root element an expanded name is, or null: the one detection of syntax (validate, fix, convert). */
export function rootClassOf(
  ns: string | null,
  local: string,
): (RootClass & { syntax: 'UBL' | 'CII' }) | null {
  if (ns === NS.ubl && local === 'Invoice')
    return { document: 'ubl-invoice', syntax: 'UBL', specIdPath: [[NS.cbc, 'CustomizationID']] };
  if (ns === NS.cn && local === 'CreditNote')
    return { document: 'ubl-creditnote', syntax: 'UBL', specIdPath: [[NS.cbc, 'CustomizationID']] };
  if (ns === NS.rsm && local === 'CrossIndustryInvoice') {
    return {
      document: 'cii',
      syntax: 'CII',
      specIdPath: [
        [NS.rsm, 'ExchangedDocumentContext'],
        [NS.ram, 'GuidelineSpecifiedDocumentContextParameter'],
        [NS.ram, 'ID'],
      ],
    };
  }
  return null;
}

/**
 * Classifies a root element by its expanded name; a well-formed non-invoice is UNSUPPORTED_FORMAT. A French
 * lifecycle-status message (CDAR) is recognised only where the caller can judge one (`lifecycle`: validation),
 * so repair, conversion and rendering keep refusing it as not an invoice.
 */
export function classifyRoot(ns: string | null, local: string, lifecycle = false): RootClass {
  const known = rootClassOf(ns, local);
  if (known !== null) return known;
  if (lifecycle && ns === CDAR_NS && local === 'CrossDomainAcknowledgementAndResponse') {
    // A French lifecycle-status message (XP Z12-014): its guideline id sits where CII's BT-24 does.
    return {
      document: 'cdar',
      syntax: 'CDAR',
      specIdPath: [
        [CDAR_NS, 'ExchangedDocumentContext'],
        [NS.ram, 'GuidelineSpecifiedDocumentContextParameter'],
        [NS.ram, 'ID'],
      ],
    };
  }
  return fail(
    'UNSUPPORTED_FORMAT',
    `Not a recognised e-invoice: root element {${ns ?? ''}}${local} is neither UBL 2.1 Invoice/CreditNote nor UN/CEFACT CII D16B.`,
    {
      root: local,
      namespace: ns ?? null,
      supported: ['UBL Invoice 2.1', 'UBL CreditNote 2.1', 'CII D16B', 'CDAR D22B (French lifecycle status)'],
    },
  );
}
