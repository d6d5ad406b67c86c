import { NS } from '../detect/namespaces.ts';
import { ELEMENT, type XmlTree } from '../rules/XmlTree.ts';

const STEP = /^(@)?(?:(\w+):)?([\w.-]+)(?:\[(\d+)\])?$/;

/**
 * Finds the 1-based source line of a prefixed positional location (`/ubl:Invoice[1]/cac:X[2]/@attr`),
 * so a finding can point into the caller's document. Null when a step does not resolve.
 */
export function resolveLine(tree: XmlTree, location: string | null): number | null {
  const node = resolveNode(tree, location);
  return node === null ? null : tree.lineOf(node);
}

/** The element a prefixed positional location names (an attribute: its element), or null. */
export function resolveNode(tree: XmlTree, location: string | null): number | null {
  if (!location?.startsWith('/')) return null;
  let node = 0;
  for (const step of location.slice(1).split('/')) {
    const m = STEP.exec(step);
    if (!m) return null;
    const [, isAttr, prefix, local, pos] = m;
    const uri = prefix ? (NS as Record<string, string>)[prefix] : '';
    if (uri === undefined) return null;
    if (isAttr) break; // an attribute sits on its element's line
    const id = tree.nameId(uri, local as string);
    if (id < 0) return null;
    let want = Number(pos ?? '1');
    const end = tree.end[node] as number;
    let found = -1;
    for (let c = tree.attrEnd[node] as number; c < end; c = tree.end[c] as number) {
      if (tree.kind[c] === ELEMENT && tree.name[c] === id && --want === 0) {
        found = c;
        break;
      }
    }
    if (found < 0) return null;
    node = found;
  }
  return node === 0 ? null : node;
}
