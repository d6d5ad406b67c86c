import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { XmlDocument } from 'libxml2-wasm';
import { describe, expect, test } from 'vitest';
import { corpusDir } from '../../../conformance/lib/paths.ts';
import { lineOf, parseXml } from './parseXml.ts';

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

describe('parseXml: not well-formed', () => {
  test.each([
    ['an unclosed tag', '<a><b></a>', 'parser'],
    ['an unclosed root', '<a><b></b>', 'parser'],
    ['a mismatched end tag', '<a></b>', 'parser'],
    ['two roots', '<a/><b/>', 'parser'],
    ['an unquoted attribute', '<a x=1/>', 'parser'],
    ['an unterminated attribute value', '<a x="1/>', 'parser'],
    ['an attribute without value', '<a x/>', 'parser'],
    ['attributes without space between', '<a x="1"y="2"/>', 'parser'],
    ['a duplicate attribute', '<a x="1" x="2"/>', 'parser'],
    ['an undefined element prefix', '<p:a/>', 'parser'],
    ['an undefined attribute prefix', '<a p:x="1"/>', 'parser'],
    ['a bare < in content', '<a>x < y</a>', 'parser'],
    ['< in an attribute value', '<a x="<"/>', 'parser'],
    ['text after the root', '<a/>text', 'parser'],
    ['text before the root', 'text<a/>', 'parser'],
    ['no root element', '<!-- only a comment -->', 'parser'],
    ['whitespace only', '  \n', 'parser'],
    ['an XML declaration not at the start', ' <?xml version="1.0"?><a/>', 'parser'],
    ['a malformed XML declaration', '<?xml version="1.0" standalone="maybe"?><a/>', 'parser'],
    ['-- inside a comment', '<a><!-- a -- b --></a>', 'parser'],
    ['an unterminated CDATA section', '<a><![CDATA[x</a>', 'parser'],
    ['an element name starting with a digit', '<a><1/></a>', 'parser'],
    ['an undefined entity', '<a>&undefined;</a>', 'reference'],
    ['an HTML entity', '<a>&nbsp;</a>', 'reference'],
    ['a bare &', '<a>Müller & Söhne</a>', 'reference'],
    ['a bare & in an attribute', '<a x="a & b"/>', 'reference'],
    ['an undefined entity in an attribute', '<a x="&undefined;"/>', 'reference'],
    ['a reference to U+0001', '<a>&#1;</a>', 'reference'],
    ['a reference to a surrogate', '<a>&#xD800;</a>', 'reference'],
    ['a reference above U+10FFFF', '<a>&#x110000;</a>', 'reference'],
    ['a control character', '<a>\u0001</a>', 'character'],
    ['U+FFFE', '<a>\uFFFE</a>', 'character'],
    ['an unpaired surrogate', '<a>\uD800</a>', 'character'],
    [']]> in content', '<a>x]]>y</a>', 'cdata-end'],
    ['the xml prefix bound elsewhere', '<a xmlns:xml="urn:x"/>', 'namespace'],
    [
      'another prefix bound to the xml namespace',
      '<a xmlns:p="http://www.w3.org/XML/1998/namespace"/>',
      'namespace',
    ],
    ['the xmlns prefix declared', '<a xmlns:xmlns="urn:x"/>', 'namespace'],
    ['a prefix undeclared with ""', '<a xmlns:p=""/>', 'namespace'],
    [
      'one attribute twice through two prefixes',
      '<a xmlns:p="urn:u" xmlns:q="urn:u" p:x="1" q:x="2"/>',
      'namespace',
    ],
  ])('%s → MALFORMED_XML, as libxml2 agrees', (_name, text, reason) => {
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

  test("reports xmldom's own errors with message, line and column", () => {
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

describe('parseXml: well-formed', () => {
  test.each([
    ['comments, PIs and CDATA holding & and <', '<a><!-- & < --><?p & ?><![CDATA[ & < ]]]></a>'],
    [
      'all predefined and character references',
      '<a x="&amp;&#x9;">&#xE4;&#228;&amp;&lt;&gt;&quot;&apos;&#x10FFFF;</a>',
    ],
    ['> in attribute values and text', '<a x=">">a > b</a>'],
    ['an end tag with trailing space', '<a></a >'],
    [
      'the xml prefix bound to its own namespace',
      '<a xmlns:xml="http://www.w3.org/XML/1998/namespace" xml:lang="de"/>',
    ],
    ['the default namespace undeclared', '<a xmlns="urn:x"><b xmlns=""/></a>'],
    [
      'two prefixes for one namespace with different attributes',
      '<a xmlns:p="u" xmlns:q="u" p:x="1" q:y="2"/>',
    ],
    ['C1 controls, NEL and U+2028 (characters in XML 1.0)', '<a>\u0080\u0085\u2028</a>'],
    ['a comment and PI after the root', '<a/><!-- c --><?p?>\n'],
  ])('accepts %s, as libxml2 does', (_name, text) => {
    expect(libxml2Accepts(text)).toBe(true);
    expect(parseXml(text).root.nodeName).toBe('a');
  });

  test('normalises line ends as XML 1.0 does (CR LF and CR only), like libxml2', () => {
    const text = '<a x="1\r\n2\r3">p\r\nq\rr\u0085s\u2028t&#13;u</a>';
    const lib = XmlDocument.fromString(text);
    try {
      const { root } = parseXml(text);
      expect(root.textContent).toBe(lib.root.content);
      expect(root.getAttribute('x')).toBe('1 2 3');
    } finally {
      lib.dispose();
    }
  });

  test('every element carries the line its start tag is on, also with CR LF line ends', () => {
    const file = new URL('../../../fixtures/encoding/ok-utf8.xml', import.meta.url);
    const text = readFileSync(file, 'utf8');
    for (const source of [text, text.replace(/\n/g, '\r\n')]) {
      const { doc } = parseXml(source);
      const lines = text.split('\n');
      const elements = Array.from(doc.getElementsByTagName('*'));
      expect(elements.length).toBeGreaterThan(50);
      for (const element of elements) {
        const line = lineOf(element);
        expect(line).not.toBeNull();
        expect(lines[(line ?? 0) - 1]).toContain(`<${element.tagName}`);
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
      expect(parseXml(text).root.localName).toMatch(/^(Invoice|CreditNote|CrossIndustryInvoice)$/);
    }
  });
});

describe('parseXml: nesting depth', () => {
  const nested = (depth: number) => `${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}`;

  test('refuses 10,000 levels before building a tree', () => {
    const started = performance.now();
    expect(() => parseXml(nested(10_000))).toThrow(
      malformed({ reason: 'depth', limit: 200, line: 1, column: 601 }),
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test('accepts exactly the limit, refuses one more, and honours a configured limit', () => {
    expect(parseXml(nested(200)).root.nodeName).toBe('a');
    expect(() => parseXml(nested(201))).toThrow(malformed({ reason: 'depth', limit: 200 }));
    expect(() => parseXml(nested(11), { maxDepth: 10 })).toThrow(malformed({ reason: 'depth', limit: 10 }));
    expect(parseXml(`<r>${'<a/>'.repeat(1000)}</r>`, { maxDepth: 2 }).root.childNodes.length).toBe(1000);
  });
});
