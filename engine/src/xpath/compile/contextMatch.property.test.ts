/**
 * The context walk (each element handed to the rules whose context can match it, read from the element up)
 * claims the nodes that evaluating each rule's context from the root claims: the first rule of a pattern
 * that holds a node, the pattern's findings in document order. Generated documents, generated contexts
 * (`//`, rooted and nested paths, unions, filters, name-only, name-gated, boolean, node, erring and
 * positional predicates), several patterns per ruleset.
 */

import { fuzzRuns } from '@einvoice/test-support/engine/fuzzRuns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locationOf } from '../../xml/location.ts';
import { parseXmlTree } from '../../xml/parseXmlTree.ts';
import type { XmlTree } from '../../xml/XmlTree.ts';
import type { Expr, RulesetIr } from '../ir/ir.ts';
import { parseXPath, type XPathScope } from '../parse/parseXPath.ts';
import { ExprCompiler } from './compileExpr.ts';
import type { Ctx, Program } from './context.ts';
import { contextWalk } from './contextMatch.ts';
import { loadRules } from './loadRules.ts';

const scope: XPathScope = {
  ns: (p) => (p === 'xs' ? 'http://www.w3.org/2001/XMLSchema' : ''),
  variable: () => ({ k: 'var', slot: 0 }),
  bind: () => 1,
  release: () => {},
  call: (name, args) => ({ k: 'call', fn: name, args }),
};
const parse = (s: string): Expr => parseXPath(s, scope);

type Node = { name: string; x: string | null; children: Node[] };
const node: fc.Memo<Node> = fc.memo((depth) =>
  fc.record({
    name: fc.constantFrom('a', 'b', 'c'),
    x: fc.constantFrom(null, '1', '0', 'q'),
    children: depth > 1 ? fc.array(node(depth - 1), { maxLength: 3 }) : fc.constant([]),
  }),
);
const write = (n: Node): string => {
  const x = n.x === null ? '' : ` x="${n.x}"`;
  return n.children.length === 0
    ? `<${n.name}${x}>${n.x === '0' ? ' ' : 't'}</${n.name}>`
    : `<${n.name}${x}>${n.children.map(write).join('')}</${n.name}>`;
};

const name = fc.constantFrom('a', 'b', 'c', '*');
// The cast fails on "q": in a context that is no match for that node, not a failed run.
const predicate = fc.constantFrom(
  '',
  '[b]',
  '[c/a]',
  '[not(*)]',
  '[not(*) and not(normalize-space())]',
  '[@x]',
  "[@x = '1']",
  '[(@x cast as xs:integer) > 0]',
  "[name() = 'a' or ends-with(name(), 'c')]",
  "[ends-with(name(), 'b') and c]",
  '[1]',
  '[last()]',
  '[count(*) = 1]',
  '[ancestor::b]',
);
const step = fc.tuple(name, predicate).map(([n, p]) => n + p);
const single = fc
  .tuple(fc.constantFrom('//', '/a/', '//*/'), fc.array(fc.tuple(step, fc.constantFrom('/', '//'))), step)
  .map(([start, middle, last]) => `${start}${middle.map(([s, sep]) => s + sep).join('')}${last}`);
const context = fc.oneof(
  { weight: 4, arbitrary: single },
  { weight: 1, arbitrary: fc.tuple(single, single).map(([a, b]) => `(${a} | ${b})`) },
  { weight: 1, arbitrary: fc.tuple(single, single, predicate).map(([a, b, p]) => `(${a} | ${b})${p}`) },
  { weight: 1, arbitrary: fc.tuple(single, step).map(([a, s]) => `(${a})/${s}`) },
);
const patterns = fc.array(fc.array(context, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 });

function ruleset(contexts: string[][]): RulesetIr {
  return {
    format: 'einvoice-rules/2',
    id: 'walk',
    globals: [],
    functions: [],
    patterns: contexts.map((rules, p) => ({
      id: `p${p}`,
      rules: rules.map((c, r) => ({
        context: parse(c),
        lets: [],
        frame: 0,
        checks: [{ report: true, id: `p${p}r${r}`, flag: null, test: parse('true()'), message: [c] }],
      })),
    })),
  };
}

/** What the rules reported before the walk: each context evaluated from the root, first rule per node. */
function evaluated(tree: XmlTree, contexts: string[][]): { id: string; location: string }[] {
  const program: Program = { nameKeys: [], globals: [], functions: [], memos: 0, nameMemos: 0 };
  const cx = new ExprCompiler(program);
  const compiled = contexts.map((rules) => rules.map((c) => cx.pattern(parse(c))));
  const names = Int32Array.from(program.nameKeys, (k) => tree.nameId(k.ns, k.local));
  const env = { tree, names, globals: [], program, casts: new Map(), memo: [], byName: [] };
  const root: Ctx = { env, item: 0, pos: 1, size: 1, frame: [] };
  return compiled.flatMap((rules, p) => {
    const claimed = new Map<number, number>();
    rules.forEach((ev, r) => {
      for (const n of ev(root)) if (typeof n === 'number' && !claimed.has(n)) claimed.set(n, r);
    });
    return [...claimed]
      .sort(([a], [b]) => a - b)
      .map(([n, r]) => ({ id: `p${p}r${r}`, location: locationOf(tree, n) }));
  });
}

function walked(tree: XmlTree, contexts: string[][]): { id: string; location: string }[] {
  const run = loadRules(ruleset(contexts)).run(tree);
  if (!run.ok) throw new Error(run.message);
  return run.items.map((i) => ({ id: i.id, location: i.location }));
}

describe('the rule context walk', () => {
  it('claims what evaluating the contexts from the root claims, pattern by pattern in document order', () => {
    fc.assert(
      fc.property(node(5), patterns, (root, contexts) => {
        const tree = parseXmlTree(write(root));
        expect(walked(tree, contexts)).toEqual(evaluated(tree, contexts));
      }),
      {
        ...fuzzRuns(300),
        // Contexts on `*` gated by the name (asked once per name), always among the cases.
        examples: [
          [
            {
              name: 'a',
              x: null,
              children: [{ name: 'b', x: '1', children: [{ name: 'c', x: null, children: [] }] }],
            },
            [["//*[ends-with(name(), 'b') and c]", '//a'], ["//*[name() = 'a' or ends-with(name(), 'c')]"]],
          ],
        ],
      },
    );
  });

  it('answers the contexts it can read from the node up, and leaves positional ones to the evaluation', () => {
    const program: Program = { nameKeys: [], globals: [], functions: [], memos: 0, nameMemos: 0 };
    const walkOf = (c: string) => contextWalk(new ExprCompiler(program), [[parse(c)]]).walked[0];
    for (const c of ['//a', '/a/b[c]', '//*[not(*)]', '//a//b[@x]', '(//a | //b)[b]', '(//a | //b)/c'])
      expect(walkOf(c), c).toBe(true);
    for (const c of ['//a[1]', '//a[last()]', '//a/@x', 'a', '//a/ancestor::b', '(//a)[1]'])
      expect(walkOf(c), c).toBe(false);
  });
});
