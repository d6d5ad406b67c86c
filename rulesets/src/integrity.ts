import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RulesetIntegrity } from './manifest.ts';

/**
 * The folders the build writes and its manifest's integrity table covers (besides `manifest.json` and the
 * `.cache` of compiled stylesheets).
 */
export const BUILD_FOLDERS = ['xsd', 'sef', 'rules', 'fonts'] as const;

/** Lower-case hex SHA-256 of a file's bytes. */
export function sha256File(file: string): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Every file under `folders` of the build root, as sorted '/'-separated build-relative paths. */
function listFiles(root: string, folders: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  for (const folder of folders) if (fs.existsSync(path.join(root, folder))) walk(folder);
  return out.sort();
}

/** The integrity table of a build: the SHA-256 of every file under `folders`. */
export function hashBuildFiles(root: string, folders: readonly string[]): RulesetIntegrity {
  const files: Record<string, string> = {};
  for (const rel of listFiles(root, folders)) files[rel] = sha256File(path.join(root, rel));
  return { algorithm: 'sha256', files };
}
