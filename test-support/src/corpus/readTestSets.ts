import fs from 'node:fs';
import path from 'node:path';
import { DOMParser, type Element, XMLSerializer } from '@xmldom/xmldom';

const VEFA_NS = 'http://difi.no/xsd/vefa/validator/1.0';

/** One `<test>` of a VEFA testSet: the invoice it holds and what the test expects. */
export interface CorpusTest {
  /** `relative/path.xml#index`, the key used by `expected/<corpus>.jsonl`. */
  key: string;
  file: string;
  index: number;
  configuration: string | null;
  description: string;
  expect: { success: string[]; error: string[]; warning: string[] };
  /** The invoice element serialised as a standalone document. */
  xml: string;
}

function texts(parent: Element, local: string): string[] {
  const out: string[] = [];
  for (const el of Array.from(parent.getElementsByTagNameNS(VEFA_NS, local))) {
    const t = (el.textContent ?? '').trim();
    if (t) out.push(t);
  }
  return out;
}

/** Reads every `<test>` of a testSet file; `rel` is the path relative to the corpus folder given as key prefix. */
export function readTestSet(absPath: string, rel: string): CorpusTest[] {
  const doc = new DOMParser().parseFromString(fs.readFileSync(absPath, 'utf8'), 'text/xml');
  const root = doc.documentElement;
  if (root?.localName !== 'testSet') return [];
  const configuration = root.getAttribute('configuration');
  const tests: CorpusTest[] = [];
  let index = 0;
  for (const node of Array.from(root.childNodes)) {
    const test = node as Element;
    if (test.nodeType !== 1 || test.localName !== 'test') continue;
    index += 1;
    const assert = Array.from(test.childNodes).find(
      (n) => n.nodeType === 1 && (n as Element).localName === 'assert',
    ) as Element | undefined;
    const invoice = Array.from(test.childNodes).find(
      (n) => n.nodeType === 1 && (n as Element).localName !== 'assert',
    ) as Element | undefined;
    if (!invoice) continue;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(invoice)}\n`;
    tests.push({
      key: `${rel}#${index}`,
      file: rel,
      index,
      configuration,
      description: assert ? texts(assert, 'description').join(' ') : '',
      expect: {
        success: assert ? texts(assert, 'success') : [],
        error: assert ? texts(assert, 'error') : [],
        warning: assert ? texts(assert, 'warning') : [],
      },
      xml,
    });
  }
  return tests;
}

/** All testSet files below `dir` (recursive, sorted), as absolute paths. */
export function listXmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listXmlFiles(p));
    else if (/\.xml$/i.test(entry.name)) out.push(p);
  }
  return out.sort();
}
