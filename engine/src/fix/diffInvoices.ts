import type { ValidateInput } from '../engine.ts';
import { parseDocument } from '../parsedDocument.ts';
import { elementPath } from '../xml/elementPath.ts';
import { ATTRIBUTE, ELEMENT, type XmlTree } from '../xml/XmlTree.ts';

/** One value that differs between two versions of a document: a leaf element's text or an attribute. */
export interface ValueChange {
  /** Where, in the findings' location form (`/ubl:Invoice[1]/cbc:BuyerReference[1]`, `…/@currencyID`). */
  xpath: string;
  operation: 'insert' | 'update' | 'delete';
  /** The value in the first version; null where it had none (insert). */
  before: string | null;
  /** The value in the second version; null where it has none (delete). */
  after: string | null;
}

/** Every change, up to `limit` of them listed, and how many there are in all. */
export interface InvoiceDiff {
  changes: ValueChange[];
  total: number;
}

/**
 * The differences between two versions of an invoice as the service reads them, value by value: the text of
 * every element without element children and every attribute, keyed by location. Positional, as the
 * locations are: an element inserted before its same-named siblings shifts theirs. Namespace declarations,
 * comments and layout are not values.
 */
export function diffInvoices(before: ValidateInput, after: ValidateInput, limit: number): InvoiceDiff {
  const was = leafValues(parseDocument(before).tree);
  const is = leafValues(parseDocument(after).tree);
  const changes: ValueChange[] = [];
  let total = 0;
  const add = (change: ValueChange) => {
    total++;
    if (changes.length < limit) changes.push(change);
  };
  for (const [xpath, value] of is) {
    const old = was.get(xpath);
    if (old === undefined) add({ xpath, operation: 'insert', before: null, after: value });
    else if (old !== value) add({ xpath, operation: 'update', before: old, after: value });
  }
  for (const [xpath, value] of was)
    if (!is.has(xpath)) add({ xpath, operation: 'delete', before: value, after: null });
  return { changes, total };
}

/** Location → value of every leaf element and attribute, in document order. */
function leafValues(tree: XmlTree): Map<string, string> {
  const values = new Map<string, string>();
  for (let node = 1; node < tree.size; node++) {
    const kind = tree.kind[node];
    if (kind === ATTRIBUTE) values.set(elementPath(tree, node), tree.value[node] as string);
    else if (kind === ELEMENT && !hasElementChild(tree, node))
      values.set(elementPath(tree, node), tree.stringValue(node));
  }
  return values;
}

function hasElementChild(tree: XmlTree, el: number): boolean {
  const end = tree.end[el] as number;
  for (let c = tree.attrEnd[el] as number; c < end; c = tree.end[c] as number)
    if (tree.kind[c] === ELEMENT) return true;
  return false;
}
