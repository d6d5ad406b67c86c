import { ELEMENT, TEXT, type XmlTree } from '../rules/XmlTree.ts';
import { classifyRoot } from './classifyRoot.ts';
import type { Detected } from './detectDocument.ts';

function firstChild(tree: XmlTree, node: number, ns: string, local: string): number {
  const id = tree.nameId(ns, local);
  if (node < 0 || id < 0) return -1;
  const end = tree.end[node] as number;
  for (let c = tree.attrEnd[node] as number; c < end; c = tree.end[c] as number)
    if (tree.kind[c] === ELEMENT && tree.name[c] === id) return c;
  return -1;
}

/** detectDocument over the validation path's XmlTree: same classification, same UNSUPPORTED_FORMAT. */
export function detectTree(tree: XmlTree): Detected {
  let root = tree.attrEnd[0] as number;
  while (tree.kind[root] !== ELEMENT) root = tree.end[root] as number;
  const rootName = tree.name[root] as number;
  const ns = tree.nameNs[rootName] as string;
  const { document, syntax, specIdPath } = classifyRoot(
    ns === '' ? null : ns,
    tree.nameLocal[rootName] as string,
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
