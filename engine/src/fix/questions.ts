import { ruleText } from '../findings/ruleTexts.ts';
import type { Patch } from '../patch/Patch.ts';
import type { Field, SchemeOption, Text } from '../types.ts';
import type { QuestionSpec } from './Synthesizer.ts';
import type { Answer } from './types.ts';

/** The Field a rule's own repair action asks for (the rule texts are the one source of field definitions). */
export function ruleField(ruleId: string, fieldId: string): Field | undefined {
  const action = ruleText(ruleId)?.action;
  return action?.kind === 'ask' ? action.fields.find((f) => f.id === fieldId) : undefined;
}

/** The options a rule's own choose action offers. */
export function ruleOptions(ruleId: string): SchemeOption[] {
  const action = ruleText(ruleId)?.action;
  return action?.kind === 'choose' ? action.choice.options : [];
}

/** A kind-field question built from a Field definition. */
export function fieldQuestion(
  id: string,
  field: Field,
  codes: string[],
  apply: (value: string, scheme: string | undefined) => Patch[],
  source: 'engine' | 'rule' = 'rule',
): QuestionSpec {
  return {
    kind: 'field',
    id,
    source,
    label: field.label,
    codes,
    help: field.help,
    examples: field.examples,
    pattern: field.pattern,
    scheme: field.scheme,
    apply: (a) => apply(a.value ?? '', a.scheme),
  };
}

/** A kind-choice question over a list of options. */
export function choiceQuestion(
  id: string,
  label: Text,
  options: SchemeOption[],
  codes: string[],
  apply: (option: string) => Patch[],
  source: 'engine' | 'rule' = 'rule',
): QuestionSpec {
  return { kind: 'choice', id, source, label, codes, options, apply: (a) => apply(a.option ?? '') };
}

/** Why an answer cannot be used for its question, or null when it can. */
export function answerProblem(q: QuestionSpec, a: Answer): string | null {
  if (q.kind === 'choice') {
    if (typeof a.option !== 'string') return 'a choice is answered with an option';
    return q.options?.some((o) => o.value === a.option) ? null : 'option not offered';
  }
  if (typeof a.value !== 'string' || a.value.trim() === '')
    return 'a field is answered with a non-empty value';
  if (q.pattern && !new RegExp(q.pattern).test(a.value)) return "value fails the field's pattern";
  if (a.scheme !== undefined && !q.scheme?.options.some((o) => o.value === a.scheme))
    return 'scheme not in the list';
  return null;
}
