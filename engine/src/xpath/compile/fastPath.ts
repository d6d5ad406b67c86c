import type { Axis, Expr, NodeTest } from '../ir/ir.ts';
import type { Item } from '../runtime/atomic.ts';
import { XPathError } from '../runtime/XPathError.ts';
import { nameOnly, positionFree } from './analysis.ts';
import type { Compiler } from './compiler.ts';
import { type Bool, type Ctx, EMPTY, type Ev } from './context.ts';
import { sortNodes } from './nodeOrder.ts';

/**
 * A path of plain steps (child, attribute, self, parent, `//name`) with position-free predicates,
 * walked level by level over node-id arrays: no per-node contexts, no generic path machinery.
 */
export function fastPath(cx: Compiler, e: Expr): Ev | null {
  const steps: Expr[] = [];
  let x: Expr = e;
  while (x.k === 'path') {
    steps.unshift(x.b);
    x = x.a;
  }
  const start = x;
  if (start.k !== 'root' && start.k !== 'ctx' && start.k !== 'step') return null;
  if (start.k === 'step') steps.unshift(start);
  const plan: { axis: Axis; test: NodeTest; preds: Bool[] }[] = [];
  for (let i = 0; i < steps.length; i++) {
    const st = steps[i] as Expr;
    if (st.k !== 'step' || !st.preds.every(positionFree)) return null;
    let axis = st.axis;
    let step = st;
    if (
      axis === 'descendant-or-self' &&
      st.test.k === 'kind' &&
      st.test.kind === 'node' &&
      st.preds.length === 0
    ) {
      const next = steps[i + 1];
      if (next?.k !== 'step' || next.axis !== 'child' || !next.preds.every(positionFree)) return null;
      step = next;
      axis = 'descendant';
      i++;
    }
    if (!['child', 'attribute', 'self', 'parent', 'descendant'].includes(axis)) return null;
    plan.push({
      axis,
      test: step.test,
      preds: step.preds.map((p) => (nameOnly(p) ? cx.nameOnlyBool(p, false) : cx.bool(p))),
    });
  }
  const evals = plan.map((p) => ({
    nodes: cx.axis(p.axis, p.test),
    preds: p.preds,
    sorts: p.axis === 'parent' || p.axis === 'descendant',
    child:
      p.axis === 'child' && p.test.k === 'name' && p.test.ns !== '*' && p.test.local !== '*'
        ? cx.nameRef(p.test.ns, p.test.local)
        : -1,
  }));
  const fromRoot = start.k === 'root';
  return (c) => {
    if (typeof c.item !== 'number') {
      if (c.item === undefined) throw new XPathError('XPDY0002', 'no context item');
      throw new XPathError('XPTY0020', 'path from a non-node');
    }
    const first = fromRoot ? 0 : c.item;
    // null: still at the single start node (no array built for it).
    let cur: Item[] | null = null;
    const inner: Ctx = { env: c.env, item: undefined, pos: 0, size: 0, frame: c.frame };
    for (const st of evals) {
      let next: Item[];
      if (cur === null || cur.length === 1) {
        inner.item = cur === null ? first : cur[0];
        next = st.nodes(inner);
      } else if (st.child >= 0) {
        // Children of distinct nodes in document order are already in document order.
        next = [];
        const id = c.env.names[st.child] as number;
        if (id !== -1) for (const n of cur) c.env.tree.pushChildrenNamed(n as number, id, next);
      } else {
        next = [];
        for (const n of cur) {
          inner.item = n;
          for (const m of st.nodes(inner)) next.push(m);
        }
        if (st.sorts) sortNodes(next);
      }
      for (const p of st.preds) {
        const kept: Item[] = [];
        for (const n of next) {
          inner.item = n;
          if (p(inner)) kept.push(n);
        }
        next = kept;
      }
      if (next.length === 0) return EMPTY;
      cur = next;
    }
    return cur ?? [first];
  };
}
