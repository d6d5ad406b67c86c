import { createNodeEngine } from '@einvoice/engine/node';
import { runCorpus } from '@einvoice/test-support/corpus/corpusSuite';
import { expect, it } from 'vitest';

// The Peppol BIS 3.0.21 release material, judged by default (3.0.21 is in force): the reference ran 3.0.21.
it('peppol-3.0.21: every document agrees with the reference verdicts under the default release', async () => {
  const report = await runCorpus(await createNodeEngine(), 'peppol-3.0.21');
  expect(report.documents).toBe(325);
  expect(report.unexplained).toEqual([]);
});
