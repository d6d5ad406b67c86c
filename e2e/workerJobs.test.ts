import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { largeUblInvoice } from '@einvoice/test-support/invoices/largeInvoice';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dropFiles } from './dropFiles.ts';
import { expectedValid } from './expectedValid.ts';
import { useApp } from './openApp.ts';

const VALID = 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml';

/** The badge text of a file in the list. */
function badge(page: Page, name: string) {
  return page.locator('[data-testid=file-item]', { hasText: name }).locator('.badge');
}

describe('long jobs in the page: short files pass, Cancel ends the Worker', () => {
  const app = useApp();
  let page: Page;
  // 15,998 lines is the largest invoice the 10 MB limit admits; its check takes seconds.
  const large = largeUblInvoice(15_998);

  beforeAll(async () => {
    page = app.page;
  });

  it('a small file dropped while a 10 MB invoice is checked gets its verdict first', async () => {
    await dropFiles(page, [{ name: 'large.xml', content: large }]);
    await page.locator('[data-testid=check-progress][data-running=true]').waitFor({ timeout: 60_000 });
    await dropFiles(page, [path.join(corpusDir, VALID)]);
    const small = badge(page, path.basename(VALID));
    await expect.poll(() => small.textContent(), { timeout: 120_000 }).toMatch(/^(Valid|Invalid)$/);
    // The large invoice is still being checked when the small one already has its verdict.
    expect(await badge(page, 'large.xml').textContent()).toContain('Checking');
    expect(await small.textContent()).toBe(expectedValid(VALID) ? 'Valid' : 'Invalid');
    await expect.poll(() => badge(page, 'large.xml').textContent(), { timeout: 300_000 }).toBe('Valid');
  });

  it('Cancel ends a long check at once, terminates its Worker, and the next file is checked on a new one', async () => {
    const before = page.workers().length;
    await dropFiles(page, [{ name: 'large-2.xml', content: large }]);
    await page.getByRole('heading', { level: 2, name: 'large-2.xml' }).waitFor();
    await page.locator('[data-testid=check-progress][data-running=true]').waitFor({ timeout: 60_000 });
    const t0 = Date.now();
    await page.getByTestId('cancel-check').click();
    await page.getByTestId('check-cancelled').waitFor({ timeout: 5_000 });
    const cancelMs = Date.now() - t0;
    expect(cancelMs).toBeLessThan(5_000);
    expect(await badge(page, 'large-2.xml').textContent()).toBe('Cancelled');
    // The terminated Worker is gone; a new one took its place.
    await expect.poll(() => page.workers().length, { timeout: 30_000 }).toBe(before);

    await dropFiles(page, [
      {
        name: 'after-cancel.xml',
        content: fs.readFileSync(path.join(corpusDir, VALID)),
      },
    ]);
    await expect
      .poll(() => badge(page, 'after-cancel.xml').textContent(), { timeout: 120_000 })
      .toBe(expectedValid(VALID) ? 'Valid' : 'Invalid');

    // Check again after a cancel runs the check to its end.
    await page.locator('[data-testid=file-item] .file-select', { hasText: 'large-2.xml' }).click();
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect.poll(() => badge(page, 'large-2.xml').textContent(), { timeout: 300_000 }).toBe('Valid');
  });
});
