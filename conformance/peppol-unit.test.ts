import { createNodeEngine } from '@einvoice/engine/node';
import { runCorpus } from '@einvoice/test-support/corpus/corpusSuite';
import { expect, it } from 'vitest';

// The reference verdicts of peppol-unit were made with the 3.0.19 rules, the release this corpus came with.
it('peppol-unit: every document agrees with the reference verdicts, Peppol pinned to 3.0.19', async () => {
  const report = await runCorpus(await createNodeEngine(), 'peppol-unit', undefined, {
    rulesetVersions: { peppol: '3.0.19' },
  });
  expect(report.documents).toBeGreaterThan(0);
  expect(report.unexplained).toEqual([]);
});
