import fs from 'node:fs';
import path from 'node:path';
import { axeViolations, blocking } from '@einvoice/test-support/browser/axe';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { MESSAGES } from '@einvoice/web/messages';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { download, selectFile, verdictOf } from './appActions.ts';
import { dropFiles } from './dropFiles.ts';
import { useApp } from './openApp.ts';

/** Issue 38's first hour of an accountant: what a real file dialog, a German keyboard and a ZIP meet. */

const PDF = 'pdf_zf_en16931_1.pdf';
const UBL = 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml';
const ubl = fs.readFileSync(path.join(corpusDir, UBL), 'utf8');
// The totals say 285.00 where the lines and VAT make 336.90: strict mode asks both amounts (BT-112, BT-115).
const WRONG_TOTALS = ubl
  .replace(
    '<cbc:TaxInclusiveAmount currencyID="EUR">336.9</cbc:TaxInclusiveAmount>',
    '<cbc:TaxInclusiveAmount currencyID="EUR">285.00</cbc:TaxInclusiveAmount>',
  )
  .replace(
    '<cbc:PayableAmount currencyID="EUR">336.9</cbc:PayableAmount>',
    '<cbc:PayableAmount currencyID="EUR">285.00</cbc:PayableAmount>',
  );

/** The reference verdict of a corpus PDF (corpus/expected/hybrid-pdf.jsonl). */
function referenceValid(key: string): boolean {
  for (const line of fs.readFileSync(path.join(corpusDir, 'expected/hybrid-pdf.jsonl'), 'utf8').split('\n')) {
    const r = line ? (JSON.parse(line) as { key: string; verdict: { valid: boolean } | null }) : null;
    if (r?.key === key && r.verdict) return r.verdict.valid;
  }
  throw new Error(`no reference verdict for ${key}`);
}

/** Whether an `accept` attribute lets a file dialog offer a file of this name and type (HTML's rules). */
function admits(accept: string, name: string, type: string): boolean {
  return accept
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .some((token) => (token.startsWith('.') ? name.toLowerCase().endsWith(token) : token === type));
}

describe('the first hour on the page: a picked PDF, German decimals, a repaired file, a ZIP', () => {
  const app = useApp();
  let page: Page;

  beforeAll(() => {
    page = app.page;
  });

  it('lets the file dialog offer a PDF, and a PDF picked there gets its reference verdict', async () => {
    const input = page.getByTestId('pick-files');
    const accept = (await input.getAttribute('accept')) ?? '';
    // A real dialog shows only what `accept` admits (Playwright's setInputFiles does not enforce it).
    for (const [name, type] of [
      [PDF, 'application/pdf'],
      ['invoice.xml', 'application/xml'],
      ['batch.zip', 'application/zip'],
    ] as const)
      expect({ name, admitted: admits(accept, name, type) }).toEqual({ name, admitted: true });
    await input.setInputFiles(path.join(corpusDir, 'hybrid-pdf', PDF));
    await selectFile(page, PDF);
    expect(await verdictOf(page)).toBe(referenceValid(PDF));
  });

  it('takes 336,90 on the German page, offers the suggestion as one click, writes 336.90 and says so', async () => {
    await dropFiles(page, [{ name: 'wrong-totals.xml', content: WRONG_TOTALS }]);
    await selectFile(page, 'wrong-totals.xml');
    expect(await verdictOf(page)).toBe(false);
    await page.getByTestId('lang-de').click();
    try {
      const de = MESSAGES.de;
      await page.getByRole('tab', { name: de.tabs.repair }).click();
      await page.getByTestId('run-repair').click();
      const form = page.getByTestId('questions');
      await form.or(page.getByTestId('error')).first().waitFor({ timeout: 120_000 });
      const payable = form.locator('[data-question^="BT-115"]');
      const inclusive = form.locator('[data-question^="BT-112"]');

      const typed = inclusive.locator('input[type=text]');
      await typed.fill('336,90');
      expect(await typed.getAttribute('aria-invalid')).toBeNull();
      expect(await inclusive.getByTestId('answer-problem').count()).toBe(0);
      expect(await inclusive.getByTestId('answer-sent').textContent()).toBe(de.decimalWritten('336.90'));
      // The engine's proposal is a button that fills the field, not placeholder text.
      expect(await payable.locator('input[type=text]').getAttribute('placeholder')).toBeNull();
      await payable.getByRole('button', { name: de.takeSuggestion('336.90') }).click();
      expect(await payable.locator('input[type=text]').inputValue()).toBe('336.90');
      expect(blocking(await axeViolations(page)).map((v) => v.id)).toEqual([]);

      await page.getByTestId('send-answers').click();
      await expect
        .poll(() => page.getByTestId('repair-outcome').getAttribute('data-outcome'), { timeout: 120_000 })
        .toBe('compliant');
      const repaired = (await download(page, 'download-repaired')).content.toString('utf8');
      expect(repaired).toContain('<cbc:TaxInclusiveAmount currencyID="EUR">336.90</cbc:TaxInclusiveAmount>');
      expect(repaired).toContain('<cbc:PayableAmount currencyID="EUR">336.90</cbc:PayableAmount>');
    } finally {
      await page.getByTestId('lang-en').click();
    }
  });

  it('shows a repaired file as valid in the header, the file list and the batch row, the original beside it', async () => {
    const verdict = page.getByTestId('detail').getByTestId('verdict');
    expect(await verdict.getAttribute('data-valid')).toBe('true');
    expect(await verdict.getAttribute('data-original-valid')).toBe('false');
    expect(await verdict.textContent()).toBe(`✓${MESSAGES.en.valid} · ${MESSAGES.en.repairedMark}`);
    expect(await page.getByTestId('verdict-as-dropped').textContent()).toContain(
      `${MESSAGES.en.asDropped}: ${MESSAGES.en.invalid}`,
    );
    const item = page.locator('[data-testid=file-item]', { hasText: 'wrong-totals.xml' });
    expect(await item.locator('.badge').textContent()).toBe(
      `${MESSAGES.en.valid} · ${MESSAGES.en.repairedMark}`,
    );
    const row = page.locator('[data-testid=batch-row]', { hasText: 'wrong-totals.xml' });
    expect(await row.getAttribute('data-verdict')).toBe('valid');
    expect(await row.getAttribute('data-repaired')).toBe('true');
    expect(await row.locator('td').first().textContent()).toBe(
      `${MESSAGES.en.batch.verdicts.valid} · ${MESSAGES.en.repairedMark}`,
    );
  });

  it('names the rows of a ZIP by their members first, the archive after them, the full name on hover', async () => {
    const members = ['inv-001.xml', 'inv-002.xml', 'inv-003.xml'];
    const zip = zipSync(
      Object.fromEntries(members.map((m) => [`november/${m}`, new TextEncoder().encode(ubl)])),
    );
    await dropFiles(page, [{ name: 'invoices-november.zip', content: Buffer.from(zip) }]);
    const rows = page.locator('[data-testid=batch-row]', { hasText: 'invoices-november.zip/november/' });
    await expect.poll(() => rows.count(), { timeout: 60_000 }).toBe(members.length);
    expect((await rows.getByTestId('batch-name').allTextContents()).sort()).toEqual(members);
    expect(
      (
        await rows
          .locator('td:nth-child(2)')
          .evaluateAll((cells) => cells.map((c) => c.getAttribute('title')))
      ).sort(),
    ).toEqual(members.map((m) => `invoices-november.zip/november/${m}`));
    expect(
      await page.locator('[data-testid=file-item] .file-name', { hasText: 'inv-002.xml' }).textContent(),
    ).toBe('inv-002.xml');
    expect(blocking(await axeViolations(page)).map((v) => v.id)).toEqual([]);
  });
});
