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
import { writeRulesNotice } from './rulesNotice.ts';

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = process.env.RULESETS_BUILD_DIR ?? path.resolve(pkgDir, '../rulesets/build');
const genDir = path.join(pkgDir, '.gen');
const distDir = path.join(pkgDir, 'dist');
// The core entries with the rules bundled (validate: validation only, no PDF writer, no fonts); the host
// entries over a build the host serves (no rules bundled).
const entries = ['index', 'validate', 'host', 'node'];

fs.rmSync(distDir, { recursive: true, force: true });
const assetModules = writeAssetModules(buildDir, genDir);

const referenceStub = path.join(pkgDir, 'src/referenceUnavailable.ts');
fs.mkdirSync(distDir, { recursive: true });
const libxml2 = await libxml2Modules();
fs.writeFileSync(path.join(distDir, 'libxml2.wasm'), libxml2.binary);
for (const [sig, bytes] of Object.entries(libxml2.wrappers)) {
  fs.writeFileSync(path.join(distDir, `libxml2-fn-${sig}.wasm`), bytes);
}
const wrapperImports = Object.keys(libxml2.wrappers)
  .map((sig) => `import fn_${sig} from './libxml2-fn-${sig}.wasm';`)
  .join('\n');
// With a compiled module handed over (the workerd entry), libxml2-wasm instantiates that instead of
// compiling the bytes inlined in its loader, which Workers refuse.
const WASM_HOOK = `globalThis[Symbol.for('@einvoice/validator-js/libxml2.wasm')]`;
const libxml2Options = `(${WASM_HOOK} ? { instantiateWasm: (imports, done) => { WebAssembly.instantiate(${WASM_HOOK}, imports).then((instance) => done(instance, ${WASM_HOOK})); return {}; } } : undefined)`;
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
  // The node entry's reader; the core entry imports no built-in.
  external: ['node:*'],
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'linked',
  // Whitespace and local names too: a Worker bundle inlines every chunk into one script, and workerd's resident
  // memory grows by ~6 MB per MB of script (its source is held and pre-parsed whether it runs or not).
  minify: true,
  keepNames: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'einvoice-package',
      setup(build) {
        build.onResolve({ filter: /^virtual:einvoice-assets$/ }, () => ({ path: assetModules.all }));
        build.onResolve({ filter: /^virtual:einvoice-assets\/validation$/ }, () => ({
          path: assetModules.validation,
        }));
        build.onResolve({ filter: /oracles\/schematron\/runSchematron\.ts$/ }, () => ({
          path: referenceStub,
        }));
        build.onLoad({ filter: /libxml2-wasm[\\/]lib[\\/]libxml2raw\.mjs$/ }, (args) => ({
          contents: patchOnce(
            patchOnce(
              patchOnce(
                fs.readFileSync(args.path, 'utf8'),
                'c=Uint8Array.of(0,97,115,109',
                'var sig=c;c=Uint8Array.of(0,97,115,109',
              ),
              // Workers with newer compatibility dates have a `process`: the handed-over module still wins.
              'h=globalThis.process?.versions?.node',
              `h=!${WASM_HOOK}&&globalThis.process?.versions?.node`,
            ),
            'c=new WebAssembly.Module(c)',
            `c=globalThis[Symbol.for('@einvoice/validator-js/libxml2-fn')]?.[sig]??new WebAssembly.Module(c)`,
          ),
          loader: 'js',
        }));
        build.onLoad({ filter: /libxml2-wasm[\\/]lib[\\/]libxml2\.mjs$/ }, (args) => {
          const source = fs.readFileSync(args.path, 'utf8');
          if (!source.includes('await moduleLoader()'))
            throw new Error('libxml2-wasm: loader call not found');
          return {
            contents: source.replace('await moduleLoader()', `await moduleLoader(${libxml2Options})`),
            loader: 'js',
          };
        });
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
  '/errors': 'errors',
  '/createEngine': 'createEngine',
  '/fsReader': 'host/fsReader',
  '/fetchLoader': 'host/fetchLoader',
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
/**
 * The WebAssembly libxml2-wasm compiles at run time: its binary (inlined in its loader) and, per signature its
 * callbacks use, the small module Emscripten's addFunction builds to wrap a JavaScript function. Workers
 * refuse both compilations, so the workerd entry imports them precompiled. Taken as the loader hands them over.
 */
async function libxml2Modules(): Promise<{ binary: Uint8Array; wrappers: Record<string, Uint8Array> }> {
  const { instantiate, Module } = WebAssembly;
  const seen: Uint8Array[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: records whichever overload the loader calls
  const wasm = WebAssembly as any;
  wasm.instantiate = (source: BufferSource | WebAssembly.Module, imports?: WebAssembly.Imports) => {
    if (source instanceof Uint8Array) seen.push(source.slice());
    return instantiate(source as BufferSource, imports);
  };
  wasm.Module = function RecordingModule(bytes: Uint8Array<ArrayBuffer>) {
    seen.push(bytes.slice());
    return new Module(bytes);
  };
  try {
    const lib = path.resolve(pkgDir, '../node_modules/libxml2-wasm/lib');
    const { default: moduleLoader } = (await import(path.join(lib, 'libxml2raw.mjs'))) as {
      default: () => Promise<{ addFunction(f: () => number, sig: string): number }>;
    };
    const module = await moduleLoader();
    const binary = seen.shift() ?? fail('no WebAssembly binary seen');
    const signatures = new Set(
      ['libxml2.mjs', 'c14n.mjs'].flatMap((f) =>
        [...fs.readFileSync(path.join(lib, f), 'utf8').matchAll(/, '([vijfd]+)'\)/g)].map(
          (m) => m[1] as string,
        ),
      ),
    );
    const wrappers: Record<string, Uint8Array> = {};
    for (const sig of signatures) {
      module.addFunction(() => 0, sig);
      wrappers[sig] = seen.shift() ?? fail(`no wrapper module seen for ${sig}`);
    }
    return { binary, wrappers };
  } finally {
    wasm.instantiate = instantiate;
    wasm.Module = Module;
  }
}

function patchOnce(source: string, find: string, replace: string): string {
  if (source.split(find).length !== 2) fail(`expected exactly one ${find}`);
  return source.replace(find, replace);
}

function fail(message: string): never {
  throw new Error(`libxml2-wasm: ${message}`);
}

// Read by the bundled libxml2-wasm loader (patched above) when it starts; workerd.js imports it first.
fs.writeFileSync(
  path.join(distDir, 'useLibxml2Module.js'),
  `import libxml2 from './libxml2.wasm';
${wrapperImports}

globalThis[Symbol.for('@einvoice/validator-js/libxml2.wasm')] = libxml2;
globalThis[Symbol.for('@einvoice/validator-js/libxml2-fn')] = { ${Object.keys(libxml2.wrappers)
    .map((sig) => `${sig}: fn_${sig}`)
    .join(', ')} };
`,
);
for (const f of fs.readdirSync(path.join(pkgDir, 'src/workerd'))) {
  fs.copyFileSync(path.join(pkgDir, 'src/workerd', f), path.join(distDir, f));
}
writeRulesNotice(buildDir, path.join(distDir, 'RULES-NOTICE.md'));
console.log(`library: built ${path.relative(process.cwd(), distDir)}`);
