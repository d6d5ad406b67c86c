import { locateTerms } from '../model/locateTerms.ts';
import { valueKey } from '../model/sameValue.ts';
import type { InvoiceModel, LocatedTerm, TermAttribute } from '../model/types.ts';
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

function sameAttributes(a: LocatedTerm, b: LocatedTerm): boolean {
  const want = a.attributes.filter((x) => meaningful(a.bt, x));
  return want.every((x) => b.attributes.some((y) => y.name === x.name && y.value === x.value));
}

const withoutIndexes = (group: string) => group.replace(/\[\d+\]/g, '');

/** What the output lacks of the source: EN 16931 values (loss.terms) and dropped supplementary attributes. */
export function compareModels(
  source: InvoiceModel,
  output: InvoiceModel,
  ignore: ReadonlySet<string>,
): { terms: LostTerm[]; other: LostOther[]; sourceTerms: number } {
  const src = locateTerms(source);
  const out = locateTerms(output);
  // Output values by term, meaning and group instance, and by term, meaning and group kind, in reading order:
  // each source value looks its candidates up (a per-line term has thousands of same-term values).
  const byGroup = new Map<string, LocatedTerm[]>();
  const byKind = new Map<string, LocatedTerm[]>();
  const push = (map: Map<string, LocatedTerm[]>, key: string, o: LocatedTerm) => {
    const list = map.get(key);
    if (list) list.push(o);
    else map.set(key, [o]);
  };
  for (const o of out) {
    const key = `${o.bt}|${valueKey(o.bt, o.value)}`;
    push(byGroup, `${key}|${o.group}`, o);
    push(byKind, `${key}|${withoutIndexes(o.group)}`, o);
  }
  const terms: LostTerm[] = [];
  const other: LostOther[] = [];
  for (const t of src) {
    // An empty element states no value (Peppol's R008 even forbids it), so an output without it loses nothing.
    if (ignore.has(t.bt) || t.value === '') continue;
    const key = `${t.bt}|${valueKey(t.bt, t.value)}`;
    // Same group instance first; else the same group kind (a value the syntax states once for all).
    const match =
      byGroup.get(`${key}|${t.group}`)?.find((o) => sameAttributes(t, o)) ??
      byKind.get(`${key}|${withoutIndexes(t.group)}`)?.find((o) => sameAttributes(t, o));
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
  return { terms, other, sourceTerms: src.length };
}
