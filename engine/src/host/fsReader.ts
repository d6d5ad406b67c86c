import fs from 'node:fs/promises';
import path from 'node:path';
import type { ReadRaw } from '../loader.ts';

/**
 * Reads raw files of a rulesets build from a folder on disk, only inside it whatever path is asked (the
 * checked loader hashes what it returns). No repository lookup here, so a published package can carry it.
 */
export function fsReader(root: string): ReadRaw {
  const base = path.resolve(root);
  return async (p) => {
    const full = path.resolve(base, p);
    if (!full.startsWith(base + path.sep)) throw new Error(`path outside the rulesets build: ${p}`);
    return new Uint8Array(await fs.readFile(full));
  };
}
