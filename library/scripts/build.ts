/**
 * Builds the publishable package into dist/: the engine and its compiled rules bundled by esbuild into ESM
 * chunks (one per rule family and schema set, loaded on first use), and one bundled .d.ts per entry.
 * Reads the rulesets build (`npm run setup` makes it); ships the files its manifest lists except the
 * SaxonJS stylesheets of the reference executor.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { writeAssetModules } from './assetModules.ts';

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = process.env.RULESETS_BUILD_DIR ?? path.resolve(pkgDir, '../rulesets/build');
const genDir = path.join(pkgDir, '.gen');
const distDir = path.join(pkgDir, 'dist');
const entries = ['index'];

fs.rmSync(distDir, { recursive: true, force: true });
const assetsModule = writeAssetModules(buildDir, genDir);

const referenceStub = path.join(pkgDir, 'src/referenceUnavailable.ts');
await esbuild.build({
  entryPoints: Object.fromEntries(entries.map((e) => [e, path.join(pkgDir, `src/${e}.ts`)])),
  outdir: distDir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  mainFields: ['module', 'main'],
  conditions: ['import', 'default'],
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'linked',
  minifySyntax: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'einvoice-package',
      setup(build) {
        build.onResolve({ filter: /^virtual:einvoice-assets$/ }, () => ({ path: assetsModule }));
        build.onResolve({ filter: /oracles\/schematron\/runSchematron\.ts$/ }, () => ({
          path: referenceStub,
        }));
      },
    },
  ],
});

// Declarations: tsc emits the engine's and this package's .d.ts (imports rewritten to .js), the package's
// imports of @einvoice/engine are pointed at those files, and dts-bundle-generator inlines them all.
const typesDir = path.join(genDir, 'types');
const bin = (p: string) => path.resolve(pkgDir, '../node_modules', p);
execFileSync(
  process.execPath,
  [bin('typescript/bin/tsc'), '-p', path.join(pkgDir, 'tsconfig.types.json'), '--outDir', typesDir],
  {
    stdio: 'inherit',
  },
);
// The sources import './x.ts' and '@einvoice/engine/…'; declarations must name relative './x.js' files.
const engineEntries: Record<string, string> = {
  '': 'index',
  '/loader': 'loader',
  '/toBase64': 'input/toBase64',
};
for (const file of fs.readdirSync(typesDir, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.d.ts')) continue;
  const full = path.join(typesDir, file);
  const engineDir = path.relative(path.dirname(full), path.join(typesDir, 'engine/src'));
  const text = fs
    .readFileSync(full, 'utf8')
    .replace(/(['"]\.\.?\/[^'"]*)\.ts(['"])/g, '$1.js$2')
    .replace(/'@einvoice\/engine(\/[A-Za-z0-9]+)?'/g, (_, sub: string | undefined) => {
      const target = engineEntries[sub ?? ''];
      if (!target) throw new Error(`library: no declaration mapping for @einvoice/engine${sub}`);
      return `'${engineDir}/${target}.js'`;
    });
  fs.writeFileSync(full, text);
}
// A project of declarations only, so that the bundler neither finds nor compiles the sources again.
const typesProject = path.join(typesDir, 'tsconfig.json');
fs.writeFileSync(
  typesProject,
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'NodeNext',
      lib: ['ES2023', 'DOM'],
      types: [],
      skipLibCheck: true,
    },
    include: ['**/*.d.ts'],
  }),
);
for (const e of entries) {
  const emitted = path.join(typesDir, 'library/src', `${e}.d.ts`);
  execFileSync(
    process.execPath,
    [
      bin('dts-bundle-generator/dist/bin/dts-bundle-generator.js'),
      '--silent',
      '--no-banner',
      '--no-check',
      '--project',
      typesProject,
      '-o',
      path.join(distDir, `${e}.d.ts`),
      emitted,
    ],
    { stdio: 'inherit' },
  );
}
console.log(`library: built ${path.relative(process.cwd(), distDir)}`);
