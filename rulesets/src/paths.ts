import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Root of the pinned official artefacts (read-only). RULESETS_DIR overrides the default beside the repo. */
export function rulesetsDir(): string {
  return process.env.RULESETS_DIR ?? path.resolve(here, '../../../shared/rulesets');
}

/** Where the build writes what the engine loads (git-ignored). */
export const buildDir = path.resolve(here, '../build');
