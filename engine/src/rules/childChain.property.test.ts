/**
 * The two ways of answering a child-name chain (bottom-up from the name index, and walking down) agree with
 * each other and with the chain's plain definition — level by level, the children carrying one of the level's
 * names — from every node of generated documents whose names repeat at every depth.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzRuns } from '../testing/fuzzRuns.ts';
import { parseXmlTree } from '../xml/parseXmlTree.ts';
import type { XmlTree } from '../xml/XmlTree.ts';
import { chainDown, chainExists, chainUp, childNameChain } from './childChain.ts';
import type { Axis, Expr } from './ir.ts';

const NAMES = ['a', 'b', 'c'];

type Node = { name: string; children: Node[] };
const node: fc.Memo<Node> = fc.memo((depth) =>
  fc.record({
    name: fc.constantFrom(...NAMES),
    children: depth > 1 ? fc.array(node(depth - 1), { maxLength: 3 }) : fc.constant([]),
  }),
);
const write = (n: Node): string =>
  n.children.length === 0
    ? `<${n.name}>t</${n.name}>`
    : `<${n.name} x="1">${n.children.map(write).join('')}</${n.name}>`;
// A level names one to three of the names, or a name no element carries.
const level = fc.oneof(fc.subarray(NAMES, { minLength: 1 }), fc.constant<string[]>(['missing']));

function selected(tree: XmlTree, names: string[][], from: number): boolean {
  let nodes = [from];
  for (const l of names)
    nodes = nodes.flatMap((n) =>
      tree.elementChildren(n).filter((c) => l.includes(tree.nameLocal[tree.name[c] as number] as string)),
    );
  return nodes.length > 0;
}

describe('child-name chains', () => {
  it('agree bottom-up, walking down and by definition, from every node', () => {
    fc.assert(
      fc.property(node(5), fc.array(level, { minLength: 1, maxLength: 4 }), (root, names) => {
        const tree = parseXmlTree(write(root));
        const levels = names.map((l) => Int32Array.from(l, (n) => tree.nameId('', n)));
        for (let n = 0; n < tree.size; n++) {
          const expected = selected(tree, names, n);
          expect(chainUp(tree, levels, n)).toBe(expected);
          expect(chainDown(tree, levels, n, 0)).toBe(expected);
          expect(chainExists(tree, levels, n)).toBe(expected);
        }
      }),
      fuzzRuns(300),
    );
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
