import type { TreeLimits } from '../xml/treeLimits.ts';

/** Bounds on one document; the pipeline hands the same object to the input and xml stages. */
export interface InputLimits extends TreeLimits {
  /** Largest document in bytes (spec 8: 10 MB). */
  maxBytes?: number;
}

/**
 * The spec's size limit and shape bounds far above any real invoice: invoices nest about 10 deep; the corpora
 * (963 documents) have at most 54 attributes on one element (namespace declarations on a CII root) and 130
 * distinct names in one document. 10,000 attributes per element is the bound of the JDK's XML parser
 * (`jdk.xml.elementAttributeLimit`), which KoSIT's validator reads with.
 */
export const DEFAULT_INPUT_LIMITS: Required<InputLimits> = {
  maxBytes: 10 * 1024 * 1024,
  maxDepth: 200,
  maxAttributes: 10_000,
  maxNames: 10_000,
};

/**
 * Most bytes one request may decode out of a PDF in all (object streams, XMP, embedded files): twice the
 * document limit, so the invoice, its XMP and a few other XML files fit, and 300 copies of one do not.
 */
export const pdfDecodeLimit = (maxBytes: number) => 2 * maxBytes;
