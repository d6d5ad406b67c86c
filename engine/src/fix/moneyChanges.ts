import { Decimal } from '../decimal/Decimal.ts';
import { locateTerms } from '../model/locateTerms.ts';
import type { InvoiceModel, LocatedTerm } from '../model/types.ts';
import { termById } from '../semantics/terms.ts';
import { parseDate } from './parseDate.ts';

/** One amount, VAT rate or category, or payment value a repair would change. */
export interface MoneyChange {
  bt: string;
  group: string;
  /** The value as the invoice states it now; null when the repair adds it. */
  from: string | null;
  /** The value after the repair; null when the repair removes it. */
  to: string | null;
  xpath: string;
  /** Where the value stands before and after (they differ when an edit shifts positions). */
  paths: string[];
}

// Only the issuer may correct these (issue 15): amounts and prices, percentages, VAT categories, and what the
// buyer is told to pay to whom and when.
const MONEY_TYPES = new Set(['Amount', 'Unit price amount', 'Percentage']);
const VAT_CATEGORIES = new Set(['BT-95', 'BT-102', 'BT-118', 'BT-151']);
const PAYMENT_TERMS = new Set(['BT-9', 'BT-20']);
const PAYMENT_GROUPS = /(^|\/)BG-1[6-9]\[/;

/** Whether a term is money in the sense above: the value of an amount, rate, VAT category or payment datum. */
export function isMoneyTerm(t: { bt: string; group?: string | null }): boolean {
  const type = termById(t.bt)?.dataType;
  return (
    (!!type && MONEY_TYPES.has(type)) ||
    VAT_CATEGORIES.has(t.bt) ||
    PAYMENT_TERMS.has(t.bt) ||
    PAYMENT_GROUPS.test(t.group ?? '')
  );
}

// What a value says, not how it is written: a number's value, a date's day, a code without case, padding or
// stray spaces. A repair of the writing alone is no change of money; reading a decimal comma or a thousands
// separator is (1.234 may be either), so an amount that does not parse stays as written.
function meaning(bt: string, value: string): string {
  const type = termById(bt)?.dataType;
  const compact = value.replace(/[\s\u00a0]+/g, '');
  if (type && MONEY_TYPES.has(type)) return Decimal.parse(compact)?.toString() ?? compact;
  if (type === 'Date') return parseDate(value) ?? compact;
  const code = compact.toUpperCase();
  return /^\d+$/.test(code) ? String(Number(code)) : code;
}

/**
 * The money terms whose meaning differs between two readings of an invoice, aligned by term, group instance and
 * occurrence: what a set of edits did to amounts, VAT and payment data.
 */
export function moneyChanges(before: InvoiceModel, after: InvoiceModel): MoneyChange[] {
  const key = (t: LocatedTerm) => `${t.bt}|${t.group}`;
  const bucket = (model: InvoiceModel) => {
    const m = new Map<string, LocatedTerm[]>();
    for (const t of locateTerms(model)) if (isMoneyTerm(t)) m.set(key(t), [...(m.get(key(t)) ?? []), t]);
    return m;
  };
  const a = bucket(before);
  const b = bucket(after);
  const out: MoneyChange[] = [];
  for (const k of new Set([...a.keys(), ...b.keys()])) {
    const xs = a.get(k) ?? [];
    const ys = b.get(k) ?? [];
    for (let i = 0; i < Math.max(xs.length, ys.length); i++) {
      const x = xs[i];
      const y = ys[i];
      const t = (x ?? y) as LocatedTerm;
      if (x && y && meaning(t.bt, x.value) === meaning(t.bt, y.value)) continue;
      // An empty element states no value (emptyElement removes it): nothing changes.
      if ((!x && y?.value === '') || (!y && x?.value === '')) continue;
      out.push({
        bt: t.bt,
        group: t.group,
        from: x?.value ?? null,
        to: y?.value ?? null,
        xpath: t.xpath,
        paths: [x?.xpath, y?.xpath].filter((v): v is string => v !== undefined),
      });
    }
  }
  return out;
}

const shown = (v: string | null) => v ?? '—';

/** The changes as a caller reads them: `BT-115 400.00 → 336.90`. */
export function describeChanges(changes: readonly MoneyChange[]): string {
  return changes.map((c) => `${c.bt} ${shown(c.from)} → ${shown(c.to)}`).join('; ');
}
