import { ELEMENT } from '../../xml/XmlTree.ts';
import type { Expr } from '../ir/ir.ts';
import { XPathError } from '../runtime/XPathError.ts';
import { isBooleanExpr, nameOnly, ownFocusOnly, usesFocusSize } from './analysis.ts';
import type { Compiler } from './compiler.ts';
import type { Bool, Ctx, Env } from './context.ts';

/**
 * A rule context as a test of one element, read from the element up (its name, its predicates, its
 * parent's, …) instead of evaluated from the root: the run walks the document once and asks each element's
 * candidates. `names` are the compile-time name indexes the element must have (null: any element).
 */
export interface ContextMatch {
  names: number[] | null;
  /** The focus (`c.item`) is the node tested; true when the context, evaluated from the root, holds it. */
  test: Bool;
  /**
   * A test of the element's name alone that `test` needs to hold (`//*[ends-with(name(), 'BinaryObject')]`),
   * or null: the walk asks it once per name, so a context on `*` is not asked of every element.
   */
  gate: Bool | null;
}

/**
 * The context as a test, or null where reading it from the node up could differ from evaluating it (a
 * positional predicate, an axis other than child and `//`, a bare step): those rules keep the evaluation.
 */
export function contextMatch(cx: Compiler, e: Expr): ContextMatch | null {
  if (e.k === 'union') {
    const a = contextMatch(cx, e.a);
    const b = contextMatch(cx, e.b);
    if (a === null || b === null) return null;
    return {
      names: a.names === null || b.names === null ? null : [...a.names, ...b.names],
      test: (c) => a.test(c) || b.test(c),
      gate: null,
    };
  }
  if (e.k === 'filter') {
    const a = contextMatch(cx, e.a);
    const preds = predicates(cx, e.preds);
    if (a === null || preds === null) return null;
    return { names: a.names, test: (c) => a.test(c) && preds(c), gate: a.gate };
  }
  if (e.k !== 'path' || e.b.k !== 'step' || e.b.axis !== 'child' || e.b.test.k !== 'name') return null;
  const { ns, local } = e.b.test;
  const self = cx.nodeTest(e.b.test, ELEMENT);
  const preds = predicates(cx, e.b.preds);
  const up = above(cx, e.a);
  if (preds === null || up === null) return null;
  const wildcard = ns === '*' || local === '*';
  return {
    names: wildcard ? null : [cx.nameRef(ns, local)],
    gate: wildcard ? nameGate(cx, e.b.preds) : null,
    test: (c) => {
      const n = c.item as number;
      if (!self(c.env, n) || !preds(c)) return false;
      const p = c.env.tree.parent[n] as number;
      if (p < 0) return false;
      c.item = p;
      const r = up(c);
      c.item = n;
      return r;
    },
  };
}

/** What the parent (`c.item`) of a matched step must satisfy: the left side of `left/step`. */
function above(cx: Compiler, left: Expr): Bool | null {
  if (left.k === 'root') return (c) => c.item === 0;
  if (
    left.k === 'path' &&
    left.b.k === 'step' &&
    left.b.axis === 'descendant-or-self' &&
    left.b.test.k === 'kind' &&
    left.b.test.kind === 'node' &&
    left.b.preds.length === 0
  ) {
    // `X//step`: the parent or one of its ancestors is in X (every node is below the root).
    if (left.a.k === 'root') return () => true;
    const x = contextMatch(cx, left.a);
    if (x === null) return null;
    return (c) => {
      const n = c.item as number;
      const parent = c.env.tree.parent;
      let hit = false;
      for (let m = n; m >= 0 && !hit; m = parent[m] as number) {
        c.item = m;
        hit = x.test(c);
      }
      c.item = n;
      return hit;
    };
  }
  return contextMatch(cx, left)?.test ?? null;
}

/**
 * The name-only predicates of a step, and the name-only left operands of its `and` predicates, as one test
 * (each a condition of the predicates' verdict); null when there are none.
 */
function nameGate(cx: Compiler, preds: Expr[]): Bool | null {
  const gates: Bool[] = [];
  for (const p of preds) {
    if (nameOnly(p)) gates.push(cx.nameOnlyBool(p, true));
    else if (p.k === 'and' && nameOnly(p.a)) gates.push(cx.nameOnlyBool(p.a, true));
  }
  if (gates.length === 0) return null;
  return (c) => gates.every((g) => g(c));
}

/**
 * The step's predicates as one test, each as the pattern evaluation decides it (a dynamic error is no
 * match); null unless every one is free of positions, so a node's verdict does not depend on its siblings.
 */
function predicates(cx: Compiler, preds: Expr[]): Bool | null {
  const tests: Bool[] = [];
  for (const p of preds) {
    if (!ownFocusOnly(p) || usesFocusSize(p)) return null;
    if (nameOnly(p)) {
      tests.push(cx.nameOnlyBool(p, true));
      continue;
    }
    // A boolean, or nodes (a path ending in a step): its effective boolean value, never a position, compiled
    // as one (no sequence built: Peppol's R008 asks `//*[not(*) and not(normalize-space())]` of every element).
    if (!isBooleanExpr(p) && p.k !== 'step' && !(p.k === 'path' && p.b.k === 'step')) return null;
    const b = cx.bool(p);
    tests.push((c) => {
      try {
        return b(c);
      } catch (e) {
        if (!(e instanceof XPathError)) throw e;
        return false;
      }
    });
  }
  if (tests.length === 0) return () => true;
  return (c) => {
    for (const t of tests) if (!t(c)) return false;
    return true;
  };
}

interface Candidate {
  pattern: number;
  rule: number;
  /** Rank of (pattern, rule) in the rules' order, to merge the named and the any-element candidates. */
  rank: number;
  test: Bool;
  gate: Bool | null;
}

/** The patterns whose every rule context is a `ContextMatch`, answered by one walk over the document. */
export interface ContextWalk {
  /** By pattern: true when the walk answers it. */
  walked: boolean[];
  /**
   * By walked pattern, its first-match fires in document order (node, rule, node, rule, …), for one run;
   * `refs` maps each document name id to the compile-time name index (-1: a name no rule mentions).
   */
  run(env: Env, refs: Int32Array): (number[] | undefined)[];
}

export function contextWalk(cx: Compiler, contexts: Expr[][]): ContextWalk {
  const named = new Map<number, Candidate[]>();
  const anyElement: Candidate[] = [];
  let rank = 0;
  const walked = contexts.map((rules, pattern) => {
    const matches = rules.map((e) => contextMatch(cx, e));
    if (matches.some((m) => m === null)) return false;
    matches.forEach((m, rule) => {
      const { test, gate } = m as ContextMatch;
      const candidate = { pattern, rule, rank: rank++, test, gate };
      const names = (m as ContextMatch).names;
      if (names === null) anyElement.push(candidate);
      else
        for (const ref of new Set(names)) {
          const list = named.get(ref);
          if (list) list.push(candidate);
          else named.set(ref, [candidate]);
        }
    });
    return true;
  });
  const none = walked.every((w) => !w);
  return {
    walked,
    run(env, refs) {
      const fires: (number[] | undefined)[] = walked.map((w) => (w ? [] : undefined));
      if (none) return fires;
      const tree = env.tree;
      const byName: (Candidate[] | undefined)[] = new Array(refs.length);
      // The lexical name each list was gated for: `name()` gives the prefix, which may differ for one name.
      const gatedFor: (string | undefined)[] = new Array(refs.length);
      const c: Ctx = { env, item: 0, pos: 1, size: 1, frame: [] };
      for (let n = 1; n < tree.size; n++) {
        if (tree.kind[n] !== ELEMENT) continue;
        const id = tree.name[n] as number;
        let candidates = byName[id];
        if (candidates === undefined || gatedFor[id] !== tree.qname[n]) {
          const ref = refs[id] as number;
          c.item = n;
          candidates = mergeByRank(
            (ref >= 0 && named.get(ref)) || [],
            anyElement.filter((k) => k.gate === null || k.gate(c)),
          );
          byName[id] = candidates;
          gatedFor[id] = tree.qname[n];
        }
        // The first rule of a pattern that matches claims the node (the skeleton's template priorities).
        let claimed = -1;
        for (const k of candidates) {
          if (k.pattern === claimed) continue;
          c.item = n;
          if (k.test(c)) {
            (fires[k.pattern] as number[]).push(n, k.rule);
            claimed = k.pattern;
          }
        }
      }
      return fires;
    },
  };
}

function mergeByRank(a: Candidate[], b: Candidate[]): Candidate[] {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out: Candidate[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (y === undefined || (x !== undefined && x.rank < y.rank)) {
      out.push(x as Candidate);
      i++;
    } else {
      out.push(y);
      j++;
    }
  }
  return out;
}
