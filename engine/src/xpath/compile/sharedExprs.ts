import type { Expr } from '../ir/ir.ts';
import type { Item } from '../runtime/atomic.ts';
import type { Ctx } from './context.ts';

/**
 * The expressions one rule writes more than once, each with a number its copies share throughout the ruleset:
 * BR-CO-17 asks `cac:TaxCategory[cac:TaxScheme/normalize-space(upper-case(cbc:ID)) = 'VAT']/xs:decimal(
 * cbc:Percent)` four times of one subtotal, BR-S-08 filters the lines by the same category test in its
 * `exists` and its `sum`, BR-DE-19 cleans the IBAN with the same `replace` three times. Copies in one rule
 * see the same nodes, so a per-node memo pays; a copy inside a larger copy is left to the larger one's memo
 * unless the rule writes it more often. `rules`: each rule's expressions (lets, tests, messages); copies are
 * found by structure (hash-consing), so reading a ruleset stays linear in its size.
 */
export function sharedExprs(rules: unknown[]): Map<Expr, number> {
  const ids = new Map<string, number>();
  const lastRule: number[] = [];
  const inRule: number[] = [];
  const most: number[] = [];
  const of = new Map<object, number>();
  let rule = 0;
  const intern = (x: object): number => {
    let key = Array.isArray(x) ? '[' : '{';
    for (const [k, v] of Object.entries(x))
      key += `${k}:${typeof v === 'object' && v !== null ? `#${intern(v)}` : JSON.stringify(v)},`;
    let id = ids.get(key);
    if (id === undefined) {
      id = most.length;
      ids.set(key, id);
      most.push(0);
      lastRule.push(-1);
      inRule.push(0);
    }
    if (lastRule[id] !== rule) {
      lastRule[id] = rule;
      inRule[id] = 0;
    }
    const n = (inRule[id] as number) + 1;
    inRule[id] = n;
    if (n > (most[id] as number)) most[id] = n;
    of.set(x, id);
    return id;
  };
  rules.forEach((r, i) => {
    rule = i;
    if (typeof r === 'object' && r !== null) intern(r);
  });
  const shared = new Map<Expr, number>();
  const mark = (x: unknown, outer: number): void => {
    if (typeof x !== 'object' || x === null) return;
    const id = of.get(x) as number;
    const copies = most[id] as number;
    let within = outer;
    if (!Array.isArray(x) && 'k' in x && copies > 1 && copies > outer) {
      shared.set(x as Expr, id);
      within = copies;
    }
    for (const v of Object.values(x)) mark(v, within);
  };
  for (const r of rules) mark(r, 1);
  return shared;
}

/**
 * Wraps an expression whose value depends on its focus node alone (see `focusOnly`) so that its copies, which
 * share `slot`, reuse the value last computed for the same node: a rule's copies mostly run on one node in
 * turn. One node per slot and run, not a table: a table's upkeep cost more than the copies saved at 1,000
 * lines. An error is not kept, so each use raises it again, as before.
 */
export function perNode<T extends Item[] | boolean>(slot: number, ev: (c: Ctx) => T) {
  return (c: Ctx): T => {
    const n = c.item;
    if (typeof n !== 'number') return ev(c);
    const last = c.env.byNode[slot];
    if (last !== undefined && last.node === n) return last.value as T;
    const value = ev(c);
    if (last === undefined) c.env.byNode[slot] = { node: n, value };
    else {
      last.node = n;
      last.value = value;
    }
    return value;
  };
}
