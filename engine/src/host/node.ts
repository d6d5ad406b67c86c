import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEngine } from '../createEngine.ts';
import type { Engine } from '../engine.ts';
import type { RulesetLoader } from '../loader.ts';

/** Default location of the rulesets build output in this repository. */
export const DEFAULT_BUILD_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../rulesets/build',
);

/** Reads build artefacts from a folder on disk. */
export function nodeLoader(root = process.env.RULESETS_BUILD_DIR ?? DEFAULT_BUILD_DIR): RulesetLoader {
  const resolve = (p: string) => {
    const full = path.resolve(root, p);
    // The loader only serves files inside the build folder, whatever path a caller passes.
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error(`path outside the rulesets build: ${p}`);
    return full;
  };
  return {
    text: (p) => fs.readFile(resolve(p), 'utf8'),
    bytes: async (p) => new Uint8Array(await fs.readFile(resolve(p))),
  };
}

/** An engine reading the rulesets build from disk. */
export function createNodeEngine(root?: string): Promise<Engine> {
  return createEngine({ loader: nodeLoader(root) });
}
