import fs from 'node:fs';
import path from 'node:path';
import type { Engine } from '@einvoice/engine';
import { isEngineError, toErrorData } from '@einvoice/engine/errors';
import { createNodeEngine } from '@einvoice/engine/node';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import type { TestValidateOutcome } from '@einvoice/web/testHooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectedValid } from './expectedValid.ts';
import { useApp } from './openApp.ts';

const resultsDir = path.join(repoRoot, 'test-results');

/** Corpus documents (relative to the corpus root) covering UBL and CII, each scenario family, valid and invalid. */
const CORPUS_CASES = [
  'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml',
  'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_uncefact.xml',
  'en16931-examples/ubl/guide-example1.xml',
  'en16931-examples/cii/CII_business_example_01.xml',
  'en16931-examples/ubl/issue116.xml',
  'kosit-config-tests/cen-unit-test/ubl-br-o-02-and-br-o-03-with-bt-31.xml',
];

async function inNode(engine: Engine, xml: string): Promise<TestValidateOutcome> {
  try {
    return { result: await engine.validate({ xml }) };
  } catch (e) {
    if (isEngineError(e)) return { error: toErrorData(e) };
    throw e;
  }
}

describe('engine in a browser Web Worker', () => {
  const app = useApp({ ui: false });
  let node: Engine;

  const inWorker = (xml: string) =>
    app.page.evaluate((x) => (window.__validate as NonNullable<Window['__validate']>)(x), xml);

  beforeAll(async () => {
    node = await createNodeEngine();
  });

  it.each(CORPUS_CASES)('%s: same result as in Node, and the official verdict', async (file) => {
    const xml = fs.readFileSync(path.join(corpusDir, file), 'utf8');
    const [worker, reference] = [await inWorker(xml), await inNode(node, xml)];
    expect(worker).toEqual(reference);
    expect(worker).toMatchObject({ result: { valid: expectedValid(file) } });
  });

  it.each([
    [
      'a truncated document',
      () => fs.readFileSync(path.join(corpusDir, CORPUS_CASES[0] as string), 'utf8').slice(0, 2000),
    ],
    [
      'a DOCTYPE with an external entity',
      () => fs.readFileSync(path.join(repoRoot, 'fixtures/hostile/refused-xxe-external-entity.xml'), 'utf8'),
    ],
  ])('%s: the same engine error crosses the Worker boundary', async (_name, read) => {
    const xml = read();
    const [worker, reference] = [await inWorker(xml), await inNode(node, xml)];
    expect('error' in reference).toBe(true);
    expect(worker).toEqual(reference);
  });

  it('validates a picked file (its bytes) and shows the same verdict and findings', async () => {
    const file = path.join(corpusDir, CORPUS_CASES[5] as string);
    await app.page.setInputFiles('input[type=file]', file);
    const verdict = app.page.getByTestId('verdict');
    await verdict.waitFor();
    const bytes = fs.readFileSync(file);
    const reference = await node.validate({ xmlBase64: bytes.toString('base64') });
    expect(await verdict.getAttribute('data-valid')).toBe(String(reference.valid));
    const shown = await app.page
      .getByTestId('finding')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-rule')));
    expect(shown.sort()).toEqual(reference.findings.map((f) => f.ruleId).sort());
    fs.mkdirSync(resultsDir, { recursive: true });
    await app.page.screenshot({ path: path.join(resultsDir, 'worker-parity.png'), fullPage: false });
  });
});
