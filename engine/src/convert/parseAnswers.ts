import { isCalendarDate } from '../calendarDate.ts';
import { fail } from '../errors.ts';
import { easScheme, type InputSpec, inputById } from './inputs.ts';
import type { TargetSpec } from './targets.ts';
import type { ConvertAnswer } from './types.ts';

const MAX_ANSWERS = 40;
const MAX_VALUE = 500;

function problem(raw: unknown, spec: InputSpec | undefined, target: TargetSpec): string | null {
  const a = raw as Partial<Record<keyof ConvertAnswer, unknown>>;
  if (typeof a.value !== 'string' || a.value.trim() === '') return 'value is required';
  if (a.value.length > MAX_VALUE) return `value longer than ${MAX_VALUE} characters`;
  if (a.scheme !== undefined && typeof a.scheme !== 'string') return 'scheme must be a string';
  if (!spec) return 'no such question';
  if (spec.kind === 'endpoint') {
    if (typeof a.scheme !== 'string' || a.scheme === '')
      return 'an endpoint needs a scheme (EAS code, e.g. 0088 or 9930) and a value';
    if (!easScheme(target.scenario).test(a.scheme))
      return `scheme '${a.scheme}' is not an EAS code ${target.label} admits`;
  }
  const value = a.value.trim();
  if (spec.codes && !spec.codes.some((c) => c.value === value))
    return `'${a.value}' is not one of the codes ${target.label} admits (${spec.codes.map((c) => c.value).join(', ')})`;
  if (spec.kind === 'period') {
    const [start, end, extra] = a.value.split('/');
    if (extra !== undefined || !start || !end || !isCalendarDate(start) || !isCalendarDate(end))
      return 'a period is written YYYY-MM-DD/YYYY-MM-DD';
    if (start > end) return 'the period ends before it starts';
  }
  return null;
}

/** Checks the caller's answers for a target (spec 4.4); every bad one is named in INVALID_ANSWERS. */
export function parseAnswers(raw: unknown, target: TargetSpec): ConvertAnswer[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw))
    return fail('INVALID_ANSWERS', 'answers must be an array.', {
      answers: [{ index: null, id: null, reason: 'not an array' }],
    });
  if (raw.length > MAX_ANSWERS)
    return fail('INVALID_ANSWERS', `At most ${MAX_ANSWERS} answers are accepted.`, {
      answers: [{ index: null, id: null, reason: `${raw.length} answers, at most ${MAX_ANSWERS}` }],
    });
  const bad: { index: number; id: string | null; reason: string }[] = [];
  raw.forEach((item, index) => {
    const id =
      item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string'
        ? (item as { id: string }).id
        : null;
    const reason = id === null ? 'id is required' : problem(item, inputById(id), target);
    if (reason) bad.push({ index, id, reason });
  });
  if (bad.length)
    fail(
      'INVALID_ANSWERS',
      `Invalid answers: ${bad.map((b) => `${b.id ?? `#${b.index}`} (${b.reason})`).join('; ')}.`,
      { answers: bad },
    );
  return (raw as ConvertAnswer[]).map(({ id, value, scheme }) => ({
    id,
    value: value.trim(),
    ...(scheme ? { scheme } : {}),
  }));
}
