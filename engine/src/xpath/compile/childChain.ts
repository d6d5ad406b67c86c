import { ELEMENT, type XmlTree } from '../../xml/XmlTree.ts';
import type { Expr } from '../ir/ir.ts';

/** An expanded name a chain step accepts. */
export interface ChainName {
  ns: string;
  local: string;
}

/**
 * The levels of a relative path made only of child steps with plain names and no predicates, a level being
 * one step or a union of such steps — `(cac:InvoiceLine|cac:CreditNoteLine)/cac:Item/cbc:X`; null for any
 * other expression.
 */
export function childNameChain(e: Expr): ChainName[][] | null {
  if (e.k === 'step') {
    const { test } = e;
    if (e.axis !== 'child' || e.preds.length > 0 || test.k !== 'name') return null;
    if (test.ns === '*' || test.local === '*') return null;
    return [[{ ns: test.ns, local: test.local }]];
  }
  if (e.k === 'union') {
    const a = childNameChain(e.a);
    const b = childNameChain(e.b);
    if (a?.length !== 1 || b?.length !== 1) return null;
    return [[...(a[0] as ChainName[]), ...(b[0] as ChainName[])]];
  }
  if (e.k === 'path') {
    const a = childNameChain(e.a);
    const b = childNameChain(e.b);
    if (a === null || b?.length !== 1) return null;
    return [...a, b[0] as ChainName[]];
  }
  return null;
}

/** Subtree size (nodes) from which the cheaper of the two ways is chosen; below it the walk down always is. */
const WIDE_SUBTREE = 4096;

/**
 * True when a child-name chain (levels of document name ids, -1 for a name the document lacks) selects
 * anything from `node`. Under a large subtree the cheaper start is taken: the elements of the last level's
 * names inside `node` walked up (the UBL schematron asks some 60 `not((cac:InvoiceLine|cac:CreditNoteLine)/
 * cac:Item/…/cbc:X)` of the invoice root, where walking down visits every line while the last name usually
 * occurs nowhere), or `node`'s children of the first level walked down (`cac:AccountingSupplierParty/…/cbc:ID`,
 * where tens of thousands of `cbc:ID` elsewhere would be walked up for nothing). Under a small subtree (a line)
 * the walk down touches a few children, less than the index's binary searches.
 */
export function chainExists(tree: XmlTree, levels: Int32Array[], node: number): boolean {
  if ((tree.end[node] as number) - node <= WIDE_SUBTREE) return chainDown(tree, levels, node, 0);
  let up = 0;
  for (const id of levels[levels.length - 1] as Int32Array) {
    const [, from, to] = tree.namedRange(id, node);
    up += to - from;
  }
  let down = 0;
  for (const id of levels[0] as Int32Array) down += tree.childrenNamed(node, id).length;
  return up < down ? chainUp(tree, levels, node) : chainDown(tree, levels, node, 0);
}

/**
 * `chainExists` walking down from `node`, level by level, stopping at the first complete chain; under a parent
 * of many children (the invoice root) from its per-name child index.
 */
export function chainDown(tree: XmlTree, levels: Int32Array[], node: number, level: number): boolean {
  const names = levels[level] as Int32Array;
  const last = level === levels.length - 1;
  if (tree.childCount(node) > 64) {
    for (const id of names)
      for (const ch of tree.childrenNamed(node, id))
        if (last || chainDown(tree, levels, ch, level + 1)) return true;
    return false;
  }
  const end = tree.end[node] as number;
  for (let ch = tree.attrEnd[node] as number; ch < end; ch = tree.end[ch] as number) {
    if (tree.kind[ch] !== ELEMENT || !names.includes(tree.name[ch] as number)) continue;
    if (last || chainDown(tree, levels, ch, level + 1)) return true;
  }
  return false;
}

/**
 * `chainExists` from the name index: each element of the last level's names inside `node` whose ancestors
 * carry the levels' names up to `node`'s child. A text or attribute node has no descendants in the index.
 */
export function chainUp(tree: XmlTree, levels: Int32Array[], node: number): boolean {
  const depth = levels.length;
  const last = levels[depth - 1] as Int32Array;
  for (const id of last) {
    const [list, from, to] = tree.namedRange(id, node);
    candidates: for (let i = from; i < to; i++) {
      let p = list[i] as number;
      for (let level = depth - 2; level >= 0; level--) {
        p = tree.parent[p] as number;
        // Past `node` the last check below cannot hold: no need to stop there.
        if (!(levels[level] as Int32Array).includes(tree.name[p] as number)) continue candidates;
      }
      if (tree.parent[p] === node) return true;
    }
  }
  return false;
}
