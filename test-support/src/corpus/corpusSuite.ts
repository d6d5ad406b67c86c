import type { Engine, ValidateOptions } from '@einvoice/engine';
import { checkTestExpectation, compareRun } from './compareRun.ts';
import { documentOf } from './documentOf.ts';
import { readExpected } from './expected.ts';
import { knownDifferences } from './knownDifferences.ts';
import { runEngine } from './runEngine.ts';

/** Scenario family a VEFA testSet `configuration` names. */
export function scenarioOfConfiguration(configuration: string): string {
  if (configuration.startsWith('tc434-')) return 'en16931';
  if (configuration.startsWith('peppolbis-')) return 'peppol';
  throw new Error(`unknown testSet configuration ${configuration}`);
}

/** Agreement figures and the unexplained mismatches of one corpus. */
export interface CorpusReport {
  corpus: string;
  documents: number;
  findingsAgree: number;
  tests: number;
  testsAgree: number;
  kositVerified: number;
  unexplained: string[];
  knownStillDiffer: number;
}

/**
 * Runs every reference record of a corpus through the engine: the whole finding set and verdict against
 * the reference (natural scenario; the configured one too where the reference ran it), and each VEFA
 * test's own expectation under the scenario its testSet configures.
 */
export async function runCorpus(
  engine: Engine,
  corpus: string,
  filter?: (key: string) => boolean,
  /** The releases the reference ran (e.g. a pin to the release the corpus was judged under). */
  options: ValidateOptions = {},
): Promise<CorpusReport> {
  const known = knownDifferences('findings');
  const report: CorpusReport = {
    corpus,
    documents: 0,
    findingsAgree: 0,
    tests: 0,
    testsAgree: 0,
    kositVerified: 0,
    unexplained: [],
    knownStillDiffer: 0,
  };
  for (const rec of readExpected(corpus)) {
    if (filter && !filter(rec.key)) continue;
    const xml = documentOf(rec);
    report.documents += 1;
    const natural = await runEngine(engine, xml, undefined, options);
    const diffs = compareRun(natural, rec).map((d) => `natural: ${d}`);
    let forTest = natural;
    if (rec.configuredRun && rec.testSet) {
      forTest = await runEngine(engine, xml, scenarioOfConfiguration(rec.testSet.configuration), options);
      diffs.push(...compareRun(forTest, rec.configuredRun).map((d) => `configured: ${d}`));
    }
    if (natural.result?.verdict.kositVerified) report.kositVerified += 1;
    if (rec.testSet) {
      report.tests += 1;
      const t = checkTestExpectation(forTest, rec.testSet.expect);
      if (t.length === 0) report.testsAgree += 1;
      diffs.push(...t.map((d) => `test: ${d}`));
    }
    const reason = known.get(rec.key);
    if (diffs.length === 0) {
      report.findingsAgree += 1;
      if (reason)
        report.unexplained.push(`${rec.key}: listed as a known difference but now agrees; remove it`);
    } else if (reason) {
      report.knownStillDiffer += 1;
    } else {
      report.unexplained.push(
        `${rec.key}: ${diffs.slice(0, 6).join('; ')}${diffs.length > 6 ? ` (+${diffs.length - 6})` : ''}`,
      );
    }
  }
  const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(2)}%`);
  console.log(
    `[conformance] ${corpus}: whole finding sets ${report.findingsAgree}/${report.documents} (${pct(report.findingsAgree, report.documents)})` +
      (report.tests
        ? `, test expectations ${report.testsAgree}/${report.tests} (${pct(report.testsAgree, report.tests)})`
        : '') +
      `, kositVerified ${report.kositVerified}, known differences ${report.knownStillDiffer}`,
  );
  return report;
}
