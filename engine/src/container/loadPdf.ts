import {
  PDFContext,
  PDFDocument,
  PDFName,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFXRefStreamParser,
} from '@cantoo/pdf-lib';
import { isEngineError } from '../errors.ts';
import { type DecodeBudget, decodePdfStream, overBudget } from './decodePdfStream.ts';
import { bodyObjects, checkXrefStream, parseObjectStream, takeObjects } from './pdfObjectBounds.ts';

/*
 * pdf-lib decodes object streams and cross-reference streams while it loads a document, whole and without
 * a bound: a 6 MB PDF with one crafted deflate block in an object stream took 1.5 GB and 65 s to load. It
 * also trusts the counts they declare: 2,000,000 entries in a 14.9 KB object stream held a worker 30 s. Its
 * two stream parsers are reached through static factories; these are wrapped once so that a document loaded
 * by loadPdf has those streams decoded by decodePdfStream within its request's budget first, an object
 * stream parsed within what its bytes hold (parseObjectStream) and a cross-reference stream checked against
 * its length. The budget finds its document through the PDFContext the parser creates synchronously inside
 * PDFDocument.load. Documents loaded otherwise (the service's own PDFs, a PDF read once already) are left as
 * pdf-lib reads them.
 */
const budgets = new WeakMap<PDFContext, DecodeBudget>();
let pending: DecodeBudget | null = null;
let installed = false;

/** The stream with its filters applied within `budget`. */
function decodedWithinBudget(raw: PDFRawStream, budget: DecodeBudget): PDFRawStream {
  if (!raw.dict.has(PDFName.of('Filter'))) return raw;
  // A stream the bounded decoder cannot read is not handed to pdf-lib's unbounded one: the throw makes
  // pdf-lib skip it, as it skips any object it cannot parse.
  const bytes = decodePdfStream(raw, budget.remaining);
  if (bytes === null) overBudget(budget);
  budget.remaining -= bytes.length;
  const dict = raw.dict.clone();
  dict.delete(PDFName.of('Filter'));
  dict.delete(PDFName.of('DecodeParms'));
  return PDFRawStream.of(dict, bytes);
}

/** `read` of a stream of a budgeted document; a refusal is kept for after the load (pdf-lib swallows it). */
function withinBudget<T>(budget: DecodeBudget, read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (isEngineError(e)) budget.refusal ??= e;
    throw e;
  }
}

function install() {
  if (installed) return;
  installed = true;
  const create = PDFContext.create;
  PDFContext.create = () => {
    const context = create();
    if (pending) budgets.set(context, pending);
    pending = null;
    return context;
  };
  const objectStream = PDFObjectStreamParser.forStream;
  PDFObjectStreamParser.forStream = (raw, tick) => {
    const budget = budgets.get(raw.dict.context);
    if (!budget) return objectStream(raw, tick);
    // Only parseIntoContext is called on what forStream returns, once, by the document parser.
    return {
      parseIntoContext: async () =>
        withinBudget(budget, () =>
          parseObjectStream(decodedWithinBudget(raw, budget), raw.dict.context, budget),
        ),
    } as unknown as PDFObjectStreamParser;
  };
  const xrefStream = PDFXRefStreamParser.forStream;
  PDFXRefStreamParser.forStream = (raw) => {
    const budget = budgets.get(raw.dict.context);
    if (!budget) return xrefStream(raw);
    return withinBudget(budget, () => {
      const decoded = decodedWithinBudget(raw, budget);
      checkXrefStream(decoded);
      return xrefStream(decoded);
    });
  };
}

/**
 * PDFDocument.load with the streams pdf-lib reads while loading bounded by `budget`; when one went past
 * it, pdf-lib skipped it and `budget.refusal` says why. A body of more objects than the budget allows is
 * refused before pdf-lib parses any (422 pdf-too-many-objects).
 */
export function loadPdf(bytes: Uint8Array, budget: DecodeBudget): Promise<PDFDocument> {
  install();
  takeObjects(budget, bodyObjects(bytes));
  pending = budget;
  try {
    // Synchronous up to the parser's creation, so the budget cannot reach another request's document.
    return PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } finally {
    pending = null;
  }
}
