import fs from 'node:fs';
import path from 'node:path';

/**
 * The repository's import graph as data, so the boundary rules (tooling/src/boundaries/) are pure functions over
 * tables that a self-test can feed a violation of each rule, and the engine's own boundary test shares the parsing.
 */

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s*['"]([^'"]+)['"]/g;

/** The module specifiers a source text imports or re-exports (static, for side effects only, and dynamic). */
export function importsOf(text: string): string[] {
  return [...text.matchAll(IMPORT)].map((m) => (m[1] ?? m[2] ?? m[3]) as string);
}

/** The TypeScript and JavaScript sources under `dir` (absolute paths), without installed or built output. */
export function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts|mjs)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !/[/\\](node_modules|dist|build)[/\\]/.test(path.relative(dir, f)));
}

/** Test files by name: `x.test.ts`, `x.api.test.ts`, `x.test-helper.ts`. */
export const isTest = (file: string) => /\.test(-[\w-]+)?\.tsx?$/.test(file);

/** Cycles (strongly connected groups of more than one node) of a dependency graph, each sorted. */
export function cyclesOf(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) as number);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) {
        onStack.delete(w);
        group.push(w);
      }
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return out;
}
