import path from 'node:path';
import { launchChromium } from '@einvoice/test-support/browser/launchChromium';
import type { EnginePage } from '@einvoice/test-support/browser/openEnginePage';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectFile, verdictOf } from './appActions.ts';
import { dropFiles } from './dropFiles.ts';
import { expectedValid } from './expectedValid.ts';
import { openEnglishPage } from './openApp.ts';

const VALID = 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml';

// The page as the server serves it (the API beside it): a newcomer without a key gets a test key from the page.
describe('API mode, with the page served by the real server', () => {
  let server: SpawnedProxy;
  let keyed: ReturnType<typeof keyedServerEnv>;
  let browser: Browser;
  let app: EnginePage;

  beforeAll(async () => {
    keyed = keyedServerEnv();
    [server, browser] = await Promise.all([spawnProxy(keyed.env), launchChromium()]);
    app = await openEnglishPage(browser, `${server.url}/`);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    keyed?.cleanup();
  });

  it('says where a key comes from, fills in a one-hour test key, and checks a file on the server', async () => {
    const { page } = app;
    await page.locator('details.api-mode summary').click();
    expect(await page.locator('details.api-mode').textContent()).toContain(
      'the operator of this service creates accounts with their keys',
    );
    await page.getByTestId('instant-key').click();
    await page.getByTestId('instant-key-issued').waitFor();
    expect(await page.getByTestId('instant-key-issued').textContent()).toMatch(
      /^Test key filled in: 10 requests, valid until \d\d:\d\d\.$/,
    );
    expect(await page.getByLabel('API key').inputValue()).toMatch(/^sk_test_/);
    await page.getByRole('button', { name: 'Use the service' }).click();
    await page.getByTestId('api-health').waitFor();

    await dropFiles(page, [path.join(corpusDir, VALID)]);
    await selectFile(page, path.basename(VALID));
    expect(await verdictOf(page)).toBe(expectedValid(VALID));
    await page.getByRole('button', { name: 'Check on the server (sends this file)' }).click();
    await page.getByTestId('server-result').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('server-result').textContent()).toBe(
      `Server: ${expectedValid(VALID) ? 'valid' : 'invalid'} — same verdict as in the browser`,
    );
    expect(app.problems).toEqual([]);
  }, 120_000);
});
