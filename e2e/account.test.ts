/**
 * The account dashboard in Chromium against the real server, in English, German and French, on a fresh data
 * directory: sign up, copy the test key, validate with it, see the call in the usage and the records,
 * regenerate the keys (the old one then answers 401), a webhook to a loopback receiver with the test event
 * delivered, the evidence pack of the record made and downloaded (the bytes pass poppler's pdfsig and the
 * offline verifier `npm run verify`) and verified by dropping it, the webhook deleted after the confirmation,
 * sign out; axe-core on every dashboard screen.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { axeViolations, blocking } from '@einvoice/test-support/browser/axe';
import { launchChromium } from '@einvoice/test-support/browser/launchChromium';
import { openEnginePage } from '@einvoice/test-support/browser/openEnginePage';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { startReceiver } from '@einvoice/test-support/proxy/receiver';
import { REPO_ROOT, type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropFiles } from './dropFiles.ts';

const INVOICE = fs.readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);

let server: SpawnedProxy;
let keyed: ReturnType<typeof keyedServerEnv>;
let browser: Browser;
let secret = '';
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'account-e2e-'));

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
  fs.rmSync(scratch, { recursive: true, force: true });
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

/**
 * What the downloaded bytes are, checked without the server's code: poppler's pdfsig on the signature, and the
 * offline verifier (`npm run verify`) against the keys the server publishes.
 */
async function offlineVerdict(pdf: Buffer, name: string): Promise<{ pdfsig: string; verify: number | null }> {
  const file = path.join(scratch, `${name}.pdf`);
  const keys = path.join(scratch, `${name}-keys.json`);
  fs.writeFileSync(file, pdf);
  fs.writeFileSync(keys, await (await fetch(`${server.url}/api/v1/evidence/public-key`)).text());
  const pdfsig = spawnSync('pdfsig', [file]).stdout.toString();
  const verify = spawnSync('npm', ['run', '--silent', 'verify', '--', file, '--keys', keys], {
    cwd: REPO_ROOT,
  }).status;
  return { pdfsig, verify };
}

const TEXT = {
  en: {
    signedIn: 'Signed in as',
    used: '0 of 100 invoices used',
    signIn: 'Sign in',
    delivered: 'Delivered',
    authentic: 'Authentic',
    altered: 'Not authentic: the file was changed after it was signed.',
  },
  de: {
    signedIn: 'Angemeldet als',
    used: '0 von 100 Rechnungen genutzt',
    signIn: 'Anmelden',
    delivered: 'Zugestellt',
    authentic: 'Echt',
    altered: 'Nicht echt: Die Datei wurde nach dem Signieren verändert.',
  },
  fr: {
    signedIn: 'Connecté en tant que',
    used: 'Factures utilisées : 0 sur 100',
    signIn: 'Se connecter',
    delivered: 'Livré',
    authentic: 'Authentique',
    altered: 'Non authentique : le fichier a été modifié après sa signature.',
  },
} as const;

describe.each(['en', 'de', 'fr'] as const)('the account dashboard (%s)', (locale) => {
  it('signs up, uses the test key, shows the call, regenerates keys, tests a webhook, makes, downloads and verifies an evidence pack, signs out, axe-clean', async () => {
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
      // Copied with the page's copy button: the key the test uses is what the clipboard holds.
      await app.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      await page.getByTestId('copy-test').click();
      const shown = (await page.getByTestId('new-key-test').textContent()) ?? '';
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
      const testKey = await page.evaluate(() => navigator.clipboard.readText());
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

      // The evidence pack of the validation record: made, downloaded, and the bytes are a pack that verifies.
      const ref = await page.getByTestId('records-table').locator('tbody tr code').first().textContent();
      expect(ref).toMatch(/\S/);
      await page.getByTestId('pack-create').first().click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('pack-download').first().click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^evidence-pack-.+\.pdf$/);
      const pdf = fs.readFileSync((await download.path()) as string);
      const offline = await offlineVerdict(pdf, locale);
      expect(offline.pdfsig).toContain('Signature is Valid');
      expect(offline.pdfsig).toContain('Total document signed');
      expect(offline.verify).toBe(0);
      expect(blocking(await axeViolations(page)).map((v) => v.id)).toEqual([]);
      // After a reload the record names its pack: the download is offered at once, not "create" again.
      await page.reload();
      const row = page.getByTestId('records-table').locator('tbody tr', { hasText: ref ?? '' });
      await row.getByTestId('pack-download').waitFor();
      expect(await row.getByTestId('pack-create').count()).toBe(0);
      expect(await row.getByTestId('pack-download').getAttribute('download')).toBe(
        download.suggestedFilename(),
      );

      // Verified by dropping it on the page; a changed copy is told apart.
      await dropFiles(page, [{ name: 'pack.pdf', content: pdf }], '[data-testid=pack-drop]');
      await page.getByTestId('pack-verdict').locator('.pack-good').waitFor();
      expect(await page.getByTestId('pack-verdict').textContent()).toContain(TEXT[locale].authentic);
      expect(await page.getByTestId('pack-verdict').textContent()).toContain(ref);
      expect(blocking(await axeViolations(page)).map((v) => v.id)).toEqual([]);
      const changed = Buffer.from(pdf);
      changed[200] = (changed[200] as number) ^ 1;
      await dropFiles(page, [{ name: 'changed.pdf', content: changed }], '[data-testid=pack-drop]');
      await page.getByTestId('pack-verdict').locator('.pack-bad').waitFor();
      // The server's outcome code, said in the page's language (not the server's English reason).
      expect(await page.getByTestId('pack-verdict').locator('.pack-bad').textContent()).toBe(
        TEXT[locale].altered,
      );
      expect(blocking(await axeViolations(page)).map((v) => v.id)).toEqual([]);

      // Deleting asks first; the confirmation has the focus.
      await page.getByTestId('webhook-delete').click();
      await page.getByTestId('webhook-delete-ask').waitFor();
      expect(
        await page.getByTestId('webhook-delete-confirm').evaluate((b) => b === document.activeElement),
      ).toBe(true);
      expect(blocking(await axeViolations(page)).map((v) => v.id)).toEqual([]);
      await page.getByTestId('webhook-delete-confirm').press('Enter');
      await expect.poll(() => page.getByTestId('webhook').count()).toBe(0);

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
