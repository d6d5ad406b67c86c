import type { Expr } from '../ir/ir.ts';
import { type Atomic, type Item, isNumeric } from '../runtime/atomic.ts';
import { numericValue } from '../runtime/functions.ts';
import { ebv } from '../runtime/operations.ts';
import { XPathError } from '../runtime/XPathError.ts';
import { nameOnly, positionFree } from './analysis.ts';
import type { Compiler } from './compiler.ts';
import { type Bool, type Ctx, EMPTY } from './context.ts';

// Predicates: positional or boolean filters, and name-only predicates decided once per name.

/** A predicate filter over a sequence already in the order positions count in. */
export function predicate(cx: Compiler, p: Expr, safe = false): (c: Ctx, input: Item[]) => Item[] {
  const byName = nameOnly(p) ? cx.nameOnlyBool(p, safe) : null;
  if (safe && byName === null) {
    // A dynamic error while matching a pattern means "no match" for that node (XSLT 3.0 §5.5.4).
    const s = cx.seq(p);
    return (c, input) => {
      const out: Item[] = [];
      const inner: Ctx = { env: c.env, item: undefined, pos: 0, size: input.length, frame: c.frame };
      for (let i = 0; i < input.length; i++) {
        inner.item = input[i];
        inner.pos = i + 1;
        try {
          if (keep(s(inner), i + 1)) out.push(input[i] as Item);
        } catch (e) {
          if (!(e instanceof XPathError)) throw e;
        }
      }
      return out;
    };
  }
  if (p.k === 'int') {
    const k = Number(p.v);
    return (_c, input) => (k >= 1 && k <= input.length ? [input[k - 1] as Item] : EMPTY);
  }
  if (byName !== null || positionFree(p)) {
    const b = byName ?? cx.bool(p);
    return (c, input) => {
      const out: Item[] = [];
      const inner: Ctx = { env: c.env, item: undefined, pos: 0, size: input.length, frame: c.frame };
      for (let i = 0; i < input.length; i++) {
        inner.item = input[i];
        inner.pos = i + 1;
        if (b(inner)) out.push(input[i] as Item);
      }
      return out;
    };
  }
  const s = cx.seq(p);
  return (c, input) => {
    const out: Item[] = [];
    const inner: Ctx = { env: c.env, item: undefined, pos: 0, size: input.length, frame: c.frame };
    for (let i = 0; i < input.length; i++) {
      inner.item = input[i];
      inner.pos = i + 1;
      if (keep(s(inner), i + 1)) out.push(input[i] as Item);
    }
    return out;
  };
}

/**
 * A name-only predicate (see `nameOnly`) as a test of the focus node, decided once per node kind and
 * lexical name. In a pattern (`safe`) a dynamic error means "no match" (XSLT 3.0 §5.5.4).
 */
export function nameOnlyBool(cx: Compiler, p: Expr, safe: boolean): Bool {
  const b = cx.bool(p);
  const slot = cx.program.nameMemos++;
  const decide = (c: Ctx): boolean => {
    try {
      return b(c);
    } catch (e) {
      if (!safe || !(e instanceof XPathError)) throw e;
      return false;
    }
  };
  return (c) => {
    const n = c.item;
    if (typeof n !== 'number') return decide(c);
    const tree = c.env.tree;
    let memo = c.env.byName[slot];
    if (memo === undefined) {
      memo = new Map();
      c.env.byName[slot] = memo;
    }
    const key = (tree.name[n] as number) * 8 + (tree.kind[n] as number);
    const qname = tree.qname[n] as string;
    let v = memo.get(key);
    while (v !== undefined && v.qname !== qname) v = v.next;
    if (v === undefined) {
      v = { qname, value: decide(c), next: memo.get(key) };
      memo.set(key, v);
    }
    return v.value;
  };
}

/** A predicate's verdict: a single number selects by position, anything else by effective boolean value. */
function keep(v: Item[], pos: number): boolean {
  const first = v[0];
  if (v.length === 1 && typeof first !== 'number' && isNumeric(first as Atomic))
    return numericValue(first as Atomic) === pos;
  return ebv(v);
}
