import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildDir } from '@einvoice/rulesets/paths';
import {
  builtReleases,
  REGISTRY_FILE,
  type RegistryRelease,
  readRegistry,
} from '@einvoice/rulesets/registry';

/**
 * Test support: a rules build whose registry is the repository's as `edit` changes it — links to the real build's
 * files and a manifest of its own — so a server started on it (RULESETS_BUILD_DIR=<dir>/build) shows what every
 * surface derives from the registry. Returns the folder to remove afterwards.
 */
export function buildWithRegistry(edit: (releases: RegistryRelease[]) => RegistryRelease[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rulesets-registry-'));
  const registry = JSON.parse(fs.readFileSync(REGISTRY_FILE, 'utf8'));
  registry.releases = edit(registry.releases);
  const registryFile = path.join(dir, 'registry.json');
  fs.writeFileSync(registryFile, JSON.stringify(registry));
  const build = path.join(dir, 'build');
  fs.mkdirSync(build);
  for (const name of fs.readdirSync(buildDir))
    if (name !== 'manifest.json') fs.symlinkSync(path.join(buildDir, name), path.join(build, name));
  const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'manifest.json'), 'utf8'));
  manifest.releases = builtReleases(readRegistry(registryFile));
  fs.writeFileSync(path.join(build, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}
