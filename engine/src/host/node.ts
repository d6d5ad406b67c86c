import path from 'node:path';
import { createEngine } from '../createEngine.ts';
import type { LocalEngine } from '../engine.ts';
import { type CheckedLoader, checkedLoader } from '../loader.ts';
import { fsDigest, fsReader } from './fsReader.ts';
import { nodeSha256Hex } from './nodeSha256.ts';
import { repoRoot } from './repoRoot.ts';

/** Default location of the rulesets build output in this repository. */
export const DEFAULT_BUILD_DIR = path.join(repoRoot, 'rulesets/build');

/** Reads build artefacts from a folder on disk, each checked against the manifest's SHA-256. */
export function nodeLoader(root = process.env.RULESETS_BUILD_DIR ?? DEFAULT_BUILD_DIR): CheckedLoader {
  return checkedLoader(fsReader(root), { digest: fsDigest(root) });
}

/**
 * An engine reading the rulesets build from disk. Every file of the build is checked against the
 * manifest first: a truncated, removed or swapped file refuses the engine (naming the file) rather
 * than letting it give verdicts from the wrong rules.
 */
export async function createNodeEngine(root?: string): Promise<LocalEngine> {
  const loader = nodeLoader(root);
  await loader.verifyAll();
  return createEngine({ loader, sha256: nodeSha256Hex });
}
