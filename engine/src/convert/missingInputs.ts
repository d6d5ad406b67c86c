import type { InvoiceModel } from '../model/types.ts';
import { INPUTS, type InputSpec } from './inputs.ts';
import { scope } from './scope.ts';
import type { TargetSpec } from './targets.ts';
import type { ConvertAnswer, ConvertQuestion } from './types.ts';

/** The question a MISSING_INPUT refusal asks for one input, with the rules of this target family. */
export function questionOf(spec: InputSpec, target: TargetSpec, model: InvoiceModel): ConvertQuestion {
  return {
    id: spec.id,
    label: spec.label,
    terms: spec.terms,
    rules: spec.rules[target.scenario] ?? [],
    current: spec.current?.(scope(model)) ?? null,
    kind: spec.kind,
  };
}

/** The inputs the target's rules need that the document lacks and no answer gives (MISSING_INPUT questions). */
export function missingInputs(
  model: InvoiceModel,
  target: TargetSpec,
  answers: readonly ConvertAnswer[],
): ConvertQuestion[] {
  const root = scope(model);
  const answered = new Set(answers.map((a) => a.id));
  return INPUTS.filter(
    (s) => s.rules[target.scenario] && s.lacks?.(root, target.scenario) && !answered.has(s.id),
  ).map((s) => questionOf(s, target, model));
}
