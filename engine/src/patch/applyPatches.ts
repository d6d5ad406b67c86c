import type { DocumentEncoding } from '../input/documentEncoding.ts';
import { ELEMENT_ORDER } from './elementOrder.ts';
import { referenceUnrepresentable } from './encodeText.ts';
import { escapeAttr } from './escapeXml.ts';
import { type IndexedElement, indexXml, type XmlIndex } from './indexXml.ts';
import { indentOf, type Layout, layoutOf } from './layout.ts';
import type { NewElement, Patch } from './Patch.ts';
import { serializeTree, writeText } from './serializeTree.ts';

/** A replacement of [start, end) in the original text. */
interface Splice {
  start: number;
  end: number;
  text: string;
  seq: number;
}

/** Where a patch could not be applied: an engine bug, never a document problem. */
export class PatchError extends Error {}

function target(index: XmlIndex, xpath: string): IndexedElement {
  const el = index.byPath.get(xpath);
  if (!el) throw new PatchError(`no element at ${xpath}`);
  return el;
}

/** Position of a child name in its parent's schema sequence; unknown names sort last. */
function rank(parent: IndexedElement, name: string): number {
  const order = parent.type ? ELEMENT_ORDER.types[parent.type] : undefined;
  const i = order?.findIndex(([n]) => n === name) ?? -1;
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
}

function removal(text: string, el: IndexedElement): Splice {
  // Take the element's own line with it: the whitespace before it back to (and including) the newline.
  // Only the indentation is scanned, so removing many elements written on one line stays linear.
  let start = el.start;
  let before = el.start - 1;
  while (before >= 0 && (text[before] === ' ' || text[before] === '\t')) before--;
  if (before >= 0 && text[before] === '\n') {
    start = before > 0 && text[before - 1] === '\r' ? before - 1 : before;
  }
  return { start, end: el.end, text: '', seq: 0 };
}

interface Insertion {
  name: string;
  seq: number;
  write: (indent: string) => string;
  tree?: NewElement;
}

// Two answers that each create the same missing group (contact name and telephone) must create it once.
function mergeInto(target: NewElement, extra: NewElement): void {
  for (const child of extra.children ?? []) {
    const same = target.children?.find((c) => c.name === child.name && c.children && child.children);
    if (same) mergeInto(same, child);
    else target.children = [...(target.children ?? []), child];
  }
}

// Children of a new tree in schema order, so merged trees stay valid.
function sortTree(tree: NewElement, type: string | null): void {
  const order = type ? ELEMENT_ORDER.types[type] : undefined;
  if (!tree.children || !order) return;
  const rankOf = (n: string) => {
    const i = order.findIndex(([c]) => c === n);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  tree.children.sort((a, b) => rankOf(a.name) - rankOf(b.name));
  for (const c of tree.children) sortTree(c, order.find(([n]) => n === c.name)?.[1] ?? null);
}

function insertions(
  index: XmlIndex,
  layout: Layout,
  parent: IndexedElement,
  items: Insertion[],
  removed: ReadonlySet<IndexedElement>,
): Splice[] {
  const { text } = index;
  // Children being removed are no anchors: a moved element must not land next to its old place.
  const children = parent.children.filter((c) => !removed.has(c));
  const { nl, unit } = layout;
  const parentIndent = indentOf(text, parent) ?? '';
  const first = parent.children[0];
  const childIndent = first ? (indentOf(text, first) ?? '') : parentIndent + unit;
  const lineBreak = first ? (indentOf(text, first) === null ? '' : nl) : nl;
  const byOffset = new Map<number, Insertion[]>();
  const trailing: Insertion[] = [];
  for (const item of items) {
    const r = rank(parent, item.name);
    const after = children.filter((c) => rank(parent, c.name) <= r).pop();
    const before = children[0];
    if (after) byOffset.set(after.end, [...(byOffset.get(after.end) ?? []), item]);
    else if (before) byOffset.set(-before.start - 1, [...(byOffset.get(-before.start - 1) ?? []), item]);
    else if (first) byOffset.set(-first.start - 1, [...(byOffset.get(-first.start - 1) ?? []), item]);
    else trailing.push(item);
  }
  const ordered = (list: Insertion[]) =>
    [...list].sort((a, b) => rank(parent, a.name) - rank(parent, b.name) || a.seq - b.seq);
  const splices: Splice[] = [];
  for (const [key, list] of byOffset) {
    const body = ordered(list).map((i) => i.write(childIndent));
    if (key >= 0) {
      splices.push({
        start: key,
        end: key,
        text: body.map((b) => lineBreak + childIndent + b).join(''),
        seq: 0,
      });
    } else {
      const at = -key - 1;
      splices.push({
        start: at,
        end: at,
        text: body.map((b) => b + lineBreak + childIndent).join(''),
        seq: 0,
      });
    }
  }
  if (trailing.length > 0) {
    const body = ordered(trailing)
      .map((i) => nl + childIndent + i.write(childIndent))
      .join('');
    const close = `${nl}${parentIndent}`;
    if (parent.selfClosing) {
      const slash = text.lastIndexOf('/', parent.startTagEnd);
      splices.push({
        start: slash,
        end: parent.startTagEnd,
        text: `>${body}${close}</${parent.qname}>`,
        seq: 1,
      });
    } else if (/^\s*$/.test(text.slice(parent.startTagEnd, parent.endTagStart))) {
      splices.push({ start: parent.startTagEnd, end: parent.endTagStart, text: body + close, seq: 1 });
    } else {
      throw new PatchError(`cannot insert into mixed content at ${parent.path}`);
    }
  }
  return splices;
}

function spliceAll(text: string, splices: Splice[]): string {
  // Ordered right to left, as if applied so; at one offset a replacement goes before a pure insertion.
  const sorted = [...splices].sort(
    (a, b) => b.start - a.start || b.end - b.start - (a.end - a.start) || b.seq - a.seq,
  );
  let limit = Number.POSITIVE_INFINITY;
  for (const s of sorted) {
    if (s.end > limit) throw new PatchError(`overlapping edits at offset ${s.start}`);
    limit = s.start;
  }
  // Written left to right in one pass: linear in the text, however many edits.
  const parts: string[] = [];
  let at = 0;
  for (let i = sorted.length - 1; i >= 0; i--) {
    const s = sorted[i] as Splice;
    parts.push(text.slice(at, s.start), s.text);
    at = s.end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/**
 * Applies edits by splicing the caller's text at the source offsets of the nodes they touch; every
 * character outside those nodes stays as it was. All xpaths refer to the document before any edit. The
 * document comes as the index of its parse (the repair loop's) or as text, parsed here.
 */
export function applyPatches(
  document: XmlIndex | string,
  patches: readonly Patch[],
  encoding: DocumentEncoding,
): string {
  if (patches.length === 0) return typeof document === 'string' ? document : document.text;
  const index = typeof document === 'string' ? indexXml(document) : document;
  const { text } = index;
  const layout = layoutOf(index);
  const splices: Splice[] = [];
  const inserts = new Map<IndexedElement, Insertion[]>();
  // A new attribute is an insertion, which the overlap check cannot see: two of one name would both be written.
  const attrsSet = new Set<string>();
  patches.forEach((p, seq) => {
    const el = target(index, p.xpath);
    switch (p.op) {
      case 'set_text': {
        if (el.children.length > 0) throw new PatchError(`set_text on an element with children: ${p.xpath}`);
        const value = writeText(p.value, encoding);
        if (el.selfClosing) {
          const slash = text.lastIndexOf('/', el.startTagEnd);
          splices.push({ start: slash, end: el.startTagEnd, text: `>${value}</${el.qname}>`, seq });
        } else splices.push({ start: el.startTagEnd, end: el.endTagStart, text: value, seq });
        return;
      }
      case 'set_attr': {
        const key = `${p.xpath}/@${p.name}`;
        if (attrsSet.has(key)) throw new PatchError(`two edits of the attribute at ${key}`);
        attrsSet.add(key);
        const attr = el.attrs.find((a) => a.name === p.name);
        const value = p.value === null ? null : referenceUnrepresentable(escapeAttr(p.value), encoding);
        if (attr && value === null) {
          let start = attr.start;
          while (/\s/.test(text[start - 1] ?? '')) start--;
          splices.push({ start, end: attr.end, text: '', seq });
        } else if (attr && value !== null) {
          const quote = text[attr.valueStart - 1] === "'" ? "'" : '"';
          const v =
            quote === "'" ? referenceUnrepresentable(escapeAttr(p.value ?? '', "'"), encoding) : value;
          splices.push({ start: attr.valueStart, end: attr.valueEnd, text: v, seq });
        } else if (value !== null) {
          const at = el.selfClosing ? text.lastIndexOf('/', el.startTagEnd) : el.startTagEnd - 1;
          const last = el.attrs[el.attrs.length - 1];
          const pos = last ? last.end : at;
          splices.push({ start: pos, end: pos, text: ` ${p.name}="${value}"`, seq });
        }
        return;
      }
      case 'remove_node':
        splices.push({ ...removal(text, el), seq });
        return;
      case 'insert_tree': {
        const list = inserts.get(el) ?? [];
        inserts.set(el, list);
        if ('raw' in p) {
          list.push({ name: p.name, seq, write: () => p.raw });
          return;
        }
        const twin = p.tree.children && list.find((i) => i.tree?.name === p.tree.name && i.tree.children);
        if (twin?.tree) {
          mergeInto(twin.tree, p.tree);
          return;
        }
        const tree: NewElement = structuredClone(p.tree);
        list.push({
          name: tree.name,
          seq,
          tree,
          write: (indent) => {
            sortTree(tree, ELEMENT_ORDER.types[el.type ?? '']?.find(([n]) => n === tree.name)?.[1] ?? null);
            return serializeTree(tree, el.scope, encoding, layout.nl, indent, layout.unit);
          },
        });
        return;
      }
    }
  });
  const removed = new Set(patches.filter((p) => p.op === 'remove_node').map((p) => target(index, p.xpath)));
  for (const [parent, items] of inserts) splices.push(...insertions(index, layout, parent, items, removed));
  return spliceAll(text, splices);
}
