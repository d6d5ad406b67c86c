import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { readTestSet } from '@einvoice/test-support/corpus/readTestSets';
import { describe, expect, it } from 'vitest';
import { parseXmlTree } from '../../xml/parseXmlTree.ts';
import { checkLineArithmetic } from './checkLineArithmetic.ts';

interface Run {
  steps?: string[];
  stepErrors?: string[];
  findings?: { id: string; location: string }[];
}
interface CorpusRecord extends Run {
  key: string;
  file: string;
  syntax: string | null;
  wellFormed?: boolean;
  configuredRun?: Run;
}

const R120 = 'PEPPOL-EN16931-R120';
const R046 = 'PEPPOL-EN16931-R046';
// The artefacts that carry each Peppol rule: Peppol BIS itself and the XRechnung release, which merges both
// (the pinned Peppol CII artefact has no R046: "not needed due to lack of elements").
const CARRIERS: Record<string, RegExp> = {
  [R120]: /^(PEPPOL-EN16931-(UBL|CII)|XRechnung-(UBL|CII)-validation)\.xsl$/,
  [R046]: /^(PEPPOL-EN16931-UBL|XRechnung-(UBL|CII)-validation)\.xsl$/,
};
const RULE_OF = { 'EN16931-CALC-131': R120, 'EN16931-CALC-146': R046 } as const;
const LINE = /^.*?\/(?:cac:InvoiceLine|cac:CreditNoteLine|ram:IncludedSupplyChainTradeLineItem)\[\d+\]/;

function lineOf(location: string): string | null {
  return LINE.exec(location)?.[0] ?? null;
}

function records(): CorpusRecord[] {
  const dir = path.join(corpusDir, 'expected');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) =>
      fs
        .readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as CorpusRecord),
    );
}

function documentXml(rec: CorpusRecord, testSets: Map<string, Map<string, string>>): string | undefined {
  const abs = path.join(corpusDir, rec.file);
  // A byte-order mark is the file's encoding, not its text (FNFE's CDAR examples carry one).
  if (!rec.key.includes('#')) return fs.readFileSync(abs, 'utf8').replace(/^\uFEFF/, '');
  let tests = testSets.get(rec.file);
  if (!tests) {
    const rel = rec.key.slice(0, rec.key.indexOf('#'));
    tests = new Map(readTestSet(abs, rel).map((t) => [t.key, t.xml]));
    testSets.set(rec.file, tests);
  }
  return tests.get(rec.key);
}

interface Comparison {
  key: string;
  rule: string;
  official: string[];
  ours: string[];
}

interface Tally {
  /** Runs that carried the rule. */
  compared: number;
  /** Official (rule, line) hits our warnings reproduce. */
  matched: number;
  mismatches: Comparison[];
}

function compareCorpus(): Tally {
  const testSets = new Map<string, Map<string, string>>();
  const mismatches: Comparison[] = [];
  let compared = 0;
  let matched = 0;
  for (const rec of records()) {
    if (rec.wellFormed === false || !rec.syntax) continue;
    const runs = [rec, ...(rec.configuredRun ? [rec.configuredRun] : [])];
    const xml = documentXml(rec, testSets);
    if (!xml) continue;
    const warnings = checkLineArithmetic(parseXmlTree(xml), rec.syntax === 'CII' ? 'CII' : 'UBL');
    for (const run of runs) {
      for (const rule of [R120, R046]) {
        const carrier = (run.steps ?? []).find((s) => CARRIERS[rule]?.test(s));
        if (!carrier || (run.stepErrors ?? []).some((e) => e.startsWith(carrier))) continue;
        compared += 1;
        const official = [
          ...new Set(
            (run.findings ?? []).filter((f) => f.id === rule).map((f) => lineOf(f.location) ?? f.location),
          ),
        ].sort();
        const ours = [
          ...new Set(warnings.filter((w) => RULE_OF[w.rule] === rule).map((w) => lineOf(w.xpath) ?? w.xpath)),
        ].sort();
        matched += official.filter((loc) => ours.includes(loc)).length;
        if (official.join() !== ours.join()) {
          mismatches.push({ key: rec.key, rule, official, ours });
        }
      }
    }
  }
  return { compared, matched, mismatches };
}

describe('checkLineArithmetic against the official Peppol verdicts of the corpus', () => {
  it('warns exactly on the lines PEPPOL-EN16931-R120 / R046 flag, and nowhere the reference found clean', () => {
    const { compared, matched, mismatches } = compareCorpus();
    expect(mismatches).toEqual([]);
    // Guards against a vacuous pass: the corpus has well over a thousand Peppol/XRechnung runs and a dozen hits.
    expect(compared).toBeGreaterThan(1000);
    expect(matched).toBeGreaterThan(10);
  });
});

describe('checkLineArithmetic on hand-made lines', () => {
  const ubl = (line: string): string =>
    `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cac:InvoiceLine><cbc:ID>L1</cbc:ID></cac:InvoiceLine>${line}</Invoice>`;
  const parse = (xml: string) => parseXmlTree(xml);

  it('reports expected, actual and difference as exact decimal text with a positional xpath', () => {
    const doc = parse(
      ubl(`<cac:InvoiceLine><cbc:ID>7</cbc:ID><cbc:InvoicedQuantity unitCode="C62">3</cbc:InvoicedQuantity>
        <cbc:LineExtensionAmount currencyID="EUR">30.30</cbc:LineExtensionAmount>
        <cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:Amount currencyID="EUR">0.10</cbc:Amount></cac:AllowanceCharge>
        <cac:Price><cbc:PriceAmount currencyID="EUR">10.10</cbc:PriceAmount>
          <cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:Amount currencyID="EUR">0.90</cbc:Amount><cbc:BaseAmount currencyID="EUR">11.10</cbc:BaseAmount></cac:AllowanceCharge>
        </cac:Price></cac:InvoiceLine>`),
    );
    const warnings = checkLineArithmetic(doc, 'UBL');
    expect(warnings.map((w) => [w.rule, w.line, w.expected, w.actual, w.difference, w.xpath])).toEqual([
      [
        'EN16931-CALC-131',
        { position: 2, id: '7' },
        '30.20',
        '30.30',
        '0.10',
        '/ubl:Invoice[1]/cac:InvoiceLine[2]/cbc:LineExtensionAmount[1]',
      ],
      [
        'EN16931-CALC-146',
        { position: 2, id: '7' },
        '10.20',
        '10.10',
        '-0.10',
        '/ubl:Invoice[1]/cac:InvoiceLine[2]/cac:Price[1]/cbc:PriceAmount[1]',
      ],
    ]);
    expect(warnings[0]?.bts).toEqual(['BT-131', 'BT-129', 'BT-146', 'BT-136']);
  });

  it('tolerates 0.02 as the Peppol rule does, and divides by the base quantity', () => {
    const line = (amount: string) =>
      ubl(`<cac:InvoiceLine><cbc:ID>2</cbc:ID><cbc:InvoicedQuantity unitCode="C62">3</cbc:InvoicedQuantity>
        <cbc:LineExtensionAmount currencyID="EUR">${amount}</cbc:LineExtensionAmount>
        <cac:Price><cbc:PriceAmount currencyID="EUR">20</cbc:PriceAmount><cbc:BaseQuantity unitCode="C62">2</cbc:BaseQuantity></cac:Price></cac:InvoiceLine>`);
    expect(checkLineArithmetic(parse(line('30.02')), 'UBL')).toEqual([]);
    expect(checkLineArithmetic(parse(line('29.98')), 'UBL')).toEqual([]);
    expect(checkLineArithmetic(parse(line('30.03')), 'UBL').map((w) => w.difference)).toEqual(['0.03']);
    expect(checkLineArithmetic(parse(line('29.97')), 'UBL').map((w) => w.difference)).toEqual(['-0.03']);
  });

  it('takes every price allowance of a CII gross price off it: 1.50 − 0.03 − 0.02 = 1.45', () => {
    const allowance = (amount: string) =>
      `<ram:AppliedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>false</udt:Indicator></ram:ChargeIndicator><ram:ActualAmount>${amount}</ram:ActualAmount></ram:AppliedTradeAllowanceCharge>`;
    const cii = (net: string) =>
      parse(`<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:SupplyChainTradeTransaction><ram:IncludedSupplyChainTradeLineItem>
    <ram:AssociatedDocumentLineDocument><ram:LineID>1</ram:LineID></ram:AssociatedDocumentLineDocument>
    <ram:SpecifiedLineTradeAgreement>
      <ram:GrossPriceProductTradePrice><ram:ChargeAmount>1.50</ram:ChargeAmount>${allowance('0.03')}${allowance('0.02')}</ram:GrossPriceProductTradePrice>
      <ram:NetPriceProductTradePrice><ram:ChargeAmount>${net}</ram:ChargeAmount></ram:NetPriceProductTradePrice>
    </ram:SpecifiedLineTradeAgreement>
    <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">2</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
    <ram:SpecifiedLineTradeSettlement><ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>2.90</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
  </ram:IncludedSupplyChainTradeLineItem></rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`);
    expect(checkLineArithmetic(cii('1.45'), 'CII')).toEqual([]);
    expect(
      checkLineArithmetic(cii('1.47'), 'CII').map((w) => [w.rule, w.expected, w.actual, w.difference]),
    ).toEqual([
      ['EN16931-CALC-131', '2.94', '2.90', '-0.04'],
      ['EN16931-CALC-146', '1.45', '1.47', '0.02'],
    ]);
  });
});
