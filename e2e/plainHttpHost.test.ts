import path from 'node:path';
import { launchChromium } from '@einvoice/test-support/browser/launchChromium';
import type { EnginePage } from '@einvoice/test-support/browser/openEnginePage';
import { type StaticServer, serveStatic } from '@einvoice/test-support/browser/serveStatic';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertTo, selectFile, verdictOf } from './appActions.ts';
import { dropFiles } from './dropFiles.ts';
import { expectedValid } from './expectedValid.ts';
import { distDir, openEnglishPage } from './openApp.ts';

const VALID = 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml';
const INVALID = 'kosit-config-tests/instances/ubl006.xml';
const XRECHNUNG = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';

// A team serves the page as http://invoices.intern:3000: plain HTTP on a name other than localhost is no
// secure context (no crypto.subtle, no service worker). The name resolves to the loopback server inside
// Chromium only, so nothing leaves the machine.
describe('the page served over plain HTTP under a host name that is not localhost', () => {
  let server: StaticServer;
  let browser: Browser;
  let app: EnginePage;

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      serveStatic(distDir),
      launchChromium(['--host-resolver-rules=MAP invoices.test 127.0.0.1']),
    ]);
    const url = new URL(server.url);
    url.hostname = 'invoices.test';
    app = await openEnglishPage(browser, url.href);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('is no secure context there: no Web Crypto, no service worker', async () => {
    const facts = await app.page.evaluate(() => ({
      origin: location.origin,
      secure: window.isSecureContext,
      subtle: typeof globalThis.crypto?.subtle,
    }));
    expect(facts).toEqual({
      origin: expect.stringMatching(/^http:\/\/invoices\.test:\d+$/),
      secure: false,
      subtle: 'undefined',
    });
  });

  it('checks, repairs and converts, and says why offline use is not offered', async () => {
    const { page } = app;
    await dropFiles(page, [path.join(corpusDir, VALID), path.join(corpusDir, INVALID)]);
    await selectFile(page, path.basename(VALID));
    expect(await verdictOf(page)).toBe(expectedValid(VALID));
    await convertTo(page, 'xrechnung-cii');
    expect(await page.getByTestId('convert-verdict').getAttribute('data-valid')).toBe('true');

    await selectFile(page, path.basename(INVALID));
    expect(await verdictOf(page)).toBe(expectedValid(INVALID));
    await page.getByRole('tab', { name: 'Repair' }).click();
    await page.getByLabel('Strict').check();
    await page.getByTestId('run-repair').click();
    const question = page.locator('[data-testid=question][data-question="BT-24"]');
    await question.waitFor({ timeout: 60_000 });
    await question.locator(`input[value="${XRECHNUNG}"]`).check();
    await page.getByTestId('send-answers').click();
    await expect
      .poll(() => page.getByTestId('repair-outcome').getAttribute('data-outcome'), { timeout: 60_000 })
      .toBe('compliant');

    const status = page.getByTestId('offline-status');
    expect(await status.getAttribute('data-state')).toBe('insecure');
    expect(await status.textContent()).toContain(
      'offline use needs the page served over HTTPS or on localhost',
    );
    expect(app.problems).toEqual([]);
  }, 240_000);
});
