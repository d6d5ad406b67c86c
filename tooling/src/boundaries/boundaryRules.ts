import path from 'node:path';
import { cyclesOf, importsOf, isTest } from '@einvoice/test-support/imports/importGraph';

/**
 * The rules by which the workspaces meet (issue 26), as pure functions over a table of packages and source texts:
 * the repository test feeds them the real tree, the self-test a planted violation of each.
 */

export interface PackageInfo {
  /** The workspace folder, relative to the repository root. */
  dir: string;
  name: string;
  /** Product code ships (engine, rules, knowledge, server, page, validator); the rest tests, measures or sets up. */
  product: boolean;
  /** The keys of package.json "exports" (`.`, `./node`, `./*`). */
  exports: string[];
  /** The workspace packages its package.json names (dependencies and devDependencies). */
  declares: string[];
}

export interface SourceText {
  /** Relative to the repository root, `/`-separated. */
  file: string;
  text: string;
}

export type Rule =
  | 'relative-across'
  | 'undeclared-entry'
  | 'undeclared-dependency'
  | 'product-imports-test-code'
  | 'package-cycle'
  | 'folder-cycle'
  | 'file-cycle'
  | 'testing-folder'
  | 'testing-export';

export interface Violation {
  rule: Rule;
  where: string;
}

/** Test code by name or place (a `testing/` folder holds test helpers, wherever it still is). */
const isTestCode = (file: string) => isTest(file) || file.split('/').includes('testing');

/** Whether `subpath` (`./corpus/paths`) is one of the declared export keys, `*` patterns included. */
function exported(keys: readonly string[], subpath: string): boolean {
  return keys.some((k) => {
    const star = k.indexOf('*');
    if (star < 0) return k === subpath;
    const [head, tail] = [k.slice(0, star), k.slice(star + 1)];
    return subpath.length > head.length + tail.length && subpath.startsWith(head) && subpath.endsWith(tail);
  });
}

/** The folder unit of a file inside its package: the top folder under `src/` (or the package), or the file. */
function unitOf(pkg: PackageInfo, file: string): string {
  const inPkg = path.posix.relative(pkg.dir, file).split('/');
  const parts = inPkg[0] === 'src' ? inPkg.slice(1) : inPkg;
  return parts.length > 1 ? `${parts[0]}/` : (parts[0] as string);
}

export function checkBoundaries(
  packages: readonly PackageInfo[],
  sources: readonly SourceText[],
): Violation[] {
  const out: Violation[] = [];
  const byName = new Map(packages.map((p) => [p.name, p]));
  const packageOf = (file: string) => packages.find((p) => file === p.dir || file.startsWith(`${p.dir}/`));
  const packageEdges = new Map<string, Set<string>>();
  const folderEdges = new Map<string, Map<string, Set<string>>>();
  // Every import circle among a package's product files, inside one folder too (issue 38): each reads one way.
  const fileEdges = new Map<string, Map<string, Set<string>>>();
  const packageEdge = (m: Map<string, Map<string, Set<string>>>, pkg: string, a: string, b: string) => {
    if (!m.has(pkg)) m.set(pkg, new Map());
    edge(m.get(pkg) as Map<string, Set<string>>, a, b);
  };
  const edge = (m: Map<string, Set<string>>, a: string, b: string) => {
    if (!m.has(a)) m.set(a, new Set());
    m.get(a)?.add(b);
  };

  for (const { file, text } of sources) {
    const from = packageOf(file);
    if (!from) continue;
    const test = isTestCode(file);
    if (/(^|\/)src\/(.+\/)?testing\//.test(file)) out.push({ rule: 'testing-folder', where: file });
    for (const spec of importsOf(text)) {
      if (spec.startsWith('.')) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
        const to = packageOf(target);
        if (to !== from) out.push({ rule: 'relative-across', where: `${file} → ${spec}` });
        else if (!test) {
          packageEdge(fileEdges, from.name, file, target);
          if (unitOf(from, file) !== unitOf(from, target))
            packageEdge(folderEdges, from.name, unitOf(from, file), unitOf(from, target));
        }
        continue;
      }
      const m = /^(@einvoice\/[^/]+)(\/.*)?$/.exec(spec);
      if (!m) continue;
      const to = byName.get(m[1] as string);
      if (!to) {
        out.push({ rule: 'undeclared-entry', where: `${file} → ${spec}` });
        continue;
      }
      if (!exported(to.exports, m[2] ? `.${m[2]}` : '.'))
        out.push({ rule: 'undeclared-entry', where: `${file} → ${spec}` });
      if (to === from) continue;
      if (!from.declares.includes(to.name))
        out.push({ rule: 'undeclared-dependency', where: `${file} → ${spec}` });
      if (from.product && !to.product && !test)
        out.push({ rule: 'product-imports-test-code', where: `${file} → ${spec}` });
      if (!test) edge(packageEdges, from.name, to.name);
    }
  }
  for (const cycle of cyclesOf(packageEdges)) out.push({ rule: 'package-cycle', where: cycle.join(' ⇄ ') });
  for (const [name, edges] of folderEdges)
    for (const cycle of cyclesOf(edges))
      out.push({ rule: 'folder-cycle', where: `${name}: ${cycle.join(' ⇄ ')}` });
  for (const [name, edges] of fileEdges)
    for (const cycle of cyclesOf(edges))
      out.push({ rule: 'file-cycle', where: `${name}: ${cycle.join(' ⇄ ')}` });
  for (const p of packages)
    for (const key of p.exports)
      if (key.split('/').includes('testing')) out.push({ rule: 'testing-export', where: `${p.name} ${key}` });
  return out;
}
