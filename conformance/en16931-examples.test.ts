import { createNodeEngine } from '@einvoice/engine/node';
import { runCorpus } from '@einvoice/test-support/corpus/corpusSuite';
import { expect, it } from 'vitest';

it('en16931-examples: every document agrees with the reference verdicts', async () => {
  const report = await runCorpus(await createNodeEngine(), 'en16931-examples');
  expect(report.documents).toBeGreaterThan(0);
  expect(report.unexplained).toEqual([]);
});
