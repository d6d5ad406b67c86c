import type { Finding, FixChange, Question, Remediation } from '@einvoice/engine';
import type { Context } from 'hono';
import type { Categorized } from '../storage/legacyStore.ts';
import { repairClass, rulesOfSynthesizer } from './repairClasses.ts';

/** Codes by repair class, each once, in first-seen order. */
export function categorize(codes: readonly string[]): Required<Omit<Categorized, 'inputs'>> {
  const out = { auto: [] as string[], input: [] as string[], blocked: [] as string[] };
  for (const code of new Set(codes)) out[repairClass(code)].push(code);
  return out;
}

/** Numbers for `confidence` (spec 2.4 applied_fixes): the engine's levels; an answer is the caller's own value. */
const CONFIDENCE: Record<string, number> = { high: 0.95, medium: 0.75, low: 0.5, answer: 1 };

/** One applied_fixes item (spec 2.4). */
export interface AppliedFix {
  error_code: string;
  success: boolean;
  operation: string;
  target_xpath: string;
  before_value: string;
  after_value: string;
  confidence: number;
}

/** Open questions by input name with the codes each settles (kept with the flow for fix-with-input). */
export function inputsOf(questions: readonly Question[]): Record<string, string[]> {
  return Object.fromEntries(questions.map((q) => [q.id, q.codes]));
}

/**
 * The changes of a repair as applied_fixes: which original error each answered (by the synthesizer's rules,
 * or by the question an answer settled), the element or attribute the change wrote, its value before and after.
 */
export function appliedFixes(r: Remediation, inputs: Record<string, string[]> = {}): AppliedFix[] {
  const errors = r.original.findings.filter((f) => f.severity === 'error');
  const findingOf = (codes: readonly string[]) => errors.find((f) => codes.includes(f.ruleId));
  return r.fixed.changes.map((change: FixChange) => {
    const codes =
      change.synthesizer === 'answer' ? (inputs[change.field] ?? []) : rulesOfSynthesizer(change.synthesizer);
    const finding: Finding | undefined = findingOf(codes);
    return {
      error_code: finding?.ruleId ?? codes[0] ?? change.field,
      success: true,
      operation: change.synthesizer === 'answer' ? 'set_from_input' : change.synthesizer,
      target_xpath: change.xpath,
      before_value: change.before ?? '',
      after_value: change.value,
      confidence: CONFIDENCE[change.confidence] ?? 0.5,
    };
  });
}

/** The error codes still reported by the repaired document (or the original when the repair was refused). */
export function remainingCodes(r: Remediation): string[] {
  return [...new Set(r.fixed.remaining.filter((f) => f.severity === 'error').map((f) => f.ruleId))];
}

/** The owner of flows: the account, or the key itself when it belongs to none (instant keys). */
export function flowOwner(c: Context): string {
  const key = c.get('apiKey');
  return key.accountId ?? `key:${key.id}`;
}
