import type { GroupInstance, InvoiceModel, TermValue } from '../model/types.ts';
import { INPUTS } from './peppolInputs.ts';
import type { ConvertAnswer } from './types.ts';

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

/** The model with answers filled in (a copy; answered terms replace what was there, with no source xpath). */
export function applyAnswers(model: InvoiceModel, answers: readonly ConvertAnswer[]): InvoiceModel {
  const copy = structuredClone(model);
  for (const a of answers) {
    const spec = INPUTS.find((s) => s.id === a.id);
    if (!spec) continue;
    let holder: { terms: TermValue[]; groups: GroupInstance[] } = copy;
    for (const bg of spec.groups) {
      let g = holder.groups.find((x) => x.bg === bg);
      if (!g) {
        g = { bg, xpath: null, index: 1, terms: [], groups: [] };
        holder.groups.push(g);
      }
      holder = g;
    }
    const values = spec.kind === 'period' ? a.value.split('/') : [a.value];
    spec.terms.forEach((bt, i) => {
      holder.terms = holder.terms.filter((t) => t.bt !== bt);
      holder.terms.push(answered(bt, values[i] as string, a.scheme));
    });
  }
  return copy;
}
