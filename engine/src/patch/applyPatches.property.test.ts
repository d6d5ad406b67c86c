/**
 * Properties of the patch engine on generated documents: a patch changes only the bytes of the node it
 * addresses (everything before and after stays byte for byte), the document stays well-formed, the
 * patched node reads back as the value written (in every encoding the engine writes, with references
 * for what the encoding cannot carry), and every other element keeps its text and attributes.
 */

import { fuzzRuns } from '@einvoice/test-support/engine/fuzzRuns';
import { parseXml } from '@einvoice/test-support/engine/strictXmldom.test-helper';
import { markupHeavy, writeXml, xmlChar, xmlDocument } from '@einvoice/test-support/engine/xmlDocuments';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DocumentEncoding } from '../input/documentEncoding.ts';
import { ELEMENT } from '../xml/XmlTree.ts';
import { applyPatches } from './applyPatches.ts';
import { type IndexedElement, indexXml } from './indexXml.ts';

const encodings = fc.constantFrom<DocumentEncoding>('UTF-8', 'ISO-8859-1', 'US-ASCII', 'windows-1252');
const value = fc.array(fc.oneof(xmlChar, markupHeavy), { maxLength: 16 }).map((cs) => cs.join(''));
// The engine's text values are read with surrounding whitespace trimmed and line ends normalised.
const textValue = value.map((v) => v.replace(/\r\n?/g, '\n'));

/** Every element of an index, in document order. */
const elementsOf = (index: ReturnType<typeof indexXml>) => {
  const out = [];
  for (let n = 0; n < index.tree.kind.length; n++)
    if (index.tree.kind[n] === ELEMENT) out.push(index.element(n));
  return out;
};

/** Every element but the ones under `skip`, as path → [direct text, attributes]. */
function snapshot(xml: string, skip: (path: string) => boolean): Map<string, string> {
  const out = new Map<string, string>();
  for (const el of elementsOf(indexXml(xml))) {
    if (skip(el.path)) continue;
    const attrs = el.attrs.map((a) => `${a.name}=${xml.slice(a.valueStart, a.valueEnd)}`).join(' ');
    out.set(el.path, `${el.text}|${attrs}`);
  }
  return out;
}

/** The document, one element of it chosen by `pick`, and what lies outside the element's span. */
const withElement = (filter: (el: IndexedElement) => boolean) =>
  fc
    .tuple(xmlDocument, fc.nat())
    .map(([g, pick]) => {
      const xml = writeXml(g, true);
      const candidates = elementsOf(indexXml(xml)).filter(filter);
      return { xml, el: candidates.length ? candidates[pick % candidates.length] : undefined };
    })
    .filter((c): c is { xml: string; el: IndexedElement } => c.el !== undefined);

/** Asserts that `out` equals `xml` outside [from, to) of `xml`. */
function untouchedOutside(xml: string, out: string, from: number, to: number): void {
  expect(out.slice(0, from)).toBe(xml.slice(0, from));
  expect(out.slice(out.length - (xml.length - to))).toBe(xml.slice(to));
}

const countUnder = (xml: string, path: string) =>
  elementsOf(indexXml(xml)).filter((e) => e.path === path || e.path.startsWith(`${path}/`)).length;

const under = (path: string) => (p: string) => p === path || p.startsWith(`${path}/`);

describe('applyPatches (property)', () => {
  it('set_text changes only the element it addresses, and the value reads back', () => {
    fc.assert(
      fc.property(
        withElement((el) => el.children.length === 0),
        textValue,
        encodings,
        ({ xml, el }, v, encoding) => {
          const out = applyPatches(xml, [{ op: 'set_text', xpath: el.path, value: v }], encoding);
          untouchedOutside(xml, out, el.start, el.end);
          parseXml(out);
          const patched = indexXml(out).byPath.get(el.path);
          expect(patched?.text).toBe(v);
          expect(snapshot(out, under(el.path))).toEqual(snapshot(xml, under(el.path)));
        },
      ),
      fuzzRuns(100),
    );
  });

  it('set_attr changes only the start tag it addresses, and the value reads back', () => {
    fc.assert(
      fc.property(
        withElement(() => true),
        fc.constantFrom('id', 'unitCode', 'schemeID', 'a:k'),
        fc.option(value, { nil: null }),
        encodings,
        ({ xml, el }, name, v, encoding) => {
          const out = applyPatches(xml, [{ op: 'set_attr', xpath: el.path, name, value: v }], encoding);
          untouchedOutside(xml, out, el.start, el.startTagEnd);
          parseXml(out);
          const patched = indexXml(out).byPath.get(el.path) as IndexedElement;
          const attr = patched.attrs.find((a) => a.name === name);
          if (v === null) expect(attr).toBeUndefined();
          else {
            // As an XML parser reads it: references resolved, attribute-value normalisation applied.
            const raw = out.slice(attr?.valueStart, attr?.valueEnd);
            expect(parseXml(`<x a="${raw}"/>`).root.getAttribute('a')).toBe(v);
          }
          expect(snapshot(out, (p) => p === el.path)).toEqual(snapshot(xml, (p) => p === el.path));
        },
      ),
      fuzzRuns(100),
    );
  });

  it('remove_node removes exactly the element (and the whitespace that led to it)', () => {
    fc.assert(
      fc.property(
        withElement((el) => el.parent !== null),
        ({ xml, el }) => {
          const out = applyPatches(xml, [{ op: 'remove_node', xpath: el.path }], 'UTF-8');
          // The element goes, with at most the blank line space before it (its own line), nothing else.
          const kept = xml.length - (el.end - el.start) - out.length;
          expect(kept).toBeGreaterThanOrEqual(0);
          const from = el.start - kept;
          expect(xml.slice(from, el.start)).toMatch(/^\s*$/);
          expect(out).toBe(xml.slice(0, from) + xml.slice(el.end));
          expect(elementsOf(indexXml(out)).length).toBe(
            elementsOf(indexXml(xml)).length - countUnder(xml, el.path),
          );
          parseXml(out);
        },
      ),
      fuzzRuns(100),
    );
  });
});
