import { DOC, ELEMENT } from '../../xml/XmlTree.ts';
import type { CmpOp, Expr } from '../ir/ir.ts';
import { str } from '../runtime/atomic.ts';
import { ebv, generalCompare, generalPair, holdsOp } from '../runtime/operations.ts';
import { XPathError } from '../runtime/XPathError.ts';
import {
  isDescendantAttributes,
  isDescendantShortcut,
  nameOnly,
  positionFree,
  returnsNodes,
} from './analysis.ts';
import { chainExists, childNameChain } from './childChain.ts';
import type { Compiler } from './compiler.ts';
import { type Bool, type Ctx, freshScope } from './context.ts';

// Effective boolean values, compiled directly where the expression allows (no sequence built).

/** Compiles to an effective-boolean-value closure, directly where the expression allows. */
export function bool(cx: Compiler, e: Expr): Bool {
  switch (e.k) {
    // A name-only left operand (`ends-with(name(), 'Amount') and not(ancestor::…)`) is decided once per name.
    case 'and': {
      const a = nameOnly(e.a) ? cx.nameOnlyBool(e.a, false) : cx.bool(e.a);
      const b = cx.bool(e.b);
      return (c) => a(c) && b(c);
    }
    case 'or': {
      const a = nameOnly(e.a) ? cx.nameOnlyBool(e.a, false) : cx.bool(e.a);
      const b = cx.bool(e.b);
      return (c) => a(c) || b(c);
    }
    case 'gcmp': {
      if (e.b.k === 'str' || e.a.k === 'str')
        return cx.compareToString(
          e.op,
          e.b.k === 'str' ? e.a : e.b,
          e.b.k === 'str' ? e.b.v : (e.a as { v: string }).v,
          e.b.k === 'str',
        );
      const a = cx.seq(e.a);
      const b = cx.seq(e.b);
      const op = e.op;
      return (c) => generalCompare(c.env.tree, op, a(c), b(c));
    }
    case 'path':
    case 'step':
      if (returnsNodes(e)) return cx.nonEmpty(e);
      break;
    case 'call':
      if (e.fn === 'not' && e.args.length === 1) {
        const a = cx.bool(e.args[0] as Expr);
        return (c) => !a(c);
      }
      if (e.fn === 'exists' && e.args.length === 1) {
        const arg = e.args[0] as Expr;
        if (returnsNodes(arg)) return cx.nonEmpty(arg);
        const a = cx.seq(arg);
        return (c) => a(c).length > 0;
      }
      if (e.fn === 'normalize-space' && (e.args.length === 0 || e.args[0]?.k === 'ctx')) {
        // True when the string holds more than XML whitespace, read without the normalised copy: Peppol's R008
        // asks `not(normalize-space())` of every leaf element. An atomic focus takes the general way.
        const s = cx.seq(e);
        return (c) => (typeof c.item === 'number' ? !isXmlSpace(c.env.tree.stringValue(c.item)) : ebv(s(c)));
      }
      if (e.fn === 'true') return () => true;
      if (e.fn === 'false') return () => false;
      break;
    case 'fresh':
      return freshScope(e.slots, cx.bool(e.a));
    default:
      break;
  }
  const s = cx.seq(e);
  return (c) => ebv(s(c));
}

/** `E = 'literal'` (either side): strings compare by codepoint, no atomised copies of the node side. */
export function compareToString(
  cx: Compiler,
  op: CmpOp,
  other: Expr,
  literal: string,
  literalRight: boolean,
): Bool {
  const a = cx.seq(other);
  const lit = str(literal);
  return (c) => {
    const tree = c.env.tree;
    for (const item of a(c)) {
      if (typeof item === 'number') {
        const v = tree.stringValue(item);
        const cmp = v < literal ? -1 : v > literal ? 1 : 0;
        if (holdsOp(op, literalRight ? cmp : -cmp)) return true;
      } else if (literalRight ? generalPair(op, item, lit) : generalPair(op, lit, item)) return true;
    }
    return false;
  };
}

export function nonEmptyUnmemoised(cx: Compiler, e: Expr): Bool {
  const chain = childNameChain(e);
  if (chain !== null && chain.length > 1) {
    const refs = chain.map((level) => level.map((n) => cx.nameRef(n.ns, n.local)));
    // Name ids are a run's (its document's): resolved on the first call with another run's table; null when
    // a level names only elements the document lacks, so the chain selects nothing from any node (most of
    // the UBL schematron's `not(…/cbc:X)` ask for elements an invoice does not carry).
    let resolvedFor: Int32Array | null = null;
    let levels: Int32Array[] | null = null;
    return (c) => {
      if (typeof c.item !== 'number') throw new XPathError('XPTY0020', 'axis step from a non-node');
      const { names } = c.env;
      if (resolvedFor !== names) {
        levels = resolveLevels(refs, names);
        resolvedFor = names;
      }
      return levels !== null && chainExists(c.env.tree, levels, c.item);
    };
  }
  if (
    isDescendantShortcut(e) &&
    e.k === 'path' &&
    e.b.k === 'step' &&
    e.b.preds.every(positionFree) &&
    e.a.k === 'path'
  ) {
    return cx.nonEmpty({
      k: 'path',
      a: e.a.a,
      b: { k: 'step', axis: 'descendant', test: e.b.test, preds: e.b.preds },
    });
  }
  if (e.k === 'path' && e.b.k === 'step' && !isDescendantShortcut(e) && !isDescendantAttributes(e)) {
    const left = cx.seq(e.a);
    const right = cx.nonEmpty(e.b);
    return (c) => {
      const input = left(c);
      if (input.length === 0) return false;
      const inner: Ctx = { env: c.env, item: undefined, pos: 0, size: input.length, frame: c.frame };
      for (let i = 0; i < input.length; i++) {
        const n = input[i];
        if (typeof n !== 'number') throw new XPathError('XPTY0019', 'path step on an atomic value');
        inner.item = n;
        inner.pos = i + 1;
        if (right(inner)) return true;
      }
      return false;
    };
  }
  if (e.k === 'step' && e.axis === 'child' && e.preds.length === 0 && e.test.k === 'name') {
    // `exists(*)`, `not(cbc:ID)`: the first matching child answers; no child list is built (Peppol's R008
    // asks `not(*)` of every element of the invoice).
    const match = cx.nodeTest(e.test, ELEMENT);
    return (c) => {
      if (typeof c.item !== 'number') throw new XPathError('XPTY0020', 'axis step from a non-node');
      const t = c.env.tree;
      const k = t.kind[c.item];
      if (k !== ELEMENT && k !== DOC) return false;
      const end = t.end[c.item] as number;
      for (let ch = t.attrEnd[c.item] as number; ch < end; ch = t.end[ch] as number)
        if (match(c.env, ch)) return true;
      return false;
    };
  }
  if (e.k === 'step' && e.preds.length > 0 && e.preds.every(positionFree)) {
    const nodes = cx.axis(e.axis, e.test);
    const preds = e.preds.map((p) => cx.bool(p));
    return (c) => {
      const v = nodes(c);
      if (v.length === 0) return false;
      const inner: Ctx = { env: c.env, item: undefined, pos: 0, size: 0, frame: c.frame };
      outer: for (const n of v) {
        inner.item = n;
        for (const p of preds) if (!p(inner)) continue outer;
        return true;
      }
      return false;
    };
  }
  const s = cx.seq(e);
  return (c) => s(c).length > 0;
}

/**
 * A chain's levels as the run's name ids (plain loops: `Int32Array.from` with a map function is slow), or null
 * when a level's names are all absent; that is looked for first, so a chain that selects nothing from this
 * document (most of them) allocates nothing.
 */
function resolveLevels(refs: number[][], names: Int32Array): Int32Array[] | null {
  for (const level of refs) if (!level.some((r) => (names[r] as number) >= 0)) return null;
  return refs.map((level) => {
    const ids = new Int32Array(level.length);
    for (let i = 0; i < level.length; i++) ids[i] = names[level[i] as number] as number;
    return ids;
  });
}

/** True when `s` is empty or only XML whitespace (what normalize-space reduces to the empty string). */
function isXmlSpace(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const ch = s.charCodeAt(i);
    if (ch !== 32 && ch !== 9 && ch !== 10 && ch !== 13) return false;
  }
  return true;
}
