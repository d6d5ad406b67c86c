import { AFRelationship, PDFDocument, PDFHexString, PDFName, PDFString } from '@cantoo/pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import type { RenderedInvoice } from '../../render/types.ts';
import { sha256Hex } from '../../sha256Hex.ts';
import { drawInvoice } from './drawInvoice.ts';
import { facturxXmp } from './facturxXmp.ts';
import { srgbProfile } from './srgbProfile.ts';
import { woffToTtf } from './woffToTtf.ts';

/** WOFF 1.0 fonts the pages are set in, embedded whole as TrueType (PDF/A requires every font embedded). */
export interface FacturxFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

export interface FacturxPdfInput {
  /** The CII invoice, embedded byte for byte as factur-x.xml. */
  xml: Uint8Array;
  /** XMP ConformanceLevel: EN 16931 or EXTENDED. */
  conformanceLevel: string;
  /** The render stage's reading of the same invoice, drawn as the visible pages. */
  invoice: RenderedInvoice;
  fonts: FacturxFonts;
  producer: string;
  /** Creation date written to the Info dictionary, the XMP and the attachment (fixed in tests). */
  date?: Date;
}

/**
 * A Factur-X 1.0 / ZUGFeRD 2.x PDF/A-3B made with pdf-lib: the invoice's reading on A4 pages in embedded
 * fonts, factur-x.xml attached with AFRelationship /Alternative (listed in the catalog's /AF array), an
 * uncompressed XMP packet declaring PDF/A-3B and the Factur-X profile, an sRGB output intent, and a file
 * identifier. Nothing in it runs: no JavaScript, actions, forms or transparency.
 */
export async function writeFacturxPdf(input: FacturxPdfInput): Promise<Uint8Array> {
  const date = input.date ?? new Date();
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const fonts = {
    regular: await doc.embedFont(woffToTtf(input.fonts.regular), { subset: false }),
    bold: await doc.embedFont(woffToTtf(input.fonts.bold), { subset: false }),
  };
  drawInvoice(doc, input.invoice, fonts);

  await doc.attach(input.xml, 'factur-x.xml', {
    mimeType: 'text/xml',
    description: 'Factur-X / ZUGFeRD invoice',
    creationDate: date,
    modificationDate: date,
    afRelationship: AFRelationship.Alternative,
  });

  doc.setTitle(input.invoice.title, { showInWindowTitleBar: true });
  doc.setProducer(input.producer);
  doc.setCreator(input.producer);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  doc.setLanguage(input.invoice.locale);

  const ctx = doc.context;
  const xmp = ctx.stream(
    new TextEncoder().encode(
      facturxXmp({
        title: input.invoice.title,
        conformanceLevel: input.conformanceLevel,
        producer: input.producer,
        date,
      }),
    ),
    {
      Type: 'Metadata',
      Subtype: 'XML',
    },
  );
  doc.catalog.set(PDFName.of('Metadata'), ctx.register(xmp));

  const icc = ctx.flateStream(srgbProfile(), { N: 3 });
  const intent = ctx.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB'),
    Info: PDFString.of('sRGB (IEC 61966-2.1 primaries, gamma 2.2)'),
    DestOutputProfile: ctx.register(icc),
  });
  doc.catalog.set(PDFName.of('OutputIntents'), ctx.obj([ctx.register(intent)]));

  // PDF/A requires a file identifier; derived from the content so equal inputs give equal files.
  const id = (await sha256Hex(input.xml)).slice(0, 32);
  ctx.trailerInfo.ID = ctx.obj([PDFHexString.of(id), PDFHexString.of(id)]);
  return doc.save({ useObjectStreams: false });
}
