import { ATTRIBUTE, COMMENT, DOC, ELEMENT, PI, TEXT } from '../../xml/XmlTree.ts';
import type { Axis, NodeTest } from '../ir/ir.ts';
import type { Item } from '../runtime/atomic.ts';
import { XPathError } from '../runtime/XPathError.ts';
import type { Compiler } from './compiler.ts';
import { type Ctx, EMPTY, type Env, type Ev } from './context.ts';

// Axes and node tests: the nodes along an axis that pass a test, in document order.

/** Nodes along an axis that pass a node test, in document order. */
export function axis(cx: Compiler, axis: Axis, test: NodeTest): Ev {
  const match = cx.nodeTest(test, axis === 'attribute' ? ATTRIBUTE : ELEMENT);
  const byName =
    test.k === 'name' && test.ns !== '*' && test.local !== '*' ? cx.nameRef(test.ns, test.local) : -1;
  const focus = (c: Ctx): number => {
    if (typeof c.item !== 'number') throw new XPathError('XPTY0020', 'axis step from a non-node');
    return c.item;
  };
  switch (axis) {
    case 'child':
      return (c) => {
        const n = focus(c);
        const t = c.env.tree;
        const out: Item[] = [];
        const k = t.kind[n];
        if (k !== ELEMENT && k !== DOC) return out;
        const end = t.end[n] as number;
        if (byName >= 0) {
          const id = c.env.names[byName] as number;
          if (id === -1) return out;
          // Under an element with many children (the invoice root with thousands of lines), children
          // are grouped by name once: a per-line rule asking `/*/cbc:X` stays linear overall.
          if (t.childCount(n) > 64) return t.childrenNamed(n, id) as Item[];
          t.pushChildrenNamed(n, id, out);
          return out;
        }
        for (let ch = t.attrEnd[n] as number; ch < end; ch = t.end[ch] as number)
          if (match(c.env, ch)) out.push(ch);
        return out;
      };
    case 'attribute':
      return (c) => {
        const n = focus(c);
        const t = c.env.tree;
        const out: Item[] = [];
        if (t.kind[n] !== ELEMENT) return out;
        const end = t.attrEnd[n] as number;
        for (let a = n + 1; a < end; a++) if (match(c.env, a)) out.push(a);
        return out;
      };
    case 'descendant':
    case 'descendant-or-self':
      return (c) => {
        const n = focus(c);
        const t = c.env.tree;
        const out: Item[] = [];
        const end = t.end[n] as number;
        if (axis === 'descendant-or-self' && t.kind[n] !== ATTRIBUTE && match(c.env, n)) out.push(n);
        if (byName >= 0) {
          const id = c.env.names[byName] as number;
          if (id === -1) return out;
          const [list, from, to] = t.namedRange(id, n);
          for (let i = from; i < to; i++) out.push(list[i] as number);
          return out;
        }
        for (let d = t.kind[n] === ELEMENT ? (t.attrEnd[n] as number) : n + 1; d < end; d++) {
          if (t.kind[d] === ATTRIBUTE) continue;
          if (match(c.env, d)) out.push(d);
        }
        return out;
      };
    case 'self':
      return (c) => {
        const n = focus(c);
        return match(c.env, n) ? [n] : EMPTY;
      };
    case 'parent':
      return (c) => {
        const p = c.env.tree.parent[focus(c)] as number;
        return p >= 0 && match(c.env, p) ? [p] : EMPTY;
      };
    case 'ancestor':
    case 'ancestor-or-self':
      return (c) => {
        const t = c.env.tree;
        const out: number[] = [];
        let p = focus(c);
        if (axis === 'ancestor') p = t.parent[p] as number;
        for (; p >= 0; p = t.parent[p] as number) if (match(c.env, p)) out.push(p);
        return out.reverse();
      };
    case 'following-sibling':
    case 'preceding-sibling':
      return (c) => {
        const n = focus(c);
        const t = c.env.tree;
        const out: Item[] = [];
        const p = t.parent[n] as number;
        if (p < 0 || t.kind[n] === ATTRIBUTE) return out;
        if (axis === 'following-sibling') {
          const end = t.end[p] as number;
          for (let s = t.end[n] as number; s < end; s = t.end[s] as number) if (match(c.env, s)) out.push(s);
        } else {
          for (let s = t.attrEnd[p] as number; s < n; s = t.end[s] as number)
            if (match(c.env, s)) out.push(s);
        }
        return out;
      };
    case 'following':
      return (c) => {
        const n = focus(c);
        const t = c.env.tree;
        const out: Item[] = [];
        const start =
          t.kind[n] === ATTRIBUTE ? (t.attrEnd[t.parent[n] as number] as number) : (t.end[n] as number);
        if (byName >= 0) {
          const id = c.env.names[byName] as number;
          if (id === -1) return out;
          for (const e of t.elementsNamed(id)) if (e >= start) out.push(e);
          return out;
        }
        for (let d = start; d < t.size; d++) if (t.kind[d] !== ATTRIBUTE && match(c.env, d)) out.push(d);
        return out;
      };
    case 'preceding':
      return (c) => {
        const n = focus(c);
        const t = c.env.tree;
        const out: Item[] = [];
        const from = t.kind[n] === ATTRIBUTE ? (t.parent[n] as number) : n;
        if (byName >= 0) {
          // From the name index: earlier elements of that name that are not ancestors.
          const id = c.env.names[byName] as number;
          if (id === -1) return out;
          for (const e of t.elementsNamed(id)) {
            if (e >= from) break;
            if ((t.end[e] as number) <= from) out.push(e);
          }
          return out;
        }
        for (let d = 1; d < from; d++) {
          if (t.kind[d] === ATTRIBUTE || (t.end[d] as number) > from) continue;
          if (match(c.env, d)) out.push(d);
        }
        return out;
      };
  }
}

export function nodeTest(cx: Compiler, test: NodeTest, principal: number): (env: Env, n: number) => boolean {
  if (test.k === 'kind') {
    switch (test.kind) {
      case 'node':
        return () => true;
      case 'text':
        return (env, n) => env.tree.kind[n] === TEXT;
      case 'element':
        return (env, n) => env.tree.kind[n] === ELEMENT;
      case 'attribute':
        return (env, n) => env.tree.kind[n] === ATTRIBUTE;
      case 'document':
        return (env, n) => env.tree.kind[n] === DOC;
      case 'comment':
        return (env, n) => env.tree.kind[n] === COMMENT;
      default:
        return (env, n) => env.tree.kind[n] === PI;
    }
  }
  const { ns, local } = test;
  if (ns === '*' && local === '*') return (env, n) => env.tree.kind[n] === principal;
  if (ns === '*')
    return (env, n) =>
      env.tree.kind[n] === principal && env.tree.nameLocal[env.tree.name[n] as number] === local;
  if (local === '*')
    return (env, n) => env.tree.kind[n] === principal && env.tree.nameNs[env.tree.name[n] as number] === ns;
  const ref = cx.nameRef(ns, local);
  return (env, n) => env.tree.kind[n] === principal && env.tree.name[n] === env.names[ref];
}
