import fs from 'node:fs';
import path from 'node:path';

/**
 * The nearest folder at or above `from` whose package.json declares the npm workspaces: the repository.
 * Found by walking up rather than by a fixed number of `..` from the calling module, so a path into the
 * repository (the rules build, the web app, the data beside the repository) is the same from the
 * TypeScript sources and from the server bundle that setup writes to proxy/dist/.
 */
export function findRepoRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && 'workspaces' in JSON.parse(fs.readFileSync(manifest, 'utf8'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no npm workspace root at or above ${from}`);
  }
}

/** The repository this module runs from (as source or bundled). */
export const repoRoot = findRepoRoot(import.meta.dirname);
