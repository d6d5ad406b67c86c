import type { XmlTree } from '../xml/XmlTree.ts';

/** One replacement in the caller's text: the characters [from, to) become `insert`. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

/** Escapes text content for insertion. */
export function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An edit replacing a leaf element's content with new text (the element and its attributes stay). */
export function replaceContent(tree: XmlTree, el: number, value: string): TextEdit {
  const open = tree.startTagEnd(el);
  if (tree.isEmptyTag(el))
    return { from: open - 2, to: open, insert: `>${escapeText(value)}</${tree.qname[el]}>` };
  return { from: open, to: tree.endTagStart(el), insert: escapeText(value) };
}

/** An edit replacing a whole element (start tag, content, end tag) with markup. */
export function replaceElement(tree: XmlTree, el: number, markup: string): TextEdit {
  return { from: tree.offset[el] as number, to: tree.endOf(el), insert: markup };
}

/** An edit inserting markup before an element. */
export function insertBefore(tree: XmlTree, el: number, markup: string): TextEdit {
  const at = tree.offset[el] as number;
  return { from: at, to: at, insert: markup };
}

/** An edit inserting markup as the last child of an element (which must have an end tag). */
export function appendChild(tree: XmlTree, el: number, markup: string): TextEdit {
  const close = tree.endTagStart(el);
  return { from: close, to: close, insert: markup };
}

/** Applies edits to the text (edits must not overlap; of two insertions at one offset the later goes first). */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = edits.map((e, i) => ({ ...e, i })).sort((a, b) => a.from - b.from || b.i - a.i);
  const parts: string[] = [];
  let at = 0;
  for (const e of sorted) {
    parts.push(text.slice(at, e.from), e.insert);
    at = e.to;
  }
  parts.push(text.slice(at));
  return parts.join('');
}
