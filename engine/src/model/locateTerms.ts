import type { GroupInstance, InvoiceModel, LocatedTerm, TermValue } from './types.ts';

// Field by field, not a spread: a reading of a large invoice locates hundreds of thousands of values.
const located = (t: TermValue, group: string): LocatedTerm => ({
  bt: t.bt,
  value: t.value,
  raw: t.raw,
  xpath: t.xpath,
  attributes: t.attributes,
  line: t.line,
  group,
});

/** Every term value of a model, flattened in reading order, each with its group chain (`BG-25[2]/BG-31[1]`). */
export function locateTerms(model: InvoiceModel): LocatedTerm[] {
  const out: LocatedTerm[] = model.terms.map((t) => located(t, ''));
  const visit = (g: GroupInstance, prefix: string) => {
    const group = `${prefix}${prefix ? '/' : ''}${g.bg}[${g.index}]`;
    for (const t of g.terms) out.push(located(t, group));
    for (const sub of g.groups) visit(sub, group);
  };
  for (const g of model.groups) visit(g, '');
  return out;
}
