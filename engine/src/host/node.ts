import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createEngine } from '../createEngine.ts';
import type { LocalEngine } from '../engine.ts';
import { type CheckedLoader, checkedLoader } from '../loader.ts';
import { repoRoot } from './repoRoot.ts';

/** Default location of the rulesets build output in this repository. */
export const DEFAULT_BUILD_DIR = path.join(repoRoot, 'rulesets/build');

/** Reads build artefacts from a folder on disk, each checked against the manifest's SHA-256. */
export function nodeLoader(root = process.env.RULESETS_BUILD_DIR ?? DEFAULT_BUILD_DIR): CheckedLoader {
  const resolve = (p: string) => {
    const full = path.resolve(root, p);
    // The loader only serves files inside the build folder, whatever path a caller passes.
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error(`path outside the rulesets build: ${p}`);
    return full;
  };
  return checkedLoader(async (p) => new Uint8Array(await fs.readFile(resolve(p))), {
    digest: async (p) => {
      const hash = createHash('sha256');
      let size = 0;
      for await (const chunk of createReadStream(resolve(p))) {
        size += (chunk as Buffer).length;
        hash.update(chunk as Buffer);
      }
      return { sha256: hash.digest('hex'), size };
    },
  });
}

/**
 * An engine reading the rulesets build from disk. Every file of the build is checked against the
 * manifest first: a truncated, removed or swapped file refuses the engine (naming the file) rather
 * than letting it give verdicts from the wrong rules.
 */
export async function createNodeEngine(root?: string): Promise<LocalEngine> {
  const loader = nodeLoader(root);
  await loader.verifyAll();
  return createEngine({ loader });
}
