import { type PDFDocument, type PDFFont, type PDFPage, rgb } from '@cantoo/pdf-lib';
import type { RenderedGroup, RenderedInvoice, RenderedLine, RenderedValue } from '../../render/types.ts';
import { uiText } from '../../render/uiText.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIDTH = A4[0] - 2 * MARGIN;
const LABEL_WIDTH = WIDTH * 0.38;
const SIZE = 9;
const LEADING = 12;
const GREY = rgb(0.35, 0.35, 0.35);

const FOOTER = {
  en: (p: number, n: number) =>
    `Page ${p} of ${n} · The embedded factur-x.xml is the invoice; this page is its reading.`,
  de: (p: number, n: number) =>
    `Seite ${p} von ${n} · Die eingebettete factur-x.xml ist die Rechnung; diese Seite ist ihre Lesefassung.`,
  fr: (p: number, n: number) =>
    `Page ${p} sur ${n} · Le fichier factur-x.xml intégré est la facture ; cette page en est la lecture.`,
};

/** Splits text into lines no wider than `width` (words longer than a line are cut by characters). */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  // Deeply nested groups keep a usable column rather than a negative one.
  const width = Math.max(maxWidth, 60);
  const out: string[] = [];
  for (const para of text.split(/\r?\n/)) {
    let line = '';
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) {
        line = next;
        continue;
      }
      if (line) out.push(line);
      line = '';
      let rest = word;
      while (rest.length > 1 && font.widthOfTextAtSize(rest, size) > width) {
        let n = rest.length - 1;
        while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > width) n--;
        out.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      line = rest;
    }
    out.push(line);
  }
  return out;
}

/**
 * Lays the render stage's reading of an invoice (the same sections, labels and formatted values as the
 * HTML rendering) out on A4 pages: title, then every section as label/value rows, groups indented, page
 * breaks where a row would not fit, and a footer on every page.
 */
export function drawInvoice(
  doc: PDFDocument,
  invoice: RenderedInvoice,
  fonts: { regular: PDFFont; bold: PDFFont },
): void {
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const ensure = (height: number) => {
    if (y - height >= MARGIN + 20) return;
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  const text = (s: string, x: number, font: PDFFont, size = SIZE, color = rgb(0, 0, 0)) =>
    page.drawText(s, { x, y, size, font, color });

  const heading = (s: string, indent: number, size = 11) => {
    ensure(size + LEADING * 2);
    y -= size * 0.6;
    for (const l of wrap(s, fonts.bold, size, WIDTH - indent)) {
      text(l, MARGIN + indent, fonts.bold, size);
      y -= size + 3;
    }
  };
  const row = (v: RenderedValue, indent: number) => {
    const labelLines = wrap(v.label, fonts.regular, SIZE, LABEL_WIDTH - indent - 6);
    const shown = v.meaning && !v.text.includes(v.meaning) ? `${v.text} (${v.meaning})` : v.text;
    const valueLines = wrap(shown, fonts.regular, SIZE, WIDTH - LABEL_WIDTH);
    const lines = Math.max(labelLines.length, valueLines.length);
    for (let i = 0; i < lines; i++) {
      ensure(LEADING);
      if (labelLines[i]) text(labelLines[i] as string, MARGIN + indent, fonts.regular, SIZE, GREY);
      if (valueLines[i]) text(valueLines[i] as string, MARGIN + LABEL_WIDTH, fonts.regular);
      y -= LEADING;
    }
    for (const a of v.attributes) row({ ...a, bt: null, attributes: [] }, indent + 10);
  };
  const group = (g: RenderedGroup | RenderedLine, indent: number) => {
    heading(g.index > 1 ? `${g.label} ${g.index}` : g.label, indent, indent === 0 ? 11 : 10);
    for (const v of g.values) row(v, indent + 8);
    for (const sub of g.groups) group(sub, indent + 12);
    if ('further' in g) {
      for (const v of g.further) row(v, indent + 8);
      for (const sub of g.subLines) group(sub, indent + 12);
    }
  };
  const values = (label: string, vs: RenderedValue[]) => {
    if (vs.length === 0) return;
    heading(label, 0);
    for (const v of vs) row(v, 8);
  };

  for (const l of wrap(invoice.title, fonts.bold, 16, WIDTH)) {
    text(l, MARGIN, fonts.bold, 16);
    y -= 20;
  }
  const l = invoice.locale;
  values(uiText('invoice', l), invoice.header);
  values(uiText('references', l), invoice.references);
  for (const g of [...invoice.precedingInvoices, ...invoice.parties, ...invoice.delivery, ...invoice.payment])
    group(g, 0);
  values(uiText('paymentTerms', l), invoice.paymentTerms);
  for (const g of [...invoice.allowances, ...invoice.charges, ...invoice.lines]) group(g, 0);
  for (const g of [...invoice.vatBreakdown, ...invoice.totals, ...invoice.notes, ...invoice.attachments])
    group(g, 0);
  values(uiText('furtherDetailsShort', l), invoice.furtherDetails);

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    p.drawText(FOOTER[invoice.locale](i + 1, pages.length), {
      x: MARGIN,
      y: MARGIN - 20,
      size: 7,
      font: fonts.regular,
      color: GREY,
    });
  });
}
