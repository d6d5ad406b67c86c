import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { describe, expect, it } from 'vitest';
import { type EngineError, isEngineError } from '../errors.ts';
import { renderInvoice } from './renderInvoice.ts';

const UBL = fs.readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);

function errorOf(run: () => unknown): EngineError {
  try {
    run();
  } catch (e) {
    if (isEngineError(e)) return e;
    throw e;
  }
  throw new Error('no error');
}

const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n').toString('base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64');
const attachment = (id: string, mime: string, name: string, content: string) =>
  `<cac:AdditionalDocumentReference><cbc:ID>${id}</cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject mimeCode="${mime}" filename="${name}">${content}</cbc:EmbeddedDocumentBinaryObject></cac:Attachment></cac:AdditionalDocumentReference>`;

// The corpus invoice with hostile text in its first note and two embedded attachments.
const HOSTILE = UBL.replace(
  /<cbc:Note>/,
  '<cbc:Note>&lt;script&gt;alert("x")&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt; ',
).replace(
  '<cac:AccountingSupplierParty>',
  `${attachment('A-1', 'application/pdf', 'delivery &quot;note&quot;.pdf', PDF)}${attachment('A-2', 'image/svg+xml', 'logo.svg', SVG)}<cac:AccountingSupplierParty>`,
);

describe('renderInvoice', () => {
  it('refuses pdf and unknown formats with UNSUPPORTED_FORMAT naming html and json', () => {
    for (const format of ['pdf', 'xml']) {
      const e = errorOf(() => renderInvoice({ xml: UBL }, { format }));
      expect(e.code).toBe('UNSUPPORTED_FORMAT');
      expect((e.details as { supported: string[] }).supported).toEqual(['html', 'json']);
    }
  });

  it('refuses locales other than en, de and fr with UNSUPPORTED_LOCALE', () => {
    for (const locale of ['it', 'fr-FR', 'FR']) {
      expect(errorOf(() => renderInvoice({ xml: UBL }, { locale })).code).toBe('UNSUPPORTED_LOCALE');
    }
    expect(errorOf(() => renderInvoice({ xml: UBL }, { locale: 7 })).code).toBe('INVALID_OPTION');
  });

  it('refuses a well-formed document that is not an invoice with NOT_AN_INVOICE', () => {
    const order = '<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"><ID>1</ID></Order>';
    expect(errorOf(() => renderInvoice({ xml: order })).code).toBe('NOT_AN_INVOICE');
  });

  it('passes input errors through as validate reports them', () => {
    expect(errorOf(() => renderInvoice({})).code).toBe('MISSING_XML');
    expect(errorOf(() => renderInvoice({ xml: '<Invoice>' })).code).toBe('MALFORMED_XML');
    expect(errorOf(() => renderInvoice({ xmlBase64: '***' })).code).toBe('INVALID_BASE64');
  });

  it('escapes invoice text, so markup in a value stays text', () => {
    const html = renderInvoice({ xml: HOSTILE }).html as string;
    expect(html).not.toMatch(/<script|<img|<[^>]*\son\w+=/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('offers an inert attachment as a data: download and shows any other one as text only', () => {
    const result = renderInvoice({ xml: HOSTILE }, { format: 'json' });
    const [pdf, svg] = result.document?.attachments ?? [];
    expect(pdf).toMatchObject({ fileName: 'delivery "note".pdf', mimeType: 'application/pdf', linked: true });
    expect(pdf?.size).toBe(Buffer.from(PDF, 'base64').length);
    expect(svg).toMatchObject({ mimeType: 'image/svg+xml', linked: false });
    const html = renderInvoice({ xml: HOSTILE }).html as string;
    expect(html).toContain(
      `href="data:application/pdf;base64,${PDF}" download="delivery &quot;note&quot;.pdf"`,
    );
    expect(html).not.toContain('data:image/svg');
    expect(html).toContain(SVG);
  });
});
