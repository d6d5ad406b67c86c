import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@einvoice/engine/repoRoot';
import { sourceFiles } from '@einvoice/test-support/imports/importGraph';
import { describe, expect, it } from 'vitest';
import { checkBoundaries, type PackageInfo, type SourceText } from './boundaryRules.ts';

/**
 * Every workspace meets the others only at their declared entries (issue 26), measured over the import
 * statements of every source file, so a violating import fails `npm test` here.
 */

const PRODUCT = ['engine', 'rulesets', 'knowledge', 'proxy', 'web', 'validator', 'library'];

interface Manifest {
  name: string;
  exports?: Record<string, unknown>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8')) as T;
const workspaces = read<{ workspaces: string[] }>('package.json').workspaces;

function packageInfo(dir: string): PackageInfo {
  const m = read<Manifest>(`${dir}/package.json`);
  return {
    dir,
    name: m.name,
    product: PRODUCT.includes(dir),
    exports: Object.keys(m.exports ?? {}),
    declares: Object.keys({ ...m.dependencies, ...m.devDependencies }).filter((n) =>
      n.startsWith('@einvoice/'),
    ),
  };
}

const packages = workspaces.map(packageInfo);
const sources: SourceText[] = workspaces.flatMap((dir) =>
  sourceFiles(path.join(repoRoot, dir)).map((f) => ({
    file: path.relative(repoRoot, f).split(path.sep).join('/'),
    text: fs.readFileSync(f, 'utf8'),
  })),
);

describe('workspace boundaries', () => {
  it('covers every workspace, each with source files', () => {
    expect([...workspaces].sort()).toEqual(
      [...PRODUCT, 'e2e', 'conformance', 'bench', 'tooling', 'test-support'].sort(),
    );
    for (const dir of workspaces)
      expect(
        sources.some((s) => s.file.startsWith(`${dir}/`)),
        dir,
      ).toBe(true);
  });

  it('packages meet only at declared entries, without cycles between packages, folders or files, test code apart', () => {
    expect(checkBoundaries(packages, sources)).toEqual([]);
  });
});

describe('the boundary rules can fail', () => {
  const pkg = (dir: string, product: boolean, exports: string[], declares: string[] = []): PackageInfo => ({
    dir,
    name: `@einvoice/${dir}`,
    product,
    exports,
    declares,
  });
  const world = [
    pkg('core', true, ['.', './node']),
    pkg('app', true, ['.'], ['@einvoice/core']),
    pkg('helpers', false, ['./*'], ['@einvoice/core']),
  ];
  const rulesOf = (files: SourceText[], packages = world) =>
    checkBoundaries(packages, files).map((v) => `${v.rule}: ${v.where}`);

  it('accepts imports by declared entries and patterns', () => {
    expect(
      rulesOf([
        { file: 'app/src/a.ts', text: "import { x } from '@einvoice/core/node';\nimport './b.ts';" },
        { file: 'app/src/a.test.ts', text: "import { h } from '@einvoice/helpers/corpus/paths';" },
        { file: 'helpers/src/corpus/paths.ts', text: "export { c } from '@einvoice/core';" },
      ]).filter((r) => !r.startsWith('undeclared-dependency: app/src/a.test.ts')),
    ).toEqual([]);
  });

  it('finds a relative import across packages', () => {
    expect(rulesOf([{ file: 'app/src/a.ts', text: "import { x } from '../../core/src/x.ts';" }])).toEqual([
      'relative-across: app/src/a.ts → ../../core/src/x.ts',
    ]);
  });

  it('finds an import of an entry the package does not declare', () => {
    expect(rulesOf([{ file: 'app/src/a.ts', text: "import { x } from '@einvoice/core/internal';" }])).toEqual(
      ['undeclared-entry: app/src/a.ts → @einvoice/core/internal'],
    );
  });

  it('finds an import of a package the importer does not depend on', () => {
    expect(rulesOf([{ file: 'core/src/a.ts', text: "import { x } from '@einvoice/app';" }])).toEqual([
      'undeclared-dependency: core/src/a.ts → @einvoice/app',
    ]);
  });

  it('finds product code importing test support, and lets product tests do it', () => {
    const withHelpers = world.map((p) =>
      p.dir === 'app' ? { ...p, declares: [...p.declares, '@einvoice/helpers'] } : p,
    );
    expect(
      rulesOf(
        [
          { file: 'app/src/a.ts', text: "import { h } from '@einvoice/helpers/corpus/paths';" },
          { file: 'app/src/a.test.ts', text: "import { h } from '@einvoice/helpers/corpus/paths';" },
        ],
        withHelpers,
      ),
    ).toEqual(['product-imports-test-code: app/src/a.ts → @einvoice/helpers/corpus/paths']);
  });

  it('finds a cycle between packages', () => {
    const both = world.map((p) => (p.dir === 'core' ? { ...p, declares: ['@einvoice/app'] } : p));
    expect(
      rulesOf(
        [
          { file: 'core/src/a.ts', text: "import { x } from '@einvoice/app';" },
          { file: 'app/src/a.ts', text: "import { x } from '@einvoice/core';" },
        ],
        both,
      ),
    ).toEqual(['package-cycle: @einvoice/app ⇄ @einvoice/core']);
  });

  it("finds a cycle between a package's folders, not between a folder and its tests", () => {
    expect(
      rulesOf([
        { file: 'core/src/x/a.ts', text: "import { b } from '../y/b.ts';" },
        { file: 'core/src/y/b.ts', text: "import { a } from '../x/a.ts';" },
        { file: 'core/src/z/c.ts', text: "import { a } from '../x/a.ts';" },
        { file: 'core/src/x/a.test.ts', text: "import { c } from '../z/c.ts';" },
      ]),
    ).toEqual([
      'folder-cycle: @einvoice/core: x/ ⇄ y/',
      'file-cycle: @einvoice/core: core/src/x/a.ts ⇄ core/src/y/b.ts',
    ]);
  });

  it('finds a circle between files of one folder, through a type import too, not through a test', () => {
    expect(
      rulesOf([
        { file: 'core/src/x/a.ts', text: "import { b } from './b.ts';" },
        { file: 'core/src/x/b.ts', text: "import type { C } from './c.ts';" },
        { file: 'core/src/x/c.ts', text: "import { a } from './a.ts';" },
        { file: 'core/src/x/d.ts', text: "import { a } from './a.ts';" },
        { file: 'core/src/x/a.test.ts', text: "import { d } from './d.ts';" },
      ]),
    ).toEqual(['file-cycle: @einvoice/core: core/src/x/a.ts ⇄ core/src/x/b.ts ⇄ core/src/x/c.ts']);
  });

  it('finds a testing folder under src and a testing export', () => {
    const withTesting = world.map((p) =>
      p.dir === 'core' ? { ...p, exports: [...p.exports, './testing'] } : p,
    );
    expect(
      rulesOf([{ file: 'core/src/fix/testing/damage.ts', text: 'export const d = 1;' }], withTesting),
    ).toEqual(['testing-folder: core/src/fix/testing/damage.ts', 'testing-export: @einvoice/core ./testing']);
  });
});
