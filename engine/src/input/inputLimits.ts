/** Bounds on one document; the pipeline hands the same object to the input and xml stages. */
export interface InputLimits {
  /** Largest document in bytes (spec 8: 10 MB). */
  maxBytes?: number;
  /** Deepest element nesting the parse stage accepts; invoices nest about 10 deep. */
  maxDepth?: number;
}

/** The spec's size limit and a nesting bound far above any real invoice. */
export const DEFAULT_INPUT_LIMITS: Required<InputLimits> = { maxBytes: 10 * 1024 * 1024, maxDepth: 200 };

/**
 * Most bytes one request may decode out of a PDF in all (object streams, XMP, embedded files): twice the
 * document limit, so the invoice, its XMP and a few other XML files fit, and 300 copies of one do not.
 */
export const pdfDecodeLimit = (maxBytes: number) => 2 * maxBytes;
