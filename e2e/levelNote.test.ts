import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { describe, expect, it } from 'vitest';
import { selectFile, verdictOf } from './appActions.ts';
import { dropFiles } from './dropFiles.ts';
import { useApp } from './openApp.ts';

// The truth: the owner defects the service handles as KoSIT does, with the note each finding must carry.
const overrides = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'rulesets/src/releases/levelOverrides.json'), 'utf8'),
) as { overrides: { rules: string[]; level: string; note: { en: string; de: string } }[] };
const FIXTURE = path.join(repoRoot, 'fixtures/owner-defects/xrechnung-cii-two-attachments.xml');

describe("findings view: a finding's level note (CEN #508 lowered as KoSIT does)", () => {
  const app = useApp();

  it('shows the note beside each lowered rule, in English and German, and on no other finding', async () => {
    const { page } = app;
    const [override] = overrides.overrides;
    expect(override?.rules).toEqual(['CII-SR-475', 'CII-SR-476']);
    await dropFiles(page, [FIXTURE]);
    await selectFile(page, path.basename(FIXTURE));
    await verdictOf(page);
    for (const locale of ['en', 'de'] as const) {
      // The language switch re-renders the same result: the note is the engine's, in both languages.
      await page.getByTestId(`lang-${locale}`).click();
      for (const rule of override?.rules ?? []) {
        const finding = page.locator(`[data-testid=finding][data-rule="${rule}"]`);
        await finding.waitFor({ timeout: 60_000 });
        // Lowered to information: listed under the notes, not the errors.
        expect(await finding.getAttribute('class')).toContain('info');
        expect(await finding.getByTestId('level-note').textContent()).toBe(override?.note[locale]);
      }
      const notes = page.getByTestId('level-note');
      expect(await notes.count()).toBe(override?.rules.length);
    }
    fs.mkdirSync(path.join(repoRoot, 'test-results'), { recursive: true });
    await page
      .locator('[data-testid=finding][data-rule="CII-SR-475"]')
      .screenshot({ path: path.join(repoRoot, 'test-results/level-note.png') });
  });
});
