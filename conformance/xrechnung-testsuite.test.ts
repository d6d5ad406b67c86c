import { createNodeEngine } from '@einvoice/engine/node';
import { runCorpus } from '@einvoice/test-support/corpus/corpusSuite';
import { expect, it } from 'vitest';

it('xrechnung-testsuite: agrees with the reference, and every invoice is valid and KoSIT-verified', async () => {
  const report = await runCorpus(await createNodeEngine(), 'xrechnung-testsuite');
  expect(report.documents).toBeGreaterThan(0);
  expect(report.unexplained).toEqual([]);
  expect(report.kositVerified).toBe(report.documents);
});
