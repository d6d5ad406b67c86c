import fs from 'node:fs';
import path from 'node:path';
import { buildDir } from '@einvoice/rulesets/paths';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { MESSAGES } from '@einvoice/web/messages';
import { describe, expect, it } from 'vitest';
import { useApp } from './openApp.ts';

// The truth the footer must show: the registry as the build recorded it (web/dist copies the manifest).
const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'manifest.json'), 'utf8')) as {
  releases: { ruleset: string; version: string; inForceFrom: string | null; installed: boolean }[];
};

describe('page footer: each rule set’s release and since when the rules are out of date', () => {
  const app = useApp();

  it('states the running releases with their dates and "rules out of date since", in English and German', async () => {
    const peppol = manifest.releases.find((r) => r.ruleset === 'peppol' && r.version === '3.0.21');
    const missing = manifest.releases.filter((r) => !r.installed);
    expect(peppol?.inForceFrom).toBe('2026-08-17');
    expect(missing.map((r) => `${r.ruleset} ${r.version} ${r.inForceFrom}`)).toEqual([
      'xrechnung 2.6.0 2026-08-31',
      'kosit-configuration 2026-08-31 2026-08-31',
    ]);
    for (const locale of ['en', 'de'] as const) {
      await app.page.evaluate((l) => localStorage.setItem('einvoice.locale', l), locale);
      await app.page.reload();
      const footer = app.page.locator('footer.site-footer');
      const inForce = footer.getByTestId('rules-in-force');
      await inForce.waitFor();
      const t = MESSAGES[locale];
      const text = await inForce.textContent();
      expect(text).toContain(`peppol 3.0.21 (${t.rulesSince('2026-08-17')})`);
      expect(text).toContain(`xrechnung 3.0.2 (${t.rulesSince('2026-01-31')})`);
      expect(text).not.toContain('2.6.0');
      expect(await footer.getByTestId('rules-out-of-date').textContent()).toBe(
        t.rulesOutOfDate('2026-08-31', 'xrechnung 2.6.0, kosit-configuration 2026-08-31'),
      );
    }
    expect(await app.page.getByTestId('rules-out-of-date').textContent()).toBe(
      'Regeln veraltet seit 2026-08-31: xrechnung 2.6.0, kosit-configuration 2026-08-31 nicht installiert.',
    );
    fs.mkdirSync(path.join(repoRoot, 'test-results'), { recursive: true });
    await app.page
      .locator('footer.site-footer')
      .screenshot({ path: path.join(repoRoot, 'test-results/rules-currency-footer.png') });
  });
});
