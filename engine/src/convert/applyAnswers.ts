import type { GroupInstance, InvoiceModel, TermValue } from '../model/types.ts';
import { inputById } from './inputs.ts';
import type { ConvertAnswer } from './types.ts';

type Holder = { terms: TermValue[]; groups: GroupInstance[] };

function answered(bt: string, value: string, scheme?: string): TermValue {
  return {
    bt,
    value,
    raw: value,
    xpath: '',
    attributes: scheme ? [{ name: 'schemeID', value: scheme, xpath: '' }] : [],
    line: null,
  };
}

// The first instance of each group down the chain, created where missing.
function holderOf(root: Holder, groups: readonly string[]): Holder {
  let holder = root;
  for (const bg of groups) {
    let g = holder.groups.find((x) => x.bg === bg);
    if (!g) {
      g = { bg, xpath: null, index: 1, terms: [], groups: [] };
      holder.groups.push(g);
    }
    holder = g;
  }
  return holder;
}

// New group objects and term lists all the way down, the term values shared: answers add and replace terms
// and groups, never edit a value in place (a deep clone of a large invoice's model costs seconds).
const copyGroups = (groups: readonly GroupInstance[]): GroupInstance[] =>
  groups.map((g) => ({ ...g, terms: [...g.terms], groups: copyGroups(g.groups) }));

/** The model with answers filled in (a copy; answered terms replace what was there, with no source xpath). */
export function applyAnswers(model: InvoiceModel, answers: readonly ConvertAnswer[]): InvoiceModel {
  if (answers.length === 0) return model;
  const copy = { ...model, terms: [...model.terms], groups: copyGroups(model.groups) };
  for (const a of answers) {
    const spec = inputById(a.id);
    if (!spec) continue;
    // A period fills its two terms in order; any other answer is one value, besides fixed ones.
    const parts = spec.kind === 'period' ? a.value.split('/') : [a.value];
    spec.fills.forEach((fill) => {
      const value = fill.value ?? (parts.shift() as string);
      const term = answered(fill.bt, value, fill.scheme ?? (fill.value === undefined ? a.scheme : undefined));
      if (fill.each) {
        const parent = holderOf(copy, fill.groups.slice(0, -1));
        for (const g of parent.groups.filter((x) => x.bg === fill.groups.at(-1)))
          if (!g.terms.some((t) => t.bt === fill.bt)) g.terms.push(term);
        return;
      }
      const holder = holderOf(copy, fill.groups);
      holder.terms = [...holder.terms.filter((t) => t.bt !== fill.bt), term];
    });
  }
  return copy;
}
