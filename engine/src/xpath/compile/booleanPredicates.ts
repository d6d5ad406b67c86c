import type { Expr, RulesetIr } from '../ir/ir.ts';
import { isBooleanExpr } from './analysis.ts';

/**
 * Writes every predicate that is a reference to a boolean-valued global (`cac:LegalMonetaryTotal
 * [$isExtension]`) as `[boolean($g)]`, in place (idempotent): the same predicate, since a boolean's effective
 * value is itself and never a position, but one the compiler can see needs no position, so `//name[…]` is
 * answered from the per-name index instead of materialising every node of the document.
 */
export function markBooleanPredicates(ir: RulesetIr): void {
  const boolean = new Set(ir.globals.flatMap((g, i) => (isBooleanExpr(g.value) ? [i] : [])));
  if (boolean.size === 0) return;
  const visit = (x: unknown): void => {
    if (Array.isArray(x)) {
      for (const y of x) visit(y);
      return;
    }
    if (typeof x !== 'object' || x === null) return;
    const node = x as { preds?: Expr[] };
    if (Array.isArray(node.preds))
      node.preds = node.preds.map((p) =>
        p.k === 'gvar' && boolean.has(p.g) ? { k: 'call', fn: 'boolean', args: [p] } : p,
      );
    for (const v of Object.values(x)) if (typeof v === 'object') visit(v);
  };
  visit(ir.patterns);
  visit(ir.globals);
  visit(ir.functions);
}
