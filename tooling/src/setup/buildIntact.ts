import fs from 'node:fs';
import path from 'node:path';
import type { RulesetIntegrity } from '@einvoice/rulesets';
import { BUILD_FOLDERS, hashBuildFiles } from '@einvoice/rulesets/integrity';
import { inputsFingerprint, upToDate, writeStamp } from './inputsFingerprint.ts';

/**
 * What keeps a build folder from being exactly what its manifest lists, the first file named ('manifest.json:
 * missing', 'rules/x.json: SHA-256 differs from the manifest's', 'rules/y.json: not listed in the manifest'),
 * or null when every file under the build folders is listed and matches. Reads and hashes every file.
 */
export function buildMismatch(out: string): string | null {
  const manifestFile = path.join(out, 'manifest.json');
  let recorded: Partial<RulesetIntegrity> | undefined;
  try {
    recorded = JSON.parse(fs.readFileSync(manifestFile, 'utf8')).integrity;
  } catch (e) {
    return `manifest.json: missing or unreadable (${e instanceof Error ? e.message : String(e)})`;
  }
  if (recorded?.algorithm !== 'sha256' || typeof recorded.files !== 'object' || recorded.files === null) {
    return 'manifest.json: carries no SHA-256 table';
  }
  const expected = recorded.files;
  const actual = hashBuildFiles(out, BUILD_FOLDERS).files;
  for (const file of Object.keys(expected).sort()) {
    if (!Object.hasOwn(actual, file)) return `${file}: missing`;
    if (actual[file] !== expected[file]) return `${file}: SHA-256 differs from the manifest's`;
  }
  const unlisted = Object.keys(actual).find((file) => !Object.hasOwn(expected, file));
  return unlisted === undefined ? null : `${unlisted}: not listed in the manifest`;
}

/**
 * Whether the build folder's files are still exactly what its manifest lists. The SHA-256 of every file
 * (some 80 MB) is computed only when their paths, sizes or modification times changed since the last check
 * that passed, whose stat fingerprint `stamp` keeps: a second start reads no artefact here. The server
 * checks every hash again when it starts, so a file swapped with its size and time kept is still refused.
 */
export function buildIntact(out: string, stamp: string): boolean {
  const manifestFile = path.join(out, 'manifest.json');
  if (!fs.existsSync(manifestFile)) return false;
  const seen = inputsFingerprint([manifestFile, ...BUILD_FOLDERS.map((folder) => path.join(out, folder))]);
  if (upToDate(stamp, seen)) return true;
  if (buildMismatch(out) !== null) return false;
  writeStamp(stamp, seen);
  return true;
}
