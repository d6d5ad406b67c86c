import { fail } from '../errors.ts';
import type { DocumentKind } from '../manifest.ts';
import { NS } from '../xml/namespaces.ts';

/** A supported root element: its document kind and the child path (namespace, local name) to BT-24. */
export interface RootClass {
  document: DocumentKind;
  syntax: 'UBL' | 'CII';
  specIdPath: [ns: string, local: string][];
}

/** The supported root element an expanded name is, or null: the one detection of syntax (validate, fix, convert). */
export function rootClassOf(ns: string | null, local: string): RootClass | null {
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

/** Classifies a root element by its expanded name; a well-formed non-invoice is UNSUPPORTED_FORMAT. */
export function classifyRoot(ns: string | null, local: string): RootClass {
  const known = rootClassOf(ns, local);
  if (known !== null) return known;
  return fail(
    'UNSUPPORTED_FORMAT',
    `Not a recognised e-invoice: root element {${ns ?? ''}}${local} is neither UBL 2.1 Invoice/CreditNote nor UN/CEFACT CII D16B.`,
    {
      root: local,
      namespace: ns ?? null,
      supported: ['UBL Invoice 2.1', 'UBL CreditNote 2.1', 'CII D16B'],
    },
  );
}
