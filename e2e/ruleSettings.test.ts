import fs from 'node:fs';
import path from 'node:path';
import type { BuiltManifest } from '@einvoice/engine/manifest';
import { releaseInForce, releasesOf } from '@einvoice/engine/releases';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { describe, expect, it } from 'vitest';
import { dropFiles } from './dropFiles.ts';
import { distDir, useApp } from './openApp.ts';

const PEPPOL = path.join(corpusDir, 'peppol-3.0.21/examples/base-example.xml');
const manifest = JSON.parse(
  fs.readFileSync(path.join(distDir, 'rulesets/manifest.json'), 'utf8'),
) as BuiltManifest;
const peppol = releasesOf(manifest, 'peppol').filter((r) => r.installed);
/** The oldest Peppol release and a date on which the registry has a later one in force than that. */
const oldest = peppol[0];
const middle = peppol.at(-2);

describe('rule settings on the page', () => {
  const app = useApp();

  async function peppolApplied() {
    const item = app.page.locator('[data-testid=detail] [data-testid=applied-release][data-ruleset=peppol]');
    await item.waitFor({ timeout: 120_000 });
    return {
      version: await item.getAttribute('data-version'),
      reason: await item.getAttribute('data-reason'),
    };
  }

  async function settle() {
    await app.page
      .locator('[data-testid=detail] [data-testid=verdict]')
      .waitFor({ timeout: 120_000, state: 'visible' });
  }

  it('runs the release in force today by default, and says so', async () => {
    expect(oldest && middle).toBeTruthy();
    await dropFiles(app.page, [PEPPOL]);
    await settle();
    const today = new Date().toISOString().slice(0, 10);
    expect(await peppolApplied()).toEqual({
      version: releaseInForce(peppol, today)?.version,
      reason: 'default',
    });
  });

  it('pins a release: the check runs again and the result names the pinned release', async () => {
    const { page } = app;
    await page.getByTestId('rule-settings').locator('summary').click();
    await page.getByTestId('pin-peppol').selectOption(oldest?.version ?? '');
    await page.getByTestId('apply-rules').click();
    await expect
      .poll(peppolApplied, { timeout: 120_000 })
      .toEqual({ version: oldest?.version, reason: 'pinned' });
  });

  it('as of a date: the release in force on that date runs, with the preview of the next one', async () => {
    const { page } = app;
    await page.getByTestId('pin-peppol').selectOption('');
    await page.getByTestId('asof-date-choice').check();
    const date = middle?.inForceFrom ?? '';
    await page.getByTestId('asof-date').fill(date);
    await page.getByTestId('preview').check();
    await page.getByTestId('apply-rules').click();
    await expect
      .poll(peppolApplied, { timeout: 120_000 })
      .toEqual({ version: middle?.version, reason: 'asOf' });
    expect(
      await page
        .locator('[data-testid=detail] [data-testid=applied-release][data-ruleset=peppol]')
        .textContent(),
    ).toContain(date);
    await page.locator('[data-testid=detail] [data-testid=release-preview]').waitFor();
  });
});
