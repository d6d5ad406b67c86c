import type { Axis, CmpOp, Expr, NodeTest, SeqType } from '@einvoice/engine/rules';
import { type Token, tokenize } from './tokenize.ts';

/** What the parser needs from its surroundings: prefixes, variables in scope, functions. */
export interface XPathScope {
  /** Namespace URI of a prefix; throws on an unknown prefix. */
  ns(prefix: string): string;
  /** A variable reference: a frame slot, or a global let. Throws when unknown. */
  variable(name: string): Expr;
  /** Binds a range variable (`for`, `some`, `every`) and returns its slot; `release` ends its scope. */
  bind(name: string): number;
  release(name: string): void;
  /** A function call by lexical QName; throws when the function or arity is not supported. */
  call(name: string, args: Expr[]): Expr;
}

const XS = 'http://www.w3.org/2001/XMLSchema';
const AXES = new Set<string>([
  'child',
  'descendant',
  'descendant-or-self',
  'self',
  'attribute',
  'parent',
  'ancestor',
  'ancestor-or-self',
  'following-sibling',
  'preceding-sibling',
  'following',
  'preceding',
]);
const KIND_TESTS: Record<string, NodeTest['k'] extends string ? string : never> = {
  node: 'node',
  text: 'text',
  element: 'element',
  attribute: 'attribute',
  'document-node': 'document',
  comment: 'comment',
  'processing-instruction': 'pi',
};
const GCMP = new Set(['=', '!=', '<', '<=', '>', '>=']);
const VCMP: Record<string, CmpOp> = { eq: '=', ne: '!=', lt: '<', le: '<=', gt: '>', ge: '>=' };
/** Atomic types accepted in casts and sequence types. */
export const ATOMIC_TYPES = new Set([
  'string',
  'boolean',
  'decimal',
  'integer',
  'double',
  'float',
  'date',
  'dateTime',
  'untypedAtomic',
  'anyAtomicType',
  'anyURI',
  'normalizedString',
  'token',
  'positiveInteger',
  'nonNegativeInteger',
  'negativeInteger',
  'nonPositiveInteger',
  'long',
  'int',
]);

const DOUBLE_SLASH: Expr = {
  k: 'step',
  axis: 'descendant-or-self',
  test: { k: 'kind', kind: 'node' },
  preds: [],
};

/** Parses and resolves one XPath 2.0 expression into the IR; anything outside the supported subset throws. */
export function parseXPath(src: string, scope: XPathScope): Expr {
  const toks = tokenize(src);
  let p = 0;
  const peek = (o = 0): Token => toks[Math.min(p + o, toks.length - 1)] as Token;
  const fail = (msg: string): never => {
    throw new Error(`XPath: ${msg} at offset ${peek().at} in: ${src.trim()}`);
  };
  const isSym = (v: string, o = 0) => peek(o).t === 'sym' && peek(o).v === v;
  const isName = (v: string, o = 0) => peek(o).t === 'name' && peek(o).v === v;
  const eatSym = (v: string) => {
    if (!isSym(v)) fail(`expected '${v}'`);
    p++;
  };
  const eatName = (v: string) => {
    if (!isName(v)) fail(`expected '${v}'`);
    p++;
  };

  const expr = (): Expr => {
    const first = single();
    if (!isSym(',')) return first;
    const items = [first];
    while (isSym(',')) {
      p++;
      items.push(single());
    }
    return { k: 'seq', items };
  };

  const bindings = (keyword: string): { name: string; slot: number; inExpr: Expr }[] => {
    const out: { name: string; slot: number; inExpr: Expr }[] = [];
    do {
      if (out.length > 0) p++;
      eatSym('$');
      const name = peek().v;
      if (peek().t !== 'name') fail('expected a variable name');
      p++;
      eatName('in');
      const inExpr = single();
      out.push({ name, slot: scope.bind(name), inExpr });
    } while (isSym(','));
    eatName(keyword);
    return out;
  };

  const single = (): Expr => {
    if ((isName('for') || isName('some') || isName('every')) && isSym('$', 1)) {
      const kw = peek().v as 'for' | 'some' | 'every';
      p++;
      const bs = bindings(kw === 'for' ? 'return' : 'satisfies');
      let body = single();
      for (let i = bs.length - 1; i >= 0; i--) {
        const b = bs[i] as { name: string; slot: number; inExpr: Expr };
        body =
          kw === 'for'
            ? { k: 'for', slot: b.slot, in: b.inExpr, ret: body }
            : { k: kw, slot: b.slot, in: b.inExpr, sat: body };
        scope.release(b.name);
      }
      return body;
    }
    if (isName('if') && isSym('(', 1)) {
      p += 2;
      const c = expr();
      eatSym(')');
      eatName('then');
      const t = single();
      eatName('else');
      const e = single();
      return { k: 'if', c, t, e };
    }
    return or();
  };

  const or = (): Expr => {
    let a = and();
    while (isName('or')) {
      p++;
      a = { k: 'or', a, b: and() };
    }
    return a;
  };
  const and = (): Expr => {
    let a = comparison();
    while (isName('and')) {
      p++;
      a = { k: 'and', a, b: comparison() };
    }
    return a;
  };
  const comparison = (): Expr => {
    const a = range();
    const t = peek();
    if (t.t === 'sym' && GCMP.has(t.v)) {
      p++;
      return { k: 'gcmp', op: t.v as CmpOp, a, b: range() };
    }
    if (t.t === 'sym' && (t.v === '<<' || t.v === '>>')) {
      p++;
      return { k: 'ncmp', op: t.v, a, b: range() };
    }
    if (t.t === 'name' && VCMP[t.v]) {
      p++;
      return { k: 'vcmp', op: VCMP[t.v] as CmpOp, a, b: range() };
    }
    if (t.t === 'name' && t.v === 'is') {
      p++;
      return { k: 'ncmp', op: 'is', a, b: range() };
    }
    return a;
  };
  const range = (): Expr => {
    const a = additive();
    if (!isName('to')) return a;
    p++;
    return { k: 'range', a, b: additive() };
  };
  const additive = (): Expr => {
    let a = multiplicative();
    while (isSym('+') || isSym('-')) {
      const op = peek().v as '+' | '-';
      p++;
      a = { k: 'arith', op, a, b: multiplicative() };
    }
    return a;
  };
  const multiplicative = (): Expr => {
    let a = union();
    for (;;) {
      if (isSym('*')) {
        p++;
        a = { k: 'arith', op: '*', a, b: union() };
      } else if (isName('div') || isName('idiv') || isName('mod')) {
        const op = peek().v as 'div' | 'idiv' | 'mod';
        p++;
        a = { k: 'arith', op, a, b: union() };
      } else return a;
    }
  };
  const union = (): Expr => {
    let a = intersect();
    while (isSym('|') || isName('union')) {
      p++;
      a = { k: 'union', a, b: intersect() };
    }
    return a;
  };
  const intersect = (): Expr => {
    let a = instanceOf();
    while (isName('intersect') || isName('except')) {
      const k = peek().v as 'intersect' | 'except';
      p++;
      a = { k, a, b: instanceOf() };
    }
    return a;
  };
  const instanceOf = (): Expr => {
    const a = treat();
    if (isName('instance') && isName('of', 1)) {
      p += 2;
      return { k: 'instance', a, type: seqType() };
    }
    return a;
  };
  const treat = (): Expr => {
    const a = castable();
    if (isName('treat') && isName('as', 1)) {
      p += 2;
      return { k: 'treat', a, type: seqType() };
    }
    return a;
  };
  const castable = (): Expr => {
    const a = cast();
    if (isName('castable') && isName('as', 1)) {
      p += 2;
      const { type, opt } = singleType();
      return { k: 'castable', a, type, opt };
    }
    return a;
  };
  const cast = (): Expr => {
    const a = unary();
    if (isName('cast') && isName('as', 1)) {
      p += 2;
      const { type, opt } = singleType();
      return { k: 'cast', a, type, opt };
    }
    return a;
  };
  const unary = (): Expr => {
    let negate = false;
    let signed = false;
    while (isSym('-') || isSym('+')) {
      if (peek().v === '-') negate = !negate;
      signed = true;
      p++;
    }
    const a = pathExpr();
    if (negate) return { k: 'neg', a };
    // Unary plus still atomises and requires a number; `0 + x` is not the same, so keep it as `--x`.
    return signed ? { k: 'neg', a: { k: 'neg', a } } : a;
  };

  const atomicType = (qname: string): string => {
    const [prefix, local] = qname.includes(':') ? (qname.split(':') as [string, string]) : ['', qname];
    if (scope.ns(prefix) !== XS || !ATOMIC_TYPES.has(local)) fail(`unsupported type ${qname}`);
    return local;
  };
  const singleType = (): { type: string; opt: boolean } => {
    if (peek().t !== 'name') fail('expected a type name');
    const type = atomicType(peek().v);
    p++;
    const opt = isSym('?');
    if (opt) p++;
    return { type, opt };
  };
  const seqType = (): SeqType => {
    const t = peek();
    if (t.t !== 'name') fail('expected a sequence type');
    let item: string;
    if (KIND_TESTS[t.v] !== undefined && isSym('(', 1)) {
      p += 2;
      if (!isSym(')')) fail('kind tests with arguments are not supported in sequence types');
      p++;
      item = `node:${KIND_TESTS[t.v]}`;
    } else if (t.v === 'item' && isSym('(', 1)) {
      p += 3;
      item = 'item';
    } else {
      item = atomicType(t.v);
      p++;
    }
    let occ: SeqType['occ'] = '';
    if (isSym('?') || isSym('*') || isSym('+')) {
      occ = peek().v as SeqType['occ'];
      p++;
    }
    return { item, occ };
  };

  const startsStep = (): boolean => {
    const t = peek();
    if (t.t === 'name' || t.t === 'str' || t.t === 'int' || t.t === 'dec' || t.t === 'dbl') return true;
    return t.t === 'sym' && ['@', '.', '..', '*', '$', '('].includes(t.v);
  };

  const pathExpr = (): Expr => {
    if (isSym('/')) {
      p++;
      if (!startsStep()) return { k: 'root' };
      return relative({ k: 'root' });
    }
    if (isSym('//')) {
      p++;
      return relative({ k: 'path', a: { k: 'root' }, b: DOUBLE_SLASH });
    }
    return relative(null);
  };
  const relative = (start: Expr | null): Expr => {
    let a = start === null ? step() : { k: 'path' as const, a: start, b: step() };
    for (;;) {
      if (isSym('/')) {
        p++;
        a = { k: 'path', a, b: step() };
      } else if (isSym('//')) {
        p++;
        a = { k: 'path', a: { k: 'path', a, b: DOUBLE_SLASH }, b: step() };
      } else return a;
    }
  };

  const predicates = (): Expr[] => {
    const preds: Expr[] = [];
    while (isSym('[')) {
      p++;
      preds.push(expr());
      eatSym(']');
    }
    return preds;
  };

  const nameTest = (lexical: string, attribute: boolean): NodeTest => {
    if (lexical === '*') return { k: 'name', ns: '*', local: '*' };
    if (lexical.startsWith('*:')) return { k: 'name', ns: '*', local: lexical.slice(2) };
    const colon = lexical.indexOf(':');
    if (colon < 0) return { k: 'name', ns: attribute ? '' : '', local: lexical };
    const ns = scope.ns(lexical.slice(0, colon));
    return { k: 'name', ns, local: lexical.slice(colon + 1) };
  };

  const nodeTest = (attribute: boolean): NodeTest => {
    const t = peek();
    if (t.t === 'sym' && t.v === '*') {
      p++;
      return { k: 'name', ns: '*', local: '*' };
    }
    if (t.t !== 'name') return fail('expected a node test');
    p++;
    if (KIND_TESTS[t.v] !== undefined && isSym('(')) {
      p++;
      if (!isSym(')')) fail(`${t.v}() with arguments is not supported`);
      p++;
      return { k: 'kind', kind: KIND_TESTS[t.v] as 'node' };
    }
    return nameTest(t.v, attribute);
  };

  const step = (): Expr => {
    if (isSym('..')) {
      p++;
      return { k: 'step', axis: 'parent', test: { k: 'kind', kind: 'node' }, preds: predicates() };
    }
    if (isSym('@')) {
      p++;
      const test = nodeTest(true);
      return { k: 'step', axis: 'attribute', test, preds: predicates() };
    }
    if (peek().t === 'name' && isSym('::', 1)) {
      const axis = peek().v;
      if (!AXES.has(axis)) fail(`unsupported axis ${axis}`);
      p += 2;
      const test = nodeTest(axis === 'attribute');
      return { k: 'step', axis: axis as Axis, test, preds: predicates() };
    }
    const t = peek();
    const isCall = t.t === 'name' && isSym('(', 1) && KIND_TESTS[t.v] === undefined;
    if (t.t === 'name' && !isCall) {
      if (['if', 'for', 'some', 'every'].includes(t.v) && isSym('(', 1)) fail(`misplaced ${t.v}`);
      const test = nodeTest(false);
      return { k: 'step', axis: 'child', test, preds: predicates() };
    }
    if (t.t === 'sym' && t.v === '*') {
      const test = nodeTest(false);
      return { k: 'step', axis: 'child', test, preds: predicates() };
    }
    const primary = primaryExpr();
    const preds = predicates();
    return preds.length ? { k: 'filter', a: primary, preds } : primary;
  };

  const primaryExpr = (): Expr => {
    const t = peek();
    if (t.t === 'str') {
      p++;
      return { k: 'str', v: t.v };
    }
    if (t.t === 'int' || t.t === 'dec' || t.t === 'dbl') {
      p++;
      return { k: t.t, v: t.v };
    }
    if (t.t === 'sym' && t.v === '$') {
      p++;
      const name = peek();
      if (name.t !== 'name') fail('expected a variable name');
      p++;
      return scope.variable(name.v);
    }
    if (t.t === 'sym' && t.v === '.') {
      p++;
      return { k: 'ctx' };
    }
    if (t.t === 'sym' && t.v === '(') {
      p++;
      if (isSym(')')) {
        p++;
        return { k: 'seq', items: [] };
      }
      const e = expr();
      eatSym(')');
      return e.k === 'seq' ? { k: 'seq', items: [e] } : e;
    }
    if (t.t === 'name' && isSym('(', 1)) {
      p += 2;
      const args: Expr[] = [];
      if (!isSym(')')) {
        args.push(single());
        while (isSym(',')) {
          p++;
          args.push(single());
        }
      }
      eatSym(')');
      return scope.call(t.v, args);
    }
    return fail(`unexpected token '${t.v}'`);
  };

  const result = expr();
  if (peek().t !== 'end') fail(`unexpected '${peek().v}'`);
  return result;
}
