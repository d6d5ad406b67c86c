import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@einvoice/engine/repoRoot';
import { sourceFiles } from '@einvoice/test-support/imports/importGraph';
import { describe, expect, it } from 'vitest';
import type { SourceText } from './boundaryRules.ts';
import { checkHostEntries, type LibraryManifest, packedEntries } from './hostEntries.ts';

/** The entry files of the two hosts: the server's engine worker thread and the page's engine Worker. */
const HOSTS = ['proxy/src/engine/engineWorker.ts', 'web/src/worker/engine.worker.ts'];

const library = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'library/package.json'), 'utf8'),
) as LibraryManifest;
const sources: SourceText[] = ['proxy/src', 'web/src'].flatMap((dir) =>
  sourceFiles(path.join(repoRoot, dir)).map((f) => ({
    file: path.relative(repoRoot, f).split(path.sep).join('/'),
    text: fs.readFileSync(f, 'utf8'),
  })),
);

describe('the server and the page use the library as a stranger would (issue 28)', () => {
  it('build and call the engine only through entries the packed package exports', () => {
    expect(checkHostEntries(HOSTS, sources, library)).toEqual([]);
  });

  it('reads the packed entries from the package manifest: dist targets, not the workspace sources', () => {
    expect(packedEntries(library)).toEqual(expect.arrayContaining(['.', './host', './node']));
  });
});

describe('the host entry rules can fail', () => {
  const lib: LibraryManifest = {
    name: '@einvoice/validator-js',
    files: ['dist'],
    exports: {
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './host': { '@einvoice/source': './src/host.ts', default: './dist/host.js' },
      './dev': { '@einvoice/source': './src/dev.ts' },
      './src': './src/index.ts',
    },
  };
  const rulesOf = (files: SourceText[]) =>
    checkHostEntries(['h/worker.ts'], files, lib).map((v) => `${v.rule}: ${v.where}`);

  it('offers only entries whose published targets ship', () => {
    expect(packedEntries(lib)).toEqual(['.', './host']);
  });

  it('accepts a worker that builds its engine through a packed entry, over its own modules', () => {
    expect(
      rulesOf([
        { file: 'h/worker.ts', text: "import { serve } from './serve.ts';" },
        { file: 'h/serve.ts', text: "import { validatorOver } from '@einvoice/validator-js/host';" },
      ]),
    ).toEqual([]);
  });

  it('finds the private engine anywhere in the worker graph', () => {
    expect(
      rulesOf([
        { file: 'h/worker.ts', text: "import { v } from '@einvoice/validator-js';\nimport './a/serve.ts';" },
        { file: 'h/a/serve.ts', text: "const e = await import('@einvoice/engine/node');" },
      ]),
    ).toEqual(['engine-import: h/a/serve.ts → @einvoice/engine/node']);
  });

  it('finds an entry only the workspace resolves, or none at all', () => {
    expect(
      rulesOf([
        {
          file: 'h/worker.ts',
          text: "import { a } from '@einvoice/validator-js/dev';\nimport { b } from '@einvoice/validator-js/src';",
        },
      ]),
    ).toEqual([
      'unpublished-entry: h/worker.ts → @einvoice/validator-js/dev',
      'unpublished-entry: h/worker.ts → @einvoice/validator-js/src',
    ]);
    expect(rulesOf([{ file: 'h/worker.ts', text: "import { x } from './x.ts';" }])).toEqual([
      'no-library-import: h/worker.ts',
    ]);
    expect(rulesOf([])).toEqual(['missing-entry: h/worker.ts']);
  });
});
