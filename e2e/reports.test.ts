import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { largeUblInvoice } from '@einvoice/test-support/invoices/largeInvoice';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { download } from './appActions.ts';
import { dropFiles } from './dropFiles.ts';
import { useApp } from './openApp.ts';

const outDir = path.join(repoRoot, 'test-results/reports');

describe('reports to keep: HTML, PDF, summary; error boxes in the user language', () => {
  const app = useApp({ permissions: ['clipboard-read', 'clipboard-write'] });
  let page: Page;
  const twoLines = largeUblInvoice(2);

  beforeAll(async () => {
    fs.mkdirSync(outDir, { recursive: true });
    page = app.page;
  });

  it('downloads a standalone HTML report whose PDF print of a 2-line invoice is one A4 page', async () => {
    await dropFiles(page, [{ name: 'two-lines.xml', content: twoLines }]);
    await page.getByTestId('detail').getByTestId('verdict').waitFor({ timeout: 120_000 });
    const report = await download(page, 'download-report');
    expect(report.name).toBe('two-lines.report.en.html');
    const html = report.content.toString('utf8');
    fs.writeFileSync(path.join(outDir, report.name), html);
    expect(html).toContain('Validation report');
    expect(html).toContain('BENCH-2'); // the invoice number, from the rendered invoice
    expect(html).not.toMatch(/<script/i);
    const versions = await page.locator('table.oracles code').allTextContents();
    for (const v of versions) expect(html).toContain(v);

    // Printed by Chromium (what "Save as PDF" does) and counted by poppler.
    const printer = await app.browser.newPage();
    await printer.setContent(html);
    const pdfPath = path.join(outDir, 'two-lines.report.pdf');
    await printer.pdf({ path: pdfPath, preferCSSPageSize: true, printBackground: true });
    await printer.close();
    const info = execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' });
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+59\d\.\d+ x 84\d\.\d+ pts \(A4\)/m);
  });

  it('an invalid invoice’s report lists its findings under a warning; the summary reaches the clipboard', async () => {
    const broken = twoLines.replace(/\s*<cbc:Name>Article \d+<\/cbc:Name>/g, '');
    await dropFiles(page, [{ name: 'broken.xml', content: broken }]);
    await page.getByTestId('detail').getByTestId('verdict').waitFor({ timeout: 120_000 });
    const html = (await download(page, 'download-report')).content.toString('utf8');
    expect(html).toContain('This invoice has errors');
    expect(html).toContain('BR-25');
    await page.getByTestId('copy-summary').click();
    await page.getByText('Summary copied.').waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text.split('\n')[0]).toBe('broken.xml: Invalid (xrechnung-3.0)');
    expect(text).toContain('BR-25');
  });

  it('says what is wrong with a malformed file in words and language, with the code only in details', async () => {
    await dropFiles(page, [
      { name: 'bad.xml', content: '<?xml version="1.0"?>\n<Invoice>\n  <a></b>\n</Invoice>' },
    ]);
    const box = page.getByTestId('detail').getByTestId('error');
    await box.waitFor({ timeout: 60_000 });
    expect(await box.getAttribute('data-code')).toBe('MALFORMED_XML');
    expect(await box.locator('p').textContent()).toMatch(
      /^Error: This file is not well-formed XML\. Line 3, column \d+\.$/,
    );
    expect(await box.locator('code').isVisible()).toBe(false);
    await page.getByTestId('lang-de').click();
    expect(await box.locator('p').textContent()).toMatch(
      /^Fehler: Diese Datei ist kein wohlgeformtes XML\. Zeile 3, Spalte \d+\.$/,
    );
    await box.locator('summary').click();
    expect(await box.locator('code').textContent()).toBe('MALFORMED_XML');
    await page.getByTestId('lang-en').click();
  });
});
