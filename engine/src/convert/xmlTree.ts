/** An element under construction; empty ones (no text, no non-empty children) are left out on output. */
export interface XmlElement {
  name: string;
  attrs: [string, string][];
  text: string | null;
  children: XmlElement[];
  /** Written even when empty (a container the schema requires). */
  required?: boolean;
}

/** What an element builder accepts as children: absent parts are skipped, arrays flattened. */
export type XmlChild = XmlElement | null | undefined | false | readonly XmlChild[];

function flatten(children: readonly XmlChild[], out: XmlElement[]): XmlElement[] {
  for (const c of children) {
    if (Array.isArray(c)) flatten(c, out);
    else if (c) out.push(c as XmlElement);
  }
  return out;
}

/** A container element; children in the order given, which the writers keep in XSD sequence order. */
export function el(name: string, ...children: XmlChild[]): XmlElement {
  return { name, attrs: [], text: null, children: flatten(children, []) };
}

/** A container the schema requires even when it has nothing to hold. */
export function required(e: XmlElement): XmlElement {
  return { ...e, required: true };
}

/** A leaf element with text, or null when there is no value (so optional elements vanish). */
export function leaf(
  name: string,
  text: string | null | undefined,
  attrs: Record<string, string | null | undefined> = {},
): XmlElement | null {
  if (text === null || text === undefined || text === '') return null;
  const list = Object.entries(attrs).filter((e): e is [string, string] => typeof e[1] === 'string');
  return { name, attrs: list, text, children: [] };
}

const NEEDS_ESCAPE = /[&<>"\r\n\t]/;

function escapeXml(s: string, attr: boolean): string {
  // Most values of an invoice need no escaping: no four regex passes over each of them.
  if (!NEEDS_ESCAPE.test(s)) return s;
  const t = s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return attr
    ? t.replace(/"/g, '&quot;').replace(/\r/g, '&#13;').replace(/\n/g, '&#10;').replace(/\t/g, '&#9;')
    : t.replace(/\r/g, '&#13;');
}

// In place: the tree is the writer's own, built for this one serialisation (a copy of a 20 MB invoice's
// tree would double what the conversion holds).
function prune(e: XmlElement): XmlElement | null {
  if (e.text !== null) return e;
  e.children = e.children.map(prune).filter((c): c is XmlElement => c !== null);
  return e.children.length || e.required ? e : null;
}

function write(e: XmlElement, indent: string, out: string[]): void {
  const attrs = e.attrs.map(([k, v]) => ` ${k}="${escapeXml(v, true)}"`).join('');
  if (e.text !== null) {
    out.push(`${indent}<${e.name}${attrs}>${escapeXml(e.text, false)}</${e.name}>`);
    return;
  }
  if (e.children.length === 0) {
    out.push(`${indent}<${e.name}${attrs}/>`);
    return;
  }
  out.push(`${indent}<${e.name}${attrs}>`);
  for (const c of e.children) write(c, `${indent}  `, out);
  out.push(`${indent}</${e.name}>`);
}

/** Serialises a document: XML declaration, namespace declarations on the root, two-space indentation. */
export function serializeXml(root: XmlElement, namespaces: Record<string, string>): string {
  const pruned = prune(root) ?? { ...root, children: [] };
  const decls: [string, string][] = Object.entries(namespaces).map(([p, uri]) => [
    p === '' ? 'xmlns' : `xmlns:${p}`,
    uri,
  ]);
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write({ ...pruned, attrs: [...decls, ...pruned.attrs] }, '', out);
  return `${out.join('\n')}\n`;
}
