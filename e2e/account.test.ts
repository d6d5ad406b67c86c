/**
 * The account dashboard in Chromium against the real server, in English and in German: sign up, copy the test
 * key, validate with it, see the call in the usage and the records, regenerate the keys (the old one then
 * answers 401), sign out; axe-core on every dashboard screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { axeViolations, blocking } from '@einvoice/test-support/browser/axe';
import { launchChromium } from '@einvoice/test-support/browser/launchChromium';
import { openEnginePage } from '@einvoice/test-support/browser/openEnginePage';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { startReceiver } from '@einvoice/test-support/proxy/receiver';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const INVOICE = fs.readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);

let server: SpawnedProxy;
let keyed: ReturnType<typeof keyedServerEnv>;
let browser: Browser;
let secret = '';
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  keyed = keyedServerEnv();
  receiver = await startReceiver(() => secret);
  [server, browser] = await Promise.all([
    spawnProxy({ ...keyed.env, WEBHOOK_ALLOW_LOOPBACK: '1', WEBHOOK_POLL_MS: '200' }),
    launchChromium(),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await receiver?.close();
  keyed?.cleanup();
});

async function validateWith(key: string): Promise<number> {
  const res = await fetch(`${server.url}/api/v3/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ xml: INVOICE }),
  });
  await res.body?.cancel();
  return res.status;
}

/** Serious and critical axe-core violations of the page as it is now. */
const TEXT = {
  en: { signedIn: 'Signed in as', used: '0 of 100 invoices used', signIn: 'Sign in', delivered: 'Delivered' },
  de: {
    signedIn: 'Angemeldet als',
    used: '0 von 100 Rechnungen genutzt',
    signIn: 'Anmelden',
    delivered: 'Zugestellt',
  },
} as const;

describe.each(['en', 'de'] as const)('the account dashboard (%s)', (locale) => {
  it('signs up, uses the test key, shows the call, regenerates keys, tests a webhook and signs out, axe-clean', async () => {
    const app = await openEnginePage(browser, `${server.url}/`);
    const { page } = app;
    try {
      await page.evaluate((l) => localStorage.setItem('einvoice.locale', l), locale);
      await page.goto(`${server.url}/#account`);
      // The language is read at load; the fragment alone would not reload the page.
      await page.reload();
      await page.getByTestId('account-page').waitFor();
      expect(blocking(await axeViolations(page)).map((v) => v.id)).toEqual([]);

      await page.getByTestId('account-switch').click();
      await page.getByTestId('account-email').fill(`user-${locale}@example.test`);
      await page.getByTestId('account-password').fill('a long enough password');
      await page.getByTestId('account-submit').press('Enter');
      await page.getByTestId('new-keys').waitFor();
      expect(blocking(await axeViolations(page)).map((v) => v.id)).toEqual([]);
      const testKey = (await page.getByTestId('new-key-test').textContent()) ?? '';
      expect(testKey).toMatch(/^sk_test_/);
      expect(await page.locator('.quick-start').textContent()).toContain(testKey);

      expect(await validateWith(testKey)).toBe(200);
      await page.getByTestId('new-keys-done').click();
      expect(await page.getByTestId('signed-in-as').textContent()).toContain(TEXT[locale].signedIn);
      // v3 records are written just after the answer; the page shows them on its next load.
      await expect
        .poll(
          async () => {
            await page.reload();
            await page.getByTestId('records-section').waitFor();
            return page.getByTestId('records-table').locator('tbody tr').count();
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      expect(await page.getByTestId('usage-used').textContent()).toBe(TEXT[locale].used);
      expect(await page.getByTestId('usage-days').locator('tbody tr').count()).toBe(1);
      await page.getByTestId('usage-chart').locator('canvas').waitFor();
      expect(await page.getByTestId('key-row-test').locator('td').nth(3).textContent()).toBe('1');
      expect(blocking(await axeViolations(page)).map((v) => v.id)).toEqual([]);

      await page.getByTestId('grace').selectOption('now');
      await page.getByTestId('regenerate').click();
      await page.getByTestId('new-keys').waitFor();
      const fresh = (await page.getByTestId('new-key-test').textContent()) ?? '';
      expect(fresh).not.toBe(testKey);
      expect(await validateWith(testKey)).toBe(401);
      expect(await validateWith(fresh)).toBe(200);
      expect(blocking(await axeViolations(page)).map((v) => v.id)).toEqual([]);

      const before = receiver.received.length;
      await page.getByTestId('new-keys-done').click();
      await page.getByTestId('webhook-url').fill(receiver.url);
      await page.getByTestId('webhook-register').click();
      secret = ((await page.getByTestId('webhook-secret').locator('code').textContent()) ?? '').trim();
      expect(secret).toMatch(/^whsec_/);
      await page.getByTestId('webhook-test').click();
      await page.getByTestId('delivery-status').filter({ hasText: TEXT[locale].delivered }).waitFor();
      expect(receiver.received.slice(before).map((r) => r.signatureOk)).toEqual([true]);
      expect(blocking(await axeViolations(page)).map((v) => v.id)).toEqual([]);

      await page.getByTestId('sign-out').click();
      await page.getByTestId('account-submit').waitFor();
      expect(await page.getByTestId('account-submit').textContent()).toBe(TEXT[locale].signIn);
      // Signed out, the page asks for the session and is told 401, which Chromium logs; nothing else may be.
      expect(app.problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
    } finally {
      await app.context.close();
    }
  }, 180_000);
});
