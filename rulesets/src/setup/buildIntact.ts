import fs from 'node:fs';
import path from 'node:path';
import { BUILD_FOLDERS, hashBuildFiles } from '../integrity.ts';
import { inputsFingerprint, upToDate, writeStamp } from './inputsFingerprint.ts';

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
  try {
    const { integrity } = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    if (JSON.stringify(hashBuildFiles(out, BUILD_FOLDERS)) !== JSON.stringify(integrity)) return false;
  } catch {
    return false;
  }
  writeStamp(stamp, seen);
  return true;
}
