import fs from 'node:fs';
import path from 'node:path';
import { compileSchematronToXslt } from '@einvoice/rulesets/compileSchematron';
import { compileXsltToSef } from '@einvoice/rulesets/compileXsltToSef';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { listXmlFiles, readTestSet } from '@einvoice/test-support/corpus/readTestSets';
import SaxonJS from 'saxon-js';
import { describe, expect, it } from 'vitest';

// Proof that the project's Schematron compiler reproduces the official CEN XSLT: both compiled to
// SEF and run by SaxonJS on every CEN unit test must fire the same (id, flag, location) multiset.

const rulesetsDir = process.env.RULESETS_DIR ?? path.resolve(repoRoot, '../shared/rulesets');

interface SvrlNode {
  nodeType: number;
  localName?: string;
  childNodes: ArrayLike<SvrlNode>;
  getAttribute?(name: string): string | null;
}

/** The sorted fired findings of one run, or the dynamic error that stopped it. */
function fired(sef: unknown, xml: string): string[] | { error: string } {
  let doc: SvrlNode;
  try {
    doc = SaxonJS.transform({ stylesheetInternal: sef, sourceText: xml, destination: 'document' }, 'sync')
      .principalResult as SvrlNode;
  } catch (e) {
    const err = e as { code?: string; message?: string };
    return { error: err.code ?? err.message ?? String(e) };
  }
  const root = Array.from(doc.childNodes).find((n) => n.nodeType === 1);
  const out: string[] = [];
  for (const n of root ? Array.from(root.childNodes) : []) {
    if (n.localName !== 'failed-assert' && n.localName !== 'successful-report') continue;
    const a = (name: string) => n.getAttribute?.(name) ?? '';
    out.push(`${n.localName} ${a('id')} ${a('flag')} ${a('location')}`);
  }
  return out.sort();
}

interface Case {
  group: string;
  key: string;
  xml: string;
}

/** Every testSet `<test>` under the given corpus folders, plus whole example documents of the syntax. */
function cases(syntax: 'ubl' | 'cii'): Case[] {
  const out: Case[] = [];
  const unitDirs =
    syntax === 'ubl'
      ? ['en16931-unit/Invoice-unit-UBL', 'en16931-unit/CreditNote-unit-UBL']
      : ['en16931-unit/cii'];
  const peppolDirs = fs
    .readdirSync(path.join(corpusDir, 'peppol-unit'))
    .filter((d) => d.startsWith(`unit-${syntax.toUpperCase()}-`))
    .map((d) => `peppol-unit/${d}`);
  for (const [group, dirs] of [
    ['CEN unit tests', unitDirs],
    ['Peppol unit tests', peppolDirs],
  ] as const) {
    for (const dir of dirs) {
      for (const file of listXmlFiles(path.join(corpusDir, dir))) {
        for (const test of readTestSet(file, path.relative(corpusDir, file))) {
          out.push({ group, key: test.key, xml: test.xml });
        }
      }
    }
  }
  for (const dir of ['en16931-examples', 'en16931-unit/testfiles']) {
    for (const file of listXmlFiles(path.join(corpusDir, dir))) {
      const xml = fs.readFileSync(file, 'utf8');
      const isCii = /<(?:[\w.-]+:)?CrossIndustryInvoice[\s>]/.test(xml);
      if (isCii === (syntax === 'cii'))
        out.push({ group: 'CEN examples', key: path.relative(corpusDir, file), xml });
    }
  }
  return out;
}

describe('CEN EN 16931 schematron: project compiler vs official XSLT', () => {
  for (const syntax of ['ubl', 'cii'] as const) {
    it(`${syntax}: same findings on every CEN unit test and example`, { timeout: 900_000 }, () => {
      const upper = syntax.toUpperCase();
      const t0 = performance.now();
      const ownXslt = compileSchematronToXslt(
        path.join(rulesetsDir, `en16931/${syntax}/schematron/EN16931-${upper}-validation.sch`),
      );
      const compileMs = performance.now() - t0;
      const own = compileXsltToSef(ownXslt);
      const official = compileXsltToSef(
        fs.readFileSync(
          path.join(rulesetsDir, `en16931/${syntax}/xslt/EN16931-${upper}-validation.xslt`),
          'utf8',
        ),
      );
      const stats = new Map<string, { docs: number; agree: number; findings: number; bothError: string[] }>();
      const disagreements: { key: string; own: unknown; official: unknown }[] = [];
      for (const c of cases(syntax)) {
        const g = stats.get(c.group) ?? { docs: 0, agree: 0, findings: 0, bothError: [] };
        stats.set(c.group, g);
        g.docs += 1;
        const a = fired(own, c.xml);
        const b = fired(official, c.xml);
        if (JSON.stringify(a) !== JSON.stringify(b)) {
          disagreements.push({ key: c.key, own: a, official: b });
          continue;
        }
        g.agree += 1;
        if (Array.isArray(a)) g.findings += a.length;
        else g.bothError.push(`${c.key} (${a.error})`);
      }
      for (const [group, g] of stats) {
        console.log(
          `${syntax} ${group}: ${g.agree}/${g.docs} agree, ${g.findings} findings compared` +
            (g.bothError.length ? `; both stopped by the same error on ${g.bothError.join(', ')}` : ''),
        );
      }
      console.log(`${syntax}: .sch -> XSLT compile ${compileMs.toFixed(0)} ms`);
      expect(disagreements.slice(0, 5)).toEqual([]);
      expect(stats.get('CEN unit tests')?.docs).toBeGreaterThan(0);
    });
  }
});
