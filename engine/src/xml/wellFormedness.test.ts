import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { XmlDocument } from 'libxml2-wasm';
import { describe, expect, test } from 'vitest';
import { parseXmlTree } from './parseXmlTree.ts';
import { MALFORMED, WELL_FORMED } from './wellFormednessCases.ts';
import { ELEMENT, type XmlTree } from './XmlTree.ts';

const DEPTH = 200;
// The parse stage's call: the nesting bound of the input limits, or another one.
const parseXml = (text: string, limits: { maxDepth?: number } = {}) =>
  parseXmlTree(text, { maxDepth: limits.maxDepth ?? DEPTH });
const rootName = (tree: XmlTree) => tree.nameLocal[tree.name[tree.root] as number];

const malformed = (details: Record<string, unknown>) =>
  expect.objectContaining({ code: 'MALFORMED_XML', details: expect.objectContaining(details) });

// libxml2 is the independent judge of well-formedness here.
function libxml2Accepts(text: string): boolean {
  try {
    XmlDocument.fromString(text).dispose();
    return true;
  } catch {
    return false;
  }
}

// Where a construct starts, found by plain string search rather than the engine's positionAt.
function positionOf(text: string, needle: string): { line: number; column: number } {
  const before = text.slice(0, text.indexOf(needle)).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

describe('the one parser: not well-formed', () => {
  test.each(MALFORMED)('%s → MALFORMED_XML, as libxml2 agrees', (_name, text, reason) => {
    expect(libxml2Accepts(text)).toBe(false);
    expect(() => parseXml(text)).toThrow(malformed({ reason }));
  });

  test.each([
    ['an undefined entity', '<r>\n  <a>x &undefined; y</a>\n</r>', '&undefined;'],
    ['a bare &', '<r>\n\n  <a b="1 & 2"/></r>', '& 2'],
    ['a control character', '<r>\r\n  <a>\u0007</a></r>', '\u0007'],
    [']]>', '<r>\n <a>]]></a></r>', ']]>'],
  ])('reports %s at its line and column', (_name, text, needle) => {
    const normalised = text.replace(/\r\n?/g, '\n');
    expect(() => parseXml(text)).toThrow(malformed(positionOf(normalised, needle)));
  });

  test('reports structural errors with message, line and column', () => {
    expect(() => parseXml('<a>\n  <b>\n</a>')).toThrow(
      malformed({
        reason: 'parser',
        line: 2,
        column: expect.any(Number),
        message: expect.stringContaining('mismatch'),
      }),
    );
  });
});

describe('the one parser: well-formed', () => {
  test.each(WELL_FORMED)('accepts %s, as libxml2 does', (_name, text) => {
    expect(libxml2Accepts(text)).toBe(true);
    expect(rootName(parseXml(text))).toBe('a');
  });

  test('normalises line ends as XML 1.0 does (CR LF and CR only), like libxml2', () => {
    const text = '<a x="1\r\n2\r3">p\r\nq\rr\u0085s\u2028t&#13;u</a>';
    const lib = XmlDocument.fromString(text);
    try {
      const tree = parseXml(text);
      expect(tree.stringValue(tree.root)).toBe(lib.root.content);
      expect(tree.value[tree.attributeByQName(tree.root, 'x')]).toBe('1 2 3');
    } finally {
      lib.dispose();
    }
  });

  test('every element carries the line its start tag is on, also with CR LF and CR line ends', () => {
    const file = new URL('../../../fixtures/encoding/ok-utf8.xml', import.meta.url);
    const text = readFileSync(file, 'utf8');
    for (const source of [text, text.replace(/\n/g, '\r\n'), text.replace(/\n/g, '\r')]) {
      const tree = parseXml(source);
      const lines = text.split('\n');
      let elements = 0;
      for (let i = 0; i < tree.size; i++) {
        if (tree.kind[i] !== ELEMENT) continue;
        elements++;
        expect(lines[tree.lineOf(i) - 1]).toContain(`<${tree.qname[i]}`);
        // Offsets are the caller's own text, whatever its line ends.
        expect(source.startsWith(`<${tree.qname[i]}`, tree.offset[i])).toBe(true);
      }
      expect(elements).toBeGreaterThan(50);
    }
  });

  test('every element starts on the line xmldom (an independent parser) reports, on official invoices', () => {
    const dir = path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard');
    const files = readdirSync(dir).filter((f) => f.endsWith('.xml'));
    expect(files.length).toBeGreaterThan(20);
    for (const f of files.slice(0, 8)) {
      const text = readFileSync(path.join(dir, f), 'utf8');
      for (const source of [text, text.replace(/\n/g, '\r\n')]) {
        const tree = parseXml(source);
        const dom = new DOMParser().parseFromString(source.replace(/\r\n?/g, '\n'), 'text/xml');
        const domLines = Array.from(dom.getElementsByTagName('*')).map((e: Element) => e.lineNumber);
        const treeLines: number[] = [];
        for (let i = 0; i < tree.size; i++) if (tree.kind[i] === ELEMENT) treeLines.push(tree.lineOf(i));
        expect(treeLines).toEqual(domLines);
      }
    }
  });

  test('official XRechnung test invoices parse, and libxml2 agrees', () => {
    const dir = path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard');
    const files = readdirSync(dir).filter((f) => f.endsWith('.xml'));
    expect(files.length).toBeGreaterThan(20);
    for (const f of files) {
      const text = readFileSync(path.join(dir, f), 'utf8');
      expect(libxml2Accepts(text)).toBe(true);
      expect(rootName(parseXml(text))).toMatch(/^(Invoice|CreditNote|CrossIndustryInvoice)$/);
    }
  });
});

describe('the one parser: nesting depth', () => {
  const nested = (depth: number) => `${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}`;

  test('refuses 10,000 levels before building a tree', () => {
    const started = performance.now();
    expect(() => parseXml(nested(10_000))).toThrow(
      malformed({ reason: 'depth', limit: 200, line: 1, column: 601 }),
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test('accepts exactly the limit, refuses one more, and honours a configured limit', () => {
    expect(rootName(parseXml(nested(200)))).toBe('a');
    expect(() => parseXml(nested(201))).toThrow(malformed({ reason: 'depth', limit: 200 }));
    expect(() => parseXml(nested(11), { maxDepth: 10 })).toThrow(malformed({ reason: 'depth', limit: 10 }));
    const wide = parseXml(`<r>${'<a/>'.repeat(1000)}</r>`, { maxDepth: 2 });
    expect(wide.childCount(wide.root)).toBe(1000);
  });
});
