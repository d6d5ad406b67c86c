import { sameValue } from '../model/sameValue.ts';
import type { GroupInstance, InvoiceModel, TermValue } from '../model/types.ts';
import { termById } from '../semantics/terms.ts';
import { parseDate } from './parseDate.ts';

/** The fidelity report of FixResult: content changes nobody asked for. */
export interface Fidelity {
  critical: number;
  benign: number;
  examples: string[];
}

const MAX_EXAMPLES = 5;

const carries = (t: TermValue) => t.value !== '' || t.attributes.length > 0;
const carriesAny = (g: GroupInstance): boolean => g.terms.some(carries) || g.groups.some(carriesAny);

// Input and output side by side, instance by instance: the n-th carrying item of a kind under one parent is
// matched with the output's n-th (none when the output has fewer). Instances are numbered counting only those
// that carry a value: an empty element (or a group of nothing but empty elements) removed in front of a filled
// one must not make the filled one look changed. No key per value, however many lines.
function alignCarrying<T>(
  before: readonly T[],
  after: readonly T[] | null,
  keep: (x: T) => boolean,
  kind: (x: T) => string,
  visit: (x: T, counterpart: T | undefined, n: number) => void,
): void {
  const afterByKind = new Map<string, T[]>();
  for (const x of after ?? []) {
    if (!keep(x)) continue;
    const list = afterByKind.get(kind(x));
    if (list) list.push(x);
    else afterByKind.set(kind(x), [x]);
  }
  const seen = new Map<string, number>();
  for (const x of before) {
    if (!keep(x)) continue;
    const n = seen.get(kind(x)) ?? 0;
    seen.set(kind(x), n + 1);
    visit(x, afterByKind.get(kind(x))?.[n], n + 1);
  }
}

// Formatting that keeps the meaning: numbers equal as decimals, the same date in another lexical form,
// codes and identifiers that differ only in case or spacing.
function benign(bt: string, a: string, b: string): boolean {
  if (sameValue(bt, a, b)) return true;
  const type = termById(bt)?.dataType;
  if (type === 'Date') {
    const x = parseDate(a);
    return x !== null && x === parseDate(b);
  }
  const squash = (s: string) => s.replace(/\s+/g, '').toUpperCase();
  return (type === 'Code' || type === 'Identifier') && squash(a) === squash(b);
}

/**
 * Compares the EN 16931 values of input and output. A value that changed or vanished without an answer or
 * a rule asking for it (`allowed` lists the terms repairs and answers may change) is critical; a change of
 * form only is benign.
 */
export function guardFidelity(
  before: InvoiceModel,
  after: InvoiceModel,
  allowed: ReadonlySet<string>,
): Fidelity {
  const report: Fidelity = { critical: 0, benign: 0, examples: [] };
  const note = (kind: 'critical' | 'benign', text: string) => {
    report[kind]++;
    if (report.examples.length < MAX_EXAMPLES) report.examples.push(`${kind}: ${text}`);
  };
  const compareValue = (t: TermValue, o: TermValue | undefined, group: string) => {
    if (allowed.has(t.bt)) return;
    const where = () => (group ? `${t.bt} in ${group}` : t.bt);
    if (!o) {
      note('critical', `${where()} '${t.value}' vanished`);
      return;
    }
    if (o.value !== t.value) {
      if (benign(t.bt, t.value, o.value)) note('benign', `${where()} '${t.value}' → '${o.value}'`);
      else note('critical', `${where()} '${t.value}' → '${o.value}'`);
    }
    if (t.attributes.length === 0) return;
    // By name, once per value: an element may carry thousands of attributes.
    const nowByName = new Map<string, string>();
    for (const a of o.attributes) if (!nowByName.has(a.name)) nowByName.set(a.name, a.value);
    for (const attr of t.attributes) {
      const now = nowByName.get(attr.name);
      if (now === attr.value) continue;
      if (now !== undefined && now.toUpperCase() === attr.value.toUpperCase())
        note('benign', `${where()} @${attr.name} '${attr.value}' → '${now}'`);
      else note('critical', `${where()} @${attr.name} '${attr.value}' → '${now ?? '(removed)'}'`);
    }
  };
  const compareTerms = (terms: TermValue[], now: TermValue[] | null, group: string) =>
    alignCarrying(
      terms,
      now,
      carries,
      (t) => t.bt,
      (t, o) => compareValue(t, o, group),
    );
  const compareGroups = (groups: GroupInstance[], now: GroupInstance[] | null, prefix: string) =>
    alignCarrying(
      groups,
      now,
      carriesAny,
      (g) => g.bg,
      (g, o, n) => {
        const group = `${prefix}${prefix ? '/' : ''}${g.bg}[${n}]`;
        compareTerms(g.terms, o ? o.terms : null, group);
        compareGroups(g.groups, o ? o.groups : null, group);
      },
    );
  compareTerms(before.terms, after.terms, '');
  compareGroups(before.groups, after.groups, '');
  return report;
}
