/**
 * The two ways of answering a child-name chain (bottom-up from the name index, and walking down) agree with
 * each other and with the chain's plain definition — level by level, the children carrying one of the level's
 * names — from every node of generated documents whose names repeat at every depth.
 */

import { fuzzRuns } from '@einvoice/test-support/engine/fuzzRuns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseXmlTree } from '../../xml/parseXmlTree.ts';
import type { XmlTree } from '../../xml/XmlTree.ts';
import type { Axis, Expr } from '../ir/ir.ts';
import { chainDown, chainExists, chainUp, childNameChain } from './childChain.ts';

const NAMES = ['a', 'b', 'c'];
// Names of the wide documents' last children only: rare under the root, so walking up is the cheaper way.
const RARE = [...NAMES, 'r'];

type Node = { name: string; children: Node[] };
const nodesNamed = (names: string[]): fc.Memo<Node> => {
  const node: fc.Memo<Node> = fc.memo((depth) =>
    fc.record({
      name: fc.constantFrom(...names),
      children: depth > 1 ? fc.array(node(depth - 1), { maxLength: 3 }) : fc.constant([]),
    }),
  );
  return node;
};
const node = nodesNamed(NAMES);
const rare = nodesNamed(RARE);
const write = (n: Node): string =>
  n.children.length === 0
    ? `<${n.name}>t</${n.name}>`
    : `<${n.name} x="1">${n.children.map(write).join('')}</${n.name}>`;
// A level names one to three of the names, or a name no element carries.
const level = fc.oneof(fc.subarray(NAMES, { minLength: 1 }), fc.constant<string[]>(['missing']));
const wideLevel = fc.oneof(level, fc.subarray(RARE, { minLength: 1 }));

function selected(tree: XmlTree, names: string[][], from: number): boolean {
  let nodes = [from];
  for (const l of names)
    nodes = nodes.flatMap((n) =>
      tree.elementChildren(n).filter((c) => l.includes(tree.nameLocal[tree.name[c] as number] as string)),
    );
  return nodes.length > 0;
}

/** Both ways, and the choice between them, answer from `n` what the chain's definition selects. */
function expectAgreement(tree: XmlTree, names: string[][], n: number): void {
  const levels = names.map((l) => Int32Array.from(l, (name) => tree.nameId('', name)));
  const expected = selected(tree, names, n);
  expect(chainUp(tree, levels, n)).toBe(expected);
  expect(chainDown(tree, levels, n, 0)).toBe(expected);
  expect(chainExists(tree, levels, n)).toBe(expected);
}

describe('child-name chains', () => {
  it('agree bottom-up, walking down and by definition, from every node', () => {
    fc.assert(
      fc.property(node(5), fc.array(level, { minLength: 1, maxLength: 4 }), (root, names) => {
        const tree = parseXmlTree(write(root));
        for (let n = 0; n < tree.size; n++) expectAgreement(tree, names, n);
      }),
      fuzzRuns(300),
    );
  });

  it('agree from the document and root of wide documents, whichever way is cheaper', () => {
    // Thousands of repeated children under the root: the root's per-name child index and the choice of way.
    fc.assert(
      fc.property(
        fc.array(node(4), { minLength: 1, maxLength: 3 }),
        fc.array(rare(3), { maxLength: 2 }),
        fc.array(wideLevel, { minLength: 1, maxLength: 4 }),
        (repeated, once, names) => {
          const children = repeated.map(write).join('').repeat(2500) + once.map(write).join('');
          const tree = parseXmlTree(`<a>${children}</a>`);
          for (const n of [0, tree.root]) expectAgreement(tree, names, n);
        },
      ),
      fuzzRuns(40),
    );
  });

  it('answer from the root by either way: a rare last name walked up, a rare first name walked down', () => {
    const tree = parseXmlTree(`<a>${'<b><c>t</c></b>'.repeat(3000)}<b><r>t</r></b><r><c>t</c></r></a>`);
    const chain = (...names: string[]) => names.map((n) => Int32Array.of(tree.nameId('', n)));
    for (const [names, expected] of [
      [['b', 'r'], true], // 1 r against 3,001 b: up
      [['r', 'c'], true], // 1 r against 3,001 c: down
      [['c', 'r'], false],
      [['r', 'b'], false],
    ] as const) {
      expect(chainExists(tree, chain(...names), tree.root), names.join('/')).toBe(expected);
      expect(
        selected(
          tree,
          names.map((n) => [n]),
          tree.root,
        ),
      ).toBe(expected);
    }
  });

  it('are read from child steps with plain names, unions of them and paths of both only', () => {
    const step = (local: string, axis: Axis = 'child', preds: Expr[] = []): Expr => ({
      k: 'step',
      axis,
      test: { k: 'name', ns: 'u', local },
      preds,
    });
    const union: Expr = { k: 'union', a: step('x'), b: step('y') };
    expect(childNameChain({ k: 'path', a: { k: 'path', a: union, b: step('i') }, b: step('z') })).toEqual([
      [
        { ns: 'u', local: 'x' },
        { ns: 'u', local: 'y' },
      ],
      [{ ns: 'u', local: 'i' }],
      [{ ns: 'u', local: 'z' }],
    ]);
    expect(childNameChain(step('x', 'child', [{ k: 'int', v: '1' }]))).toBeNull();
    expect(childNameChain(step('x', 'descendant'))).toBeNull();
    expect(childNameChain(step('*'))).toBeNull();
    expect(childNameChain({ k: 'path', a: step('x'), b: union })).toEqual([
      [{ ns: 'u', local: 'x' }],
      [
        { ns: 'u', local: 'x' },
        { ns: 'u', local: 'y' },
      ],
    ]);
    expect(childNameChain({ k: 'path', a: { k: 'root' }, b: step('x') })).toBeNull();
    expect(
      childNameChain({ k: 'union', a: { k: 'path', a: step('x'), b: step('y') }, b: step('z') }),
    ).toBeNull();
  });
});
