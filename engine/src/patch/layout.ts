import type { IndexedElement, XmlIndex } from './indexXml.ts';

/** How the document writes its lines: newline sequence and one level of indentation. */
export interface Layout {
  nl: string;
  unit: string;
}

/** The whitespace an element's line starts with, or null when the element does not begin its line. */
export function indentOf(text: string, el: IndexedElement): string | null {
  // Scans only the whitespace before the element: linear however many elements share a line.
  let at = el.start - 1;
  while (at >= 0 && (text[at] === ' ' || text[at] === '\t')) at--;
  if (at >= 0 && text[at] !== '\n') return null;
  const lineStart = at + 1;
  const lead = text.slice(lineStart, el.start);
  return lineStart > 0 || el.start === 0 || lead !== '' ? lead : null;
}

/** The document's newline and indentation unit, read from its root and the root's first child. */
export function layoutOf(index: XmlIndex): Layout {
  const { text, root } = index;
  const nl = text.includes('\r\n') ? '\r\n' : '\n';
  const first = root.children[0];
  const rootIndent = indentOf(text, root) ?? '';
  const childIndent = first ? indentOf(text, first) : null;
  if (childIndent === null) return { nl: text.includes('\n') ? nl : '', unit: '' };
  const unit = childIndent.startsWith(rootIndent) ? childIndent.slice(rootIndent.length) : childIndent;
  return { nl, unit };
}
