import { describe, expect, it } from 'vitest';
import { cyclesOf, importsOf, isTest } from './importGraph.ts';

describe('import graph', () => {
  it('reads static, re-exported, type-only, side-effect and dynamic imports, not strings that only look like them', () => {
    const text = [
      "import fs from 'node:fs';",
      "import type { A } from './a.ts';",
      "export { b } from '../b.ts';",
      "const c = await import('@einvoice/engine/node');",
      "import './polyfill.ts';",
      'const s = \'import x from "nowhere"\';',
    ].join('\n');
    expect(importsOf(text)).toEqual([
      'node:fs',
      './a.ts',
      '../b.ts',
      '@einvoice/engine/node',
      './polyfill.ts',
    ]);
  });

  it('finds each cycle once, and none in a chain', () => {
    const graph = (pairs: [string, string][]) => {
      const m = new Map<string, Set<string>>();
      for (const [a, b] of pairs) m.set(a, (m.get(a) ?? new Set()).add(b));
      return m;
    };
    expect(
      cyclesOf(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
          ['c', 'd'],
          ['d', 'e'],
          ['e', 'd'],
        ]),
      ),
    ).toEqual([
      ['d', 'e'],
      ['a', 'b', 'c'],
    ]);
    expect(
      cyclesOf(
        graph([
          ['a', 'b'],
          ['b', 'c'],
          ['a', 'c'],
        ]),
      ),
    ).toEqual([]);
  });

  it('tells test files by name', () => {
    expect(['x.test.ts', 'x.api.test.ts', 'x.test-helper.ts', 'App.test.tsx'].every(isTest)).toBe(true);
    expect(['test.ts', 'x.ts', 'testing.ts', 'contest.ts'].some(isTest)).toBe(false);
  });
});
