import { PDFArray, PDFDict, PDFHexString, PDFName, PDFStream, PDFString } from '@cantoo/pdf-lib';
import { bug } from '../errors.ts';
import { DEFAULT_INPUT_LIMITS, pdfDecodeLimit } from '../input/inputLimits.ts';
import { newBudget } from './decodePdfStream.ts';
import { loadPdf } from './loadPdf.ts';
import { maxPdfObjects } from './pdfObjectBounds.ts';
import { nameTree } from './readPdf.ts';

/**
 * The PDF with the embedded file `name` replaced by `xml`: the same file specification (name,
 * AFRelationship, description) pointing at a new embedded-file stream with the new size and modification
 * date. Pages, XMP and every other object stay as they were (pdf-lib rewrites the file, not the content).
 */
export async function swapInvoice(
  pdf: Uint8Array,
  name: string,
  xml: Uint8Array,
  date = new Date(),
): Promise<Uint8Array> {
  // Loaded within a decode budget as readPdf loads it: an object stream the bounded decoder refused there
  // must not reach pdf-lib's unbounded one here.
  const budget = newBudget(pdfDecodeLimit(DEFAULT_INPUT_LIMITS.maxBytes), maxPdfObjects(pdf.length));
  const doc = await loadPdf(pdf, budget);
  if (budget.refusal) bug(`the PDF's streams went past the bounds they kept to when it was read`);
  const catalog = doc.catalog;
  const tree = catalog
    .lookupMaybe(PDFName.of('Names'), PDFDict)
    ?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  let spec = nameTree(tree, 32).find(([key]) => key === name)?.[1];
  const af = catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  for (let i = 0; !spec && af && i < af.size(); i++) {
    const s = af.lookup(i);
    if (!(s instanceof PDFDict)) continue;
    const f = s.lookup(PDFName.of('UF')) ?? s.lookup(PDFName.of('F'));
    if ((f instanceof PDFString || f instanceof PDFHexString) && f.decodeText() === name) spec = s;
  }
  const ef = spec?.lookupMaybe(PDFName.of('EF'), PDFDict);
  const old = ef?.lookup(PDFName.of('F'));
  if (!ef || !(old instanceof PDFStream)) return bug(`the PDF's ${name} could not be found again`);
  const params = old.dict.lookupMaybe(PDFName.of('Params'), PDFDict);
  const stream = doc.context.flateStream(xml, {
    Type: 'EmbeddedFile',
    Subtype: old.dict.get(PDFName.of('Subtype')) ?? PDFName.of('text/xml'),
    Params: {
      Size: xml.length,
      ...(params?.get(PDFName.of('CreationDate'))
        ? { CreationDate: params.get(PDFName.of('CreationDate')) }
        : {}),
      ModDate: PDFString.fromDate(date),
    },
  });
  const ref = doc.context.register(stream);
  ef.set(PDFName.of('F'), ref);
  if (ef.has(PDFName.of('UF'))) ef.set(PDFName.of('UF'), ref);
  return doc.save({ useObjectStreams: false });
}
