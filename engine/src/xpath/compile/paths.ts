import { ATTRIBUTE, DOC, ELEMENT } from '../../xml/XmlTree.ts';
import type { Axis, Expr, NodeTest } from '../ir/ir.ts';
import type { Item } from '../runtime/atomic.ts';
import { XPathError } from '../runtime/XPathError.ts';
import { isDescendantAttributes, nameOnly, positionFree } from './analysis.ts';
import type { Compiler } from './compiler.ts';
import { type Bool, type Ctx, EMPTY, type Ev } from './context.ts';
import { allNodes, sortNodes } from './nodeOrder.ts';

// Paths and steps: rule-context patterns, `X//name` and `X//@name` from the name indexes, name-only descendants.

/**
 * Compiles a rule-context pattern (already anchored at the root): like `seq`, but a predicate of the
 * pattern that raises a dynamic error for a node leaves that node unmatched instead of failing the run.
 */
export function pattern(cx: Compiler, e: Expr): Ev {
  if (e.k === 'union') {
    const a = cx.pattern(e.a);
    const b = cx.pattern(e.b);
    return (c) => sortNodes([...allNodes(a(c), 'union'), ...allNodes(b(c), 'union')]);
  }
  if (e.k === 'path') return cx.path(e.a, e.b, true);
  if (e.k === 'step') return cx.step(e.axis, e.test, e.preds, true);
  if (e.k === 'filter') {
    const a = cx.pattern(e.a);
    const preds = e.preds.map((p) => cx.predicate(p, true));
    return (c) => {
      let v = a(c);
      for (const p of preds) v = p(c, v);
      return v;
    };
  }
  return cx.seq(e);
}

export function path(cx: Compiler, a: Expr, b: Expr, safe = false): Ev {
  // `X//name[preds]` with position-free predicates is `X/descendant::name[preds]`: answered from the
  // per-name element index instead of walking every descendant.
  if (
    b.k === 'step' &&
    b.axis === 'child' &&
    b.test.k === 'name' &&
    b.preds.every(positionFree) &&
    a.k === 'path' &&
    a.b.k === 'step' &&
    a.b.axis === 'descendant-or-self' &&
    a.b.test.k === 'kind' &&
    a.b.test.kind === 'node' &&
    a.b.preds.length === 0
  ) {
    return cx.path(a.a, { k: 'step', axis: 'descendant', test: b.test, preds: b.preds }, safe);
  }
  // `X//@name[preds]`: the attributes inside X's id range, from the per-name attribute index.
  if (!safe && b.k === 'step' && a.k === 'path' && isDescendantAttributes({ k: 'path', a, b }))
    return cx.descendantAttributes(a.a, b.test, b.preds);
  // `X/(A | B)` is `X/A | X/B` (both are node sequences in document order), so each side can use the index.
  if (b.k === 'union' && !safe)
    return cx.seq({ k: 'union', a: { k: 'path', a, b: b.a }, b: { k: 'path', a, b: b.b } });
  const left = safe ? cx.pattern(a) : cx.seq(a);
  const right = safe ? cx.pattern(b) : cx.seq(b);
  const ordered = b.k === 'step' && (b.axis === 'child' || b.axis === 'attribute' || b.axis === 'self');
  return (c) => {
    const input = left(c);
    if (input.length === 0) return EMPTY;
    const inner: Ctx = { env: c.env, item: undefined, pos: 0, size: input.length, frame: c.frame };
    if (input.length === 1) {
      if (typeof input[0] !== 'number') throw new XPathError('XPTY0019', 'path step on an atomic value');
      inner.item = input[0];
      inner.pos = 1;
      return right(inner);
    }
    const out: Item[] = [];
    let nodes = 0;
    for (let i = 0; i < input.length; i++) {
      const n = input[i];
      if (typeof n !== 'number') throw new XPathError('XPTY0019', 'path step on an atomic value');
      inner.item = n;
      inner.pos = i + 1;
      for (const r of right(inner)) {
        if (typeof r === 'number') nodes++;
        out.push(r);
      }
    }
    if (nodes === 0) return out;
    if (nodes !== out.length) throw new XPathError('XPTY0018', 'path mixes nodes and atomic values');
    return ordered ? out : sortNodes(out);
  };
}

/** `from//@test[preds]` without materialising every descendant of `from` (attributes follow their element). */
export function descendantAttributes(cx: Compiler, from: Expr, test: NodeTest, predExprs: Expr[]): Ev {
  const left = cx.seq(from);
  const match = cx.nodeTest(test, ATTRIBUTE);
  const byName =
    test.k === 'name' && test.ns !== '*' && test.local !== '*' ? cx.nameRef(test.ns, test.local) : -1;
  const preds = predExprs.map((p) => cx.bool(p));
  return (c) => {
    const input = left(c);
    const t = c.env.tree;
    const out: Item[] = [];
    for (const n of input) {
      if (typeof n !== 'number') throw new XPathError('XPTY0019', 'path step on an atomic value');
      const k = t.kind[n];
      if (k !== ELEMENT && k !== DOC) continue;
      if (byName >= 0) {
        const id = c.env.names[byName] as number;
        if (id === -1) continue;
        const [list, lo, hi] = t.attributeRange(id, n);
        for (let i = lo; i < hi; i++) out.push(list[i] as number);
      } else {
        const end = t.end[n] as number;
        for (let d = n + 1; d < end; d++) if (t.kind[d] === ATTRIBUTE && match(c.env, d)) out.push(d);
      }
    }
    if (input.length > 1) sortNodes(out);
    if (preds.length === 0 || out.length === 0) return out;
    const inner: Ctx = { env: c.env, item: undefined, pos: 0, size: 0, frame: c.frame };
    return out.filter((n) => {
      inner.item = n;
      for (const p of preds) if (!p(inner)) return false;
      return true;
    });
  };
}

export function step(cx: Compiler, axis: Axis, test: NodeTest, predExprs: Expr[], safe = false): Ev {
  const [first, ...others] = predExprs;
  if (axis === 'descendant' && test.k === 'name' && test.local === '*' && first && nameOnly(first))
    return cx.descendantsByName(test.ns, cx.nameOnlyBool(first, safe), others, safe);
  const preds = predExprs.map((p) => cx.predicate(p, safe));
  const nodes = cx.axis(axis, test);
  const reverse =
    axis === 'ancestor' ||
    axis === 'ancestor-or-self' ||
    axis === 'preceding-sibling' ||
    axis === 'preceding' ||
    axis === 'parent';
  if (preds.length === 0) return nodes;
  return (c) => {
    let v = nodes(c);
    if (reverse) v = v.slice().reverse();
    for (const p of preds) v = p(c, v);
    return reverse ? v.reverse() : v;
  };
}

/**
 * `descendant::ns:*[name-only][…]` (CEN CII's `//ram:*[ends-with(name(), 'Amount')]`): the first predicate
 * decided once per element name from the tree's name index, the names it keeps merged in document order,
 * instead of testing every element of the document; a name the document writes with several prefixes is
 * tested element by element. Later predicates see the same sequence, so positions in them keep their meaning.
 */
export function descendantsByName(cx: Compiler, ns: string, keepName: Bool, rest: Expr[], safe: boolean): Ev {
  const preds = rest.map((p) => cx.predicate(p, safe));
  return (c) => {
    if (typeof c.item !== 'number') throw new XPathError('XPTY0020', 'axis step from a non-node');
    const t = c.env.tree;
    const inner: Ctx = { env: c.env, item: undefined, pos: 1, size: 1, frame: c.frame };
    let out: Item[] = [];
    let names = 0;
    for (let id = 0; id < t.nameLocal.length; id++) {
      if (ns !== '*' && t.nameNs[id] !== ns) continue;
      const qname = t.elementQName(id);
      if (qname === undefined) continue;
      const [list, from, to] = t.namedRange(id, c.item);
      if (from === to) continue;
      if (qname !== null) {
        inner.item = list[from] as number;
        if (!keepName(inner)) continue;
        for (let i = from; i < to; i++) out.push(list[i] as number);
      } else {
        for (let i = from; i < to; i++) {
          inner.item = list[i] as number;
          if (keepName(inner)) out.push(list[i] as number);
        }
      }
      names++;
    }
    if (names > 1) out.sort((a, b) => (a as number) - (b as number));
    for (const p of preds) out = p(c, out);
    return out;
  };
}
