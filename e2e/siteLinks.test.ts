import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '@einvoice/test-support/browser/launchChromium';
import { type EnginePage, openEnginePage } from '@einvoice/test-support/browser/openEnginePage';
import { type StaticServer, serveStatic } from '@einvoice/test-support/browser/serveStatic';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { MESSAGES } from '@einvoice/web/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const IMPRINT = 'https://example.org/impressum';
const PRIVACY = 'https://example.org/datenschutz';

describe('imprint and privacy links set by the operator (IMPRINT_URL, PRIVACY_URL)', () => {
  let outDir: string;
  let server: StaticServer;
  let browser: Browser;
  let app: EnginePage;
  let page: Page;

  // The page as an operator builds it with both links configured (`npm start` rebuilds when they change).
  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'einvoice-site-links-'));
    // As web/package.json builds: Vite's module runner loads the config, whose plugins import workspace packages.
    const build = spawnSync(
      'npx',
      ['vite', 'build', '--config', 'vite.config.ts', '--configLoader', 'runner', '--outDir', outDir],
      {
        cwd: repoRoot,
        env: { ...process.env, IMPRINT_URL: IMPRINT, PRIVACY_URL: PRIVACY },
        encoding: 'utf8',
      },
    );
    if (build.status !== 0) throw new Error(`web build failed: ${build.stderr}`);
    [server, browser] = await Promise.all([serveStatic(outDir), launchChromium()]);
    app = await openEnginePage(browser, server.url);
    page = app.page;
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('shows both links in the footer, named in the page language', async () => {
    for (const locale of ['de', 'en'] as const) {
      await page.evaluate((l) => localStorage.setItem('einvoice.locale', l), locale);
      await page.reload();
      const footer = page.locator('footer.site-footer');
      await footer.waitFor();
      const links = await footer
        .locator('a')
        .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
      // The interface documents come first: the API is served by the same origin as the page.
      expect(links).toEqual([
        [MESSAGES[locale].apiDocs, '/api/v3/openapi.json'],
        [MESSAGES[locale].apiDocsEarlier, '/api/v1/openapi.json'],
        [MESSAGES[locale].imprint, IMPRINT],
        [MESSAGES[locale].privacyPolicy, PRIVACY],
      ]);
    }
    expect(app.problems).toEqual([]);
  });
});
