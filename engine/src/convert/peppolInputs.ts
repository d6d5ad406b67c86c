import { fail } from '../errors.ts';
import type { InvoiceModel, TermValue } from '../model/types.ts';
import type { Text } from '../types.ts';
import { attr, scope } from './scope.ts';
import type { ConvertAnswer, ConvertQuestion, ConvertQuestionKind } from './types.ts';

/** An input a caller may answer: where it goes in the model and which official rules want it. */
export interface InputSpec {
  id: string;
  label: Text;
  kind: ConvertQuestionKind;
  /** Group chain from the root, then the term(s) the answer fills. */
  groups: string[];
  terms: string[];
  rules: string[];
}

/** The inputs Peppol BIS Billing 3.0 requires beyond EN 16931, and the invoicing period. */
export const INPUTS: readonly InputSpec[] = [
  {
    id: 'seller-endpoint',
    label: {
      en: 'Seller electronic address (Peppol participant id) with its scheme',
      de: 'Elektronische Adresse des Verkäufers (Peppol-Teilnehmerkennung) mit Schema',
    },
    kind: 'endpoint',
    groups: ['BG-4'],
    terms: ['BT-34'],
    rules: ['PEPPOL-EN16931-R020'],
  },
  {
    id: 'buyer-endpoint',
    label: {
      en: 'Buyer electronic address (Peppol participant id) with its scheme',
      de: 'Elektronische Adresse des Käufers (Peppol-Teilnehmerkennung) mit Schema',
    },
    kind: 'endpoint',
    groups: ['BG-7'],
    terms: ['BT-49'],
    rules: ['PEPPOL-EN16931-R010'],
  },
  {
    id: 'buyer-reference',
    label: {
      en: 'Buyer reference (or a purchase order reference)',
      de: 'Käuferreferenz (oder eine Bestellreferenz)',
    },
    kind: 'text',
    groups: [],
    terms: ['BT-10'],
    rules: ['PEPPOL-EN16931-R003'],
  },
  {
    id: 'invoicing-period',
    label: { en: 'Invoicing period (start/end)', de: 'Rechnungszeitraum (Beginn/Ende)' },
    kind: 'period',
    groups: ['BG-13', 'BG-14'],
    terms: ['BT-73', 'BT-74'],
    rules: [],
  },
];

const MAX_ANSWERS = 40;
const MAX_VALUE = 500;
// Peppol admits only the four-digit EAS codes (PEPPOL-EN16931-CL008).
const SCHEME = /^\d{4}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(s: string): boolean {
  if (!DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

function problem(raw: unknown, spec: InputSpec | undefined): string | null {
  const a = raw as Partial<Record<keyof ConvertAnswer, unknown>>;
  if (typeof a.value !== 'string' || a.value.trim() === '') return 'value is required';
  if (a.value.length > MAX_VALUE) return `value longer than ${MAX_VALUE} characters`;
  if (a.scheme !== undefined && typeof a.scheme !== 'string') return 'scheme must be a string';
  if (!spec) return 'no such question';
  if (spec.kind === 'endpoint') {
    if (typeof a.scheme !== 'string' || a.scheme === '')
      return 'an endpoint needs a scheme (EAS code, e.g. 0088 or 9930) and a value';
    if (!SCHEME.test(a.scheme)) return `scheme '${a.scheme}' is not an EAS code`;
  }
  if (spec.kind === 'period') {
    const [start, end, extra] = a.value.split('/');
    if (extra !== undefined || !start || !end || !validDate(start) || !validDate(end))
      return 'a period is written YYYY-MM-DD/YYYY-MM-DD';
    if (start > end) return 'the period ends before it starts';
  }
  return null;
}

/** Checks the caller's answers (spec 4.4); every bad one is named in INVALID_ANSWERS. */
export function parseAnswers(raw: unknown): ConvertAnswer[] {
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
    const reason =
      id === null
        ? 'id is required'
        : problem(
            item,
            INPUTS.find((s) => s.id === id),
          );
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

/** The Peppol inputs the document lacks and no answer gives (MISSING_INPUT questions). */
export function peppolQuestions(model: InvoiceModel, answers: readonly ConvertAnswer[]): ConvertQuestion[] {
  const r = scope(model);
  const seller = scope(r.group('BG-4') ?? { terms: [], groups: [] });
  const buyer = scope(r.group('BG-7') ?? { terms: [], groups: [] });
  const answered = new Set(answers.map((a) => a.id));
  const endpoint = (t: TermValue | undefined): [boolean, string | null] => {
    const scheme = attr(t, 'schemeID');
    return [!t || !scheme || !SCHEME.test(scheme), t ? `${scheme ?? ''}:${t.value}` : null];
  };
  const missing: [string, boolean, string | null][] = [
    ['seller-endpoint', ...endpoint(seller.v('BT-34'))],
    ['buyer-endpoint', ...endpoint(buyer.v('BT-49'))],
    ['buyer-reference', !r.v('BT-10') && !r.v('BT-13'), null],
  ];
  return missing
    .filter(([id, lacks]) => lacks && !answered.has(id))
    .map(([id, , current]) => {
      const s = INPUTS.find((x) => x.id === id) as InputSpec;
      return { id, label: s.label, terms: s.terms, rules: s.rules, current, kind: s.kind };
    });
}
