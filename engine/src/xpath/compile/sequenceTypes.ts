import { ATTRIBUTE, DOC, ELEMENT, TEXT, type XmlTree } from '../../xml/XmlTree.ts';
import type { SeqType } from '../ir/ir.ts';
import {
  ANYURI,
  type Atomic,
  atomicToString,
  BOOLEAN,
  castAtomic,
  DATE,
  DATETIME,
  DECIMAL,
  DOUBLE,
  INTEGER,
  type Item,
  STRING,
  str,
  UNTYPED,
} from '../runtime/atomic.ts';
import { atomizeAll } from '../runtime/operations.ts';
import { XPathError } from '../runtime/XPathError.ts';

// Sequence types: `instance of`, function conversion rules, and xsl:value-of's text.

export const XS_TYPE_OF: Record<number, string[]> = {
  [STRING]: ['string', 'anyAtomicType'],
  [UNTYPED]: ['untypedAtomic', 'anyAtomicType'],
  [ANYURI]: ['anyURI', 'anyAtomicType'],
  [BOOLEAN]: ['boolean', 'anyAtomicType'],
  [INTEGER]: ['integer', 'decimal', 'anyAtomicType'],
  [DECIMAL]: ['decimal', 'anyAtomicType'],
  [DOUBLE]: ['double', 'anyAtomicType'],
  [DATE]: ['date', 'anyAtomicType'],
  [DATETIME]: ['dateTime', 'anyAtomicType'],
};

/** xsl:value-of text: string values joined by single spaces. */
export function valueOfSequence(tree: XmlTree, seq: Item[]): string {
  return atomizeAll(tree, seq)
    .map((a) => atomicToString(a))
    .join(' ');
}

export function matchesType(tree: XmlTree, seq: Item[], type: SeqType): boolean {
  const n = seq.length;
  if (n === 0) return type.occ === '?' || type.occ === '*';
  if (n > 1 && (type.occ === '' || type.occ === '?')) return false;
  return seq.every((i) => {
    if (type.item === 'item') return true;
    if (type.item.startsWith('node:')) {
      if (typeof i !== 'number') return false;
      const kind = type.item.slice(5);
      const k = tree.kind[i];
      return (
        kind === 'node' ||
        (kind === 'element' && k === ELEMENT) ||
        (kind === 'attribute' && k === ATTRIBUTE) ||
        (kind === 'text' && k === TEXT) ||
        (kind === 'document' && k === DOC)
      );
    }
    return typeof i !== 'number' && (XS_TYPE_OF[i.t] ?? []).includes(type.item);
  });
}

/** The function conversion rules for an atomic target type (XPath 2.0 §3.1.5). */
export function convert(tree: XmlTree, seq: Item[], type: SeqType): Item[] {
  if (type.item === 'item' || type.item.startsWith('node:')) {
    if (!matchesType(tree, seq, type))
      throw new XPathError('XPTY0004', 'value does not match the declared type');
    return seq;
  }
  const out = atomizeAll(tree, seq).map((a): Atomic => {
    if (a.t === UNTYPED && type.item !== 'untypedAtomic' && type.item !== 'anyAtomicType')
      return castAtomic(a, type.item);
    if ((XS_TYPE_OF[a.t] ?? []).includes(type.item)) return a;
    if (type.item === 'double' && (a.t === INTEGER || a.t === DECIMAL)) return castAtomic(a, 'double');
    if (type.item === 'string' && a.t === ANYURI) return str(a.v);
    throw new XPathError('XPTY0004', `${atomicToString(a)} is not an xs:${type.item}`);
  });
  if (!matchesType(tree, out, { item: 'anyAtomicType', occ: type.occ })) {
    throw new XPathError(
      'XPTY0004',
      `sequence of ${out.length} does not match occurrence ${type.occ || 'one'}`,
    );
  }
  return out;
}
