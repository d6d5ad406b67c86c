import fs from 'node:fs';
import path from 'node:path';
import { loadSchemas, validateXsd, type XsdKind, type XsdSchemas } from '@einvoice/engine/xsd';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { type CorpusTest, readTestSet } from '@einvoice/test-support/corpus/readTestSets';
import { sourceXsdLoader } from '@einvoice/test-support/corpus/sourceXsdLoader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface ExpectedRecord {
  key: string;
  file: string;
  steps?: string[];
  wellFormed: boolean;
  xsdErrors: { line: number; column: number; message: string }[];
}

interface KnownDifference {
  key: string;
  reason: string;
}

const CORPORA = [
  'en16931-unit',
  'peppol-unit',
  'en16931-examples',
  'xrechnung-testsuite',
  'kosit-config-tests',
];

const KIND_BY_STEP: Record<string, XsdKind> = {
  'UBL-Invoice-2.1.xsd': 'ubl-invoice',
  'UBL-CreditNote-2.1.xsd': 'ubl-creditnote',
  'CrossIndustryInvoice_100pD16B.xsd': 'cii',
};

const known: KnownDifference[] = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'conformance/known-differences.json'), 'utf8'),
).xsd;

function readRecords(corpus: string): ExpectedRecord[] {
  return fs
    .readFileSync(path.join(corpusDir, 'expected', `${corpus}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as ExpectedRecord);
}

/** The document text exactly as the reference run validated it. */
function documentText(corpus: string, record: ExpectedRecord, testSets: Map<string, CorpusTest[]>): string {
  const hash = record.key.indexOf('#');
  if (hash < 0) return fs.readFileSync(path.join(corpusDir, record.file), 'utf8');
  const rel = record.key.slice(0, hash);
  let tests = testSets.get(rel);
  if (!tests) {
    tests = readTestSet(path.join(corpusDir, corpus, rel), rel);
    testSets.set(rel, tests);
  }
  const test = tests.find((t) => t.key === record.key);
  if (!test) throw new Error(`no <test> for ${record.key}`);
  return test.xml;
}

describe('XSD verdicts agree with the JDK validator', () => {
  let schemas: XsdSchemas;
  const disagreements: { key: string; detail: string }[] = [];
  const tally: string[] = [];

  beforeAll(async () => {
    schemas = await loadSchemas(sourceXsdLoader());
  });
  afterAll(() => schemas?.dispose());

  for (const corpus of CORPORA) {
    it(corpus, () => {
      const testSets = new Map<string, CorpusTest[]>();
      let agree = 0;
      let total = 0;
      for (const record of readRecords(corpus)) {
        const xsdStep = record.steps?.find((s) => s.endsWith('.xsd'));
        // Records without an XSD step are the reference's not-well-formed documents.
        const kind = xsdStep ? KIND_BY_STEP[xsdStep] : 'ubl-invoice';
        if (!kind) throw new Error(`unknown XSD step ${xsdStep}`);
        const result = validateXsd(schemas, kind, documentText(corpus, record, testSets));
        const jdkInvalid = record.xsdErrors.length > 0;
        const oursInvalid = result.errors.length > 0 || result.malformed !== null;
        const sameWellFormedness = record.wellFormed === (result.malformed === null);
        total += 1;
        if (jdkInvalid === oursInvalid && sameWellFormedness) {
          agree += 1;
          continue;
        }
        disagreements.push({
          key: `${corpus}/${record.key}`,
          detail: `JDK ${JSON.stringify(record.xsdErrors[0]?.message ?? 'valid')} vs libxml2 ${JSON.stringify(
            result.malformed?.message ?? result.errors[0]?.message ?? 'valid',
          )}`,
        });
      }
      tally.push(`${corpus}: ${agree}/${total} agree`);
      expect(total).toBeGreaterThan(0);
    });
  }

  it('disagrees only where known-differences.json says so, and still there', () => {
    console.log(`XSD agreement with the JDK validator\n  ${tally.join('\n  ')}`);
    const knownKeys = new Set(known.map((k) => k.key));
    const unexpected = disagreements.filter((d) => !knownKeys.has(d.key));
    const seen = new Set(disagreements.map((d) => d.key));
    const fixed = known.filter((k) => !seen.has(k.key)).map((k) => k.key);
    for (const d of unexpected) console.log(`  ${d.key}: ${d.detail}`);
    expect(unexpected.map((d) => d.key)).toEqual([]);
    expect(fixed).toEqual([]);
  });
});
