import { createNodeEngine } from '@einvoice/engine/node';
import { runCorpus } from '@einvoice/test-support/corpus/corpusSuite';
import { expect, it } from 'vitest';

it('kosit-config-tests: every document agrees with the reference verdicts', async () => {
  const report = await runCorpus(await createNodeEngine(), 'kosit-config-tests');
  expect(report.documents).toBeGreaterThan(0);
  expect(report.unexplained).toEqual([]);
});
