import { ELEMENT, type XmlTree } from '../xml/XmlTree.ts';
import type { Expr } from './ir.ts';

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

/**
 * True when a child-name chain (levels of document name ids, -1 for a name the document lacks) selects
 * anything from `node`. Answered bottom-up from the name index: the UBL schematron asks some 60 such
 * `not((cac:InvoiceLine|cac:CreditNoteLine)/cac:Item/…/cbc:X)` of the invoice root, where walking down
 * visits every line while the last name usually occurs nowhere. A text or attribute node has no
 * descendants in the index, so nothing is selected from it.
 */
export function chainExists(tree: XmlTree, levels: Int32Array[], node: number): boolean {
  const depth = levels.length;
  const last = levels[depth - 1] as Int32Array;
  for (const id of last) {
    if (id < 0) continue;
    const [list, from, to] = tree.namedRange(id, node);
    candidates: for (let i = from; i < to; i++) {
      let p = list[i] as number;
      for (let level = depth - 2; level >= 0; level--) {
        p = tree.parent[p] as number;
        if (
          p === node ||
          tree.kind[p] !== ELEMENT ||
          !(levels[level] as Int32Array).includes(tree.name[p] as number)
        )
          continue candidates;
      }
      if (tree.parent[p] === node) return true;
    }
  }
  return false;
}
