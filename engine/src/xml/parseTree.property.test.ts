/**
 * Properties of the two parsers (the XmlTree the rules run on, and the DOM repair and convert read):
 * generated documents — namespaces, attributes and text full of markup characters, character
 * references, CDATA sections, comments — read back as exactly the tree that was written, in both; and
 * any edit of such a document (a character removed, inserted or replaced) is either read or refused
 * with a typed error, the same way by both parsers.
 */

import { fuzzRuns } from '@einvoice/test-support/engine/fuzzRuns';
import { parseXml } from '@einvoice/test-support/engine/strictXmldom.test-helper';
import {
  type Gen,
  markupHeavy,
  NAMESPACES,
  writeXml,
  xmlChar,
  xmlDocument,
} from '@einvoice/test-support/engine/xmlDocuments';
import type { Element } from '@xmldom/xmldom';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../errors.ts';
import { DEFAULT_INPUT_LIMITS } from '../input/inputLimits.ts';
import { parseXmlTree } from './parseXmlTree.ts';
import { ATTRIBUTE, ELEMENT, TEXT, type XmlTree } from './XmlTree.ts';

/** A node as both parsers must read it: elements with expanded names and attributes, text merged. */
type Model = { ns: string; local: string; attrs: string[]; children: (Model | string)[] };

const attrKey = (name: string, value: string) => {
  const [p, l] = name.includes(':') ? name.split(':') : ['', name];
  return `{${p ? NAMESPACES[p as 'a'] : ''}}${l}=${value}`;
};

function merge(children: (Model | string)[]): (Model | string)[] {
  const out: (Model | string)[] = [];
  for (const c of children) {
    if (c === '') continue;
    const last = out[out.length - 1];
    if (typeof c === 'string' && typeof last === 'string') out[out.length - 1] = last + c;
    else out.push(c);
  }
  return out;
}

function expected(g: Gen & { t: 'el' }): Model {
  return {
    ns: g.prefix ? NAMESPACES[g.prefix] : '',
    local: g.local,
    attrs: g.attrs.map(([k, v]) => attrKey(k, v)).sort(),
    children: merge(
      g.children.map((c) =>
        // CR is written as a reference (write), so it survives line-end normalisation.
        c.t === 'el' ? expected(c) : c.t === 'comment' ? '' : c.value,
      ),
    ),
  };
}

function fromTree(tree: XmlTree, node: number): Model {
  const attrs: string[] = [];
  const children: (Model | string)[] = [];
  const nameOf = (i: number) =>
    `{${tree.nameNs[tree.name[i] as number]}}${tree.nameLocal[tree.name[i] as number]}`;
  for (let i = node + 1; i < (tree.attrEnd[node] as number); i++)
    if (tree.kind[i] === ATTRIBUTE) attrs.push(`${nameOf(i)}=${tree.value[i]}`);
  for (let ch = tree.attrEnd[node] as number; ch < (tree.end[node] as number); ch = tree.end[ch] as number) {
    if (tree.kind[ch] === ELEMENT) children.push(fromTree(tree, ch));
    else if (tree.kind[ch] === TEXT) children.push(tree.value[ch] as string);
  }
  const id = tree.name[node] as number;
  return {
    ns: tree.nameNs[id] as string,
    local: tree.nameLocal[id] as string,
    attrs: attrs.sort(),
    children: merge(children),
  };
}

function fromDom(el: Element): Model {
  const attrs = Array.from(el.attributes)
    .filter((a) => a.name !== 'xmlns' && !a.name.startsWith('xmlns:'))
    .map((a) => `{${a.namespaceURI ?? ''}}${a.localName}=${a.value}`);
  const children: (Model | string)[] = [];
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 1) children.push(fromDom(c as Element));
    else if (c.nodeType === 3 || c.nodeType === 4) children.push(c.nodeValue ?? '');
  }
  return {
    ns: el.namespaceURI ?? '',
    local: el.localName ?? '',
    attrs: attrs.sort(),
    children: merge(children),
  };
}

const treeRoot = (tree: XmlTree) => {
  let i = 1;
  while (tree.kind[i] !== ELEMENT) i = tree.end[i] as number;
  return i;
};

/** 'ok', or the code of the typed error; any other exception fails the property. */
function outcome(parse: () => unknown): string {
  try {
    parse();
    return 'ok';
  } catch (e) {
    if (!isEngineError(e)) throw e;
    return e.code;
  }
}

/** The one parser as a request meets it: declarations refused, depth bounded. */
const parseTree = (text: string) => parseXmlTree(text, DEFAULT_INPUT_LIMITS);

describe('XML parsers (property)', () => {
  it('read a generated document back as exactly the tree that was written', () => {
    fc.assert(
      fc.property(xmlDocument, fc.boolean(), (g, declaration) => {
        const xml = `${declaration ? '<?xml version="1.0" encoding="UTF-8"?>\n' : ''}${writeXml(g, true)}`;
        const want = expected(g as Gen & { t: 'el' });
        const tree = parseXmlTree(xml);
        expect(fromTree(tree, treeRoot(tree))).toEqual(want);
        expect(fromDom(parseXml(xml).root)).toEqual(want);
      }),
      fuzzRuns(100),
    );
  });

  it('read or refuse an edited document with a typed error, both parsers alike', () => {
    const edit = fc.tuple(
      fc.nat(),
      fc.constantFrom('delete', 'insert', 'replace'),
      fc.oneof(xmlChar, markupHeavy),
    );
    fc.assert(
      fc.property(xmlDocument, edit, (g, [at, how, c]) => {
        const xml = writeXml(g, true);
        const i = at % (xml.length + 1);
        const edited =
          how === 'delete'
            ? xml.slice(0, i) + xml.slice(i + 1)
            : xml.slice(0, i) + c + xml.slice(how === 'insert' ? i : i + 1);
        const tree = outcome(() => parseTree(edited));
        const dom = outcome(() => parseXml(edited));
        expect(tree === 'ok' ? 'ok' : 'refused').toBe(dom === 'ok' ? 'ok' : 'refused');
        if (tree !== 'ok') expect(tree).toBe(dom);
      }),
      fuzzRuns(100),
    );
  });
});

/** The shape TreeLimits bound, counted on xmldom's DOM: most attributes on one element, distinct names. */
function shapeOf(el: Element, names = new Set<string>()): { attributes: number; names: Set<string> } {
  names.add(`{${el.namespaceURI ?? ''}}${el.localName}`);
  let attributes = el.attributes.length;
  for (const a of Array.from(el.attributes))
    if (a.name !== 'xmlns' && !a.name.startsWith('xmlns:'))
      names.add(`{${a.namespaceURI ?? ''}}${a.localName}`);
  for (let c = el.firstChild; c; c = c.nextSibling) {
    if (c.nodeType === 1) attributes = Math.max(attributes, shapeOf(c as Element, names).attributes);
    else if (c.nodeType === 7) names.add(`{}${(c as unknown as { target: string }).target}`);
  }
  return { attributes, names };
}

/** 'ok', or the MALFORMED_XML reason and limit of the refusal. */
function limitOutcome(parse: () => unknown): string {
  try {
    parse();
    return 'ok';
  } catch (e) {
    if (!isEngineError(e)) throw e;
    const d = e.details as { reason: string; limit: number };
    return `${e.code} ${d.reason} ${d.limit}`;
  }
}

describe('XML parsers (property): shape bounds', () => {
  it('refuse a document past its attributes per element or distinct names exactly when xmldom counts more', () => {
    fc.assert(
      fc.property(xmlDocument, fc.nat(6), fc.nat(12), (g, maxAttributes, maxNames) => {
        const xml = writeXml(g, true);
        const shape = shapeOf(parseXml(xml).root);
        expect(limitOutcome(() => parseXmlTree(xml, { maxAttributes }))).toBe(
          shape.attributes > maxAttributes ? `MALFORMED_XML attributes ${maxAttributes}` : 'ok',
        );
        expect(limitOutcome(() => parseXmlTree(xml, { maxNames }))).toBe(
          shape.names.size > maxNames ? `MALFORMED_XML names ${maxNames}` : 'ok',
        );
      }),
      fuzzRuns(100),
    );
  });
});

describe('what the properties found (regressions)', () => {
  it('U+FFFD, an XML character, is read by both parsers (xmldom warned and the DOM path refused it)', () => {
    const xml = '<a:Invoice xmlns:a="urn:example:a" x="\uFFFD"><!--\uFFFD-->Notiz \uFFFD</a:Invoice>';
    expect(outcome(() => parseTree(xml))).toBe('ok');
    expect(parseXml(xml).root.textContent).toBe('Notiz \uFFFD');
  });

  it('a name with a character past U+EFFFF is refused by both (xmldom accepted it)', () => {
    for (const xml of [
      '<a:Invoice xmlns:a="urn:example:a" xmlns:\u{F0000}="urn:x"/>',
      '<a:Invoice xmlns:a="urn:example:a" x\u{F0000}="1"/>',
      '<a:Invoice\u{F0000} xmlns:a="urn:example:a"/>',
    ]) {
      expect(outcome(() => parseXml(xml))).toBe('MALFORMED_XML');
      expect(outcome(() => parseTree(xml))).toBe('MALFORMED_XML');
    }
  });
});
