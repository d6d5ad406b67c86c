import type { Expr } from '../ir/ir.ts';

// Static analysis of IR expressions: what the compiler may assume of an expression before choosing a closure.

/** True when an expression yields nodes only (a path ending in an axis step). */
export function returnsNodes(e: Expr): boolean {
  if (e.k === 'step' || e.k === 'root') return true;
  if (e.k === 'path') return returnsNodes(e.b);
  if (e.k === 'union' || e.k === 'intersect' || e.k === 'except') return true;
  if (e.k === 'filter') return returnsNodes(e.a);
  return false;
}

/** `X//name[...]`: left to `path`, which answers it from the element index. */
export function isDescendantShortcut(e: Expr): boolean {
  return (
    e.k === 'path' &&
    e.b.k === 'step' &&
    e.b.axis === 'child' &&
    e.b.test.k === 'name' &&
    e.a.k === 'path' &&
    e.a.b.k === 'step' &&
    e.a.b.axis === 'descendant-or-self'
  );
}

/** `X//@name[...]`: left to `path`, which answers it from the attribute index. */
export function isDescendantAttributes(e: Expr): boolean {
  return (
    e.k === 'path' &&
    e.b.k === 'step' &&
    e.b.axis === 'attribute' &&
    e.b.preds.every(positionFree) &&
    e.a.k === 'path' &&
    e.a.b.k === 'step' &&
    e.a.b.axis === 'descendant-or-self' &&
    e.a.b.test.k === 'kind' &&
    e.a.b.test.kind === 'node' &&
    e.a.b.preds.length === 0
  );
}

/** True when an expression's value is always a boolean (so a predicate is never positional). */
export function isBooleanExpr(e: Expr): boolean {
  if (['or', 'and', 'gcmp', 'vcmp', 'ncmp', 'instance', 'castable', 'some', 'every'].includes(e.k))
    return true;
  if (e.k === 'call') {
    return [
      'not',
      'boolean',
      'exists',
      'empty',
      'true',
      'false',
      'contains',
      'starts-with',
      'ends-with',
      'matches',
    ].includes(e.fn);
  }
  return false;
}

/** True when a predicate can be evaluated without position or size (a node-set or boolean test). */
export function positionFree(e: Expr): boolean {
  if (isBooleanExpr(e)) return !usesFocusSize(e);
  return e.k === 'path' || e.k === 'step' ? !usesFocusSize(e) : false;
}

export function usesFocusSize(e: Expr): boolean {
  if (e.k === 'call' && (e.fn === 'position' || e.fn === 'last')) return true;
  // Nested predicates and path steps have their own focus; only the top-level chain matters.
  switch (e.k) {
    case 'or':
    case 'and':
    case 'gcmp':
    case 'vcmp':
    case 'ncmp':
    case 'arith':
    case 'union':
    case 'intersect':
    case 'except':
    case 'range':
      return usesFocusSize(e.a) || usesFocusSize(e.b);
    case 'path':
      return usesFocusSize(e.a);
    case 'neg':
    case 'instance':
    case 'treat':
    case 'cast':
    case 'castable':
    case 'valueof':
    case 'conv':
      return usesFocusSize(e.a);
    case 'filter':
      return usesFocusSize(e.a);
    case 'call':
      return e.args.some(usesFocusSize);
    case 'if':
      return usesFocusSize(e.c) || usesFocusSize(e.t) || usesFocusSize(e.e);
    case 'seq':
      return e.items.some(usesFocusSize);
    case 'for':
    case 'some':
    case 'every':
      return usesFocusSize(e.in);
    case 'let':
      return usesFocusSize(e.value) || usesFocusSize(e.ret);
    default:
      return false;
  }
}

// Functions whose result depends on their arguments only (no focus, no document): strings and booleans.
const PURE_STRING_FUNCTIONS = new Set([
  'ends-with',
  'starts-with',
  'contains',
  'concat',
  'substring-before',
  'substring-after',
  'upper-case',
  'lower-case',
  'not',
  'boolean',
  'true',
  'false',
]);
const NAME_FUNCTIONS = new Set(['name', 'local-name', 'namespace-uri']);

/** True when an expression reads nothing of its focus but the node's kind and name. */
export function readsNameOnly(e: Expr): boolean {
  switch (e.k) {
    case 'str':
    case 'int':
    case 'dec':
    case 'dbl':
      return true;
    case 'and':
    case 'or':
    case 'gcmp':
    case 'vcmp':
      return readsNameOnly(e.a) && readsNameOnly(e.b);
    case 'call':
      if (NAME_FUNCTIONS.has(e.fn)) return e.args.length === 0;
      return PURE_STRING_FUNCTIONS.has(e.fn) && e.args.every(readsNameOnly);
    case 'step':
      return e.axis === 'self' && e.test.k === 'name' && e.preds.length === 0;
    default:
      return false;
  }
}

/**
 * True for a predicate decided by the node's name alone and never by position (`[ends-with(name(),
 * 'Amount') and not(self::ram:TaxTotalAmount)]`): CEN's CII contexts put such predicates on `//ram:*`, which
 * asks them of every element of the invoice; the verdict is the same for every element of one name.
 */
export function nameOnly(e: Expr): boolean {
  const boolean =
    e.k === 'and' ||
    e.k === 'or' ||
    e.k === 'gcmp' ||
    e.k === 'vcmp' ||
    e.k === 'step' ||
    (e.k === 'call' && !NAME_FUNCTIONS.has(e.fn));
  return boolean && readsNameOnly(e);
}

/**
 * True when an expression's value depends on the document alone: a path from the root whose steps and
 * predicates see only their own focus and variables bound inside it. CEN's CII rules test such a path
 * (`/rsm:CrossIndustryInvoice/…/ram:BilledQuantity/@unitCode`) once per matched quantity, which without
 * a memo walks every line once per line.
 */
export function documentOnly(e: Expr): boolean {
  if (e.k === 'root') return true;
  if (e.k === 'path') return documentOnly(e.a) && ownFocusOnly(e.b);
  if (e.k === 'filter') return documentOnly(e.a) && e.preds.every(ownFocusOnly);
  return false;
}

/** True when an expression reads no variable bound outside it and no XSLT `current()`. */
export function ownFocusOnly(e: Expr): boolean {
  const bound = new Set<number>();
  const refs: number[] = [];
  let current = false;
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) {
      for (const y of x) walk(y);
      return;
    }
    if (typeof x !== 'object' || x === null) return;
    const node = x as Expr;
    if (node.k === 'var') refs.push(node.slot);
    if (node.k === 'for' || node.k === 'some' || node.k === 'every' || node.k === 'let') bound.add(node.slot);
    if (node.k === 'call' && node.fn === 'current') current = true;
    for (const v of Object.values(node)) if (typeof v === 'object') walk(v);
  };
  walk(e);
  return !current && refs.every((r) => bound.has(r));
}
