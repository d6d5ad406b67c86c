import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { attributeFlood, manyNames } from '@einvoice/test-support/hostile/xmlFloods';
import { DOMParser, type Node } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_INPUT_LIMITS } from '../input/inputLimits.ts';
import { parseXmlTree } from './parseXmlTree.ts';
import { ATTRIBUTE, ELEMENT, TEXT, type XmlTree } from './XmlTree.ts';

/** The tree in document order as xmldom (an independent parser) sees it: kind, name, value. */
function domRows(node: Node, out: string[] = []): string[] {
  let previous = 0;
  for (const child of Array.from(node.childNodes)) {
    const adjacentText = previous === 3 || previous === 4;
    previous = child.nodeType;
    if (child.nodeType === 1) {
      const el = child as unknown as {
        namespaceURI: string | null;
        localName: string;
        attributes: ArrayLike<
          Node & { namespaceURI: string | null; localName: string; value: string; name: string }
        >;
      };
      out.push(`E ${el.namespaceURI ?? ''} ${el.localName}`);
      for (const a of Array.from(el.attributes)) {
        if (a.name === 'xmlns' || a.name.startsWith('xmlns:')) continue;
        out.push(`A ${a.namespaceURI ?? ''} ${a.localName} ${a.value}`);
      }
      domRows(child, out);
      out.push('/E');
    } else if ((child.nodeType === 3 || child.nodeType === 4) && node.nodeType !== 9) {
      // (The XPath data model has no text at document level; xmldom keeps the whitespace there.)
      const last = out[out.length - 1];
      if (adjacentText && last?.startsWith('T ')) out[out.length - 1] = last + (child.nodeValue ?? '');
      else out.push(`T ${child.nodeValue ?? ''}`);
    }
  }
  return out;
}

function treeRows(t: XmlTree): string[] {
  const out: string[] = [];
  const walk = (n: number) => {
    for (let c = t.attrEnd[n] as number; c < (t.end[n] as number); c = t.end[c] as number) {
      if (t.kind[c] === ELEMENT) {
        const id = t.name[c] as number;
        out.push(`E ${t.nameNs[id]} ${t.nameLocal[id]}`);
        for (let a = c + 1; a < (t.attrEnd[c] as number); a++) {
          expect(t.kind[a]).toBe(ATTRIBUTE);
          const aid = t.name[a] as number;
          out.push(`A ${t.nameNs[aid]} ${t.nameLocal[aid]} ${t.value[a]}`);
        }
        walk(c);
        out.push('/E');
      } else if (t.kind[c] === TEXT) out.push(`T ${t.value[c]}`);
    }
  };
  walk(0);
  return out;
}

const files = ['en16931-examples', 'xrechnung-testsuite/business-cases/standard'].flatMap((d) =>
  fs
    .readdirSync(path.join(corpusDir, d))
    .filter((f) => f.endsWith('.xml'))
    .slice(0, 12)
    .map((f) => path.join(corpusDir, d, f)),
);

describe('parseXmlTree', () => {
  it.each(files)('matches xmldom on %s', (file) => {
    const xml = fs.readFileSync(file, 'utf8');
    const dom = new DOMParser().parseFromString(xml, 'text/xml');
    const ours = treeRows(parseXmlTree(xml));
    const theirs = domRows(dom as unknown as Node);
    expect(ours).toEqual(theirs);
  });

  it('expands references, merges CDATA into text, normalises line ends and attribute whitespace', () => {
    const t = parseXmlTree(
      '<a x="1&#10;2\t3" xmlns="urn:d" xmlns:p="urn:p"><p:b>x &amp;&#x41;<![CDATA[<&>]]>\r\ny</p:b><c/></a>',
    );
    expect(t.value[2]).toBe('1\n2 3');
    expect(t.stringValue(0)).toBe('x &A<&>\ny');
    expect(t.nameNs[t.name[3] as number]).toBe('urn:p');
    expect(t.nameNs[t.name[5] as number]).toBe('urn:d');
    expect(t.sameNameIndex(5)).toBe(1);
    expect(t.elementsNamed(t.nameId('urn:d', 'c'))).toEqual(Int32Array.from([5]));
  });

  it.each(files.slice(0, 3))('name indexes agree with a scan of the tree on %s', (file) => {
    const t = parseXmlTree(fs.readFileSync(file, 'utf8'));
    const attrNames = new Set<number>();
    for (let d = 0; d < t.size; d++) if (t.kind[d] === ATTRIBUTE) attrNames.add(t.name[d] as number);
    for (let n = 0; n < t.size; n++) {
      if (t.kind[n] !== ELEMENT) continue;
      const end = t.end[n] as number;
      for (const id of attrNames) {
        const [list, from, to] = t.attributeRange(id, n);
        const scanned: number[] = [];
        for (let d = n + 1; d < end; d++) if (t.kind[d] === ATTRIBUTE && t.name[d] === id) scanned.push(d);
        expect(Array.from(list.subarray(from, to))).toEqual(scanned);
      }
      const childNames = new Set<number>([-1]);
      for (let c = t.attrEnd[n] as number; c < end; c = t.end[c] as number)
        if (t.kind[c] === ELEMENT) childNames.add(t.name[c] as number);
      for (const id of childNames) {
        const scanned: number[] = [];
        for (let c = t.attrEnd[n] as number; c < end; c = t.end[c] as number)
          if (t.kind[c] === ELEMENT && t.name[c] === id) scanned.push(c);
        expect(t.childrenNamed(n, id)).toEqual(scanned);
      }
    }
  });

  it('refuses DOCTYPE declarations', () => {
    expect(() => parseXmlTree('<!DOCTYPE a><a/>')).toThrow(/DOCTYPE/);
  });
});

describe('parseXmlTree: shape bounds', () => {
  const invoice = fs.readFileSync(files[0] as string, 'utf8');
  const reasonOf = (xml: string) => {
    try {
      parseXmlTree(xml, DEFAULT_INPUT_LIMITS);
      return 'ok';
    } catch (e) {
      const { code, details } = e as { code: string; details: { reason: string; limit: number } };
      return `${code} ${details.reason} ${details.limit}`;
    }
  };

  it('refuses 200,000 attributes on the root (2.3 MB) at the 10,001st, in well under a second', () => {
    const flood = attributeFlood(invoice, 2.3e6);
    const t0 = performance.now();
    expect(reasonOf(flood)).toBe('MALFORMED_XML attributes 10000');
    expect(performance.now() - t0).toBeLessThan(1_000);
  });

  it('refuses 200,000 distinct element names (2 MB) past 10,000', () => {
    expect(reasonOf(manyNames(invoice, 2e6))).toBe('MALFORMED_XML names 10000');
  });

  it('reads 10,000 attributes on one element and 10,000 names, the bounds themselves', () => {
    // Namespace declarations count as attributes and add no name.
    const declarations = Array.from({ length: 10_000 }, (_, i) => ` xmlns:p${i}="urn:p${i}"`).join('');
    expect(reasonOf(`<r${declarations}/>`)).toBe('ok');
    expect(reasonOf(`<r${declarations} a=""/>`)).toBe('MALFORMED_XML attributes 10000');
    const children = Array.from({ length: 9_999 }, (_, i) => `<n${i}/>`).join('');
    expect(parseXmlTree(`<r>${children}</r>`, DEFAULT_INPUT_LIMITS).nameNs).toHaveLength(10_000);
    expect(reasonOf(`<r>${children}<m/></r>`)).toBe('MALFORMED_XML names 10000');
  });

  it.each(files)('reads %s within the bounds', (file) => {
    expect(reasonOf(fs.readFileSync(file, 'utf8'))).toBe('ok');
  });
});
