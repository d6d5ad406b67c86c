import type { Expr, RuleIr, RulesetIr } from '../ir/ir.ts';
import { documentOnly, readsNameOnly, usesFocusSize } from './analysis.ts';

/** Subexpressions smaller than this (in IR nodes) are cheaper to evaluate again than to look up. */
const MIN_NODES = 4;

/** Never shared: constants, variables and the focus are read directly; a single step is cheap to walk. */
const DIRECT = new Set(['str', 'int', 'dec', 'dbl', 'var', 'gvar', 'ctx', 'root', 'step']);

/**
 * An IR rewrite, in place, the rules build's last step (compileRules): a subexpression written more than once in
 * the tests of one rule, under one focus and one binding of its variables, is evaluated once per firing of the
 * rule. The official rules repeat whole sums and string normalisations (BR-S-08 asks each
 * `sum(../../../cac:InvoiceLine[…]/…)` twice, for the lower and the upper bound; BR-DE-19 normalises the IBAN
 * four times). The rule keeps each such subexpression once, in `shared` with a frame slot past its variables';
 * every occurrence becomes a reference to the slot (`{ k: 'shared', slot }`), computed at the first one evaluated
 * and read from the frame at the others. The body of a `for`, `some`, `every` or `let` is a scope of its own
 * (`fresh` clears its slots at each evaluation). Only the focus-preserving parts of an expression are shared: a
 * path's steps and the predicates run with other focuses, so nothing inside a path is touched. XPath is free of
 * side effects, so a value computed once is the value every occurrence would compute; an error is not kept, so
 * each occurrence evaluated raises it as before, and an occurrence never evaluated still is not. Document-rooted
 * expressions are left alone: the compiler already evaluates them once per run.
 */
export function shareSubexpressions(ir: RulesetIr): void {
  for (const p of ir.patterns) for (const r of p.rules) shareInRule(r);
}

/**
 * A check's test as its schematron writes it: the references to the rule's shared subexpressions replaced by
 * them and the fresh scopes dropped (the IR before the rewrite). What a rule's test means is compared in this
 * form: a reference's slot depends on the other checks of its rule.
 */
export function writtenTest(rule: RuleIr, test: Expr): Expr {
  const values = new Map((rule.shared ?? []).map((s) => [s.slot, s.value]));
  const expand = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(expand);
    if (typeof x !== 'object' || x === null) return x;
    const e = x as Expr;
    if (e.k === 'shared') {
      const value = values.get(e.slot);
      if (value === undefined) throw new Error(`no shared subexpression in slot ${e.slot}`);
      return expand(value);
    }
    if (e.k === 'fresh') return expand(e.a);
    return Object.fromEntries(Object.entries(e).map(([k, v]) => [k, expand(v)]));
  };
  return expand(test) as Expr;
}

/** What one rule's rewrite writes: the next free frame slot and the shared subexpressions by slot. */
interface RuleShares {
  next: number;
  shared: { slot: number; value: Expr }[];
}

/** The checks of a rule run with one focus and one frame: their tests are one scope. */
function shareInRule(rule: RuleIr): void {
  const shares: RuleShares = { next: rule.frame, shared: [] };
  const tests = shareInScope(
    rule.checks.map((c) => c.test),
    shares,
  );
  rule.checks.forEach((c, i) => {
    c.test = tests[i] as Expr;
  });
  rule.frame = shares.next;
  if (shares.shared.length > 0) rule.shared = shares.shared.sort((a, b) => a.slot - b.slot);
}

/** One scope: counts its subexpressions by shape, then rewrites the repeated ones (outermost first). */
function shareInScope(roots: Expr[], shares: RuleShares): Expr[] {
  const shapes: Shapes = { ids: new Map(), keys: new Map(), counts: new Map() };
  for (const e of roots) count(e, shapes);
  const { keys, counts } = shapes;
  const slotOf = new Map<number, number>();
  // Asked of repeated shapes only: the analyses walk the whole subexpression.
  const verdicts = new Map<number, boolean>();
  const rewrite = (x: Expr): Expr => {
    const key = keys.get(x);
    const repeated = key !== undefined && (counts.get(key) ?? 0) >= 2;
    let ok = repeated ? verdicts.get(key) : false;
    if (ok === undefined) {
      ok = shareable(x);
      verdicts.set(key as number, ok);
    }
    if (!ok) return mapScope(x, rewrite, (body) => shareFresh(body, shares));
    let slot = slotOf.get(key as number);
    if (slot === undefined) {
      slot = shares.next++;
      slotOf.set(key as number, slot);
      shares.shared.push({ slot, value: mapScope(x, rewrite, (body) => shareFresh(body, shares)) });
    }
    return { k: 'shared', slot };
  };
  return roots.map(rewrite);
}

/** A nested scope: its shared slots are cleared each time it is evaluated. */
function shareFresh(body: Expr, shares: RuleShares): Expr {
  const first = shares.next;
  const [shared] = shareInScope([body], shares) as [Expr];
  if (shares.next === first) return shared;
  return { k: 'fresh', slots: Array.from({ length: shares.next - first }, (_, i) => first + i), a: shared };
}

/** The shapes of one scope: a number for each distinct shape, the candidates' shapes and their counts. */
interface Shapes {
  ids: Map<string, number>;
  keys: Map<Expr, number>;
  counts: Map<number, number>;
}

/**
 * Records the shape of every candidate of this scope (nested scopes and focus-changing parts are not
 * visited); returns the node's shape and size for its parent's.
 */
function count(e: Expr, shapes: Shapes): { key: number; size: number } {
  let size = 1;
  const parts: string[] = [];
  const own = (x: Expr) => {
    const r = count(x, shapes);
    size += r.size;
    return `#${r.key}`;
  };
  // Parts with another focus or another binding are keyed by their text (equal text, equal meaning) and
  // sized by the expression nodes in it.
  const opaque = (x: unknown) => {
    const s = JSON.stringify(x);
    for (let i = s.indexOf('"k":'); i >= 0; i = s.indexOf('"k":', i + 4)) size++;
    return s;
  };
  for (const [field, value] of Object.entries(e)) {
    if (field === 'k') continue;
    const kind = fieldKind(e, field);
    if (kind === 'same')
      parts.push(Array.isArray(value) ? `[${(value as Expr[]).map(own).join(',')}]` : own(value));
    else parts.push(opaque(value));
  }
  const text = `${e.k}(${parts.join(';')})`;
  let key = shapes.ids.get(text);
  if (key === undefined) {
    key = shapes.ids.size;
    shapes.ids.set(text, key);
  }
  if (size >= MIN_NODES && !DIRECT.has(e.k)) {
    shapes.keys.set(e, key);
    shapes.counts.set(key, (shapes.counts.get(key) ?? 0) + 1);
  }
  return { key, size };
}

function shareable(e: Expr): boolean {
  return !documentOnly(e) && !usesFocusSize(e) && !readsNameOnly(e);
}

/**
 * How a field of an expression is evaluated relative to the expression: in the same scope and focus
 * (`same`), or otherwise (`other`: a path's steps, predicates, a quantifier's or let's body, and plain data).
 * A path or filter is shared whole or not at all: the compiler reads its shape (child chains, `//name` from
 * the index), which a shared part inside would hide.
 */
function fieldKind(e: Expr, field: string): 'same' | 'other' {
  switch (e.k) {
    case 'path':
    case 'filter':
    case 'step':
      return 'other';
    case 'for':
    case 'some':
    case 'every':
      return field === 'in' ? 'same' : 'other';
    case 'let':
      return field === 'value' ? 'same' : 'other';
    case 'call':
    case 'ucall':
      return field === 'args' ? 'same' : 'other';
    case 'seq':
      return field === 'items' ? 'same' : 'other';
    case 'if':
      return field === 'c' || field === 't' || field === 'e' ? 'same' : 'other';
    default:
      return field === 'a' || field === 'b' ? 'same' : 'other';
  }
}

/**
 * A copy of `e` with its same-scope parts rewritten by `same` and the bodies of its quantifiers and lets by
 * `body`; the other parts are kept as they are.
 */
function mapScope(e: Expr, same: (x: Expr) => Expr, body: (x: Expr) => Expr): Expr {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(e)) {
    if (field === 'k' || fieldKind(e, field) === 'other') out[field] = value;
    else out[field] = Array.isArray(value) ? (value as Expr[]).map(same) : same(value as Expr);
  }
  if (e.k === 'for' || e.k === 'let') out.ret = body(e.ret);
  if (e.k === 'some' || e.k === 'every') out.sat = body(e.sat);
  return out as Expr;
}
