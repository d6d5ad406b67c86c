import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installTarball, type ScratchProject, workspaceRoot } from './scratchProject.ts';

/**
 * A copy of `examples/<name>` under os.tmpdir() with the packed package installed from `tarball`, offline, as
 * a stranger who copied the example would have it. The example's own tools (Vite, Wrangler) are left out of
 * the install, which would need the registry: the tests build and serve with the workspace's.
 */
export function installExample(name: string, tarball: string): ScratchProject {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `einvoice-example-${name}-`));
  fs.cpSync(path.join(workspaceRoot, 'examples', name), dir, {
    recursive: true,
    filter: (src) => !['node_modules', 'dist'].includes(path.basename(src)),
  });
  const manifestFile = path.join(dir, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
  delete manifest.devDependencies;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  installTarball(dir, tarball);
  return { dir, tarball, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
