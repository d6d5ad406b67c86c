import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DigestRaw, ReadRaw } from '../loader.ts';

/** The file `p` inside the build folder `base`, whatever path a caller passes. */
function inside(base: string, p: string): string {
  const full = path.resolve(base, p);
  if (!full.startsWith(base + path.sep)) throw new Error(`path outside the rulesets build: ${p}`);
  return full;
}

/**
 * Reads raw files of a rulesets build from a folder on disk, only inside it whatever path is asked (the
 * checked loader hashes what it returns). No repository lookup here, so a published package can carry it.
 */
export function fsReader(root: string): ReadRaw {
  const base = path.resolve(root);
  return async (p) => new Uint8Array(await fs.readFile(inside(base, p)));
}

/**
 * Streams a build file through SHA-256 without holding it: checking the whole build at start then costs
 * a chunk per file instead of the build's ~180 MB at once.
 */
export function fsDigest(root: string): DigestRaw {
  const base = path.resolve(root);
  return async (p) => {
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of createReadStream(inside(base, p))) {
      size += (chunk as Buffer).length;
      hash.update(chunk as Buffer);
    }
    return { sha256: hash.digest('hex'), size };
  };
}
