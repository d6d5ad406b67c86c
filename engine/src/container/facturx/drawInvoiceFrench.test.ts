import fs from 'node:fs';
import path from 'node:path';
import { PDFPage } from '@cantoo/pdf-lib';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_FONTS } from '../../manifest.ts';
import { renderInvoice } from '../../render/renderInvoice.ts';
import type { RenderedInvoice } from '../../render/types.ts';
import { writeFacturxPdf } from './writeFacturxPdf.ts';

const UBL = fs.readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);
const font = (file: string) => new Uint8Array(fs.readFileSync(path.join(repoRoot, 'rulesets/build', file)));

/** Every string drawn on the pages of the Factur-X PDF of the corpus invoice rendered in `locale`. */
async function drawnText(locale: 'en' | 'fr'): Promise<string[]> {
  const drawn: string[] = [];
  const original = PDFPage.prototype.drawText;
  const spy = vi.spyOn(PDFPage.prototype, 'drawText').mockImplementation(function (
    this: PDFPage,
    text,
    options,
  ) {
    drawn.push(text);
    return original.call(this, text, options);
  });
  try {
    await writeFacturxPdf({
      xml: new TextEncoder().encode(UBL),
      conformanceLevel: 'EN 16931',
      invoice: renderInvoice({ xml: UBL }, { format: 'json', locale }).document as RenderedInvoice,
      fonts: { regular: font(PAGE_FONTS.regular), bold: font(PAGE_FONTS.bold) },
      producer: 'test',
    });
  } finally {
    spy.mockRestore();
  }
  return drawn;
}

describe('Factur-X PDF pages in French', () => {
  it('sets the visible pages in French: title, headings, labels, amounts and the footer', async () => {
    const fr = await drawnText('fr');
    for (const text of ['Facture commerciale', 'Facture', 'Références', 'Numéro de facture', '04/04/2016']) {
      expect(fr).toContain(text);
    }
    expect(fr.some((t) => t.startsWith('Page 1 sur '))).toBe(true);
    expect(fr.some((t) => t.includes('336,90 €'))).toBe(true);
    const en = await drawnText('en');
    expect(en).toContain('Invoice number');
    expect(fr).not.toContain('Invoice number');
    expect(fr.some((t) => t.startsWith('Page 1 of '))).toBe(false);
  });
});
