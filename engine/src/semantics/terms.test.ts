import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { readOfficialRules } from '@einvoice/test-support/corpus/readOfficialRules';
import { listXmlFiles, readTestSet } from '@einvoice/test-support/corpus/readTestSets';
import SaxonJS from 'saxon-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { TERM_NAMES_FR } from './termNamesFr.ts';
import { TERMS, type Term, termById } from './terms.ts';

const NS = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
};
const ROOTS = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  CrossIndustryInvoice: NS.rsm,
} as const;
type Kind = keyof typeof ROOTS;
type Binding = 'ubl' | 'ublCreditNote' | 'cii';

// Standalone sample invoices of the corpora (testSet files are fragments and are skipped by their root element).
const SAMPLE_DIRS = [
  'xrechnung-testsuite',
  'en16931-examples',
  'en16931-unit/testfiles',
  'peppol-unit/examples',
];
// Few standalone credit notes exist, so the CEN credit-note unit tests add theirs for CreditNote-only bindings.
const CREDIT_NOTE_TEST_SETS = 'en16931-unit/CreditNote-unit-UBL';

interface Sample {
  kind: Kind;
  file: string;
  doc: unknown;
}

async function toSample(text: string, file: string): Promise<Sample | null> {
  try {
    const doc = await SaxonJS.getResource({ text, type: 'xml' });
    const el = SaxonJS.XPath.evaluate('/*', doc) as { localName: string; namespaceURI: string };
    const kind = el.localName as Kind;
    return ROOTS[kind] === el.namespaceURI ? { kind, file, doc } : null;
  } catch {
    return null; // not well-formed: some corpus files are deliberately broken
  }
}

async function loadSamples(): Promise<Sample[]> {
  const texts: [string, string][] = [];
  for (const dir of SAMPLE_DIRS) {
    for (const file of listXmlFiles(path.join(corpusDir, dir)))
      texts.push([fs.readFileSync(file, 'utf8'), file]);
  }
  for (const file of listXmlFiles(path.join(corpusDir, CREDIT_NOTE_TEST_SETS))) {
    for (const t of readTestSet(file, path.relative(corpusDir, file))) texts.push([t.xml, t.key]);
  }
  const samples = await Promise.all(texts.map(([text, file]) => toSample(text, file)));
  return samples.filter((s): s is Sample => s !== null);
}

function exists(pathExpr: string, doc: unknown): boolean {
  return SaxonJS.XPath.evaluate(`exists(/*/(${pathExpr}))`, doc, { namespaceContext: NS }) as boolean;
}

const BINDING_KINDS: Record<Binding, Kind> = {
  ubl: 'Invoice',
  ublCreditNote: 'CreditNote',
  cii: 'CrossIndustryInvoice',
};

function pathOf(term: Term, binding: Binding): string | null {
  if (binding === 'ublCreditNote') return term.ublCreditNote ?? term.ubl;
  return term[binding];
}

describe('TERMS', () => {
  it('lists BT-1..BT-165 (EN 16931-1 has no BT-4) and BG-1..BG-32 once each', () => {
    const expected = [
      ...Array.from({ length: 165 }, (_, i) => `BT-${i + 1}`).filter((id) => id !== 'BT-4'),
      ...Array.from({ length: 32 }, (_, i) => `BG-${i + 1}`),
    ].sort();
    expect(TERMS.map((t) => t.id).sort()).toEqual(expected);
    expect(termById('BT-1')?.name).toEqual({
      en: 'Invoice number',
      de: 'Rechnungsnummer',
      fr: 'Numéro de facture',
    });
    expect(termById('BT-4')).toBeUndefined();
  });

  it('names every term and group in French, and only those', () => {
    expect(TERMS.filter((t) => !t.name.fr).map((t) => t.id)).toEqual([]);
    expect(Object.keys(TERM_NAMES_FR).filter((id) => !termById(id))).toEqual([]);
  });

  it('places every term and group inside an existing group', () => {
    for (const t of TERMS) {
      if (t.parent === null) continue;
      expect(termById(t.parent)?.kind, t.id).toBe('BG');
    }
  });

  it('names every term that an official rule message names with an id the table knows', () => {
    const named = new Set(
      // Factur-X EXTENDED names its own extension terms (BT-X-…, BT-173…), outside EN 16931's table.
      readOfficialRules()
        .filter((r) => !r.file.includes('factur-x'))
        .flatMap((r) => Array.from(r.message.matchAll(/\b(B[TG]-\d+)\b/g), (m) => m[1] as string)),
    );
    expect([...named].filter((id) => !termById(id))).toEqual([]);
  });
});

describe('TERMS syntax bindings against the corpus', () => {
  let samples: Sample[] = [];
  beforeAll(async () => {
    samples = await loadSamples();
  });

  it('resolves every UBL, UBL CreditNote and CII path to a node in some corpus document', () => {
    expect(samples.filter((s) => s.kind === 'Invoice').length).toBeGreaterThan(20);
    expect(samples.filter((s) => s.kind === 'CreditNote').length).toBeGreaterThan(0);
    expect(samples.filter((s) => s.kind === 'CrossIndustryInvoice').length).toBeGreaterThan(20);
    const unresolved: string[] = [];
    for (const term of TERMS) {
      for (const binding of ['ubl', 'ublCreditNote', 'cii'] as const) {
        const expr = pathOf(term, binding);
        // A CreditNote path equal to the Invoice one uses the same UBL common components, checked above.
        if (!expr || (binding === 'ublCreditNote' && expr === term.ubl)) continue;
        const pool = samples.filter((s) => s.kind === BINDING_KINDS[binding]);
        if (!pool.some((s) => exists(expr, s.doc))) unresolved.push(`${term.id} ${binding}: ${expr}`);
      }
    }
    expect(unresolved).toEqual([]);
  });
});
