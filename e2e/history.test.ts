import { createHash } from 'node:crypto';
import path from 'node:path';
import { launchChromium } from '@einvoice/test-support/browser/launchChromium';
import { type EnginePage, openEnginePage } from '@einvoice/test-support/browser/openEnginePage';
import { type StaticServer, serveStatic } from '@einvoice/test-support/browser/serveStatic';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { largeUblInvoice } from '@einvoice/test-support/invoices/largeInvoice';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dropFiles } from './dropFiles.ts';

const distDir = path.join(repoRoot, 'web/dist');
const VALID = largeUblInvoice(2);
// Four lines without item names: BR-25 four times.
const BROKEN = largeUblInvoice(4).replace(/\s*<cbc:Name>Article \d+<\/cbc:Name>/g, '');

/** What the page's IndexedDB holds, read as it is stored (opened only once the page has created it). */
function storedRecords(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases()).some((d) => d.name === 'einvoice-history')
      ? new Promise<Record<string, unknown>[]>((resolve, reject) => {
          const open = indexedDB.open('einvoice-history');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('results')) return resolve([]);
            const all = db.transaction('results').objectStore('results').getAll();
            all.onsuccess = () => resolve(all.result);
            all.onerror = () => reject(all.error);
          };
        })
      : [],
  );
}

describe('local history: off by default, kept on this device only, restored on reload, clearable', () => {
  let server: StaticServer;
  let browser: Browser;
  let app: EnginePage;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([serveStatic(distDir), launchChromium()]);
    app = await openEnginePage(browser, server.url);
    page = app.page;
    await page.evaluate(() => localStorage.setItem('einvoice.locale', 'en'));
    await ready();
  });

  afterEach(() => {
    expect(app.problems).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function ready(): Promise<void> {
    await page.reload();
    await page
      .getByTestId('engine-status')
      .and(page.locator('[data-state=ready]'))
      .waitFor({ timeout: 120_000 });
  }

  async function check(name: string, content: string): Promise<void> {
    await dropFiles(page, [{ name, content }]);
    await page.getByRole('heading', { level: 2, name }).waitFor();
    await page.getByTestId('detail').getByTestId('verdict').waitFor({ timeout: 120_000 });
  }

  const items = () => page.getByTestId('history-item').allTextContents();

  it('keeps nothing until the switch is turned on', async () => {
    expect(await page.getByTestId('history-switch').isChecked()).toBe(false);
    await check('before.xml', VALID);
    expect(await page.getByTestId('history-item').count()).toBe(0);
    expect(await storedRecords(page)).toEqual([]);
    await ready();
    expect(await page.getByTestId('file-item').count()).toBe(0);
    expect(await page.getByTestId('history-item').count()).toBe(0);
  });

  it('when on, keeps name, size, SHA-256, verdict and findings (not the file) and restores them after a reload', async () => {
    await page.getByTestId('history-switch').check();
    await check('broken.xml', BROKEN);
    await check('valid.xml', VALID);
    await expect.poll(() => page.getByTestId('history-item').count()).toBe(2);

    const records = await storedRecords(page);
    const broken = records.find((r) => r.name === 'broken.xml') as Record<string, unknown>;
    expect(Object.keys(broken).sort()).toEqual(
      ['checkedAt', 'key', 'ms', 'name', 'result', 'sha256', 'size', 'summary'].sort(),
    );
    expect(broken.size).toBe(Buffer.byteLength(BROKEN));
    expect(broken.sha256).toBe(createHash('sha256').update(BROKEN).digest('hex'));
    // The invoice itself is not kept: no element of it appears in what is stored.
    expect(JSON.stringify(records)).not.toContain('<cbc:');
    // Nothing went to the server but the page's own files.
    expect(server.requests.filter((p) => p.startsWith('/api'))).toEqual([]);

    await ready();
    expect(await page.getByTestId('file-item').count()).toBe(0);
    await expect.poll(items).toHaveLength(2);
    expect((await items())[0]).toContain('valid.xml');
    await page.locator('[data-testid=history-item] button', { hasText: 'broken.xml' }).click();
    const detail = page.getByTestId('history-detail');
    expect(await detail.getByTestId('verdict').getAttribute('data-valid')).toBe('false');
    expect(await detail.locator('[data-testid=finding][data-rule="BR-25"]').getAttribute('data-count')).toBe(
      '4',
    );
  });

  it('checking the same file again replaces its record; clearing and turning off delete everything', async () => {
    await check('valid.xml', VALID);
    await expect.poll(items).toHaveLength(2);
    // A dropped file leaves the kept result for the file's own details.
    expect(await page.getByTestId('history-detail').count()).toBe(0);

    await page.getByTestId('history-clear').click();
    expect(await page.getByTestId('history-item').count()).toBe(0);
    await expect.poll(() => storedRecords(page)).toEqual([]);
    await ready();
    expect(await page.getByTestId('history-switch').isChecked()).toBe(true);
    expect(await page.getByTestId('history-item').count()).toBe(0);

    await check('again.xml', VALID);
    await expect.poll(() => storedRecords(page).then((r) => r.length)).toBe(1);
    await page.getByTestId('history-switch').uncheck();
    await expect.poll(() => storedRecords(page)).toEqual([]);
    await ready();
    expect(await page.getByTestId('history-switch').isChecked()).toBe(false);
  });
});
