import { AFRelationship, type PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../errors.ts';
import { isPdf, openInput } from './openInput.ts';

const XML =
  '<?xml version="1.0" encoding="UTF-8"?>\n<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>\n';
const bytes = (s: string) => new TextEncoder().encode(s);
const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');

async function pdfWith(
  files: { name: string; data: Uint8Array; af?: AFRelationship }[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  for (const f of files) {
    await doc.attach(f.data, f.name, { mimeType: 'text/xml', ...(f.af ? { afRelationship: f.af } : {}) });
  }
  return doc.save({ useObjectStreams: false });
}

async function failure(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    if (isEngineError(e)) return { code: e.code, details: e.details as Record<string, unknown> };
    throw e;
  }
  throw new Error('expected a failure');
}

describe('openInput', () => {
  it('passes XML through untouched and recognises a PDF header only before any markup', async () => {
    const opened = await openInput({ xmlBase64: b64(bytes(XML)) });
    expect(opened.pdf).toBeNull();
    expect(opened.decoded.text).toBe(XML);
    expect(isPdf(bytes('%PDF-1.7\n'))).toBe(true);
    expect(isPdf(bytes('\n\n%PDF-1.4\n'))).toBe(true);
    expect(isPdf(bytes('<?xml version="1.0"?><!-- %PDF-1.4 --><a/>'))).toBe(false);
  });

  it('extracts factur-x.xml byte for byte, with AFRelationship and the attachment list', async () => {
    const pdf = await pdfWith([
      { name: 'notes.txt', data: bytes('hello') },
      { name: 'factur-x.xml', data: bytes(XML), af: AFRelationship.Alternative },
    ]);
    const { decoded, pdf: opened } = await openInput({ xmlBase64: b64(pdf) });
    expect(decoded.text).toBe(XML);
    expect(opened?.container).toMatchObject({
      kind: 'pdf',
      pages: 1,
      afRelationship: 'Alternative',
      attachment: { name: 'factur-x.xml', selectedBy: 'knownName', bytes: bytes(XML).length },
      xmp: null,
      pdfa: null,
    });
    expect(opened?.container.attachments.map((a) => a.name).sort()).toEqual(['factur-x.xml', 'notes.txt']);
  });

  it('takes the only XML file when no known name is present, and reads a name tree with /Kids', async () => {
    const pdf = await PDFDocument.load(await pdfWith([{ name: 'rechnung-4711.xml', data: bytes(XML) }]));
    // Move the flat /Names array under one /Kids leaf, as Ghostscript writes name trees.
    const tree = pdf.catalog
      .lookup(PDFName.of('Names'), PDFDict)
      .lookup(PDFName.of('EmbeddedFiles'), PDFDict);
    const leaf = pdf.context.obj({
      Names: tree.get(PDFName.of('Names')) as PDFArray,
      Limits: [PDFString.of('a'), PDFString.of('z')],
    });
    tree.delete(PDFName.of('Names'));
    tree.set(PDFName.of('Kids'), pdf.context.obj([pdf.context.register(leaf)]));
    const { pdf: opened } = await openInput({ xmlBase64: b64(await pdf.save()) });
    expect(opened?.container.attachment).toMatchObject({ name: 'rechnung-4711.xml', selectedBy: 'onlyXml' });
  });

  it('refuses a PDF without an invoice with UNSUPPORTED_FORMAT, reason pdf-no-invoice', async () => {
    const pdf = await pdfWith([
      { name: 'a.xml', data: bytes(XML) },
      { name: 'b.xml', data: bytes(XML) },
    ]);
    const f = await failure(openInput({ xmlBase64: b64(pdf) }));
    expect(f).toMatchObject({
      code: 'UNSUPPORTED_FORMAT',
      details: { reason: 'pdf-no-invoice', attachments: ['a.xml', 'b.xml'] },
    });
  });

  it('bounds the decoded attachment: a compressed 3 MB file in a small PDF exceeds a 1 MB limit', async () => {
    const big = bytes(`${XML}<!--${'x'.repeat(3 * 1024 * 1024)}-->`);
    const pdf = await pdfWith([{ name: 'factur-x.xml', data: big }]);
    expect(pdf.length).toBeLessThan(64 * 1024);
    const f = await failure(openInput({ xmlBase64: b64(pdf) }, { maxBytes: 1024 * 1024 }));
    expect(f.code).toBe('XML_TOO_LARGE');
  });

  it('applies the size limit to the PDF itself', async () => {
    const pdf = await pdfWith([{ name: 'factur-x.xml', data: bytes(XML) }]);
    const f = await failure(openInput({ xmlBase64: b64(pdf) }, { maxBytes: 100 }));
    expect(f.code).toBe('XML_TOO_LARGE');
  });
});
