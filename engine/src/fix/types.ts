/**
 * Wire types of POST /fix (spec 2.2 Question and Answer, 2.3 FixResult, 4.3). The lead re-exports them
 * beside the other wire types.
 */
import type { Patch } from '../patch/Patch.ts';
import type { Finding, PdfContainer, ResultNote, SchemeOption, Text, Verdict } from '../types.ts';

export type { NewElement, Patch } from '../patch/Patch.ts';

/** strict (default): unsure values become questions; permissive: filled with the best inference. */
export type FixMode = 'strict' | 'permissive';

export type FixOutcome = 'already_compliant' | 'compliant' | 'partial' | 'needs_input' | 'lossy_refused';

/**
 * A question the caller answers in a later call. Beyond the spec's fields it carries what a form needs:
 * help, examples, pattern and scheme (kind field) or the options (kind choice).
 */
export interface Question {
  kind: 'field' | 'choice';
  id: string;
  /** rule: the question is the official rule's own repair field; engine: the engine asks on its own. */
  source: 'engine' | 'rule';
  label: Text;
  /** The rule ids the answer settles. */
  codes: string[];
  help?: Text | null;
  examples?: string[];
  pattern?: string | null;
  scheme?: { attr: string; label: Text; options: SchemeOption[] } | null;
  options?: SchemeOption[];
  /** The engine's proposal: the answer a form fills in by default (money questions). */
  default?: string;
  /** The value the invoice states now, null when it states none (money questions). */
  current?: string | null;
}

/** An answer to a question of a previous call: `{id, value, scheme?}` for a field, `{id, option}` for a choice. */
export interface Answer {
  id: string;
  value?: string;
  scheme?: string;
  option?: string;
}

/** One value the engine set or changed. */
export interface FixChange {
  synthesizer: string;
  field: string;
  confidence: string;
  reason: string;
  value: string;
  /** Where it wrote: the element or attribute set or removed, or `parent/cbc:Name` for an inserted element. */
  xpath: string;
  /** What stood there before (trimmed text or attribute value); null when nothing did. */
  before: string | null;
}

/** Options of fix(): unchecked as they arrive; fix() refuses anything else with INVALID_OPTION. */
export interface FixOptions {
  /** 'strict' (default) or 'permissive'. */
  mode?: unknown;
  /** An array of at most 40 Answers. */
  answers?: unknown;
}

/** data of POST /fix. */
export interface FixResult {
  /** The input's PDF, when the invoice came embedded in one. */
  container?: PdfContainer;
  /** For a PDF input: the same PDF with the repaired XML in place of the embedded invoice, base64. */
  pdfBase64?: string;
  /** What the caller should know about the output (e.g. that a PDF's pages were not redrawn). */
  notes?: ResultNote[];
  outcome: FixOutcome;
  valid: boolean;
  syntax: 'UBL' | 'CII';
  xml: string | null;
  sha256: string | null;
  verdict: Verdict;
  changes: FixChange[];
  patches: Patch[];
  remaining: Finding[];
  questions: Question[];
  answers: { applied: number; rejected: { id: string; reason: string }[] };
  fidelity: { critical: number; benign: number; examples: string[] };
  patchGaps: string[];
  mode: FixMode;
}
