import { Decimal } from '../../decimal/Decimal.ts';
import type { XmlTree } from '../../xml/XmlTree.ts';
import type { CmpOp } from '../ir/ir.ts';
import {
  ANYURI,
  type Atomic,
  atomicToString,
  BOOLEAN,
  castAtomic,
  DATE,
  DATETIME,
  DECIMAL,
  DOUBLE,
  dbl,
  decimalToDouble,
  INTEGER,
  type Item,
  isNumeric,
  STRING,
  UNTYPED,
  untyped,
} from './atomic.ts';
import { XPathError } from './XPathError.ts';

/** Precision of xs:decimal division (Saxon: at least 18 fraction digits). */
const DIVIDE_SCALE = 18;

/** Atomises one item: a node gives its string value as xs:untypedAtomic. */
export function atomize(tree: XmlTree, item: Item): Atomic {
  return typeof item === 'number' ? untyped(tree.stringValue(item)) : item;
}

/** Atomises a sequence. */
export function atomizeAll(tree: XmlTree, seq: Item[]): Atomic[] {
  const out: Atomic[] = new Array(seq.length);
  for (let i = 0; i < seq.length; i++) out[i] = atomize(tree, seq[i] as Item);
  return out;
}

/** The effective boolean value (XPath 2.0 §2.4.3). */
export function ebv(seq: Item[]): boolean {
  if (seq.length === 0) return false;
  const first = seq[0] as Item;
  if (typeof first === 'number') return true;
  if (seq.length > 1) throw new XPathError('FORG0006', 'effective boolean value of a sequence of atomics');
  switch (first.t) {
    case BOOLEAN:
      return first.v;
    case STRING:
    case UNTYPED:
    case ANYURI:
      return first.v.length > 0;
    case INTEGER:
    case DECIMAL:
      return first.v.sign() !== 0;
    case DOUBLE:
      return first.v !== 0 && !Number.isNaN(first.v);
    default:
      throw new XPathError('FORG0006', 'effective boolean value of a date');
  }
}

/** Zero or one atomic from a sequence; more is a type error. */
export function optionalAtomic(tree: XmlTree, seq: Item[], what: string): Atomic | null {
  if (seq.length === 0) return null;
  if (seq.length > 1) throw new XPathError('XPTY0004', `${what}: more than one item`);
  return atomize(tree, seq[0] as Item);
}

function compareNumbers(a: Atomic, b: Atomic): number {
  if (a.t === DOUBLE || b.t === DOUBLE) {
    const x = a.t === DOUBLE ? a.v : decimalToDouble(a.v as Decimal);
    const y = b.t === DOUBLE ? b.v : decimalToDouble(b.v as Decimal);
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.NaN;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return (a.v as Decimal).compare(b.v as Decimal);
}

const isStringLike = (a: Atomic) => a.t === STRING || a.t === UNTYPED || a.t === ANYURI;

/** Orders two atomics of comparable types; NaN when unordered (NaN operands); throws on incomparable types. */
export function compareAtomics(a: Atomic, b: Atomic): number {
  if (isNumeric(a) && isNumeric(b)) return compareNumbers(a, b);
  if (isStringLike(a) && isStringLike(b)) {
    const x = a.v as string;
    const y = b.v as string;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (a.t === BOOLEAN && b.t === BOOLEAN) return Number(a.v) - Number(b.v);
  if ((a.t === DATE || a.t === DATETIME) && a.t === b.t) return Math.sign(a.v.ms - b.v.ms);
  throw new XPathError('XPTY0004', `cannot compare ${atomicToString(a)} with ${atomicToString(b)}`);
}

/** Whether a comparison outcome (−1, 0, 1 or NaN for unordered) satisfies the operator. */
export function holdsOp(op: CmpOp, c: number): boolean {
  if (Number.isNaN(c)) return op === '!=';
  switch (op) {
    case '=':
      return c === 0;
    case '!=':
      return c !== 0;
    case '<':
      return c < 0;
    case '<=':
      return c <= 0;
    case '>':
      return c > 0;
    default:
      return c >= 0;
  }
}

const TYPE_NAME: Record<number, string> = {
  [BOOLEAN]: 'boolean',
  [DATE]: 'date',
  [DATETIME]: 'dateTime',
};

/** One pair of a general comparison: untypedAtomic becomes double against numbers, string against strings. */
export function generalPair(op: CmpOp, a: Atomic, b: Atomic): boolean {
  let x = a;
  let y = b;
  if (x.t === UNTYPED) {
    if (isNumeric(y)) x = castAtomic(x, 'double');
    else if (TYPE_NAME[y.t]) x = castAtomic(x, TYPE_NAME[y.t] as string);
  }
  if (y.t === UNTYPED) {
    if (isNumeric(x)) y = castAtomic(y, 'double');
    else if (TYPE_NAME[x.t]) y = castAtomic(y, TYPE_NAME[x.t] as string);
  }
  return holdsOp(op, compareAtomics(x, y));
}

/** A general comparison (`=`, `<`, ...): true when some pair of atomised items satisfies it. */
export function generalCompare(tree: XmlTree, op: CmpOp, as: Item[], bs: Item[]): boolean {
  if (as.length === 0 || bs.length === 0) return false;
  if (bs.length === 1) {
    const b = atomize(tree, bs[0] as Item);
    for (const ai of as) if (generalPair(op, atomize(tree, ai), b)) return true;
    return false;
  }
  const bAtoms = atomizeAll(tree, bs);
  for (const ai of as) {
    const a = atomize(tree, ai);
    for (const b of bAtoms) if (generalPair(op, a, b)) return true;
  }
  return false;
}

/** A value comparison (`eq`, `lt`, ...): empty when either side is empty; untypedAtomic compares as string. */
export function valueCompare(tree: XmlTree, op: CmpOp, as: Item[], bs: Item[]): boolean | null {
  const a = optionalAtomic(tree, as, 'value comparison');
  const b = optionalAtomic(tree, bs, 'value comparison');
  if (a === null || b === null) return null;
  const x = a.t === UNTYPED ? castAtomic(a, 'string') : a;
  const y = b.t === UNTYPED ? castAtomic(b, 'string') : b;
  return holdsOp(op, compareAtomics(x, y));
}

/** The numeric operand of arithmetic: untypedAtomic is cast to xs:double (XPath 2.0 §3.4). */
export function numericOperand(a: Atomic): Atomic {
  if (a.t === UNTYPED) return castAtomic(a, 'double');
  if (!isNumeric(a)) throw new XPathError('XPTY0004', `arithmetic on non-numeric ${atomicToString(a)}`);
  return a;
}

function zeroDivide(): never {
  throw new XPathError('FOAR0001', 'division by zero');
}

/** Binary arithmetic with XPath's type promotion: integer ⊂ decimal (exact) ⊂ double. */
export function arithmetic(op: string, x: Atomic, y: Atomic): Atomic {
  const a = numericOperand(x);
  const b = numericOperand(y);
  if (a.t === DOUBLE || b.t === DOUBLE) {
    const p = a.t === DOUBLE ? a.v : decimalToDouble(a.v as Decimal);
    const q = b.t === DOUBLE ? b.v : decimalToDouble(b.v as Decimal);
    switch (op) {
      case '+':
        return dbl(p + q);
      case '-':
        return dbl(p - q);
      case '*':
        return dbl(p * q);
      case 'div':
        return dbl(p / q);
      case 'mod':
        return dbl(p % q);
      default: {
        if (q === 0) zeroDivide();
        const r = p / q;
        if (!Number.isFinite(r)) throw new XPathError('FOAR0002', 'idiv overflow');
        return castAtomic(dbl(Math.trunc(r)), 'integer');
      }
    }
  }
  const p = a.v as Decimal;
  const q = b.v as Decimal;
  const integers = a.t === INTEGER && b.t === INTEGER;
  const t = integers ? INTEGER : DECIMAL;
  switch (op) {
    case '+':
      return { t, v: p.add(q) };
    case '-':
      return { t, v: p.sub(q) };
    case '*':
      return { t, v: p.mul(q) };
    case 'div': {
      if (q.sign() === 0) zeroDivide();
      const scale = Math.max(DIVIDE_SCALE, p.scale, q.scale);
      return { t: DECIMAL, v: p.div(q, scale, 'half-even').stripped() };
    }
    case 'mod': {
      if (q.sign() === 0) zeroDivide();
      return { t, v: p.sub(q.mul(truncatedQuotient(p, q))) };
    }
    default:
      if (q.sign() === 0) zeroDivide();
      return { t: INTEGER, v: truncatedQuotient(p, q) };
  }
}

/** trunc(n ÷ d) exactly, on coefficients brought to one scale. */
function truncatedQuotient(n: Decimal, d: Decimal): Decimal {
  const scale = Math.max(n.scale, d.scale);
  const a = n.units * 10n ** BigInt(scale - n.scale);
  const b = d.units * 10n ** BigInt(scale - d.scale);
  return Decimal.of(a / b);
}

/** Unary minus. */
export function negate(x: Atomic): Atomic {
  const a = numericOperand(x);
  if (a.t === DOUBLE) return dbl(-a.v);
  return { t: a.t, v: (a.v as Decimal).neg() } as Atomic;
}

/** Equality for distinct-values: untypedAtomic as string, NaN equal to itself, incomparable types unequal. */
export function sameKey(a: Atomic, b: Atomic): boolean {
  try {
    const c = compareAtomics(
      a.t === UNTYPED ? castAtomic(a, 'string') : a,
      b.t === UNTYPED ? castAtomic(b, 'string') : b,
    );
    if (Number.isNaN(c)) return a.t === DOUBLE && b.t === DOUBLE && Number.isNaN(a.v) && Number.isNaN(b.v);
    return c === 0;
  } catch {
    return false;
  }
}
