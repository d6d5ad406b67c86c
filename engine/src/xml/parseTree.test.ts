import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { corpusDir } from '../../../conformance/lib/paths.ts';
import { ELEMENT } from '../rules/XmlTree.ts';
import { parseTree } from './parseTree.ts';
import { lineOf, parseXml } from './parseXml.ts';
import { MALFORMED, WELL_FORMED } from './wellFormednessCases.ts';

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return null;
}

describe('parseTree: exactly as strict as parseXml', () => {
  test.each(MALFORMED)('%s → the same error and details as parseXml', (_name, text) => {
    const dom = thrown(() => parseXml(text));
    expect(dom).not.toBeNull();
    expect(thrown(() => parseTree(text))).toEqual(dom);
  });

  test.each(WELL_FORMED)('accepts %s', (_name, text) => {
    expect(parseTree(text).size).toBeGreaterThan(1);
  });

  test.each([
    ['a DOCTYPE', '<!DOCTYPE a><a/>'],
    ['a reference error on line 3', '<r>\n<a>\n x &bad; y</a></r>'],
    ['nesting past the limit', `${'<a>'.repeat(201)}${'</a>'.repeat(201)}`],
    ['a misplaced CDATA section', '<![CDATA[x]]><a/>'],
    ['a comment ending in ---', '<a><!-- x ---></a>'],
    ['a PI named xml inside', '<a><?xml version="1.0"?></a>'],
    ['an empty end tag', '<a></></a>'],
  ])('%s → the same error and details as parseXml', (_name, text) => {
    const dom = thrown(() => parseXml(text));
    expect(dom).not.toBeNull();
    expect(thrown(() => parseTree(text))).toEqual(dom);
  });
});

describe('parseTree: lines for findings', () => {
  test('every element starts on the line xmldom reports, on official invoices, also with CR LF', () => {
    const dir = path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard');
    const files = readdirSync(dir).filter((f) => f.endsWith('.xml'));
    expect(files.length).toBeGreaterThan(20);
    for (const f of files.slice(0, 8)) {
      const text = readFileSync(path.join(dir, f), 'utf8');
      for (const source of [text, text.replace(/\n/g, '\r\n')]) {
        const tree = parseTree(source);
        const domLines = Array.from(parseXml(source).doc.getElementsByTagName('*')).map(lineOf);
        const treeLines: number[] = [];
        for (let i = 0; i < tree.size; i++) if (tree.kind[i] === ELEMENT) treeLines.push(tree.lineOf(i));
        expect(treeLines).toEqual(domLines);
      }
    }
  });
});
