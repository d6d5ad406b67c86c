/**
 * The rendered invoice page in headless Chromium: several corpus invoices (UBL, CII, credit note,
 * allowances, XRechnung extension, embedded attachment) in both locales. Screenshots are kept under
 * test-results/render/ for review; the page must hold no script, make no network request, log no error
 * and not scroll sideways on a 390 px phone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderInvoice } from '@einvoice/engine';
import { launchChromium } from '@einvoice/test-support/browser/launchChromium';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CASES = [
  'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml',
  'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_uncefact.xml',
  'xrechnung-testsuite/business-cases/extension/04.05a-INVOICE_uncefact.xml',
  'kosit-config-tests/integration/ubl-cr-646-sub-invoice-lines-extension.xml',
  'peppol-unit/examples/Allowance-example.xml',
  'peppol-unit/examples/base-creditnote-correction.xml',
  'en16931-examples/cii/CII_example5.xml',
  'kosit-config-tests/cen-unit-test/XRechnung-CEFACT-2020-12-17-with-xml-attachment-and-extension-urn.xml',
];
const outDir = path.join(repoRoot, 'test-results/render');

let browser: Browser;
beforeAll(async () => {
  fs.mkdirSync(outDir, { recursive: true });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('rendered invoice page in Chromium', () => {
  for (const file of CASES) {
    for (const locale of ['en', 'de', 'fr'] as const) {
      it(`${file} (${locale})`, async () => {
        const xml = fs.readFileSync(path.join(corpusDir, file), 'utf8');
        const html = renderInvoice({ xml }, { locale }).html as string;
        const name = `${path.basename(file, '.xml')}.${locale}`;
        for (const [width, device] of [
          [900, 'desktop'],
          [390, 'phone'],
        ] as const) {
          const page = await browser.newPage({ viewport: { width, height: 900 } });
          const requests: string[] = [];
          const errors: string[] = [];
          page.on('request', (r) => requests.push(r.url()));
          page.on('console', (m) => {
            if (m.type() === 'error') errors.push(m.text());
          });
          page.on('pageerror', (e) => errors.push(e.message));
          await page.setContent(html, { waitUntil: 'load' });
          const facts = await page.evaluate(() => ({
            scripts: document.querySelectorAll('script').length,
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
            title: document.title,
            rows: document.querySelectorAll('tr.line').length,
          }));
          await page.screenshot({ path: path.join(outDir, `${name}.${device}.png`), fullPage: true });
          await page.close();
          expect(facts.scripts).toBe(0);
          expect(requests).toEqual([]);
          expect(errors).toEqual([]);
          expect(facts.scrollWidth).toBeLessThanOrEqual(facts.clientWidth);
          expect(facts.title.length).toBeGreaterThan(0);
          // Every invoice line of the XML is a row (UBL lines, CII line items; sub-lines are rows too).
          const lines = (
            xml.match(/<(cac:InvoiceLine|cac:CreditNoteLine|ram:IncludedSupplyChainTradeLineItem)[\s>]/g) ??
            []
          ).length;
          expect(facts.rows).toBe(lines);
        }
      });
    }
  }
});
