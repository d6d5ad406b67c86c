import type { Axis, CmpOp, Expr, NodeTest, SeqType } from '../ir/ir.ts';
import type { Item } from '../runtime/atomic.ts';
import type { Bool, Ctx, Env, Ev, Program } from './context.ts';

/**
 * What the expression families (booleans, sequences and operators, calls, predicates, paths, the fast path,
 * axes) call each other through. A type of its own, so the families depend on it and not on the class that
 * implements it (ExprCompiler, which imports them all): the folder reads one way.
 */
export interface Compiler {
  readonly program: Program;
  nameRef(ns: string, local: string): number;
  bool(e: Expr): Bool;
  compareToString(op: CmpOp, other: Expr, literal: string, literalRight: boolean): Bool;
  nonEmpty(e: Expr): Bool;
  nonEmptyUnmemoised(e: Expr): Bool;
  seq(e: Expr): Ev;
  seqUnmemoised(e: Expr): Ev;
  global(env: Env, g: number): Item[];
  /** The rule's shared subexpression of a frame slot, computed once per firing (sharedSubexpressions.ts). */
  shared(slot: number): Ev;
  instance(a: Expr, type: SeqType): Ev;
  call(fn: string, argExprs: Expr[]): Ev;
  predicate(p: Expr, safe?: boolean): (c: Ctx, input: Item[]) => Item[];
  nameOnlyBool(p: Expr, safe: boolean): Bool;
  pattern(e: Expr): Ev;
  fastPath(e: Expr): Ev | null;
  path(a: Expr, b: Expr, safe?: boolean): Ev;
  descendantAttributes(from: Expr, test: NodeTest, predExprs: Expr[]): Ev;
  step(axis: Axis, test: NodeTest, predExprs: Expr[], safe?: boolean): Ev;
  descendantsByName(ns: string, keepName: Bool, rest: Expr[], safe: boolean): Ev;
  axis(axis: Axis, test: NodeTest): Ev;
  nodeTest(test: NodeTest, principal: number): (env: Env, n: number) => boolean;
}
