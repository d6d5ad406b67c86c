/**
 * Attachments are judged by their bytes and named without bidi tricks: a file declared as PDF but holding
 * HTML gets no link, a PNG declared as PDF is linked as image/png, a spreadsheet must be a ZIP container,
 * and "invoice\u202Efdp.exe" (which a browser displays as "invoiceexe.pdf") loses its override control
 * everywhere the page shows the name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { describe, expect, it } from 'vitest';
import { cleanFileName, linkTypeOf } from './isLinkable.ts';
import { renderInvoice } from './renderInvoice.ts';

const UBL = fs.readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);
const b64 = (bytes: string | Uint8Array) => Buffer.from(bytes).toString('base64');
// Real signatures: the first bytes of files written by the tools that make them.
const PNG = b64(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
const JPEG = b64(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]));
const PDF = b64('%PDF-1.7\n%\u00e2\u00e3\n');
const HTML = b64('<!doctype html><script>alert(1)</script>');
const ZIP = b64(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]));
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const attachment = (mime: string, name: string, content: string) =>
  `<cac:AdditionalDocumentReference><cbc:ID>A</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="${mime}" filename="${name}">${content}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>`;
const withAttachments = (...parts: string[]) =>
  UBL.replace('<cac:AccountingSupplierParty>', `${parts.join('')}<cac:AccountingSupplierParty>`);

describe('linkTypeOf', () => {
  it.each([
    ['a PDF declared as PDF', PDF, 'application/pdf', 'application/pdf'],
    ['a PNG declared as PDF', PNG, 'application/pdf', 'image/png'],
    ['a JPEG declared as text/csv', JPEG, 'text/csv', 'image/jpeg'],
    ['a PNG declared as SVG', PNG, 'image/svg+xml', 'image/png'],
    ['HTML declared as PDF', HTML, 'application/pdf', null],
    ['HTML declared as PNG', HTML, 'image/png', null],
    ['HTML declared as HTML', HTML, 'text/html', null],
    ['a ZIP declared as XLSX', ZIP, XLSX, XLSX],
    ['HTML declared as XLSX', HTML, XLSX, null],
    ['text declared as CSV', b64('a;b\n1;2\n'), 'text/csv', 'text/csv'],
    ['a PDF without a declared type', PDF, null, 'application/pdf'],
    ['content that is not base64', '%%%%', 'application/pdf', null],
  ])('%s → %s', (_, content, declared, expected) => {
    expect(linkTypeOf(content, declared)).toBe(expected);
  });

  it('reads the signature across line breaks in the base64 text', () => {
    expect(linkTypeOf(`${PNG.slice(0, 3)}\n  ${PNG.slice(3)}`, 'application/pdf')).toBe('image/png');
  });
});

describe('cleanFileName', () => {
  it('removes every embedding, override and isolate control and nothing else', () => {
    const controls = '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';
    expect(cleanFileName(`Rechnung\u202efdp.exe`)).toBe('Rechnungfdp.exe');
    expect(cleanFileName(`a${controls}b.pdf`)).toBe('ab.pdf');
    expect(cleanFileName('Prüfbericht – März (final).pdf')).toBe('Prüfbericht – März (final).pdf');
  });
});

describe('render', () => {
  it('links by the bytes, never by the declared type', () => {
    const xml = withAttachments(
      attachment('application/pdf', 'a.pdf', HTML),
      attachment('application/pdf', 'b.pdf', PNG),
    );
    const [fake, png] = renderInvoice({ xml }, { format: 'json' }).document?.attachments ?? [];
    expect(fake).toMatchObject({ mimeType: 'application/pdf', linked: false, linkType: null });
    expect(png).toMatchObject({ mimeType: 'application/pdf', linked: true, linkType: 'image/png' });
    const html = renderInvoice({ xml }).html as string;
    expect(html).not.toContain(`;base64,${HTML}`);
    expect(html).toContain(`href="data:image/png;base64,${PNG}" download="b.pdf"`);
    expect(html).not.toContain('data:application/pdf');
  });

  it('shows the file name without bidi controls in the JSON reading, the link and the attribute list', () => {
    const xml = withAttachments(attachment('application/pdf', 'invoice&#x202E;fdp.exe', PDF));
    const [a] = renderInvoice({ xml }, { format: 'json' }).document?.attachments ?? [];
    expect(a?.fileName).toBe('invoicefdp.exe');
    const object = a?.values.find((v) => v.bt === 'BT-125');
    expect(object?.attributes.find((x) => x.name === 'filename')?.value).toBe('invoicefdp.exe');
    const html = renderInvoice({ xml }).html as string;
    expect(html).toContain('download="invoicefdp.exe"');
    expect(html).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });
});
