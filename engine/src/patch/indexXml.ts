import { PREFIX_OF } from '../detect/namespaces.ts';
import { scanMarkup } from '../xml/scanMarkup.ts';
import { ELEMENT_ORDER } from './elementOrder.ts';
import { unescapeXml } from './escapeXml.ts';

/** One attribute of a start tag, as string offsets into the indexed text. */
export interface IndexedAttr {
  name: string;
  start: number;
  end: number;
  valueStart: number;
  valueEnd: number;
}

/** One element with the source offsets a splice needs. All offsets are string indices into the indexed text. */
export interface IndexedElement {
  /** The name as written in the document (document's own prefix). */
  qname: string;
  /** The element's namespace URI ('' when none). */
  ns: string;
  local: string;
  /** Positional path with the findings' canonical prefixes: `/ubl:Invoice[1]/cac:InvoiceLine[2]`. */
  path: string;
  /** The element's schema type (from ELEMENT_ORDER), null when the schema tables do not know it. */
  type: string | null;
  start: number;
  /** End of the start tag (after `>` or `/>`). */
  startTagEnd: number;
  /** Start of the end tag; equals `end` for an empty-element tag. */
  endTagStart: number;
  end: number;
  selfClosing: boolean;
  attrs: IndexedAttr[];
  children: IndexedElement[];
  parent: IndexedElement | null;
  /** Namespace bindings in scope: prefix ('' for the default namespace) → URI. */
  scope: Map<string, string>;
  /** Character data directly inside the element, references resolved. */
  text: string;
}

/** The offset index of one document text. */
export interface XmlIndex {
  text: string;
  root: IndexedElement;
  byPath: Map<string, IndexedElement>;
}

const ATTR = /([^\s=/>]+)\s*=\s*("[^"]*"|'[^']*')/g;
const NAME = /^<\/?([^\s/>]+)/;

/** The canonical name a finding's xpath uses for an element of this namespace. */
export function canonicalName(ns: string, local: string): string {
  const p = PREFIX_OF.get(ns);
  return p ? `${p}:${local}` : `*:${local}[namespace-uri()='${ns}']`;
}

function childType(parent: IndexedElement | null, name: string): string | null {
  if (!parent) return ELEMENT_ORDER.roots[name] ?? null;
  const entry = parent.type ? ELEMENT_ORDER.types[parent.type]?.find(([n]) => n === name) : undefined;
  return entry?.[1] ?? null;
}

/**
 * Builds the offset index of a well-formed document: for every element its start tag, attributes, content
 * and end, addressed by the positional xpath findings use. Repairs splice at these offsets, so everything
 * else in the caller's text stays as it was.
 */
export function indexXml(text: string): XmlIndex {
  const byPath = new Map<string, IndexedElement>();
  const stack: IndexedElement[] = [];
  const counts: Map<string, number>[] = [new Map()];
  let root: IndexedElement | null = null;
  for (const tok of scanMarkup(text)) {
    const top = stack[stack.length - 1];
    if (tok.kind === 'text' || tok.kind === 'cdata') {
      if (top) {
        const raw = text.slice(tok.start, tok.end);
        top.text += tok.kind === 'cdata' ? raw.slice(9, -3) : unescapeXml(raw);
      }
      continue;
    }
    if (tok.kind === 'end-tag') {
      const el = stack.pop();
      counts.pop();
      if (el) {
        el.endTagStart = tok.start;
        el.end = tok.end;
      }
      continue;
    }
    if (tok.kind !== 'start-tag' && tok.kind !== 'empty-tag') continue;
    const tag = text.slice(tok.start, tok.end);
    const qname = NAME.exec(tag)?.[1] ?? '';
    const attrs: IndexedAttr[] = [];
    const scope = new Map(top?.scope ?? []);
    ATTR.lastIndex = qname.length + 1;
    for (let m = ATTR.exec(tag); m; m = ATTR.exec(tag)) {
      const start = tok.start + m.index;
      const valueEnd = start + m[0].length - 1;
      const name = m[1] as string;
      attrs.push({
        name,
        start,
        end: valueEnd + 1,
        valueStart: valueEnd - (m[2] as string).length + 2,
        valueEnd,
      });
      if (name === 'xmlns') scope.set('', unescapeXml((m[2] as string).slice(1, -1)));
      else if (name.startsWith('xmlns:'))
        scope.set(name.slice(6), unescapeXml((m[2] as string).slice(1, -1)));
    }
    const colon = qname.indexOf(':');
    const local = colon < 0 ? qname : qname.slice(colon + 1);
    const ns = scope.get(colon < 0 ? '' : qname.slice(0, colon)) ?? '';
    const name = canonicalName(ns, local);
    const siblings = counts[counts.length - 1] as Map<string, number>;
    const n = (siblings.get(name) ?? 0) + 1;
    siblings.set(name, n);
    const selfClosing = tok.kind === 'empty-tag';
    const el: IndexedElement = {
      qname,
      ns,
      local,
      path: `${top?.path ?? ''}/${name}[${n}]`,
      type: childType(top ?? null, name),
      start: tok.start,
      startTagEnd: tok.end,
      endTagStart: tok.end,
      end: tok.end,
      selfClosing,
      attrs,
      children: [],
      parent: top ?? null,
      scope,
      text: '',
    };
    byPath.set(el.path, el);
    if (top) top.children.push(el);
    else root ??= el;
    if (!selfClosing) {
      stack.push(el);
      counts.push(new Map());
    }
  }
  if (!root) throw new Error('indexXml: the text has no root element');
  return { text, root, byPath };
}
