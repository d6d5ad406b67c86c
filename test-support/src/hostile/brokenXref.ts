/**
 * Damaged hybrid PDFs (issue 25) made from intact ones: the cross-reference data broken, every object and the
 * embedded invoice left byte for byte as they were — the shape of Mustang's corruptedV2PDF.pdf — and a PDF whose
 * XMP packet cannot be parsed or decoded. PDF readers rebuild the table by scanning the objects; so must we.
 */
import { PDFDocument, PDFName, PDFRawStream } from '@cantoo/pdf-lib';

const latin1 = (b: Uint8Array) => Buffer.from(b).toString('latin1');
const bytes = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));

/** One damaged copy of a PDF and what was broken. */
export interface DamagedPdf {
  name: string;
  bytes: Uint8Array;
}

/**
 * The intact PDF with its last cross-reference section broken in four ways: `startxref` pointing past the end,
 * every table offset shifted, the table's lines overwritten with noise, and the trailer dictionary cut off.
 * Only bytes after the last object change.
 */
export function brokenXrefShapes(pdf: Uint8Array): DamagedPdf[] {
  const text = latin1(pdf);
  const startxref = text.lastIndexOf('startxref');
  const xref = text.lastIndexOf('\nxref');
  const trailer = text.lastIndexOf('trailer');
  if (startxref < 0 || xref < 0 || trailer < xref)
    throw new Error('brokenXrefShapes needs a PDF whose last section is a cross-reference table');
  const table = text.slice(xref, trailer);
  return [
    {
      name: 'startxref-past-end',
      bytes: bytes(`${text.slice(0, startxref)}startxref\n${pdf.length + 1000}\n%%EOF\n`),
    },
    {
      name: 'offsets-shifted',
      bytes: bytes(
        text.slice(0, xref) +
          table.replace(
            /(\d{10}) (\d{5}) n/g,
            (_m, o: string, g: string) => `${String(Number(o) + 7).padStart(10, '0')} ${g} n`,
          ) +
          text.slice(trailer),
      ),
    },
    {
      name: 'table-overwritten',
      bytes: bytes(
        `${text.slice(0, xref)}\nxref\n${table.slice(6).replace(/[^\r\n]/g, '#')}${text.slice(trailer)}`,
      ),
    },
    { name: 'trailer-cut', bytes: bytes(`${text.slice(0, trailer)}trailer\n<</Size 9/Root 1 0 R\n%%EOF\n`) },
  ];
}

/**
 * The intact PDF saved again with its XMP packet replaced: `not-xml` is a stream that is not XML, `bad-flate` one
 * that claims FlateDecode over bytes that are no deflate data. The embedded files stay as they were.
 */
export async function brokenXmp(pdf: Uint8Array): Promise<DamagedPdf[]> {
  const out: DamagedPdf[] = [];
  for (const [name, data, filter] of [
    ['not-xml', bytes('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF & unclosed'), null],
    ['bad-flate', bytes('this is not deflate data at all'), 'FlateDecode'],
  ] as const) {
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    const dict = doc.context.obj({ Type: 'Metadata', Subtype: 'XML', Length: data.length });
    if (filter) dict.set(PDFName.of('Filter'), PDFName.of(filter));
    doc.catalog.set(PDFName.of('Metadata'), doc.context.register(PDFRawStream.of(dict, data)));
    out.push({ name: `xmp-${name}`, bytes: await doc.save({ useObjectStreams: false }) });
  }
  return out;
}
