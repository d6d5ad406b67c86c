import path from 'node:path';
import { repoRoot } from '@einvoice/engine/repoRoot';

/** Root of the pinned official artefacts (read-only). RULESETS_DIR overrides the default beside the repo. */
export function rulesetsDir(): string {
  return process.env.RULESETS_DIR ?? path.resolve(repoRoot, '../shared/rulesets');
}

/** Where the build writes what the engine loads (git-ignored). */
export const buildDir = path.join(repoRoot, 'rulesets/build');
