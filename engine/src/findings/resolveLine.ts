import { findElement } from '../xml/elementPath.ts';
import type { XmlTree } from '../xml/XmlTree.ts';

/**
 * Finds the 1-based source line of a prefixed positional location (`/ubl:Invoice[1]/cac:X[2]/@attr`),
 * so a finding can point into the caller's document (an attribute sits on its element's line). Null when
 * a step does not resolve.
 */
export function resolveLine(tree: XmlTree, location: string | null): number | null {
  const node = resolveNode(tree, location);
  return node === null ? null : tree.lineOf(node);
}

/** The element a prefixed positional location names (an attribute: its element), or null. */
export function resolveNode(tree: XmlTree, location: string | null): number | null {
  if (!location) return null;
  const node = findElement(tree, location);
  return node < 0 ? null : node;
}
