import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { listXmlFiles } from '@einvoice/test-support/corpus/readTestSets';
import { DOMParser, type Element, type Node } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { detectTree } from '../detect/detectTree.ts';
import { parseXmlTree } from '../xml/parseXmlTree.ts';
import { locateTerms } from './locateTerms.ts';
import { readInvoice } from './readInvoice.ts';
import { sameValue } from './sameValue.ts';
import type { InvoiceModel } from './types.ts';

const SUITE = path.join(corpusDir, 'xrechnung-testsuite');

function read(file: string): InvoiceModel {
  const tree = parseXmlTree(fs.readFileSync(file, 'utf8'));
  const d = detectTree(tree);
  return readInvoice(tree, d.syntax, d.document);
}

function twins(): [string, string][] {
  return listXmlFiles(SUITE)
    .filter((f) => f.endsWith('_ubl.xml') && fs.existsSync(f.replace(/_ubl\.xml$/, '_uncefact.xml')))
    .map((f) => [f, f.replace(/_ubl\.xml$/, '_uncefact.xml')]);
}

function values(m: InvoiceModel, bt: string): string[] {
  return locateTerms(m)
    .filter((t) => t.bt === bt)
    .map((t) => t.value);
}

// Values the twins are built to share: identity, dates, currency, totals, lines, VAT breakdown.
const SHARED = ['BT-1', 'BT-2', 'BT-5', 'BT-24', 'BT-106', 'BT-109', 'BT-112', 'BT-115', 'BT-116', 'BT-117'];
const SHARED_PER_LINE = ['BT-126', 'BT-129', 'BT-130', 'BT-131', 'BT-151', 'BT-153'];

describe('readInvoice', () => {
  const pairs = twins();
  it('finds the twins of the XRechnung test suite', () => {
    expect(pairs.length).toBeGreaterThan(30);
  });

  it.each(pairs.map(([u, c]) => [path.basename(u, '_ubl.xml'), u, c]))(
    '%s: UBL and CII twins give the same shared business-term values',
    (_name, ublFile, ciiFile) => {
      const ubl = read(ublFile as string);
      const cii = read(ciiFile as string);
      for (const bt of [...SHARED, ...SHARED_PER_LINE]) {
        const a = values(ubl, bt);
        const b = values(cii, bt);
        expect(b.length, `${bt} count`).toBe(a.length);
        a.forEach((v, i) => {
          expect(sameValue(bt, v, b[i] as string), `${bt}: ${v} vs ${b[i]}`).toBe(true);
        });
      }
      const lines = (m: InvoiceModel) => m.groups.filter((g) => g.bg === 'BG-25').length;
      expect(lines(cii)).toBe(lines(ubl));
    },
  );

  it('accounts for every text and attribute of a document exactly once', () => {
    for (const file of listXmlFiles(SUITE)) {
      // xmldom, an independent reader, counts what the document holds.
      const doc = new DOMParser().parseFromString(fs.readFileSync(file, 'utf8'), 'text/xml');
      const m = read(file);
      let expected = 0;
      const visit = (el: Element) => {
        for (const a of Array.from(el.attributes)) if (!/^xmlns(:|$)/.test(a.name)) expected++;
        const text = Array.from(el.childNodes as ArrayLike<Node>)
          .filter((n) => n.nodeType === 3 || n.nodeType === 4)
          .map((n) => n.nodeValue)
          .join('');
        if (text.trim() !== '') expected++;
        for (const c of Array.from(el.childNodes as ArrayLike<Node>))
          if (c.nodeType === 1) visit(c as Element);
      };
      visit(doc.documentElement as Element);
      const terms = locateTerms(m);
      // A UBL note `#CODE#text` is one text read as two terms (BT-21, BT-22).
      const split = terms.filter((t) => t.bt === 'BT-21' && m.syntax === 'UBL').length;
      const attrs = terms.reduce((n, t) => n + t.attributes.length, 0);
      const found = terms.length - split + attrs + m.structural.length + m.other.length;
      expect(found, path.basename(file)).toBe(expected);
    }
  });

  it('gives positional source paths with the findings prefixes and CII dates as ISO dates', () => {
    const [ublFile, ciiFile] = pairs[0] as [string, string];
    const ubl = read(ublFile);
    const cii = read(ciiFile);
    const line = ubl.groups.find((g) => g.bg === 'BG-25');
    expect(line?.xpath).toBe('/ubl:Invoice[1]/cac:InvoiceLine[1]');
    expect(line?.terms.find((t) => t.bt === 'BT-126')?.xpath).toBe(
      '/ubl:Invoice[1]/cac:InvoiceLine[1]/cbc:ID[1]',
    );
    const issue = cii.terms.find((t) => t.bt === 'BT-2');
    expect(issue?.xpath).toBe(
      '/rsm:CrossIndustryInvoice[1]/rsm:ExchangedDocument[1]/ram:IssueDateTime[1]/udt:DateTimeString[1]',
    );
    expect(issue?.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(issue?.raw).toMatch(/^\d{8}$/);
  });

  it('reads credit notes with their CreditNote bindings', () => {
    const m = read(path.join(corpusDir, 'en16931-examples/ubl/ubl-tc434-creditnote1.xml'));
    expect(m.document).toBe('ubl-creditnote');
    expect(values(m, 'BT-3')).toHaveLength(1);
    const lines = m.groups.filter((g) => g.bg === 'BG-25');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]?.xpath).toBe('/cn:CreditNote[1]/cac:CreditNoteLine[1]');
    expect(lines.every((l) => l.terms.some((t) => t.bt === 'BT-129'))).toBe(true);
  });
});
