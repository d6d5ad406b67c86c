import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ScratchProject } from './scratchProject.ts';
import { workspaceRoot } from './scratchProject.ts';

/** The tarball's path as the examples' READMEs write it, for the path `npm run pack:library` printed. */
const TARBALL_PLACEHOLDER = /\/path\/to\/einvoice-validator-js-[\d.]+\.tgz/;

/** The commands of an example's README: the lines of its first `sh` block, comments left out. */
export function readmeCommands(name: string): string[] {
  const readme = fs.readFileSync(path.join(workspaceRoot, 'examples', name, 'README.md'), 'utf8');
  const block = /```sh\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error(`examples/${name}/README.md has no sh block`);
  return block
    .split('\n')
    .map((l) => l.replace(/\s+#.*$/, '').trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/**
 * A copy of `examples/<name>` under os.tmpdir() with the packed package installed by the README's own install
 * command, for `tarball`, offline and without scripts (npm's configuration through the environment), as a
 * stranger who copied the example would have it. The example's own tools (Vite, Wrangler) are left out of the
 * install, which would need the registry: the tests build and serve with the workspace's.
 */
export function installExample(name: string, tarball: string): ScratchProject {
  const install = readmeCommands(name).find((c) => c.startsWith('npm install '));
  if (!install || !TARBALL_PLACEHOLDER.test(install))
    throw new Error(`examples/${name}/README.md: no 'npm install /path/to/<tarball>' command`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `einvoice-example-${name}-`));
  fs.cpSync(path.join(workspaceRoot, 'examples', name), dir, {
    recursive: true,
    filter: (src) => !['node_modules', 'dist'].includes(path.basename(src)),
  });
  const manifestFile = path.join(dir, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
  delete manifest.devDependencies;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  execFileSync('bash', ['-euo', 'pipefail', '-c', install.replace(TARBALL_PLACEHOLDER, tarball)], {
    cwd: dir,
    env: {
      ...process.env,
      npm_config_offline: 'true',
      npm_config_ignore_scripts: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { dir, tarball, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
