import type { DocumentKind } from '../manifest.ts';
import { ELEMENT, TEXT, type XmlTree } from '../xml/XmlTree.ts';
import { classifyRoot } from './classifyRoot.ts';

/** What the root element and the specification identifier (BT-24) say about a document. */
export interface Detected {
  document: Exclude<DocumentKind, 'cdar'>;
  syntax: 'UBL' | 'CII';
  /** String value of the specification identifier element, or null when absent. */
  specId: string | null;
  /** Values of the identifier's text nodes (KoSIT's `text() = …` matches compare these). */
  specIdTexts: string[];
}

function firstChild(tree: XmlTree, node: number, ns: string, local: string): number {
  const id = tree.nameId(ns, local);
  if (node < 0 || id < 0) return -1;
  const end = tree.end[node] as number;
  for (let c = tree.attrEnd[node] as number; c < end; c = tree.end[c] as number)
    if (tree.kind[c] === ELEMENT && tree.name[c] === id) return c;
  return -1;
}

/** An invoice, or a French lifecycle-status message (CDAR), which only validation judges. */
export interface DetectedDocument {
  document: DocumentKind;
  syntax: 'UBL' | 'CII' | 'CDAR';
  specId: string | null;
  specIdTexts: string[];
}

/** Identifies syntax and specification identifier; a well-formed non-invoice is UNSUPPORTED_FORMAT. */
export function detectTree(tree: XmlTree): Detected {
  return detect(tree, false) as Detected;
}

/** As detectTree, and a CDAR lifecycle message is recognised (its guideline id as the identifier). */
export function detectDocument(tree: XmlTree): DetectedDocument {
  return detect(tree, true);
}

function detect(tree: XmlTree, lifecycle: boolean): DetectedDocument {
  const root = tree.root;
  const rootName = tree.name[root] as number;
  const ns = tree.nameNs[rootName] as string;
  const { document, syntax, specIdPath } = classifyRoot(
    ns === '' ? null : ns,
    tree.nameLocal[rootName] as string,
    lifecycle,
  );
  let idEl = root;
  for (const [ns, local] of specIdPath) idEl = firstChild(tree, idEl, ns, local);
  const specIdTexts: string[] = [];
  if (idEl >= 0) {
    const end = tree.end[idEl] as number;
    for (let c = tree.attrEnd[idEl] as number; c < end; c = tree.end[c] as number)
      if (tree.kind[c] === TEXT) specIdTexts.push(tree.value[c] as string);
  }
  return {
    document,
    syntax,
    specId: idEl >= 0 ? tree.stringValue(idEl) : null,
    specIdTexts,
  };
}
