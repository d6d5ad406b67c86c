import type { Decimal } from '../../decimal/Decimal.ts';
import type { XmlTree } from '../../xml/XmlTree.ts';
import {
  ANYURI,
  type Atomic,
  atomicToString,
  bool,
  castAtomic,
  DECIMAL,
  DOUBLE,
  dbl,
  FALSE,
  INTEGER,
  type Item,
  int,
  parseDouble,
  STRING,
  str,
  TRUE,
  UNTYPED,
} from './atomic.ts';
import {
  arithmetic,
  atomize,
  atomizeAll,
  ebv,
  numericOperand,
  optionalAtomic,
  sameKey,
} from './operations.ts';
import { XPathError } from './XPathError.ts';
import { xsdRegExp } from './xsdRegex.ts';

/** What a function sees of its dynamic context. */
export interface FnContext {
  env: { tree: XmlTree };
  item: Item | undefined;
  pos: number;
  size: number;
}

/** A per-call-site memo (compiled regex of the last pattern seen there). */
export interface CallSite {
  key?: string;
  re?: RegExp;
}

type Impl = (c: FnContext, args: Item[][], site: CallSite) => Item[];

const EMPTY: Item[] = [];
const XML_WS = /[ \t\r\n]+/g;
const SURROGATE = /[\uD800-\uDFFF]/;

function contextItem(c: FnContext, fn: string): Item {
  if (c.item === undefined) throw new XPathError('XPDY0002', `${fn}(): no context item`);
  return c.item;
}

/** An `xs:string?` argument: atomised; untypedAtomic and anyURI are accepted, other types are a type error. */
function stringArg(tree: XmlTree, seq: Item[], fn: string): string {
  if (seq.length === 1 && typeof seq[0] === 'number') return tree.stringValue(seq[0]);
  const a = optionalAtomic(tree, seq, fn);
  if (a === null) return '';
  if (a.t === STRING || a.t === UNTYPED || a.t === ANYURI) return a.v;
  throw new XPathError('XPTY0004', `${fn}(): expected a string, got ${atomicToString(a)}`);
}

/** An `xs:double` argument (substring positions): untypedAtomic cast, numbers promoted. */
function doubleArg(tree: XmlTree, seq: Item[], fn: string): number {
  const a = optionalAtomic(tree, seq, fn);
  if (a === null) throw new XPathError('XPTY0004', `${fn}(): empty numeric argument`);
  const n = numericOperand(a);
  return n.t === DOUBLE ? n.v : Number((n.v as Decimal).toString());
}

function codepoints(s: string): string[] {
  return SURROGATE.test(s) ? Array.from(s) : s.split('');
}

function xpathRound(d: number): number {
  if (!Number.isFinite(d) || d === 0) return d;
  return Math.floor(d + 0.5);
}

function regex(site: CallSite, pattern: string, flags: string, extra: string): RegExp {
  const key = `${flags}/${extra}/${pattern}`;
  if (site.key !== key || !site.re) {
    site.re = xsdRegExp(pattern, flags, extra);
    site.key = key;
  }
  site.re.lastIndex = 0;
  return site.re;
}

function flagsArg(c: FnContext, args: Item[][], i: number, fn: string): string {
  return args.length > i ? stringArg(c.env.tree, args[i] as Item[], fn) : '';
}

function nodeArg(c: FnContext, args: Item[][], fn: string): number | null {
  const seq = args.length > 0 ? (args[0] as Item[]) : [contextItem(c, fn)];
  if (seq.length === 0) return null;
  const n = seq[0];
  if (seq.length > 1 || typeof n !== 'number') throw new XPathError('XPTY0004', `${fn}(): expected a node`);
  return n;
}

function sum(c: FnContext, seq: Item[], zero: Item[]): Item[] {
  if (seq.length === 0) return zero;
  let acc: Atomic | null = null;
  for (const item of seq) {
    const a = numericOperand(atomize(c.env.tree, item));
    acc = acc === null ? a : arithmetic('+', acc, a);
  }
  return [acc as Atomic];
}

const string1 =
  (fn: (s: string) => Item): Impl =>
  (c, a) => [fn(stringArg(c.env.tree, a[0] as Item[], 'fn'))];
const string2 =
  (fn: (s: string, t: string) => Item, name: string): Impl =>
  (c, a) => [fn(stringArg(c.env.tree, a[0] as Item[], name), stringArg(c.env.tree, a[1] as Item[], name))];

/** The XPath 2.0 functions the rule sets use, by name, with their arities. */
export const FUNCTIONS: Record<string, { arity: number[]; impl: Impl }> = {
  true: { arity: [0], impl: () => [TRUE] },
  false: { arity: [0], impl: () => [FALSE] },
  not: { arity: [1], impl: (_c, a) => [bool(!ebv(a[0] as Item[]))] },
  boolean: { arity: [1], impl: (_c, a) => [bool(ebv(a[0] as Item[]))] },
  exists: { arity: [1], impl: (_c, a) => [bool((a[0] as Item[]).length > 0)] },
  empty: { arity: [1], impl: (_c, a) => [bool((a[0] as Item[]).length === 0)] },
  count: { arity: [1], impl: (_c, a) => [int((a[0] as Item[]).length)] },
  position: { arity: [0], impl: (c) => [int(c.pos)] },
  last: { arity: [0], impl: (c) => [int(c.size)] },
  reverse: { arity: [1], impl: (_c, a) => [...(a[0] as Item[])].reverse() },
  // fn:data: a node's typed value; the documents are untyped, so its string value as xs:untypedAtomic.
  data: { arity: [1], impl: (c, a) => atomizeAll(c.env.tree, a[0] as Item[]) },
  string: {
    arity: [0, 1],
    impl: (c, a) => {
      const seq = a.length ? (a[0] as Item[]) : [contextItem(c, 'string')];
      if (seq.length === 0) return [str('')];
      if (seq.length > 1) throw new XPathError('XPTY0004', 'string(): more than one item');
      return [str(atomicToString(atomize(c.env.tree, seq[0] as Item)))];
    },
  },
  'string-length': {
    arity: [0, 1],
    impl: (c, a) => {
      const s = a.length
        ? stringArg(c.env.tree, a[0] as Item[], 'string-length')
        : atomicToString(atomize(c.env.tree, contextItem(c, 'string-length')));
      return [int(SURROGATE.test(s) ? Array.from(s).length : s.length)];
    },
  },
  'normalize-space': {
    arity: [0, 1],
    impl: (c, a) => {
      const s = a.length
        ? stringArg(c.env.tree, a[0] as Item[], 'normalize-space')
        : atomicToString(atomize(c.env.tree, contextItem(c, 'normalize-space')));
      return [str(isNormalised(s) ? s : s.replace(XML_WS, ' ').replace(/^ | $/g, ''))];
    },
  },
  'upper-case': { arity: [1], impl: string1((s) => str(s.toUpperCase())) },
  'lower-case': { arity: [1], impl: string1((s) => str(s.toLowerCase())) },
  contains: { arity: [2], impl: string2((s, t) => bool(s.includes(t)), 'contains') },
  'starts-with': { arity: [2], impl: string2((s, t) => bool(s.startsWith(t)), 'starts-with') },
  'ends-with': { arity: [2], impl: string2((s, t) => bool(s.endsWith(t)), 'ends-with') },
  'substring-before': {
    arity: [2],
    impl: string2((s, t) => {
      const i = s.indexOf(t);
      return str(i < 0 ? '' : s.slice(0, i));
    }, 'substring-before'),
  },
  'substring-after': {
    arity: [2],
    impl: string2((s, t) => {
      const i = s.indexOf(t);
      return str(i < 0 ? '' : s.slice(i + t.length));
    }, 'substring-after'),
  },
  substring: {
    arity: [2, 3],
    impl: (c, a) => {
      const chars = codepoints(stringArg(c.env.tree, a[0] as Item[], 'substring'));
      const start = xpathRound(doubleArg(c.env.tree, a[1] as Item[], 'substring'));
      const end =
        a.length > 2 ? start + xpathRound(doubleArg(c.env.tree, a[2] as Item[], 'substring')) : Infinity;
      if (Number.isNaN(start) || Number.isNaN(end)) return [str('')];
      const from = Math.max(start, 1);
      if (end <= from) return [str('')];
      return [str(chars.slice(from - 1, Number.isFinite(end) ? end - 1 : undefined).join(''))];
    },
  },
  concat: {
    arity: [2, 3, 4, 5, 6, 7, 8, 9, 10],
    impl: (c, a) => {
      let s = '';
      for (const seq of a) {
        const v = optionalAtomic(c.env.tree, seq, 'concat');
        if (v !== null) s += atomicToString(v);
      }
      return [str(s)];
    },
  },
  'string-join': {
    arity: [2],
    impl: (c, a) => {
      const parts = atomizeAll(c.env.tree, a[0] as Item[]).map((v) => {
        if (v.t !== STRING && v.t !== UNTYPED && v.t !== ANYURI)
          throw new XPathError('XPTY0004', 'string-join(): expected strings');
        return v.v;
      });
      return [str(parts.join(stringArg(c.env.tree, a[1] as Item[], 'string-join')))];
    },
  },
  translate: {
    arity: [3],
    impl: (c, a) => {
      const s = codepoints(stringArg(c.env.tree, a[0] as Item[], 'translate'));
      const from = codepoints(stringArg(c.env.tree, a[1] as Item[], 'translate'));
      const to = codepoints(stringArg(c.env.tree, a[2] as Item[], 'translate'));
      let out = '';
      for (const ch of s) {
        const i = from.indexOf(ch);
        if (i < 0) out += ch;
        else if (i < to.length) out += to[i];
      }
      return [str(out)];
    },
  },
  'string-to-codepoints': {
    arity: [1],
    impl: (c, a) => {
      const s = stringArg(c.env.tree, a[0] as Item[], 'string-to-codepoints');
      return Array.from(s, (ch) => int(ch.codePointAt(0) as number));
    },
  },
  'codepoints-to-string': {
    arity: [1],
    impl: (c, a) => {
      let s = '';
      for (const item of a[0] as Item[]) {
        const v = castAtomic(numericOperand(atomize(c.env.tree, item)), 'integer');
        s += String.fromCodePoint(Number((v.v as Decimal).toString()));
      }
      return [str(s)];
    },
  },
  matches: {
    arity: [2, 3],
    impl: (c, a, site) => {
      const s = stringArg(c.env.tree, a[0] as Item[], 'matches');
      const re = regex(
        site,
        stringArg(c.env.tree, a[1] as Item[], 'matches'),
        flagsArg(c, a, 2, 'matches'),
        '',
      );
      return [bool(re.test(s))];
    },
  },
  replace: {
    arity: [3, 4],
    impl: (c, a, site) => {
      const s = stringArg(c.env.tree, a[0] as Item[], 'replace');
      const re = regex(
        site,
        stringArg(c.env.tree, a[1] as Item[], 'replace'),
        flagsArg(c, a, 3, 'replace'),
        'g',
      );
      if (re.test('')) throw new XPathError('FORX0003', 'replace(): pattern matches the empty string');
      const repl = stringArg(c.env.tree, a[2] as Item[], 'replace');
      re.lastIndex = 0;
      return [
        str(
          s.replace(re, (...m) => {
            const groups = m.slice(0, -2) as (string | undefined)[];
            return repl.replace(
              /\\([\\$])|\$(\d)/g,
              (_x, esc: string | undefined, g: string | undefined) => esc ?? groups[Number(g)] ?? '',
            );
          }),
        ),
      ];
    },
  },
  tokenize: {
    arity: [2, 3],
    impl: (c, a, site) => {
      const s = stringArg(c.env.tree, a[0] as Item[], 'tokenize');
      const re = regex(
        site,
        stringArg(c.env.tree, a[1] as Item[], 'tokenize'),
        flagsArg(c, a, 2, 'tokenize'),
        'g',
      );
      if (re.test('')) throw new XPathError('FORX0003', 'tokenize(): pattern matches the empty string');
      if (s === '') return EMPTY;
      re.lastIndex = 0;
      const out: Item[] = [];
      let from = 0;
      for (let m = re.exec(s); m; m = re.exec(s)) {
        out.push(str(s.slice(from, m.index)));
        from = m.index + m[0].length;
      }
      out.push(str(s.slice(from)));
      return out;
    },
  },
  number: {
    arity: [0, 1],
    impl: (c, a) => {
      const v = optionalAtomic(
        c.env.tree,
        a.length ? (a[0] as Item[]) : [contextItem(c, 'number')],
        'number',
      );
      if (v === null) return [dbl(Number.NaN)];
      if (v.t === STRING || v.t === UNTYPED || v.t === ANYURI) return [dbl(parseDouble(v.v) ?? Number.NaN)];
      return [castAtomic(v, 'double')];
    },
  },
  abs: {
    arity: [1],
    impl: (c, a) => {
      const v = optionalAtomic(c.env.tree, a[0] as Item[], 'abs');
      if (v === null) return EMPTY;
      const n = numericOperand(v);
      return [n.t === DOUBLE ? dbl(Math.abs(n.v)) : ({ t: n.t, v: (n.v as Decimal).abs() } as Atomic)];
    },
  },
  round: {
    arity: [1],
    impl: (c, a) => {
      const v = optionalAtomic(c.env.tree, a[0] as Item[], 'round');
      if (v === null) return EMPTY;
      const n = numericOperand(v);
      if (n.t === DOUBLE) return [dbl(xpathRound(n.v))];
      if (n.t === INTEGER) return [n];
      return [{ t: DECIMAL, v: (n.v as Decimal).round(0, 'half-ceiling') }];
    },
  },
  sum: {
    arity: [1, 2],
    impl: (c, a) => sum(c, a[0] as Item[], a.length > 1 ? (a[1] as Item[]) : [int(0)]),
  },
  'distinct-values': {
    arity: [1],
    impl: (c, a) => {
      const out: Atomic[] = [];
      for (const v of atomizeAll(c.env.tree, a[0] as Item[])) {
        const key = v.t === UNTYPED ? str(v.v) : v;
        if (!out.some((o) => sameKey(o, key))) out.push(key);
      }
      return out;
    },
  },
  name: {
    arity: [0, 1],
    impl: (c, a) => {
      const n = nodeArg(c, a, 'name');
      return [str(n === null ? '' : (c.env.tree.qname[n] ?? ''))];
    },
  },
  'local-name': {
    arity: [0, 1],
    impl: (c, a) => {
      const n = nodeArg(c, a, 'local-name');
      const id = n === null ? -1 : (c.env.tree.name[n] as number);
      return [str(id < 0 ? '' : (c.env.tree.nameLocal[id] as string))];
    },
  },
  'namespace-uri': {
    arity: [0, 1],
    impl: (c, a) => {
      const n = nodeArg(c, a, 'namespace-uri');
      const id = n === null ? -1 : (c.env.tree.name[n] as number);
      return [{ t: ANYURI, v: id < 0 ? '' : (c.env.tree.nameNs[id] as string) }];
    },
  },
};

/** Integer value of an atomic known to be numeric (for positional predicates). */
export function numericValue(a: Atomic): number {
  return a.t === DOUBLE ? a.v : Number((a.v as Decimal).toString());
}

/** True when normalize-space would return `s` unchanged (most values): no regex passes, no copies. */
function isNormalised(s: string): boolean {
  const last = s.length - 1;
  for (let i = 0; i <= last; i++) {
    const ch = s.charCodeAt(i);
    if (ch === 9 || ch === 10 || ch === 13) return false;
    if (ch === 32 && (i === 0 || i === last || s.charCodeAt(i + 1) === 32)) return false;
  }
  return true;
}
