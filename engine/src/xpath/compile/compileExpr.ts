import type { Decimal } from '../../decimal/Decimal.ts';
import { Decimal as Dec } from '../../decimal/Decimal.ts';
import { ATTRIBUTE, COMMENT, DOC, ELEMENT, PI, TEXT, type XmlTree } from '../../xml/XmlTree.ts';
import type { Axis, CmpOp, Expr, NodeTest, SeqType } from '../ir/ir.ts';
import {
  ANYURI,
  type Atomic,
  atomicToString,
  BOOLEAN,
  bool,
  castAtomic,
  DATE,
  DATETIME,
  DECIMAL,
  DOUBLE,
  dbl,
  INTEGER,
  type Item,
  int,
  isNumeric,
  STRING,
  str,
  UNTYPED,
  untyped,
} from '../runtime/atomic.ts';
import { type CallSite, FUNCTIONS, numericValue } from '../runtime/functions.ts';
import {
  arithmetic,
  atomize,
  atomizeAll,
  ebv,
  generalCompare,
  generalPair,
  holdsOp,
  negate,
  optionalAtomic,
  valueCompare,
} from '../runtime/operations.ts';
import { XPathError } from '../runtime/XPathError.ts';
import { chainExists, childNameChain } from './childChain.ts';

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

const EMPTY: Item[] = [];
const XS_TYPE_OF: Record<number, string[]> = {
  [STRING]: ['string', 'anyAtomicType'],
  [UNTYPED]: ['untypedAtomic', 'anyAtomicType'],
  [ANYURI]: ['anyURI', 'anyAtomicType'],
  [BOOLEAN]: ['boolean', 'anyAtomicType'],
  [INTEGER]: ['integer', 'decimal', 'anyAtomicType'],
  [DECIMAL]: ['decimal', 'anyAtomicType'],
  [DOUBLE]: ['double', 'anyAtomicType'],
  [DATE]: ['date', 'anyAtomicType'],
  [DATETIME]: ['dateTime', 'anyAtomicType'],
};

function sortNodes(seq: Item[]): Item[] {
  // Node ids are document order: sort numerically and drop duplicates.
  (seq as number[]).sort((a, b) => a - b);
  let w = 0;
  for (let r = 0; r < seq.length; r++) if (r === 0 || seq[r] !== seq[w - 1]) seq[w++] = seq[r] as Item;
  seq.length = w;
  return seq;
}

/** Two node sequences united in document order: merged when both already are (path results are), sorted otherwise. */
function unionNodes(x: number[], y: number[]): Item[] {
  if (!ascending(x) || !ascending(y)) return sortNodes([...x, ...y]);
  const out: Item[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    const a = x[i] as number;
    const b = y[j] as number;
    if (a <= b) {
      out.push(a);
      i++;
      if (a === b) j++;
    } else {
      out.push(b);
      j++;
    }
  }
  while (i < x.length) out.push(x[i++] as number);
  while (j < y.length) out.push(y[j++] as number);
  return out;
}

function ascending(seq: number[]): boolean {
  for (let i = 1; i < seq.length; i++) if ((seq[i] as number) <= (seq[i - 1] as number)) return false;
  return true;
}

function allNodes(seq: Item[], what: string): number[] {
  for (const i of seq) if (typeof i !== 'number') throw new XPathError('XPTY0004', `${what} of non-nodes`);
  return seq as number[];
}

/** True when an expression yields nodes only (a path ending in an axis step). */
function returnsNodes(e: Expr): boolean {
  if (e.k === 'step' || e.k === 'root') return true;
  if (e.k === 'path') return returnsNodes(e.b);
  if (e.k === 'union' || e.k === 'intersect' || e.k === 'except') return true;
  if (e.k === 'filter') return returnsNodes(e.a);
  return false;
}

/** `X//name[...]`: left to `path`, which answers it from the element index. */
function isDescendantShortcut(e: Expr): boolean {
  return (
    e.k === 'path' &&
    e.b.k === 'step' &&
    e.b.axis === 'child' &&
    e.b.test.k === 'name' &&
    e.a.k === 'path' &&
    e.a.b.k === 'step' &&
    e.a.b.axis === 'descendant-or-self'
  );
}

/** `X//@name[...]`: left to `path`, which answers it from the attribute index. */
function isDescendantAttributes(e: Expr): boolean {
  return (
    e.k === 'path' &&
    e.b.k === 'step' &&
    e.b.axis === 'attribute' &&
    e.b.preds.every(positionFree) &&
    e.a.k === 'path' &&
    e.a.b.k === 'step' &&
    e.a.b.axis === 'descendant-or-self' &&
    e.a.b.test.k === 'kind' &&
    e.a.b.test.kind === 'node' &&
    e.a.b.preds.length === 0
  );
}

/** True when an expression's value is always a boolean (so a predicate is never positional). */
export function isBooleanExpr(e: Expr): boolean {
  if (['or', 'and', 'gcmp', 'vcmp', 'ncmp', 'instance', 'castable', 'some', 'every'].includes(e.k))
    return true;
  if (e.k === 'call') {
    return [
      'not',
      'boolean',
      'exists',
      'empty',
      'true',
      'false',
      'contains',
      'starts-with',
      'ends-with',
      'matches',
    ].includes(e.fn);
  }
  return false;
}

/** True when a predicate can be evaluated without position or size (a node-set or boolean test). */
function positionFree(e: Expr): boolean {
  if (isBooleanExpr(e)) return !usesFocusSize(e);
  return e.k === 'path' || e.k === 'step' ? !usesFocusSize(e) : false;
}

function usesFocusSize(e: Expr): boolean {
  if (e.k === 'call' && (e.fn === 'position' || e.fn === 'last')) return true;
  // Nested predicates and path steps have their own focus; only the top-level chain matters.
  switch (e.k) {
    case 'or':
    case 'and':
    case 'gcmp':
    case 'vcmp':
    case 'ncmp':
    case 'arith':
    case 'union':
    case 'intersect':
    case 'except':
    case 'range':
      return usesFocusSize(e.a) || usesFocusSize(e.b);
    case 'path':
      return usesFocusSize(e.a);
    case 'neg':
    case 'instance':
    case 'treat':
    case 'cast':
    case 'castable':
    case 'valueof':
    case 'conv':
      return usesFocusSize(e.a);
    case 'filter':
      return usesFocusSize(e.a);
    case 'call':
      return e.args.some(usesFocusSize);
    case 'if':
      return usesFocusSize(e.c) || usesFocusSize(e.t) || usesFocusSize(e.e);
    case 'seq':
      return e.items.some(usesFocusSize);
    case 'for':
    case 'some':
    case 'every':
      return usesFocusSize(e.in);
    case 'let':
      return usesFocusSize(e.value) || usesFocusSize(e.ret);
    default:
      return false;
  }
}

// Functions whose result depends on their arguments only (no focus, no document): strings and booleans.
const PURE_STRING_FUNCTIONS = new Set([
  'ends-with',
  'starts-with',
  'contains',
  'concat',
  'substring-before',
  'substring-after',
  'upper-case',
  'lower-case',
  'not',
  'boolean',
  'true',
  'false',
]);
const NAME_FUNCTIONS = new Set(['name', 'local-name', 'namespace-uri']);

/** True when an expression reads nothing of its focus but the node's kind and name. */
function readsNameOnly(e: Expr): boolean {
  switch (e.k) {
    case 'str':
    case 'int':
    case 'dec':
    case 'dbl':
      return true;
    case 'and':
    case 'or':
    case 'gcmp':
    case 'vcmp':
      return readsNameOnly(e.a) && readsNameOnly(e.b);
    case 'call':
      if (NAME_FUNCTIONS.has(e.fn)) return e.args.length === 0;
      return PURE_STRING_FUNCTIONS.has(e.fn) && e.args.every(readsNameOnly);
    case 'step':
      return e.axis === 'self' && e.test.k === 'name' && e.preds.length === 0;
    default:
      return false;
  }
}

/**
 * True for a predicate decided by the node's name alone and never by position (`[ends-with(name(),
 * 'Amount') and not(self::ram:TaxTotalAmount)]`): CEN's CII contexts put such predicates on `//ram:*`, which
 * asks them of every element of the invoice; the verdict is the same for every element of one name.
 */
function nameOnly(e: Expr): boolean {
  const boolean =
    e.k === 'and' ||
    e.k === 'or' ||
    e.k === 'gcmp' ||
    e.k === 'vcmp' ||
    e.k === 'step' ||
    (e.k === 'call' && !NAME_FUNCTIONS.has(e.fn));
  return boolean && readsNameOnly(e);
}

/**
 * True when an expression's value depends on the document alone: a path from the root whose steps and
 * predicates see only their own focus and variables bound inside it. CEN's CII rules test such a path
 * (`/rsm:CrossIndustryInvoice/…/ram:BilledQuantity/@unitCode`) once per matched quantity, which without
 * a memo walks every line once per line.
 */
function documentOnly(e: Expr): boolean {
  if (e.k === 'root') return true;
  if (e.k === 'path') return documentOnly(e.a) && ownFocusOnly(e.b);
  if (e.k === 'filter') return documentOnly(e.a) && e.preds.every(ownFocusOnly);
  return false;
}

/** True when an expression reads no variable bound outside it and no XSLT `current()`. */
function ownFocusOnly(e: Expr): boolean {
  const bound = new Set<number>();
  const refs: number[] = [];
  let current = false;
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) {
      for (const y of x) walk(y);
      return;
    }
    if (typeof x !== 'object' || x === null) return;
    const node = x as Expr;
    if (node.k === 'var') refs.push(node.slot);
    if (node.k === 'for' || node.k === 'some' || node.k === 'every' || node.k === 'let') bound.add(node.slot);
    if (node.k === 'call' && node.fn === 'current') current = true;
    for (const v of Object.values(node)) if (typeof v === 'object') walk(v);
  };
  walk(e);
  return !current && refs.every((r) => bound.has(r));
}

/** Compiles IR expressions to closures for one Program (no eval: CSP-safe in the browser). */
export class ExprCompiler {
  readonly program: Program;
  private readonly nameIndex = new Map<string, number>();
  private readonly documentRooted = new Map<string, (c: Ctx) => Item[] | boolean>();

  constructor(program: Program) {
    this.program = program;
  }

  private nameRef(ns: string, local: string): number {
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
    switch (e.k) {
      // A name-only left operand (`ends-with(name(), 'Amount') and not(ancestor::…)`) is decided once per name.
      case 'and': {
        const a = nameOnly(e.a) ? this.nameOnlyBool(e.a, false) : this.bool(e.a);
        const b = this.bool(e.b);
        return (c) => a(c) && b(c);
      }
      case 'or': {
        const a = nameOnly(e.a) ? this.nameOnlyBool(e.a, false) : this.bool(e.a);
        const b = this.bool(e.b);
        return (c) => a(c) || b(c);
      }
      case 'gcmp': {
        if (e.b.k === 'str' || e.a.k === 'str')
          return this.compareToString(
            e.op,
            e.b.k === 'str' ? e.a : e.b,
            e.b.k === 'str' ? e.b.v : (e.a as { v: string }).v,
            e.b.k === 'str',
          );
        const a = this.seq(e.a);
        const b = this.seq(e.b);
        const op = e.op;
        return (c) => generalCompare(c.env.tree, op, a(c), b(c));
      }
      case 'path':
      case 'step':
        if (returnsNodes(e)) return this.nonEmpty(e);
        break;
      case 'call':
        if (e.fn === 'not' && e.args.length === 1) {
          const a = this.bool(e.args[0] as Expr);
          return (c) => !a(c);
        }
        if (e.fn === 'exists' && e.args.length === 1) {
          const arg = e.args[0] as Expr;
          if (returnsNodes(arg)) return this.nonEmpty(arg);
          const a = this.seq(arg);
          return (c) => a(c).length > 0;
        }
        if (e.fn === 'true') return () => true;
        if (e.fn === 'false') return () => false;
        break;
      default:
        break;
    }
    const s = this.seq(e);
    return (c) => ebv(s(c));
  }

  /** `E = 'literal'` (either side): strings compare by codepoint, no atomised copies of the node side. */
  private compareToString(op: CmpOp, other: Expr, literal: string, literalRight: boolean): Bool {
    const a = this.seq(other);
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

  /**
   * True when a node-valued path is non-empty, stopping at the first node found: `exists(//x[p])` and
   * `[cac:X/cbc:Y]` tests do not build whole node sequences.
   */
  private nonEmpty(e: Expr): Bool {
    if (e.k !== 'root' && documentOnly(e)) return this.perDocument('b', e, () => this.nonEmptyUnmemoised(e));
    return this.nonEmptyUnmemoised(e);
  }

  /**
   * A document-rooted expression (see `documentOnly`), evaluated once per run; written identically in several
   * rules, it is one closure with one memo (the UBL rules ask `//cac:ClassifiedTaxCategory[cac:TaxScheme/…
   * = 'VAT']` in some twenty rules, each walking every line).
   */
  private perDocument<T extends Item[] | boolean>(kind: 'b' | 's', e: Expr, make: () => (c: Ctx) => T) {
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

  private nonEmptyUnmemoised(e: Expr): Bool {
    const chain = childNameChain(e);
    if (chain !== null && chain.length > 1) {
      const refs = chain.map((level) => level.map((n) => this.nameRef(n.ns, n.local)));
      // Name ids are a run's (its document's): resolved on the first call with another run's table.
      let resolvedFor: Int32Array | null = null;
      let levels: Int32Array[] = [];
      return (c) => {
        if (typeof c.item !== 'number') throw new XPathError('XPTY0020', 'axis step from a non-node');
        const { names } = c.env;
        if (resolvedFor !== names) {
          levels = refs.map((level) => Int32Array.from(level, (r) => names[r] as number));
          resolvedFor = names;
        }
        return chainExists(c.env.tree, levels, c.item);
      };
    }
    if (
      isDescendantShortcut(e) &&
      e.k === 'path' &&
      e.b.k === 'step' &&
      e.b.preds.every(positionFree) &&
      e.a.k === 'path'
    ) {
      return this.nonEmpty({
        k: 'path',
        a: e.a.a,
        b: { k: 'step', axis: 'descendant', test: e.b.test, preds: e.b.preds },
      });
    }
    if (e.k === 'path' && e.b.k === 'step' && !isDescendantShortcut(e) && !isDescendantAttributes(e)) {
      const left = this.seq(e.a);
      const right = this.nonEmpty(e.b);
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
      const match = this.nodeTest(e.test, ELEMENT);
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
      const nodes = this.axis(e.axis, e.test);
      const preds = e.preds.map((p) => this.bool(p));
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
    const s = this.seq(e);
    return (c) => s(c).length > 0;
  }

  /** Compiles to a sequence-valued closure. */
  seq(e: Expr): Ev {
    if (e.k === 'root' || !documentOnly(e)) return this.seqUnmemoised(e);
    return this.perDocument('s', e, () => this.seqUnmemoised(e));
  }

  private seqUnmemoised(e: Expr): Ev {
    switch (e.k) {
      case 'str': {
        const v = [str(e.v)];
        return () => v;
      }
      case 'int': {
        const v = [{ t: INTEGER, v: Dec.parse(e.v) as Decimal } as Atomic];
        return () => v;
      }
      case 'dec': {
        const v = [{ t: DECIMAL, v: Dec.parse(e.v) as Decimal } as Atomic];
        return () => v;
      }
      case 'dbl': {
        const v = [dbl(Number(e.v))];
        return () => v;
      }
      case 'ctx':
        return (c) => {
          if (c.item === undefined) throw new XPathError('XPDY0002', 'no context item');
          return [c.item];
        };
      case 'root':
        return (c) => {
          if (typeof c.item !== 'number') throw new XPathError('XPDY0050', 'root of a non-node');
          return [0];
        };
      case 'var': {
        const slot = e.slot;
        return (c) => {
          const v = c.frame[slot];
          if (v instanceof XPathError) throw v;
          if (v === undefined) throw new XPathError('XPST0008', `unbound variable slot ${slot}`);
          return v;
        };
      }
      case 'gvar': {
        const g = e.g;
        return (c) => this.global(c.env, g);
      }
      case 'seq': {
        const items = e.items.map((x) => this.seq(x));
        if (items.length === 0) return () => EMPTY;
        if (items.length === 1) return items[0] as Ev;
        return (c) => {
          const out: Item[] = [];
          for (const f of items) for (const i of f(c)) out.push(i);
          return out;
        };
      }
      case 'and':
      case 'or':
      case 'gcmp':
      case 'instance':
      case 'castable': {
        if (e.k === 'instance') return this.instance(e.a, e.type);
        if (e.k === 'castable') {
          const a = this.seq(e.a);
          const { type, opt } = e;
          return (c) => {
            const v = a(c);
            if (v.length === 0) return [bool(opt)];
            if (v.length > 1) return [bool(false)];
            try {
              castAtomic(atomize(c.env.tree, v[0] as Item), type);
              return [bool(true)];
            } catch (err) {
              if (err instanceof XPathError) return [bool(false)];
              throw err;
            }
          };
        }
        const b = this.bool(e);
        return (c) => [bool(b(c))];
      }
      case 'vcmp': {
        const a = this.seq(e.a);
        const b = this.seq(e.b);
        const op = e.op;
        return (c) => {
          const r = valueCompare(c.env.tree, op, a(c), b(c));
          return r === null ? EMPTY : [bool(r)];
        };
      }
      case 'ncmp': {
        const a = this.seq(e.a);
        const b = this.seq(e.b);
        const op = e.op;
        return (c) => {
          const x = a(c);
          const y = b(c);
          if (x.length === 0 || y.length === 0) return EMPTY;
          const p = x[0];
          const q = y[0];
          if (x.length > 1 || y.length > 1 || typeof p !== 'number' || typeof q !== 'number')
            throw new XPathError('XPTY0004', 'node comparison of non-nodes');
          return [bool(op === 'is' ? p === q : op === '<<' ? p < q : p > q)];
        };
      }
      case 'arith': {
        const a = this.seq(e.a);
        const b = this.seq(e.b);
        const op = e.op;
        return (c) => {
          const x = optionalAtomic(c.env.tree, a(c), op);
          if (x === null) return EMPTY;
          const y = optionalAtomic(c.env.tree, b(c), op);
          if (y === null) return EMPTY;
          return [arithmetic(op, x, y)];
        };
      }
      case 'neg': {
        const a = this.seq(e.a);
        return (c) => {
          const x = optionalAtomic(c.env.tree, a(c), 'unary minus');
          return x === null ? EMPTY : [negate(x)];
        };
      }
      case 'range': {
        const a = this.seq(e.a);
        const b = this.seq(e.b);
        return (c) => {
          const x = optionalAtomic(c.env.tree, a(c), 'to');
          const y = optionalAtomic(c.env.tree, b(c), 'to');
          if (x === null || y === null) return EMPTY;
          const from = numericValue(castAtomic(x, 'integer'));
          const to = numericValue(castAtomic(y, 'integer'));
          const out: Item[] = [];
          for (let i = from; i <= to; i++) out.push(int(i));
          return out;
        };
      }
      case 'union':
      case 'intersect':
      case 'except': {
        const a = this.seq(e.a);
        const b = this.seq(e.b);
        const k = e.k;
        return (c) => {
          const x = allNodes(a(c), k);
          const y = allNodes(b(c), k);
          if (k === 'union') return unionNodes(x, y);
          const set = new Set(y);
          return sortNodes(x.filter((n) => (k === 'intersect' ? set.has(n) : !set.has(n))));
        };
      }
      case 'treat':
        return this.seq(e.a);
      case 'cast': {
        const a = this.seq(e.a);
        const { type, opt } = e;
        return (c) => {
          const v = a(c);
          if (v.length === 0) {
            if (opt) return EMPTY;
            throw new XPathError('XPTY0004', `cast of an empty sequence to xs:${type}`);
          }
          if (v.length > 1) throw new XPathError('XPTY0004', `cast of a sequence to xs:${type}`);
          const item = v[0] as Item;
          if (typeof item !== 'number') return [castAtomic(item, type)];
          // Rules cast the same amount nodes again and again (line sums, breakdown checks): memoise per run.
          let byNode = c.env.casts.get(type);
          if (byNode === undefined) {
            byNode = new Map();
            c.env.casts.set(type, byNode);
          }
          const memo = byNode.get(item);
          if (memo) return memo;
          const out = [castAtomic(atomize(c.env.tree, item), type)];
          byNode.set(item, out);
          return out;
        };
      }
      case 'if': {
        const cond = this.bool(e.c);
        const t = this.seq(e.t);
        const f = this.seq(e.e);
        return (c) => (cond(c) ? t(c) : f(c));
      }
      case 'for': {
        const inE = this.seq(e.in);
        const ret = this.seq(e.ret);
        const slot = e.slot;
        return (c) => {
          const out: Item[] = [];
          for (const i of inE(c)) {
            c.frame[slot] = [i];
            for (const r of ret(c)) out.push(r);
          }
          return out;
        };
      }
      case 'some':
      case 'every': {
        const inE = this.seq(e.in);
        const sat = this.bool(e.sat);
        const slot = e.slot;
        const every = e.k === 'every';
        return (c) => {
          for (const i of inE(c)) {
            c.frame[slot] = [i];
            if (sat(c) !== every) return [bool(!every)];
          }
          return [bool(every)];
        };
      }
      case 'let': {
        const value = this.seq(e.value);
        const ret = this.seq(e.ret);
        const slot = e.slot;
        return (c) => {
          c.frame[slot] = value(c);
          return ret(c);
        };
      }
      case 'conv': {
        const a = this.seq(e.a);
        const type = e.type;
        return (c) => convert(c.env.tree, a(c), type);
      }
      case 'valueof': {
        const a = this.seq(e.a);
        return (c) => [untyped(valueOfSequence(c.env.tree, a(c)))];
      }
      case 'call':
        return this.call(e.fn, e.args);
      case 'ucall': {
        const args = e.args.map((x) => this.seq(x));
        const index = e.fn;
        return (c) => {
          const f = c.env.program.functions[index];
          if (!f) throw new XPathError('XPST0017', `unknown function #${index}`);
          const frame: Slot[] = new Array(f.frame);
          for (let i = 0; i < args.length; i++) {
            const t = f.params[i];
            const v = (args[i] as Ev)(c);
            frame[i] = t ? convert(c.env.tree, v, t) : v;
          }
          return f.ev({ env: c.env, item: undefined, pos: 0, size: 0, frame });
        };
      }
      case 'path':
        return this.fastPath(e) ?? this.path(e.a, e.b);
      case 'step':
        return this.step(e.axis, e.test, e.preds);
      case 'filter': {
        const a = this.seq(e.a);
        const preds = e.preds.map((p) => this.predicate(p));
        return (c) => {
          let v = a(c);
          for (const p of preds) v = p(c, v);
          return v;
        };
      }
    }
  }

  private global(env: Env, g: number): Item[] {
    const cached = env.globals[g];
    if (cached) return cached;
    const def = this.program.globals[g];
    if (!def) throw new XPathError('XPST0008', `unknown global #${g}`);
    const v = def.ev({ env, item: 0, pos: 1, size: 1, frame: new Array(def.frame) });
    env.globals[g] = v;
    return v;
  }

  private instance(a: Expr, type: SeqType): Ev {
    const ev = this.seq(a);
    return (c) => [bool(matchesType(c.env.tree, ev(c), type))];
  }

  private call(fn: string, argExprs: Expr[]): Ev {
    const def = FUNCTIONS[fn];
    if (!def?.arity.includes(argExprs.length))
      throw new XPathError('XPST0017', `unsupported function ${fn}#${argExprs.length}`);
    const args = argExprs.map((x) => this.seq(x));
    const impl = def.impl;
    const site: CallSite = {};
    if (fn === 'count' && argExprs.length === 1) {
      const a = args[0] as Ev;
      return (c) => [int(a(c).length)];
    }
    const hay = argExprs[0];
    if (fn === 'contains' && hay?.k === 'str') {
      // Code-list rules ask contains(' A B C … ', concat(' ', X, ' ')) of a list of thousands of codes:
      // for an X without spaces that is exactly "X is one of the space-delimited pieces", a set lookup.
      const pieces = new Set(hay.v.split(' ').slice(1, -1));
      const literal = args[0] as Ev;
      const needle = args[1] as Ev;
      return (c) => {
        const v = needle(c);
        const a = v.length === 1 ? v[0] : undefined;
        if (typeof a === 'object' && a.t === STRING) {
          const s = a.v;
          const last = s.length - 1;
          if (last > 0 && s.charCodeAt(0) === 32 && s.charCodeAt(last) === 32) {
            const inner = s.slice(1, last);
            if (inner.indexOf(' ') < 0) return [bool(pieces.has(inner))];
          }
        }
        return impl(c, [literal(c), v], site);
      };
    }
    return (c) => {
      const values: Item[][] = new Array(args.length);
      for (let i = 0; i < args.length; i++) values[i] = (args[i] as Ev)(c);
      return impl(c, values, site);
    };
  }

  /** A predicate filter over a sequence already in the order positions count in. */
  private predicate(p: Expr, safe = false): (c: Ctx, input: Item[]) => Item[] {
    const byName = nameOnly(p) ? this.nameOnlyBool(p, safe) : null;
    if (safe && byName === null) {
      // A dynamic error while matching a pattern means "no match" for that node (XSLT 3.0 §5.5.4).
      const s = this.seq(p);
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
      const b = byName ?? this.bool(p);
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
    const s = this.seq(p);
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
  private nameOnlyBool(p: Expr, safe: boolean): Bool {
    const b = this.bool(p);
    const slot = this.program.nameMemos++;
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

  /**
   * Compiles a rule-context pattern (already anchored at the root): like `seq`, but a predicate of the
   * pattern that raises a dynamic error for a node leaves that node unmatched instead of failing the run.
   */
  pattern(e: Expr): Ev {
    if (e.k === 'union') {
      const a = this.pattern(e.a);
      const b = this.pattern(e.b);
      return (c) => sortNodes([...allNodes(a(c), 'union'), ...allNodes(b(c), 'union')]);
    }
    if (e.k === 'path') return this.path(e.a, e.b, true);
    if (e.k === 'step') return this.step(e.axis, e.test, e.preds, true);
    if (e.k === 'filter') {
      const a = this.pattern(e.a);
      const preds = e.preds.map((p) => this.predicate(p, true));
      return (c) => {
        let v = a(c);
        for (const p of preds) v = p(c, v);
        return v;
      };
    }
    return this.seq(e);
  }

  /**
   * A path of plain steps (child, attribute, self, parent, `//name`) with position-free predicates,
   * walked level by level over node-id arrays: no per-node contexts, no generic path machinery.
   */
  private fastPath(e: Expr): Ev | null {
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
        preds: step.preds.map((p) => (nameOnly(p) ? this.nameOnlyBool(p, false) : this.bool(p))),
      });
    }
    const evals = plan.map((p) => ({
      nodes: this.axis(p.axis, p.test),
      preds: p.preds,
      sorts: p.axis === 'parent' || p.axis === 'descendant',
      child:
        p.axis === 'child' && p.test.k === 'name' && p.test.ns !== '*' && p.test.local !== '*'
          ? this.nameRef(p.test.ns, p.test.local)
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

  private path(a: Expr, b: Expr, safe = false): Ev {
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
      return this.path(a.a, { k: 'step', axis: 'descendant', test: b.test, preds: b.preds }, safe);
    }
    // `X//@name[preds]`: the attributes inside X's id range, from the per-name attribute index.
    if (!safe && b.k === 'step' && a.k === 'path' && isDescendantAttributes({ k: 'path', a, b }))
      return this.descendantAttributes(a.a, b.test, b.preds);
    // `X/(A | B)` is `X/A | X/B` (both are node sequences in document order), so each side can use the index.
    if (b.k === 'union' && !safe)
      return this.seq({ k: 'union', a: { k: 'path', a, b: b.a }, b: { k: 'path', a, b: b.b } });
    const left = safe ? this.pattern(a) : this.seq(a);
    const right = safe ? this.pattern(b) : this.seq(b);
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
  private descendantAttributes(from: Expr, test: NodeTest, predExprs: Expr[]): Ev {
    const left = this.seq(from);
    const match = this.nodeTest(test, ATTRIBUTE);
    const byName =
      test.k === 'name' && test.ns !== '*' && test.local !== '*' ? this.nameRef(test.ns, test.local) : -1;
    const preds = predExprs.map((p) => this.bool(p));
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

  private step(axis: Axis, test: NodeTest, predExprs: Expr[], safe = false): Ev {
    const [first, ...others] = predExprs;
    if (axis === 'descendant' && test.k === 'name' && test.local === '*' && first && nameOnly(first))
      return this.descendantsByName(test.ns, this.nameOnlyBool(first, safe), others, safe);
    const preds = predExprs.map((p) => this.predicate(p, safe));
    const nodes = this.axis(axis, test);
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
  private descendantsByName(ns: string, keepName: Bool, rest: Expr[], safe: boolean): Ev {
    const preds = rest.map((p) => this.predicate(p, safe));
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

  /** Nodes along an axis that pass a node test, in document order. */
  private axis(axis: Axis, test: NodeTest): Ev {
    const match = this.nodeTest(test, axis === 'attribute' ? ATTRIBUTE : ELEMENT);
    const byName =
      test.k === 'name' && test.ns !== '*' && test.local !== '*' ? this.nameRef(test.ns, test.local) : -1;
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
            for (let s = t.end[n] as number; s < end; s = t.end[s] as number)
              if (match(c.env, s)) out.push(s);
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

  private nodeTest(test: NodeTest, principal: number): (env: Env, n: number) => boolean {
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
    const ref = this.nameRef(ns, local);
    return (env, n) => env.tree.kind[n] === principal && env.tree.name[n] === env.names[ref];
  }
}

/** A predicate's verdict: a single number selects by position, anything else by effective boolean value. */
function keep(v: Item[], pos: number): boolean {
  const first = v[0];
  if (v.length === 1 && typeof first !== 'number' && isNumeric(first as Atomic))
    return numericValue(first as Atomic) === pos;
  return ebv(v);
}

/** xsl:value-of text: string values joined by single spaces. */
export function valueOfSequence(tree: XmlTree, seq: Item[]): string {
  return atomizeAll(tree, seq)
    .map((a) => atomicToString(a))
    .join(' ');
}

function matchesType(tree: XmlTree, seq: Item[], type: SeqType): boolean {
  const n = seq.length;
  if (n === 0) return type.occ === '?' || type.occ === '*';
  if (n > 1 && (type.occ === '' || type.occ === '?')) return false;
  return seq.every((i) => {
    if (type.item === 'item') return true;
    if (type.item.startsWith('node:')) {
      if (typeof i !== 'number') return false;
      const kind = type.item.slice(5);
      const k = tree.kind[i];
      return (
        kind === 'node' ||
        (kind === 'element' && k === ELEMENT) ||
        (kind === 'attribute' && k === ATTRIBUTE) ||
        (kind === 'text' && k === TEXT) ||
        (kind === 'document' && k === DOC)
      );
    }
    return typeof i !== 'number' && (XS_TYPE_OF[i.t] ?? []).includes(type.item);
  });
}

/** The function conversion rules for an atomic target type (XPath 2.0 §3.1.5). */
function convert(tree: XmlTree, seq: Item[], type: SeqType): Item[] {
  if (type.item === 'item' || type.item.startsWith('node:')) {
    if (!matchesType(tree, seq, type))
      throw new XPathError('XPTY0004', 'value does not match the declared type');
    return seq;
  }
  const out = atomizeAll(tree, seq).map((a): Atomic => {
    if (a.t === UNTYPED && type.item !== 'untypedAtomic' && type.item !== 'anyAtomicType')
      return castAtomic(a, type.item);
    if ((XS_TYPE_OF[a.t] ?? []).includes(type.item)) return a;
    if (type.item === 'double' && (a.t === INTEGER || a.t === DECIMAL)) return castAtomic(a, 'double');
    if (type.item === 'string' && a.t === ANYURI) return str(a.v);
    throw new XPathError('XPTY0004', `${atomicToString(a)} is not an xs:${type.item}`);
  });
  if (!matchesType(tree, out, { item: 'anyAtomicType', occ: type.occ })) {
    throw new XPathError(
      'XPTY0004',
      `sequence of ${out.length} does not match occurrence ${type.occ || 'one'}`,
    );
  }
  return out;
}
