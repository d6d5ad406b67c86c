import { fail } from '../errors.ts';
import type { Answer, FixMode, FixOptions } from './types.ts';

/** Spec 8: at most 40 answers, each value at most 500 characters. */
export const ANSWER_LIMITS = { maxAnswers: 40, maxValueLength: 500 } as const;

/** The repair modes fix() runs (spec 4.3); strict is the default. */
export const FIX_MODES = ['strict', 'permissive'] as const satisfies readonly FixMode[];

const isFixMode = (m: unknown): m is FixMode => (FIX_MODES as readonly unknown[]).includes(m);

const KEYS = new Set(['id', 'value', 'scheme', 'option']);

/**
 * Checks the request's mode and answers (spec 4.3, 8). A request outside the limits or with answers of the
 * wrong shape is an invalid option (400 INVALID_OPTION): the call is refused whole. An answer of the right
 * shape that does not fit its question is not an error; fix() lists it in answers.rejected.
 */
export function checkFixOptions(options: FixOptions): { mode: FixMode; answers: Answer[] } {
  const mode = options.mode ?? 'strict';
  if (!isFixMode(mode))
    fail('INVALID_OPTION', "mode must be 'strict' or 'permissive'", {
      field: 'mode',
      allowed: [...FIX_MODES],
    });
  const raw = options.answers ?? [];
  if (!Array.isArray(raw)) fail('INVALID_OPTION', 'answers must be an array', { field: 'answers' });
  if (raw.length > ANSWER_LIMITS.maxAnswers)
    fail('INVALID_OPTION', `at most ${ANSWER_LIMITS.maxAnswers} answers are accepted, got ${raw.length}`, {
      field: 'answers',
      limit: ANSWER_LIMITS.maxAnswers,
      count: raw.length,
    });
  const answers = raw.map((a: unknown, i): Answer => {
    const item = a as Record<string, unknown>;
    const bad = (why: string) => fail('INVALID_OPTION', `answers[${i}]: ${why}`, { field: `answers[${i}]` });
    if (typeof a !== 'object' || a === null || Array.isArray(a)) return bad('an answer is an object');
    if (typeof item.id !== 'string' || item.id === '') return bad('id must be a non-empty string');
    for (const k of Object.keys(item)) if (!KEYS.has(k)) bad(`unknown field '${k}'`);
    for (const k of ['value', 'scheme', 'option'] as const)
      if (item[k] !== undefined && typeof item[k] !== 'string') bad(`${k} must be a string`);
    const value = item.value as string | undefined;
    if (value !== undefined && value.length > ANSWER_LIMITS.maxValueLength)
      fail(
        'INVALID_OPTION',
        `answers[${i}].value has ${value.length} characters; the limit is ${ANSWER_LIMITS.maxValueLength}`,
        {
          field: `answers[${i}].value`,
          limit: ANSWER_LIMITS.maxValueLength,
          length: value.length,
        },
      );
    return {
      id: item.id,
      ...(value !== undefined ? { value } : {}),
      ...(item.scheme !== undefined ? { scheme: item.scheme as string } : {}),
      ...(item.option !== undefined ? { option: item.option as string } : {}),
    };
  });
  return { mode, answers };
}
