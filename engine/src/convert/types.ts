import type { Finding, PdfContainer, Text, Verdict } from '../types.ts';

/** The conversion targets (spec 4.4). */
export type ConvertTargetId =
  | 'xrechnung-ubl'
  | 'xrechnung-cii'
  | 'peppol-bis'
  | 'en16931-ubl'
  | 'en16931-cii'
  | 'factur-x'
  | 'cius-ro'
  | 'nl-si-ubl'
  | 'ublbe'
  | 'hr-cius';

/** A target as a ConvertResult names it. */
export interface ConvertTarget {
  id: ConvertTargetId;
  label: string;
  syntax: 'UBL' | 'CII';
}

/** An EN 16931 value of the source that the output does not carry with the same meaning. */
export interface LostTerm {
  bt: string;
  value: string;
  /** Positional XPath of the value in the source. */
  src: string;
}

/** Content outside EN 16931 that the output does not carry. */
export interface LostOther {
  kind: 'text' | 'attribute';
  xpath: string;
  value: string;
}

/** Data of POST /convert (spec 2.3). */
export interface ConvertResult {
  target: ConvertTarget;
  source: { syntax: 'UBL' | 'CII'; format: string };
  method: 'identity_patch' | 'canonical_render';
  lossless: boolean;
  xml: string | null;
  sha256: string | null;
  loss: { terms: LostTerm[]; other: LostOther[]; sourceTerms: number };
  verdict: Verdict;
  findings: Finding[];
  /** The source's PDF, when the invoice came embedded in one. */
  container?: PdfContainer;
  /** Target `factur-x`: the PDF/A-3B with `xml` embedded as factur-x.xml, base64. */
  pdfBase64?: string;
}

/** One answer to a MISSING_INPUT question (spec 4.4). */
export interface ConvertAnswer {
  id: string;
  value: string;
  scheme?: string;
}

/** What an answer must look like: an electronic address with its scheme, a text, or a period. */
export type ConvertQuestionKind = 'endpoint' | 'text' | 'period';

/** One input the target's rules need and the document lacks (details.questions[] of MISSING_INPUT). */
export interface ConvertQuestion {
  id: string;
  label: Text;
  terms: string[];
  rules: string[];
  /** The value the document has now, if any. */
  current: string | null;
  kind: ConvertQuestionKind;
}

/** Options of convert(); `answers` is checked as untrusted input. */
export interface ConvertOptions {
  target: unknown;
  allowLoss?: unknown;
  answers?: unknown;
  /** Target `factur-x`: language of the visible pages, `en` (default) or `de`. */
  locale?: unknown;
}
