/**
 * A rule's repeated focus-only expressions, evaluated once per node (`sharedExprs`, `perNode`), give what
 * compiling every copy on its own gives: each check's verdict or error on each element, in the order a run
 * fires them. Generated documents (numbers, blanks and a non-number to cast), generated rules whose lets and
 * checks repeat pieces with paths, predicates, casts, sums, inner `for` variables, a rule variable (not
 * focus-only) and positions (not focus-only).
 */

import { fuzzRuns } from '@einvoice/test-support/engine/fuzzRuns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseXmlTree } from '../../xml/parseXmlTree.ts';
import { ELEMENT, type XmlTree } from '../../xml/XmlTree.ts';
import type { Expr } from '../ir/ir.ts';
import { parseXPath, type XPathScope } from '../parse/parseXPath.ts';
import { XPathError } from '../runtime/XPathError.ts';
import { ExprCompiler } from './compileExpr.ts';
import type { Ctx, Program, Slot } from './context.ts';
import { sharedExprs } from './sharedExprs.ts';

function scope(): XPathScope {
  const slots = new Map<string, number>([['o', 0]]);
  return {
    ns: (p) => (p === 'xs' ? 'http://www.w3.org/2001/XMLSchema' : ''),
    variable: (name) => ({ k: 'var', slot: slots.get(name) ?? 0 }),
    bind: (name) => {
      const slot = slots.size;
      slots.set(name, slot);
      return slot;
    },
    release: (name) => slots.delete(name),
    call: (name, args) => ({ k: 'call', fn: name, args }),
  };
}

type Node = { name: string; x: string | null; text: string; children: Node[] };
const node: fc.Memo<Node> = fc.memo((depth) =>
  fc.record({
    name: fc.constantFrom('a', 'b', 'c'),
    x: fc.constantFrom(null, '1', '2.50', ' 3 ', 'q'),
    text: fc.constantFrom('', ' ', '4', '0.5', 'z'),
    children: depth > 1 ? fc.array(node(depth - 1), { maxLength: 3 }) : fc.constant([]),
  }),
);
const write = (n: Node): string => {
  const x = n.x === null ? '' : ` x="${n.x}"`;
  return `<${n.name}${x}>${n.text}${n.children.map(write).join('')}</${n.name}>`;
};

// Pieces the rules repeat; `$o` (the rule's let) and `position()` keep a piece from being shared.
const piece = fc
  .constantFrom(
    '(@x cast as xs:decimal)',
    'normalize-space(b/c)',
    "b[normalize-space(@x) = '1']/c",
    'count(a/b[c])',
    'sum(*/(@x cast as xs:decimal))',
    "string-join(for $i in * return name($i), ',')",
    'a[(@x cast as xs:decimal?) > 1]',
    "(c | b)[normalize-space() = '4']",
    'ancestor::b/(@x cast as xs:decimal?)',
    'b[$o > 0]/c',
    'a[position() = 1]/b',
    "if (a/b) then (a/b/@x)[1] cast as xs:decimal? else 'none'",
  )
  .map((p) => `(${p})`);
const test = fc.oneof(
  piece.map((p) => `exists(${p})`),
  fc.tuple(piece, piece).map(([p, q]) => `${p} = ${q}`),
  fc.tuple(piece, piece).map(([p, q]) => `count(${p}) + count(${q}) > 1`),
  fc.tuple(piece, piece).map(([p, q]) => `every $v in ${p} satisfies string($v) != string(${q})`),
  fc.tuple(piece, piece).map(([p, q]) => `not(${p}) or ${q}`),
);
const rule = fc.record({
  lets: fc.array(piece, { maxLength: 2 }),
  tests: fc.array(test, { minLength: 1, maxLength: 5 }),
});

/** Each check's verdict (or error code) on each element, checks in order per node, nodes in document order. */
function verdicts(tree: XmlTree, r: { lets: string[]; tests: string[] }, share: boolean): string[] {
  const parse = (s: string): Expr => parseXPath(s, scope());
  const lets = [`count(//a)`, ...r.lets].map(parse);
  const tests = r.tests.map(parse);
  const program: Program = { nameKeys: [], globals: [], functions: [], memos: 0, nameMemos: 0 };
  const cx = new ExprCompiler(program, share ? sharedExprs([{ lets, tests }]) : new Map());
  const letEvs = lets.map((l) => cx.seq(l));
  const testEvs = tests.map((t) => cx.bool(t));
  const names = Int32Array.from(program.nameKeys, (k) => tree.nameId(k.ns, k.local));
  const env = { tree, names, globals: [], program, casts: new Map(), memo: [], byName: [], byNode: [] };
  const out: string[] = [];
  for (let n = 1; n < tree.size; n++) {
    if (tree.kind[n] !== ELEMENT) continue;
    const frame: Slot[] = [];
    const c: Ctx = { env, item: n, pos: 1, size: 1, frame };
    const held = (f: () => unknown): string => {
      try {
        return String(f());
      } catch (e) {
        if (e instanceof XPathError) return `error ${e.code}`;
        throw e;
      }
    };
    // The first let is `$o`; the others run only for the memo they share with the checks, as a rule's lets do.
    for (const [i, l] of letEvs.entries()) out.push(`let ${i} ${held(() => l(c).length)}`);
    frame[0] = letEvs[0]?.(c);
    for (const t of testEvs) out.push(held(() => t(c)));
  }
  return out;
}

describe('shared focus-only expressions', () => {
  it('give each check the verdict or error its own copy gives, node by node', () => {
    fc.assert(
      fc.property(node(4), rule, (root, r) => {
        const tree = parseXmlTree(write(root));
        expect(verdicts(tree, r, true)).toEqual(verdicts(tree, r, false));
      }),
      fuzzRuns(300),
    );
  });

  it('numbers the copies one rule writes more than once, and not a copy inside a larger copy', () => {
    const s = scope();
    const inner = parseXPath("b[normalize-space(@x) = '1']/c", s);
    const twice = parseXPath(
      "exists(b[normalize-space(@x) = '1']/c) or count(b[normalize-space(@x) = '1']/c) > 1",
      s,
    );
    const once = parseXPath('count(a)', s);
    const shared = sharedExprs([{ tests: [twice, once] }]);
    const ids = [...shared.values()];
    expect(ids.length).toBe(new Set(ids).size + 1);
    expect([...shared.keys()].map((e) => e.k).sort()).toEqual(['path', 'path']);
    expect(sharedExprs([{ tests: [inner] }, { tests: [inner] }]).size).toBe(0);
  });
});
