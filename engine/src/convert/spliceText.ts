import type { Element } from '@xmldom/xmldom';

/** One replacement in the caller's text: the characters [from, to) become `insert`. */
export interface TextEdit {
  from: number;
  to: number;
  insert: string;
}

/**
 * Offset in the caller's own text of a parsed node's 1-based line and column. The parser saw line
 * breaks normalised (CR LF and CR → LF); each still counts as one break here.
 */
function offsetAt(text: string, line: number, column: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const lf = text.indexOf('\n', offset);
    const cr = text.indexOf('\r', offset);
    if (cr !== -1 && (lf === -1 || cr < lf)) offset = text[cr + 1] === '\n' ? cr + 2 : cr + 1;
    else offset = lf + 1;
  }
  return offset + column - 1;
}

function startOf(text: string, el: Element): number {
  const pos = el as unknown as { lineNumber?: number; columnNumber?: number };
  if (typeof pos.lineNumber !== 'number' || typeof pos.columnNumber !== 'number')
    throw new Error('element without source position');
  const at = offsetAt(text, pos.lineNumber, pos.columnNumber);
  if (text[at] !== '<') throw new Error(`no start tag at ${at}`);
  return at;
}

/** Offset just after an element's start tag (quotes in attribute values may hold '>'). */
function afterStartTag(text: string, at: number): number {
  let quote: string | null = null;
  for (let i = at; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i + 1;
  }
  throw new Error('unterminated start tag');
}

/** Escapes text content for insertion. */
export function escapeText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** An edit replacing a leaf element's content with new text (the element and its attributes stay). */
export function replaceContent(text: string, el: Element, value: string): TextEdit {
  const open = afterStartTag(text, startOf(text, el));
  if (text[open - 2] === '/')
    return { from: open - 2, to: open, insert: `>${escapeText(value)}</${el.tagName}>` };
  const close = text.indexOf(`</${el.tagName}`, open);
  return { from: open, to: close, insert: escapeText(value) };
}

/** An edit replacing a whole leaf element (start tag, content, end tag) with markup. */
export function replaceElement(text: string, el: Element, markup: string): TextEdit {
  const at = startOf(text, el);
  const open = afterStartTag(text, at);
  if (text[open - 2] === '/') return { from: at, to: open, insert: markup };
  const close = text.indexOf(`</${el.tagName}`, open);
  return { from: at, to: text.indexOf('>', close) + 1, insert: markup };
}

/** An edit inserting markup before an element. */
export function insertBefore(text: string, el: Element, markup: string): TextEdit {
  const at = startOf(text, el);
  return { from: at, to: at, insert: markup };
}

/** An edit inserting markup as the last child of an element (which must have an end tag). */
export function appendChild(text: string, el: Element, markup: string): TextEdit {
  // The element's end tag is the last `</name` before whatever element follows it in document order.
  let next: Element | null = null;
  for (
    let n: Element | null = el;
    n && !next;
    n = n.parentNode?.nodeType === 1 ? (n.parentNode as Element) : null
  ) {
    for (let s = n.nextSibling; s && !next; s = s.nextSibling) if (s.nodeType === 1) next = s as Element;
  }
  const bound = next ? startOf(text, next) : text.length;
  const close = text.lastIndexOf(`</${el.tagName}`, bound);
  return { from: close, to: close, insert: markup };
}

/** Applies edits to the text (edits must not overlap). */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.from - a.from))
    out = out.slice(0, e.from) + e.insert + out.slice(e.to);
  return out;
}
