import { valueKey } from '../model/sameValue.ts';
import type { GroupInstance, InvoiceModel, TermAttribute, TermValue } from '../model/types.ts';
import { termById } from '../semantics/terms.ts';
import type { LostOther, LostTerm } from './types.ts';

// Supplementary components that are EN 16931 values: identifier schemes (BT-x-1), classification list
// (BT-158-1/2), attachment MIME code and file name (BT-125-1/2). currencyID restates BT-5/BT-6.
function meaningful(bt: string, a: TermAttribute): boolean {
  const type = termById(bt)?.dataType;
  if (a.name === 'schemeID') return type === 'Identifier' || type === 'Document reference';
  if (a.name === 'listID' || a.name === 'listVersionID') return bt === 'BT-158';
  if (a.name === 'mimeCode' || a.name === 'filename') return bt === 'BT-125';
  return false;
}

function sameAttributes(a: TermValue, b: TermValue): boolean {
  const want = a.attributes.filter((x) => meaningful(a.bt, x));
  return want.every((x) => b.attributes.some((y) => y.name === x.name && y.value === x.value));
}

/** Sibling group instances by group id, then at their index (1-based position among the same group's). */
function byBg(groups: readonly GroupInstance[]): Map<string, GroupInstance[]> {
  const map = new Map<string, GroupInstance[]>();
  for (const g of groups) {
    let list = map.get(g.bg);
    if (list === undefined) {
      list = [];
      map.set(g.bg, list);
    }
    list[g.index - 1] = g;
  }
  return map;
}

/**
 * The output's values by group kind (`BG-25/BG-29`, instance indexes dropped), term and meaning, in reading
 * order: made for a kind only when a source value of that kind has no equal in its own group instance.
 */
class ValuesByKind {
  private instances: Map<string, GroupInstance[]> | null = null;
  private readonly values = new Map<string, Map<string, TermValue[]>>();

  constructor(private readonly output: InvoiceModel) {}

  find(kind: string, bt: string, key: string, accept: (o: TermValue) => boolean): TermValue | undefined {
    let values = this.values.get(kind);
    if (values === undefined) {
      values = new Map();
      const terms = kind === '' ? [this.output.terms] : (this.instancesOf(kind) ?? []).map((g) => g.terms);
      for (const list of terms)
        for (const o of list) {
          const k = `${o.bt}|${valueKey(o.bt, o.value)}`;
          const same = values.get(k);
          if (same) same.push(o);
          else values.set(k, [o]);
        }
      this.values.set(kind, values);
    }
    return values.get(`${bt}|${key}`)?.find(accept);
  }

  private instancesOf(kind: string): GroupInstance[] | undefined {
    if (this.instances === null) {
      const map = new Map<string, GroupInstance[]>();
      const visit = (g: GroupInstance, prefix: string) => {
        const k = prefix === '' ? g.bg : `${prefix}/${g.bg}`;
        const list = map.get(k);
        if (list) list.push(g);
        else map.set(k, [g]);
        for (const sub of g.groups) visit(sub, k);
      };
      for (const g of this.output.groups) visit(g, '');
      this.instances = map;
    }
    return this.instances.get(kind);
  }
}

/**
 * What the output lacks of the source: EN 16931 values (loss.terms) and dropped supplementary attributes.
 * A source value is kept when its group instance in the output (same group ids and indexes from the root)
 * holds an equal value, else when any instance of the same group kind does (a value the syntax states once
 * for all). The two models are walked side by side: a large invoice's values need no global index.
 */
export function compareModels(
  source: InvoiceModel,
  output: InvoiceModel,
  ignore: ReadonlySet<string>,
): { terms: LostTerm[]; other: LostOther[]; sourceTerms: number } {
  const kinds = new ValuesByKind(output);
  const terms: LostTerm[] = [];
  const other: LostOther[] = [];
  let sourceTerms = 0;
  const compare = (values: readonly TermValue[], twin: readonly TermValue[] | undefined, kind: string) => {
    sourceTerms += values.length;
    for (const t of values) {
      // An empty element states no value (Peppol's R008 even forbids it), so an output without it loses nothing.
      if (ignore.has(t.bt) || t.value === '') continue;
      const key = valueKey(t.bt, t.value);
      const accept = (o: TermValue) => sameAttributes(t, o);
      const match =
        twin?.find((o) => o.bt === t.bt && valueKey(o.bt, o.value) === key && accept(o)) ??
        kinds.find(kind, t.bt, key, accept);
      if (!match) {
        terms.push({ bt: t.bt, value: t.value, src: t.xpath });
        continue;
      }
      for (const a of t.attributes) {
        if (a.name === 'currencyID' || meaningful(t.bt, a)) continue;
        if (!match.attributes.some((b) => b.name === a.name && b.value === a.value))
          other.push({ kind: 'attribute', xpath: a.xpath, value: a.value });
      }
    }
  };
  const walk = (
    groups: readonly GroupInstance[],
    twins: readonly GroupInstance[] | undefined,
    prefix: string,
  ) => {
    const twinsByBg = twins ? byBg(twins) : undefined;
    for (const g of groups) {
      const kind = prefix === '' ? g.bg : `${prefix}/${g.bg}`;
      const twin = twinsByBg?.get(g.bg)?.[g.index - 1];
      compare(g.terms, twin?.terms, kind);
      walk(g.groups, twin?.groups, kind);
    }
  };
  compare(source.terms, output.terms, '');
  walk(source.groups, output.groups, '');
  return { terms, other, sourceTerms };
}
