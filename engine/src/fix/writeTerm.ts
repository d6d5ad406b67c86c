import { bindingOf } from '../model/bindingOf.ts';
import { locateTerms } from '../model/locateTerms.ts';
import type { GroupInstance, LocatedTerm } from '../model/types.ts';
import type { NewElement, Patch } from '../patch/Patch.ts';
import { termById } from '../semantics/terms.ts';
import { perReading } from './perReading.ts';
import type { FixContext } from './Synthesizer.ts';

/** The content a term's element gets: its text and attributes (schemeID, currencyID, format …). */
export interface Leaf {
  text?: string;
  attrs?: Record<string, string>;
}

/** The binding of a term or group as plain child steps, or null when it has predicates or names an attribute. */
export function stepsOf(ctx: FixContext, id: string): string[] | null {
  const term = termById(id);
  const binding = term ? bindingOf(term, ctx.model.document) : null;
  // Of alternatives (CII contact name: person | department) new content goes to the first.
  const first = binding?.split(' | ')[0];
  if (!first || /[[@(]/.test(first)) return null;
  return first.split('/');
}

/** Every term value of the context's model, located once per reading (shared: callers must not modify it). */
export const termsOf: (ctx: FixContext) => readonly LocatedTerm[] = perReading((ctx) =>
  locateTerms(ctx.model),
);

const termIndex = perReading((ctx) => {
  const index = new Map<string, LocatedTerm[]>();
  for (const t of termsOf(ctx)) {
    const list = index.get(t.bt);
    if (list) list.push(t);
    else index.set(t.bt, [t]);
  }
  return index;
});

/** Every value of a term in the document, with the groups it sits in. Shared: callers must not modify it. */
export function valuesOf(ctx: FixContext, bt: string): readonly LocatedTerm[] {
  return termIndex(ctx).get(bt) ?? [];
}

/** Every instance of a group, depth first. */
export function groupsOf(ctx: FixContext, bg: string): GroupInstance[] {
  const out: GroupInstance[] = [];
  const visit = (g: GroupInstance) => {
    if (g.bg === bg) out.push(g);
    for (const s of g.groups) visit(s);
  };
  for (const g of ctx.model.groups) visit(g);
  return out;
}

function chain(steps: string[], leaf: Leaf): NewElement {
  const [name, ...rest] = steps as [string, ...string[]];
  if (rest.length === 0)
    return {
      name,
      ...(leaf.text !== undefined ? { text: leaf.text } : {}),
      ...(leaf.attrs ? { attrs: leaf.attrs } : {}),
    };
  return { name, children: [chain(rest, leaf)] };
}

/**
 * Edits that give the element at `steps` below `base` this content: set_text/set_attr where it exists,
 * otherwise one insert_tree of the missing part under the deepest existing ancestor.
 */
export function writeAt(ctx: FixContext, base: string, steps: string[], leaf: Leaf): Patch[] {
  let cur = base;
  for (let i = 0; i < steps.length; i++) {
    const next = `${cur}/${steps[i]}[1]`;
    if (!ctx.index.byPath.has(next))
      return [{ op: 'insert_tree', xpath: cur, tree: chain(steps.slice(i), leaf) }];
    cur = next;
  }
  const patches: Patch[] = [];
  if (leaf.text !== undefined) patches.push({ op: 'set_text', xpath: cur, value: leaf.text });
  for (const [name, value] of Object.entries(leaf.attrs ?? {}))
    patches.push({ op: 'set_attr', xpath: cur, name, value });
  return patches;
}

/** Edits that write a document-level term (bound from the root) with this content. */
export function writeTerm(ctx: FixContext, bt: string, leaf: Leaf): Patch[] {
  const steps = stepsOf(ctx, bt);
  if (!steps) throw new Error(`writeTerm: ${bt} has no plain binding`);
  return writeAt(ctx, ctx.index.root.path, steps, leaf);
}

/** Edits that write a term inside one instance of its group (a line, a party …), relative to the group's element. */
export function writeInGroup(ctx: FixContext, group: GroupInstance, bt: string, leaf: Leaf): Patch[] {
  const steps = stepsOf(ctx, bt);
  const groupSteps = stepsOf(ctx, group.bg);
  if (!steps || !groupSteps || !group.xpath)
    throw new Error(`writeInGroup: ${bt} in ${group.bg} has no plain binding`);
  return writeAt(ctx, group.xpath, steps.slice(groupSteps.length), leaf);
}
