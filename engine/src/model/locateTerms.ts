import type { GroupInstance, InvoiceModel, LocatedTerm } from './types.ts';

/** Every term value of a model, flattened in reading order, each with its group chain (`BG-25[2]/BG-31[1]`). */
export function locateTerms(model: InvoiceModel): LocatedTerm[] {
  const out: LocatedTerm[] = model.terms.map((t) => ({ ...t, group: '' }));
  const visit = (g: GroupInstance, prefix: string) => {
    const group = `${prefix}${prefix ? '/' : ''}${g.bg}[${g.index}]`;
    for (const t of g.terms) out.push({ ...t, group });
    for (const sub of g.groups) visit(sub, group);
  };
  for (const g of model.groups) visit(g, '');
  return out;
}
