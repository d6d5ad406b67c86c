import type { DocumentKind } from '@einvoice/rulesets';
import type { Element } from '@xmldom/xmldom';
import { classifyRoot } from './classifyRoot.ts';

/** What the root element and the specification identifier (BT-24) say about a document. */
export interface Detected {
  document: DocumentKind;
  syntax: 'UBL' | 'CII';
  /** String value of the specification identifier element, or null when absent. */
  specId: string | null;
  /** Values of the identifier's text nodes (KoSIT's `text() = …` matches compare these). */
  specIdTexts: string[];
}

function firstChild(el: Element | undefined, ns: string, local: string): Element | undefined {
  for (let n = el?.firstChild ?? null; n !== null; n = n.nextSibling) {
    if (n.nodeType === 1 && (n as Element).localName === local && (n as Element).namespaceURI === ns)
      return n as Element;
  }
  return undefined;
}

function texts(el: Element): string[] {
  return Array.from(el.childNodes)
    .filter((n) => n.nodeType === 3 || n.nodeType === 4)
    .map((n) => n.nodeValue ?? '');
}

/** Identifies syntax and specification identifier; a well-formed non-invoice is UNSUPPORTED_FORMAT. */
export function detectDocument(root: Element): Detected {
  const { document, syntax, specIdPath } = classifyRoot(root.namespaceURI, root.localName ?? '');
  let idEl: Element | undefined = root;
  for (const [ns, local] of specIdPath) idEl = firstChild(idEl, ns, local);
  return {
    document,
    syntax,
    specId: idEl ? (idEl.textContent ?? '') : null,
    specIdTexts: idEl ? texts(idEl) : [],
  };
}
