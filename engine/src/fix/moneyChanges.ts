import { Decimal } from '../decimal/Decimal.ts';
import { locateTerms } from '../model/locateTerms.ts';
import type { InvoiceModel, LocatedTerm } from '../model/types.ts';
import type { Patch } from '../patch/Patch.ts';
import { TERMS, termById } from '../semantics/terms.ts';
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
    for (const t of locateTerms(model)) {
      if (!isMoneyTerm(t)) continue;
      const list = m.get(key(t));
      if (list) list.push(t);
      else m.set(key(t), [t]);
    }
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

// Whether an edit writes the value at `xpath`: its element's text, the attribute itself, or anything below an
// inserted or removed element. A value that merely becomes readable (a currency repaired, so the VAT total
// in that currency is found) is not changed by the edit.
export function isEditedBy(p: Patch, xpath: string): boolean {
  if (p.op === 'set_text') return xpath === p.xpath;
  if (p.op === 'set_attr') return xpath === `${p.xpath}/@${p.name}`;
  return xpath === p.xpath || xpath.startsWith(`${p.xpath}/`);
}

const shown = (v: string | null) => v ?? '—';

/** The changes as a caller reads them: `BT-115 400.00 → 336.90`. */
export function describeChanges(changes: readonly MoneyChange[]): string {
  return changes.map((c) => `${c.bt} ${shown(c.from)} → ${shown(c.to)}`).join('; ');
}

// Element and attribute names (without prefix) any money term can be written in: an edit that writes none of
// them cannot create a money value where the document had none.
const MONEY_GROUPS = new Set(['BG-16', 'BG-17', 'BG-18', 'BG-19']);
const underMoneyGroup = (id: string): boolean => {
  for (let t = termById(id); t; t = t.parent ? termById(t.parent) : undefined)
    if (MONEY_GROUPS.has(t.id)) return true;
  return false;
};
const MONEY_NAMES = new Set<string>();
for (const t of TERMS) {
  if (!(isMoneyTerm({ bt: t.id }) || underMoneyGroup(t.id))) continue;
  for (const path of [t.ubl, t.ublCreditNote, t.cii]) {
    for (const alt of path?.split(' | ') ?? []) {
      // The last step, predicates dropped: `cac:X[cbc:Y = '1']/cbc:Z` → Z, `cbc:A/@unitCode` → @unitCode.
      const last =
        alt
          .replace(/\[[^\]]*\]/g, '')
          .split('/')
          .pop() ?? '';
      MONEY_NAMES.add(last.replace(/^(@?)[\w-]+:/, '$1'));
    }
  }
}

const localName = (qname: string) => qname.slice(qname.indexOf(':') + 1);

function writesMoneyName(tree: {
  name: string;
  attrs?: Record<string, string>;
  children?: unknown[];
}): boolean {
  if (MONEY_NAMES.has(localName(tree.name))) return true;
  for (const a of Object.keys(tree.attrs ?? {})) if (MONEY_NAMES.has(`@${localName(a)}`)) return true;
  return (tree.children ?? []).some((c) => writesMoneyName(c as typeof tree));
}

// An element moved as written: its element and attribute names, read off the markup.
function rawWritesMoneyName(raw: string): boolean {
  for (const m of raw.matchAll(/<([^\s/>!?]+)|\s([^\s=<>/]+)\s*=/g)) {
    const name = m[1] ? localName(m[1]) : `@${localName(m[2] ?? '')}`;
    if (MONEY_NAMES.has(name)) return true;
  }
  return false;
}

/** A reading's money terms by xpath, and every place at or above one: made once per reading. */
export interface TermsByPath {
  /** Money terms only: a large invoice's other values are keyed only if an edit needs them (`hasTerm`). */
  at: Map<string, LocatedTerm[]>;
  /** Whether any term is read at `xpath` (made on first use: only edits of a name money uses elsewhere ask). */
  hasTerm(xpath: string): boolean;
  /** Whether the element at `xpath` holds a money term (made on first use: only removals ask). */
  holdsMoney(xpath: string): boolean;
}

export function termsByPath(terms: readonly LocatedTerm[]): TermsByPath {
  const money = terms.filter((t) => isMoneyTerm(t));
  const at = new Map<string, LocatedTerm[]>();
  for (const t of money) {
    const list = at.get(t.xpath);
    if (list) list.push(t);
    else at.set(t.xpath, [t]);
  }
  let read: Set<string> | null = null;
  const hasTerm = (xpath: string) => {
    read ??= new Set(terms.map((t) => t.xpath));
    return read.has(xpath);
  };
  let holding: Set<string> | null = null;
  const holdsMoney = (xpath: string) => {
    if (holding === null) {
      const set = new Set<string>();
      for (const t of money)
        for (let x = t.xpath; x.length > 0 && !set.has(x); x = x.slice(0, Math.max(0, x.lastIndexOf('/'))))
          set.add(x);
      holding = set;
    }
    return holding.has(xpath);
  };
  return { at, hasTerm, holdsMoney };
}

/**
 * The money changes of a set of edits read off the edits themselves: a value written over a money term is a
 * change when its meaning differs. Equal to `moneyChanges` of the readings before and after, restricted to the
 * edited places, without reading the patched document. null when the edits reshape the document where money
 * could be (a money element inserted, moved or removed, or written where no term was read yet): then only a
 * reading of the patched document tells.
 */
export function moneyChangesOfEdits(patches: readonly Patch[], terms: TermsByPath): MoneyChange[] | null {
  const out: MoneyChange[] = [];
  for (const p of patches) {
    if (p.op === 'insert_tree') {
      if ('tree' in p ? writesMoneyName(p.tree) : rawWritesMoneyName(p.raw)) return null;
      continue;
    }
    if (p.op === 'remove_node') {
      if (terms.holdsMoney(p.xpath)) return null;
      continue;
    }
    const xpath = p.op === 'set_text' ? p.xpath : `${p.xpath}/@${p.name}`;
    const at = terms.at.get(xpath);
    if (!at) {
      const name =
        p.op === 'set_text'
          ? localName(
              p.xpath
                .split('/')
                .pop()
                ?.replace(/\[\d+\]$/, '') ?? '',
            )
          : `@${localName(p.name)}`;
      if (MONEY_NAMES.has(name) && !terms.hasTerm(xpath)) return null;
      continue;
    }
    for (const t of at) {
      const to = p.value;
      if (to !== null && meaning(t.bt, t.value) === meaning(t.bt, to)) continue;
      if (to === null && t.value === '') continue;
      out.push({ bt: t.bt, group: t.group, from: t.value, to, xpath, paths: [xpath] });
    }
  }
  return out;
}
