import fs from 'node:fs';
import path from 'node:path';
import { DOMParser, type Element } from '@xmldom/xmldom';
import SaxonJS from 'saxon-js';

const ASSERTIONS_NS = 'http://www.xoev.de/de/validator/framework/1/assertions';

export interface AssertionResult {
  reportDoc: string;
  test: string;
  description: string;
  passed: boolean;
  /** Why it could not be evaluated (report missing, XPath error), when it could not. */
  error?: string;
}

/**
 * KoSIT's `-c`: each `<a:assertion report-doc test>` of the file is an XPath (3.1, as KoSIT evaluates them with
 * Saxon) over the report of that name in `reportDir`; SaxonJS evaluates it with the file's namespaces.
 */
export async function checkAssertions(file: string, reportDir: string): Promise<AssertionResult[]> {
  const root = new DOMParser().parseFromString(fs.readFileSync(file, 'utf8'), 'text/xml').documentElement;
  if (!root) throw new Error(`${file}: not an assertions file`);
  const children = Array.from(root.childNodes).filter(
    (n): n is Element => n.nodeType === 1 && (n as Element).namespaceURI === ASSERTIONS_NS,
  );
  const namespaceContext: Record<string, string> = {};
  for (const n of children.filter((c) => c.localName === 'namespace')) {
    namespaceContext[n.getAttribute('prefix') ?? ''] = (n.textContent ?? '').trim();
  }
  const reports = new Map<string, Promise<unknown>>();
  const reportOf = (name: string) => {
    let doc = reports.get(name);
    if (!doc) {
      doc = fs.promises
        .readFile(path.join(reportDir, name), 'utf8')
        .then((text) => SaxonJS.getResource({ text, type: 'xml' }));
      reports.set(name, doc);
    }
    return doc;
  };
  const results: AssertionResult[] = [];
  for (const a of children.filter((c) => c.localName === 'assertion')) {
    const reportDoc = a.getAttribute('report-doc') ?? '';
    const test = a.getAttribute('test') ?? '';
    const description = (a.textContent ?? '').replace(/\s+/g, ' ').trim();
    try {
      const doc = await reportOf(reportDoc);
      const passed = SaxonJS.XPath.evaluate(`boolean(${test})`, doc, { namespaceContext }) === true;
      results.push({ reportDoc, test, description, passed });
    } catch (e) {
      results.push({ reportDoc, test, description, passed: false, error: (e as Error).message });
    }
  }
  return results;
}
