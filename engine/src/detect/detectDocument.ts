import type { DocumentKind } from '@einvoice/rulesets';
import type { Element } from '@xmldom/xmldom';
import { fail } from '../errors.ts';
import { NS } from './namespaces.ts';

/** What the root element and the specification identifier (BT-24) say about a document. */
export interface Detected {
  document: DocumentKind;
  syntax: 'UBL' | 'CII';
  /** String value of the specification identifier element, or null when absent. */
  specId: string | null;
  /** Values of the identifier's text nodes (KoSIT's `text() = …` matches compare these). */
  specIdTexts: string[];
}

function children(el: Element, ns: string, local: string): Element[] {
  return Array.from(el.childNodes).filter(
    (n): n is Element =>
      n.nodeType === 1 && (n as Element).localName === local && (n as Element).namespaceURI === ns,
  );
}

function texts(el: Element): string[] {
  return Array.from(el.childNodes)
    .filter((n) => n.nodeType === 3 || n.nodeType === 4)
    .map((n) => n.nodeValue ?? '');
}

/** Identifies syntax and specification identifier; a well-formed non-invoice is UNSUPPORTED_FORMAT. */
export function detectDocument(root: Element): Detected {
  const ns = root.namespaceURI;
  let document: DocumentKind;
  let idEl: Element | undefined;
  if (ns === NS.ubl && root.localName === 'Invoice') document = 'ubl-invoice';
  else if (ns === NS.cn && root.localName === 'CreditNote') document = 'ubl-creditnote';
  else if (ns === NS.rsm && root.localName === 'CrossIndustryInvoice') document = 'cii';
  else {
    return fail(
      'UNSUPPORTED_FORMAT',
      `Not a recognised e-invoice: root element {${ns ?? ''}}${root.localName} is neither UBL 2.1 Invoice/CreditNote nor UN/CEFACT CII D16B.`,
      {
        root: root.localName,
        namespace: ns ?? null,
        supported: ['UBL Invoice 2.1', 'UBL CreditNote 2.1', 'CII D16B'],
      },
    );
  }
  if (document === 'cii') {
    const ctx = children(root, NS.rsm, 'ExchangedDocumentContext')[0];
    const param = ctx && children(ctx, NS.ram, 'GuidelineSpecifiedDocumentContextParameter')[0];
    idEl = param && children(param, NS.ram, 'ID')[0];
  } else {
    idEl = children(root, NS.cbc, 'CustomizationID')[0];
  }
  return {
    document,
    syntax: document === 'cii' ? 'CII' : 'UBL',
    specId: idEl ? (idEl.textContent ?? '') : null,
    specIdTexts: idEl ? texts(idEl) : [],
  };
}
