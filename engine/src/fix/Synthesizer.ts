import type { InvoiceModel } from '../model/types.ts';
import type { XmlIndex } from '../patch/indexXml.ts';
import type { Patch } from '../patch/Patch.ts';
import type { Finding, Text } from '../types.ts';
import type { Answer, Question } from './types.ts';

/** What a synthesizer sees: the current text's offset index, its EN 16931 reading and its open errors. */
export interface FixContext {
  syntax: 'UBL' | 'CII';
  index: XmlIndex;
  model: InvoiceModel;
  findings: Finding[];
}

/** How sure a synthesizer is: high values follow from the document itself and are applied in strict mode too. */
export type Confidence = 'high' | 'medium' | 'low';

/** A question with the edits an accepted answer makes. */
export interface QuestionSpec extends Question {
  /** The edits for an accepted answer (already checked against pattern, scheme and options). */
  apply: (answer: Answer) => Patch[];
}

/** One repair a synthesizer proposes for one place in the document. */
export interface Proposal {
  /** The term the value belongs to (BT-/BG-), or the structure repaired. */
  field: string;
  /** The proposed value; null when nothing in the document suggests one. */
  value: string | null;
  confidence: Confidence;
  reason: string;
  /** How the value was computed, in English and German, for the question a money change becomes. */
  explanation?: Text;
  patches: Patch[];
  /** Asked instead when the proposal may not be applied (strict and not high, or no value). */
  question?: QuestionSpec;
  /** Terms whose value the repair may change (defaults to `field`); the fidelity guard accepts these. */
  touches?: string[];
  /** A cause of other findings (the writing of a code): applied and re-validated before anything else. */
  cause?: boolean;
}

/** One kind of repair: the rule ids it answers and how it proposes values for their findings. */
export interface Synthesizer {
  id: string;
  rules: readonly string[];
  /** Proposes for every open error, whatever its rule (causes show up as any rule). */
  anyRule?: boolean;
  propose(ctx: FixContext, findings: Finding[]): Proposal[];
}
