/**
 * The French reform's rules in the page (issue 24, Chromium): a French-to-French invoice checked as EN 16931 carries
 * the offer, one click checks it against FNFE's rules in the page's Worker (the release in force, said beside the
 * verdict), a damaged copy then fails its own BR-FR rule, and a CDAR lifecycle-status message is read, not refused.
 * Truth: FNFE's reference verdicts for the corpus (expected/france-ctc.jsonl) and the fixtures' own rule families,
 * which conformance/differential-france.test.ts proves against FNFE's official XSLT.
 */
import path from 'node:path';
import { readExpected } from '@einvoice/test-support/corpus/expected';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { describe, expect, it } from 'vitest';
import { selectFile, verdictOf } from './appActions.ts';
import { dropFiles } from './dropFiles.ts';
import { useApp } from './openApp.ts';

const FRANCE = path.join(repoRoot, 'fixtures/france');
const VALID = path.join(FRANCE, 'cii-fr-valid.xml');
const DAMAGED = path.join(FRANCE, 'cii-fr-damaged-br-fr-08-billing-mode.xml');
const CDAR_KEY = 'cdar/UC1_F202500003_02-CDV-202_Recue.xml';
const CDAR = path.join(corpusDir, 'france-ctc', CDAR_KEY);

describe('the French reform rules in the page', () => {
  const app = useApp();

  async function checkAgainstFrenchRules(name: string): Promise<boolean> {
    const { page } = app;
    await selectFile(page, name);
    await verdictOf(page);
    const offer = page.getByTestId('detail').getByTestId('france-offer');
    await offer.waitFor({ timeout: 60_000 });
    await offer.click();
    const applied = page.locator(
      '[data-testid=detail] [data-testid=applied-release][data-ruleset=france-ctc]',
    );
    await applied.waitFor({ timeout: 120_000 });
    expect(await applied.getAttribute('data-reason')).toBe('pinned');
    return verdictOf(page);
  }

  it('offers the French check for a French-to-French invoice and runs it in the Worker', async () => {
    await dropFiles(app.page, [VALID, DAMAGED]);
    expect(await checkAgainstFrenchRules(path.basename(VALID))).toBe(true);
  });

  it('finds the broken rule family of a damaged French invoice (BR-FR-08, the billing mode)', async () => {
    expect(await checkAgainstFrenchRules(path.basename(DAMAGED))).toBe(false);
    const rules = await app.page
      .locator('[data-testid=detail] [data-testid=finding]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-rule') ?? ''));
    expect(rules.some((r) => r.startsWith('BR-FR-08'))).toBe(true);
  });

  it('reads a CDAR lifecycle-status message: its verdict as FNFE gives it, the invoice and the status', async () => {
    const expected = readExpected('france-ctc').find((r) => r.key === CDAR_KEY);
    expect(expected).toBeDefined();
    await dropFiles(app.page, [CDAR]);
    await selectFile(app.page, path.basename(CDAR));
    expect(await verdictOf(app.page)).toBe(expected?.valid);
    const reading = app.page.getByTestId('detail').getByTestId('cdar-reading');
    await reading.waitFor({ timeout: 60_000 });
    expect(await reading.getByTestId('cdar-status').textContent()).toContain('202');
    expect(await reading.getByTestId('cdar-invoice').textContent()).toBe('F202500003');
  });
});
