import type { Axis, CmpOp, Expr, NodeTest, SeqType } from '../ir/ir.ts';
import type { Item } from '../runtime/atomic.ts';
import { documentOnly } from './analysis.ts';
import * as axes from './axes.ts';
import * as booleans from './booleans.ts';
import * as calls from './calls.ts';
import type { Compiler } from './compiler.ts';
import type { Bool, Ctx, Env, Ev, Program } from './context.ts';
import * as fast from './fastPath.ts';
import * as paths from './paths.ts';
import * as predicates from './predicates.ts';
import * as sequences from './sequences.ts';

/**
 * Compiles IR expressions to closures for one Program (no eval: CSP-safe in the browser). The class holds what
 * one Program's compilation shares (its name table and the memo of document-rooted expressions) and is the
 * hub the expression families call each other through: each method's body lives in its family's module
 * (booleans, sequences and operators, calls, predicates, paths, the fast path, axes), which know only the
 * `Compiler` interface and not this class or each other.
 */
export class ExprCompiler implements Compiler {
  readonly program: Program;
  private readonly nameIndex = new Map<string, number>();
  private readonly documentRooted = new Map<string, (c: Ctx) => Item[] | boolean>();
  /** The shared subexpressions of the rule being compiled (forRule), and their closures so far. */
  private rule: { values: Map<number, Expr>; compiled: Map<number, Ev> } | null = null;

  constructor(program: Program) {
    this.program = program;
  }

  /** The compile-time index of a name; a run resolves it to its document's name id (`Env.names`). */
  nameRef(ns: string, local: string): number {
    const key = `${ns}}${local}`;
    let i = this.nameIndex.get(key);
    if (i === undefined) {
      i = this.program.nameKeys.length;
      this.program.nameKeys.push({ ns, local });
      this.nameIndex.set(key, i);
    }
    return i;
  }

  /** Compiles to an effective-boolean-value closure, directly where the expression allows. */
  bool(e: Expr): Bool {
    return booleans.bool(this, e);
  }

  compareToString(op: CmpOp, other: Expr, literal: string, literalRight: boolean): Bool {
    return booleans.compareToString(this, op, other, literal, literalRight);
  }

  /**
   * True when a node-valued path is non-empty, stopping at the first node found: `exists(//x[p])` and
   * `[cac:X/cbc:Y]` tests do not build whole node sequences.
   */
  nonEmpty(e: Expr): Bool {
    if (e.k !== 'root' && documentOnly(e)) return this.perDocument('b', e, () => this.nonEmptyUnmemoised(e));
    return this.nonEmptyUnmemoised(e);
  }

  nonEmptyUnmemoised(e: Expr): Bool {
    return booleans.nonEmptyUnmemoised(this, e);
  }

  /**
   * A document-rooted expression (see `documentOnly`), evaluated once per run; written identically in several
   * rules, it is one closure with one memo (the UBL rules ask `//cac:ClassifiedTaxCategory[cac:TaxScheme/…
   * = 'VAT']` in some twenty rules, each walking every line).
   */
  perDocument<T extends Item[] | boolean>(kind: 'b' | 's', e: Expr, make: () => (c: Ctx) => T) {
    const key = `${kind}${JSON.stringify(e)}`;
    const known = this.documentRooted.get(key);
    if (known !== undefined) return known as (c: Ctx) => T;
    const ev = make();
    const slot = this.program.memos++;
    const memoised = (c: Ctx): T => {
      // `/` needs a node as context (XPDY0050): an atomic focus evaluates, and fails, as before.
      if (typeof c.item !== 'number') return ev(c);
      const m = c.env.memo[slot];
      if (m !== undefined) return m as T;
      const v = ev(c);
      c.env.memo[slot] = v;
      return v;
    };
    this.documentRooted.set(key, memoised);
    return memoised;
  }

  /** Compiles to a sequence-valued closure. */
  seq(e: Expr): Ev {
    if (e.k === 'root' || !documentOnly(e)) return this.seqUnmemoised(e);
    return this.perDocument('s', e, () => this.seqUnmemoised(e));
  }

  seqUnmemoised(e: Expr): Ev {
    return sequences.seqUnmemoised(this, e);
  }

  global(env: Env, g: number): Item[] {
    return calls.global(this, env, g);
  }

  /** Compiles what `compile` returns (a rule's checks) with the rule's shared subexpressions in reach. */
  forRule<T>(shared: { slot: number; value: Expr }[] | undefined, compile: () => T): T {
    this.rule = { values: new Map((shared ?? []).map((s) => [s.slot, s.value])), compiled: new Map() };
    try {
      return compile();
    } finally {
      this.rule = null;
    }
  }

  shared(slot: number): Ev {
    const rule = this.rule;
    const value = rule?.values.get(slot);
    if (!rule || value === undefined) throw new Error(`no shared subexpression in slot ${slot}`);
    const known = rule.compiled.get(slot);
    if (known) return known;
    const ev = this.seq(value);
    // One closure for every occurrence: the first evaluated computes, the others read the frame.
    const memoised: Ev = (c) => {
      const v = c.frame[slot];
      if (v !== undefined) return v as Item[];
      const computed = ev(c);
      c.frame[slot] = computed;
      return computed;
    };
    rule.compiled.set(slot, memoised);
    return memoised;
  }

  instance(a: Expr, type: SeqType): Ev {
    return calls.instance(this, a, type);
  }

  call(fn: string, argExprs: Expr[]): Ev {
    return calls.call(this, fn, argExprs);
  }

  predicate(p: Expr, safe = false): (c: Ctx, input: Item[]) => Item[] {
    return predicates.predicate(this, p, safe);
  }

  nameOnlyBool(p: Expr, safe: boolean): Bool {
    return predicates.nameOnlyBool(this, p, safe);
  }

  pattern(e: Expr): Ev {
    return paths.pattern(this, e);
  }

  fastPath(e: Expr): Ev | null {
    return fast.fastPath(this, e);
  }

  path(a: Expr, b: Expr, safe = false): Ev {
    return paths.path(this, a, b, safe);
  }

  descendantAttributes(from: Expr, test: NodeTest, predExprs: Expr[]): Ev {
    return paths.descendantAttributes(this, from, test, predExprs);
  }

  step(axis: Axis, test: NodeTest, predExprs: Expr[], safe = false): Ev {
    return paths.step(this, axis, test, predExprs, safe);
  }

  descendantsByName(ns: string, keepName: Bool, rest: Expr[], safe: boolean): Ev {
    return paths.descendantsByName(this, ns, keepName, rest, safe);
  }

  axis(axis: Axis, test: NodeTest): Ev {
    return axes.axis(this, axis, test);
  }

  nodeTest(test: NodeTest, principal: number): (env: Env, n: number) => boolean {
    return axes.nodeTest(this, test, principal);
  }
}
