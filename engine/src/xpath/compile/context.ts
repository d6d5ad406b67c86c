import type { XmlTree } from '../../xml/XmlTree.ts';
import type { SeqType } from '../ir/ir.ts';
import type { Item } from '../runtime/atomic.ts';
import type { XPathError } from '../runtime/XPathError.ts';

// The compiled rules' run-time shapes: per-document state, dynamic context, closure types.

/** A rule run's per-document state: the tree, name ids resolved for it, global values. */
export interface Env {
  tree: XmlTree;
  /** Document name id for each name the ruleset mentions (index = compile-time name index). */
  names: Int32Array;
  globals: (Item[] | undefined)[];
  program: Program;
  /** Successful casts of nodes, by type then node id (a failing cast is not cached: it throws each time). */
  casts: Map<string, Map<number, Item[]>>;
  /** Values of the document-rooted expressions (see `documentOnly`), by compile-time slot. */
  memo: (Item[] | boolean | undefined)[];
  /** Verdicts of the name-only predicates (see `nameOnly`), by compile-time slot, then node kind and name. */
  byName: (Map<number, NameVerdict> | undefined)[];
}

/** A name-only predicate's verdict for one lexical name (a rarely second prefix of the same name chains on). */
interface NameVerdict {
  qname: string;
  value: boolean;
  next: NameVerdict | undefined;
}

/** A frame slot holds a value, or the error its lazy evaluation raised (re-thrown on use). */
export type Slot = Item[] | XPathError | undefined;

/** The dynamic context of one evaluation. */
export interface Ctx {
  env: Env;
  item: Item | undefined;
  pos: number;
  size: number;
  frame: Slot[];
}

/** A compiled expression. */
export type Ev = (c: Ctx) => Item[];
/** A compiled expression evaluated to its effective boolean value. */
export type Bool = (c: Ctx) => boolean;

/** What a compiled ruleset shares among its closures: name table, globals and user functions. */
export interface Program {
  nameKeys: { ns: string; local: string }[];
  globals: { ev: Ev; frame: number }[];
  functions: { ev: Ev; params: (SeqType | null)[]; frame: number }[];
  /** Number of memo slots handed out to document-rooted expressions. */
  memos: number;
  /** Number of memo slots handed out to name-only predicates. */
  nameMemos: number;
}

/** The empty sequence, shared (never mutated). */
export const EMPTY: Item[] = [];

/**
 * `f`, with the shared slots of its scope cleared first, so the scope computes their values afresh each time
 * (a quantifier's body, once per item: sharedSubexpressions.ts).
 */
export function freshScope<T>(slots: readonly number[], f: (c: Ctx) => T): (c: Ctx) => T {
  return (c) => {
    for (const s of slots) c.frame[s] = undefined;
    return f(c);
  };
}
