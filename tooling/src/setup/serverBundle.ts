import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Metafile, Plugin } from 'esbuild';
import { inputsFingerprint, upToDate, writeStamp } from './inputsFingerprint.ts';

/**
 * The server as plain JavaScript, so `npm start` runs it with Node alone instead of transpiling every module
 * through tsx at each start (seconds of CPU). Setup writes it to `proxy/dist/` (git-ignored) when its sources
 * changed; tests and the dev tools keep running the TypeScript sources.
 */
export interface BundleSpec {
  /** Folder the bundle's relative paths (and esbuild's) start from. */
  root: string;
  /** Output name (without `.mjs`) → entry source. */
  entries: Record<string, string>;
  outDir: string;
  /** Files and folders whose paths, sizes and times decide whether the bundle is stale. */
  inputs: string[];
}

/**
 * The server bundle: the entry of `npm start`, the engine worker's, which the pool starts beside it, and the
 * preparation of a new embedded database, which the server runs as a process of its own (initPglite.ts).
 */
export function serverBundleSpec(repo: string): BundleSpec {
  const from = (...p: string[]) => path.join(repo, ...p);
  return {
    root: repo,
    entries: {
      main: from('proxy/src/main.ts'),
      engineWorker: from('proxy/src/engine/engineWorker.ts'),
      prepareDatabase: from('proxy/src/storage/prepareDatabase.ts'),
    },
    outDir: from('proxy/dist'),
    inputs: [
      from('engine/src'),
      from('proxy/src'),
      from('rulesets/src'),
      from('knowledge/src'),
      from('library/src'),
      // The package files: export maps resolve the workspace imports, and the server imports its own.
      from('engine/package.json'),
      from('proxy/package.json'),
      from('rulesets/package.json'),
      from('knowledge/package.json'),
      from('library/package.json'),
      from('package.json'),
      from('package-lock.json'),
      from('tsconfig.base.json'),
    ],
  };
}

const STAMP = '.inputs.sha256';
/**
 * The export condition under which `@einvoice/validator-js` entries name their TypeScript sources in this
 * workspace (the published package resolves to its dist/; docs/library.md); tsconfig, vite and vitest name it too.
 */
export const SOURCE_CONDITION = '@einvoice/source';
const esbuildVersion = () =>
  (createRequire(import.meta.url)('esbuild/package.json') as { version: string }).version;

/**
 * Our workspace packages (`@einvoice/*`) and relative imports are bundled; every other package stays an
 * import resolved from node_modules at run time, so packages that find their own files beside them
 * (libxml2-wasm's and PGlite's wasm, fonts) keep working unchanged.
 */
const thirdPartyExternal: Plugin = {
  name: 'third-party-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@einvoice/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Writes the bundle afresh (chunks of a previous build removed) and returns what esbuild read. */
export async function buildBundle(spec: BundleSpec): Promise<Metafile> {
  const { build } = await import('esbuild');
  fs.rmSync(spec.outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: spec.root,
    entryPoints: spec.entries,
    outdir: spec.outDir,
    bundle: true,
    // Split so the modules the server imports on first use (`import()`) stay out of the start-up path.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    // Flat: every file of the bundle sits in outDir, where the pool finds the worker entry beside its own.
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    // The library package's host entries from their sources (docs/library.md), bundled like the engine.
    conditions: [SOURCE_CONDITION],
    plugins: [thirdPartyExternal],
  });
  return result.metafile;
}

/**
 * Builds the bundle when its inputs changed since the last build (or `force`), or an entry is missing;
 * returns whether it built. Like the other setup steps it compares paths, sizes and times, reading no file.
 */
export async function ensureBundle(spec: BundleSpec, force = false): Promise<boolean> {
  const stamp = path.join(spec.outDir, STAMP);
  const fingerprint = inputsFingerprint(spec.inputs, [
    `esbuild ${esbuildVersion()}`,
    ...Object.entries(spec.entries).map(([name, file]) => `entry ${name} ${file}`),
  ]);
  const entriesPresent = Object.keys(spec.entries).every((name) =>
    fs.existsSync(path.join(spec.outDir, `${name}.mjs`)),
  );
  if (!force && entriesPresent && upToDate(stamp, fingerprint)) return false;
  await buildBundle(spec);
  writeStamp(stamp, fingerprint);
  return true;
}
