import fs from 'node:fs';
import path from 'node:path';
import { buildDir } from '@einvoice/rulesets/paths';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { MESSAGES } from '@einvoice/web/messages';
import { describe, expect, it } from 'vitest';
import { useApp } from './openApp.ts';

// The truth the footer must show: the registry as the build recorded it (web/dist copies the manifest).
const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'manifest.json'), 'utf8')) as {
  releases: {
    ruleset: string;
    version: string;
    inForceFrom: string | null;
    installed: boolean;
    label: { line: string; version: string };
  }[];
};
const TODAY = new Date().toISOString().slice(0, 10);

describe('page footer: each rule set’s release, what is not installed and what comes next', () => {
  const app = useApp();

  it('states the running releases by their public names, each missing release with what runs, and the upcoming ones, in en, de and fr', async () => {
    const peppol = manifest.releases.find((r) => r.ruleset === 'peppol' && r.version === '3.0.21');
    expect(peppol?.inForceFrom).toBe('2026-08-17');
    const missing = manifest.releases.filter((r) => !r.installed && (r.inForceFrom ?? '') <= TODAY);
    expect(missing.map((r) => `${r.ruleset} ${r.version} ${r.inForceFrom}`)).toEqual([
      'xrechnung 2.6.0 2026-08-31',
      'kosit-configuration 2026-08-31 2026-08-31',
      'france-ctc 1.4.0.04 2026-10-01',
    ]);
    const coming = manifest.releases.filter((r) => (r.inForceFrom ?? '') > TODAY);
    expect(coming.map((r) => `${r.ruleset} ${r.version} ${r.inForceFrom}`)).toEqual([
      'peppol 3.0.22 2027-02-24',
    ]);
    for (const locale of ['en', 'de', 'fr'] as const) {
      await app.page.evaluate((l) => localStorage.setItem('einvoice.locale', l), locale);
      await app.page.reload();
      const footer = app.page.locator('footer.site-footer');
      const inForce = footer.getByTestId('rules-in-force');
      await inForce.waitFor();
      const t = MESSAGES[locale];
      const text = await inForce.textContent();
      expect(text).toContain(`Peppol BIS Billing 3.0.21 (${t.rulesSince('2026-08-17')})`);
      expect(text).toContain(`XRechnung 3.0.2 schematron release 2.5.x (${t.rulesSince('2026-01-31')})`);
      expect(text).not.toContain('2.6.0');
      expect(await footer.getByTestId('rules-out-of-date').allTextContents()).toEqual([
        t.rulesNotInstalled('XRechnung 3.0.2 schematron release 2.6.0', '2026-08-31', '2.5.x'),
        t.rulesNotInstalled(
          'KoSIT validator configuration XRechnung 3.0.2 release 2026-08-31',
          '2026-08-31',
          '6faac15 (after release 2026-01-31)',
        ),
        t.rulesNotInstalled('FNFE-MPE BR-FR rules 1.4.0.04', '2026-10-01', '1.4.0.03'),
      ]);
      expect(await footer.getByTestId('rules-upcoming').allTextContents()).toEqual([
        t.rulesUpcoming('Peppol BIS Billing 3.0.22', '2027-02-24', false),
      ]);
    }
    expect(await app.page.getByTestId('rules-upcoming').textContent()).toBe(
      'À venir : Peppol BIS Billing 3.0.22, en vigueur à partir du 2027-02-24 (pas encore installé).',
    );
    await app.page.evaluate(() => localStorage.setItem('einvoice.locale', 'de'));
    await app.page.reload();
    await app.page.getByTestId('rules-in-force').waitFor();
    expect((await app.page.getByTestId('rules-out-of-date').allTextContents())[0]).toBe(
      'XRechnung 3.0.2 schematron release 2.6.0 (gültig seit 2026-08-31) ist nicht installiert; es laufen die Regeln 2.5.x.',
    );
    fs.mkdirSync(path.join(repoRoot, 'test-results'), { recursive: true });
    await app.page
      .locator('footer.site-footer')
      .screenshot({ path: path.join(repoRoot, 'test-results/rules-currency-footer.png') });
  });
});
