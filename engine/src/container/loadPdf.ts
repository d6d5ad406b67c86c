import {
  PDFContext,
  PDFDocument,
  PDFName,
  PDFObjectStreamParser,
  PDFRawStream,
  PDFXRefStreamParser,
} from '@cantoo/pdf-lib';
import { type DecodeBudget, decodePdfStream } from './decodePdfStream.ts';

/*
 * pdf-lib decodes object streams and cross-reference streams while it loads a document, whole and without
 * a bound: a 6 MB PDF with one crafted deflate block in an object stream took 1.5 GB and 65 s to load. Its
 * two stream parsers are reached through static factories; these are wrapped once so that a document loaded
 * by loadPdf has those streams decoded by decodePdfStream within its request's budget first. The budget
 * finds its document through the PDFContext the parser creates synchronously inside PDFDocument.load.
 * Documents loaded otherwise (the service's own PDFs, a PDF read once already) are left as pdf-lib reads them.
 */
const budgets = new WeakMap<PDFContext, DecodeBudget>();
let pending: DecodeBudget | null = null;
let installed = false;

/** The stream with its filters applied within its document's budget, or the stream itself outside loadPdf. */
function decodedWithinBudget(raw: PDFRawStream): PDFRawStream {
  const budget = budgets.get(raw.dict.context);
  if (!budget || !raw.dict.has(PDFName.of('Filter'))) return raw;
  // A stream the bounded decoder cannot read is not handed to pdf-lib's unbounded one: the throw makes
  // pdf-lib skip it, as it skips any object it cannot parse.
  const bytes = decodePdfStream(raw, budget.remaining);
  if (bytes === null) {
    budget.exceeded = true;
    throw new Error('over the decode budget');
  }
  budget.remaining -= bytes.length;
  const dict = raw.dict.clone();
  dict.delete(PDFName.of('Filter'));
  dict.delete(PDFName.of('DecodeParms'));
  return PDFRawStream.of(dict, bytes);
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
  PDFObjectStreamParser.forStream = (raw, tick) => objectStream(decodedWithinBudget(raw), tick);
  const xrefStream = PDFXRefStreamParser.forStream;
  PDFXRefStreamParser.forStream = (raw) => xrefStream(decodedWithinBudget(raw));
}

/**
 * PDFDocument.load with the streams pdf-lib decodes while loading taken from `budget`; when one went past
 * it, pdf-lib skipped it and `budget.exceeded` is set.
 */
export function loadPdf(bytes: Uint8Array, budget: DecodeBudget): Promise<PDFDocument> {
  install();
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
