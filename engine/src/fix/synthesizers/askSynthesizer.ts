import { termById } from '../../semantics/terms.ts';
import type { Field } from '../../types.ts';
import { fieldQuestion } from '../questions.ts';
import type { Confidence, FixContext, Synthesizer } from '../Synthesizer.ts';
import { writeTerm } from '../writeTerm.ts';

/** A value the rest of the document suggests for a missing term. */
export interface Inference {
  value: string;
  scheme?: string;
  confidence: Confidence;
  reason: string;
}

/**
 * A synthesizer for a missing document-level term only the caller can know (a Leitweg-ID, a phone number):
 * it asks with the rule's own field; where the document suggests a value, permissive mode uses it.
 */
export function askSynthesizer(
  id: string,
  rules: readonly string[],
  field: Field,
  infer: (ctx: FixContext) => Inference | null = () => null,
): Synthesizer {
  const bt = field.id;
  const name = termById(bt)?.name.en ?? bt;
  return {
    id,
    rules,
    propose(ctx, findings) {
      const write = (value: string, scheme: string | undefined) =>
        writeTerm(ctx, bt, {
          text: value,
          ...(scheme && field.scheme ? { attrs: { [field.scheme.attr]: scheme } } : {}),
        });
      const guess = infer(ctx);
      return [
        {
          field: bt,
          value: guess?.value ?? null,
          confidence: guess?.confidence ?? 'low',
          reason: guess?.reason ?? `${name} is missing and nothing in the invoice tells it.`,
          patches: guess ? write(guess.value, guess.scheme) : [],
          question: fieldQuestion(bt, field, [...new Set(findings.map((f) => f.ruleId))], write),
        },
      ];
    },
  };
}
