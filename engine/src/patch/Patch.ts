/** A new element to insert, named with the canonical prefixes of findings (cbc, cac, ram, udt, ...). */
export interface NewElement {
  name: string;
  attrs?: Record<string, string>;
  text?: string;
  children?: NewElement[];
}

/**
 * One edit of the caller's document (FixResult.patches), addressed by the positional xpath findings use.
 * insert_tree names the parent; the schema's sequence decides where among its children the tree goes.
 * `raw` carries an element moved as it was written (its own prefixes, attributes and comments).
 */
export type Patch =
  | { op: 'set_text'; xpath: string; value: string }
  | { op: 'set_attr'; xpath: string; name: string; value: string | null }
  | { op: 'insert_tree'; xpath: string; tree: NewElement }
  | { op: 'insert_tree'; xpath: string; raw: string; name: string }
  | { op: 'remove_node'; xpath: string };
