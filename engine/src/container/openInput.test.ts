import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AFRelationship, type PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import {
  denseObjectStream,
  flate,
  oneBlockBomb,
  overdeclaredObjectStream,
  overdeclaredXrefStream,
  paddedXml,
  pdfWithFiles,
  pdfWithObjectStream,
} from '@einvoice/test-support/hostile/pdfShapes';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../errors.ts';
import { newBudget } from './decodePdfStream.ts';
import { loadPdf } from './loadPdf.ts';
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

describe('openInput: what a PDF may make the reader decode (issue 30)', () => {
  const MB = 1024 * 1024;
  const limits = { maxBytes: MB };
  const invoice = flate(bytes(XML));
  const nearLimit = flate(paddedXml(XML, MB - 10));
  const times = (n: number, file: (i: number) => { name: string; stream: number }) =>
    Array.from({ length: n }, (_, i) => file(i));

  it('decodes a stream once however many file specifications point at it', async () => {
    // 60 specifications of XML files on one stream of nearly the limit: 60 MB if each were decoded.
    const pdf = await pdfWithFiles(
      [nearLimit],
      times(60, (i) => ({ name: i === 0 ? 'factur-x.xml' : `copy-${i}.xml`, stream: 0 })),
      'AF',
    );
    const { decoded, pdf: opened } = await openInput({ xmlBase64: b64(pdf) }, limits);
    expect(decoded.bytes.length).toBe(MB - 10);
    expect(opened?.candidates).toHaveLength(60);
    expect(opened?.container.attachment).toMatchObject({ name: 'factur-x.xml', bytes: MB - 10 });
  });

  it('refuses XML files that decode to more than twice the limit in all: 422 pdf-decoded-too-large', async () => {
    const pdf = await pdfWithFiles(
      [nearLimit, nearLimit, nearLimit],
      [
        { name: 'a.xml', stream: 0 },
        { name: 'b.xml', stream: 1 },
        { name: 'factur-x.xml', stream: 2 },
      ],
      'EmbeddedFiles',
    );
    const f = await failure(openInput({ xmlBase64: b64(pdf) }, limits));
    expect(f).toEqual({
      code: 'UNSUPPORTED_FORMAT',
      details: { reason: 'pdf-decoded-too-large', limit: 2 * MB },
    });
  });

  it('does not decode other attachments: a bomb named scan.pdf is reported by its declared size', async () => {
    const bomb = oneBlockBomb(400_000); // 100 MB from 650 KB
    const pdf = await pdfWithFiles(
      [invoice, bomb, bomb],
      [
        { name: 'factur-x.xml', stream: 0 },
        { name: 'scan.pdf', stream: 1 },
        { name: 'photo.jpg', stream: 2 },
      ],
      'AF',
    );
    const { decoded, pdf: opened } = await openInput({ xmlBase64: b64(pdf) }, { maxBytes: 10 * MB });
    expect(decoded.text).toBe(XML);
    expect(opened?.container.attachments.map((a) => [a.name, a.bytes])).toEqual([
      ['factur-x.xml', bytes(XML).length],
      ['scan.pdf', bomb.size],
      ['photo.jpg', bomb.size],
    ]);
  });

  it('stops a one-block deflate bomb at the limit: 413 XML_TOO_LARGE', async () => {
    const bomb = oneBlockBomb(400_000);
    const pdf = await pdfWithFiles([bomb], [{ name: 'factur-x.xml', stream: 0 }], 'AF');
    const before = process.memoryUsage().arrayBuffers;
    const f = await failure(openInput({ xmlBase64: b64(pdf) }, limits));
    expect(f).toMatchObject({ code: 'XML_TOO_LARGE', details: { limit: MB } });
    // A decoder that inflated the block whole would hold its 100 MB here.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(20 * MB);
  });

  it('takes the object streams pdf-lib decodes while loading from the budget: a bomb is 422 pdf-decoded-too-large', async () => {
    const before = process.memoryUsage().arrayBuffers;
    const f = await failure(
      openInput({ xmlBase64: b64(pdfWithObjectStream(oneBlockBomb(400_000))) }, limits),
    );
    expect(f).toEqual({
      code: 'UNSUPPORTED_FORMAT',
      details: { reason: 'pdf-decoded-too-large', limit: 2 * MB },
    });
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(20 * MB);
    // Object streams within the budget are read as before: pdf-lib saves with object streams by default.
    const doc = await PDFDocument.load(await pdfWith([{ name: 'factur-x.xml', data: bytes(XML) }]));
    const saved = await doc.save({ useObjectStreams: true });
    expect(new TextDecoder('latin1').decode(saved)).toContain('/ObjStm');
    expect((await openInput({ xmlBase64: b64(saved) }, limits)).decoded.text).toBe(XML);
  });

  it('refuses more than 64 entries in /AF or in the name tree: 422 pdf-too-many-attachments', async () => {
    for (const listedIn of ['AF', 'EmbeddedFiles'] as const) {
      const pdf = await pdfWithFiles(
        [invoice],
        times(65, (i) => ({ name: `invoice-${i}.xml`, stream: 0 })),
        listedIn,
      );
      const f = await failure(openInput({ xmlBase64: b64(pdf) }, limits));
      expect([listedIn, f]).toEqual([
        listedIn,
        { code: 'UNSUPPORTED_FORMAT', details: { reason: 'pdf-too-many-attachments', limit: 64 } },
      ]);
    }
    const atCap = await pdfWithFiles(
      [invoice],
      times(64, (i) => ({ name: i === 0 ? 'factur-x.xml' : `n-${i}.txt`, stream: 0 })),
      'EmbeddedFiles',
    );
    const { pdf: opened } = await openInput({ xmlBase64: b64(atCap) }, limits);
    expect(opened?.container.attachments).toHaveLength(64);
  });
});

describe('openInput bounds the work of reading a PDF by what its bytes hold (issue 34)', () => {
  /** The failure and how long openInput took to give it. */
  async function timedFailure(pdf: Uint8Array) {
    const started = performance.now();
    const f = await failure(openInput({ xmlBase64: b64(pdf) }));
    return { f, ms: performance.now() - started };
  }

  it('refuses an object stream declaring 2,000,000 entries in 8 KB: 422 pdf-object-stream-overdeclared, at once', async () => {
    const pdf = overdeclaredObjectStream(2_000_000);
    expect(pdf.length).toBeLessThan(16 * 1024);
    const { f, ms } = await timedFailure(pdf);
    expect(f).toEqual({
      code: 'UNSUPPORTED_FORMAT',
      details: { reason: 'pdf-object-stream-overdeclared', limit: 1, declared: 2_000_000 },
    });
    // pdf-lib alone parses the one object two million times: 23 s here under load 10.
    expect(ms).toBeLessThan(2_000);
  });

  it('refuses more objects than the file size allows (10,000, or one per 50 bytes): 422 pdf-too-many-objects', async () => {
    const dense = denseObjectStream(200_000);
    const { f, ms } = await timedFailure(dense);
    expect(f).toEqual({
      code: 'UNSUPPORTED_FORMAT',
      details: { reason: 'pdf-too-many-objects', limit: Math.floor(dense.length / 50) },
    });
    expect(ms).toBeLessThan(2_000);
    // Objects in the body count too, before pdf-lib parses any of them.
    const body = [
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n',
      ...Array.from({ length: 12_000 }, (_, i) => `${i + 3} 0 obj 0 endobj\n`),
      'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
    ].join('');
    expect((await timedFailure(bytes(body))).f).toEqual({
      code: 'UNSUPPORTED_FORMAT',
      details: { reason: 'pdf-too-many-objects', limit: 10_000 },
    });
  });

  it('counts the body in linear time: a 2 MB run of digits is read at once', async () => {
    const pdf = bytes(
      `%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n${'7'.repeat(2 * 1024 * 1024)} 0 obj\n`,
    );
    // A regular expression counting `n g obj` backtracked over the run: minutes for 200,000 digits.
    const { f, ms } = await timedFailure(pdf);
    expect(f.code).toBe('UNSUPPORTED_FORMAT');
    expect(ms).toBeLessThan(2_000);
  });

  it('refuses objects of an object stream that share their bytes: 422 pdf-object-stream-overdeclared', async () => {
    // Two objects at offset 0 of "0 0": each would be parsed over the same bytes.
    const pdf = pdfWithObjectStream(flate(bytes('4 0 5 0 0 0')), 2, 8);
    expect((await timedFailure(pdf)).f).toEqual({
      code: 'UNSUPPORTED_FORMAT',
      details: { reason: 'pdf-object-stream-overdeclared', declared: 2 },
    });
  });

  it('refuses a cross-reference stream declaring more entries than its bytes hold: 422 pdf-xref-overdeclared', async () => {
    const { f, ms } = await timedFailure(overdeclaredXrefStream(3_000_000));
    expect(f).toEqual({
      code: 'UNSUPPORTED_FORMAT',
      details: { reason: 'pdf-xref-overdeclared', limit: 0, declared: 3_000_000 },
    });
    expect(ms).toBeLessThan(2_000);
  });

  it('reads the objects of PDFs saved with object and cross-reference streams exactly as pdf-lib does', async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 30; i++) doc.addPage().drawText(`page ${i} (with a string) <and> [brackets]`);
    await doc.attach(bytes(XML), 'factur-x.xml', { mimeType: 'text/xml' });
    const saved = await doc.save({ useObjectStreams: true });
    expect(new TextDecoder('latin1').decode(saved)).toMatch(/\/ObjStm[\s\S]*\/XRef/);
    const dump = (d: PDFDocument) =>
      d.context
        .enumerateIndirectObjects()
        .map(([ref, o]) => `${ref} ${o}`)
        .sort();
    // The corpus's one PDF with object streams (ZUGFeRD's own sample) too.
    const corpus = new Uint8Array(readFileSync(path.join(corpusDir, 'hybrid-pdf/pdf_zf_en16931_2.pdf')));
    for (const pdf of [saved, corpus]) {
      const reference = dump(await PDFDocument.load(pdf, { updateMetadata: false }));
      const budget = newBudget(20 * 2 ** 20, 10_000);
      const bounded = dump(await loadPdf(pdf, budget));
      expect(budget.refusal).toBeNull();
      expect(bounded).toEqual(reference);
      expect(reference.length).toBeGreaterThan(30);
    }
  });
});
