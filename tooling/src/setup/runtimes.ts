/**
 * `npm run setup -- --runtimes`: installs the runtimes only the library's runtime tests run (Node 22, Bun, Deno,
 * workerd) into tooling/runtimes/ from its own lock, with `npm ci` (the registry, the lock's pinned versions and
 * integrity hashes). A stamp of the lock's fingerprint, inside the folder's node_modules so `npm ci`'s wipe takes
 * it too, skips the install while the lock is unchanged.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runtimesDir } from '@einvoice/test-support/library/scratchProject';
import { inputsFingerprint, upToDate, writeStamp } from './inputsFingerprint.ts';

/** Installs the runtimes unless the lock is the one last installed; whether it installed. */
export function ensureRuntimes(dir: string = runtimesDir): boolean {
  const stamp = path.join(dir, 'node_modules/.cache/einvoice-check/lock.sha256');
  const fingerprint = inputsFingerprint([
    path.join(dir, 'package.json'),
    path.join(dir, 'package-lock.json'),
  ]);
  if (upToDate(stamp, fingerprint)) return false;
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`setup: npm ci in ${dir} failed (exit ${r.status})`);
  writeStamp(stamp, fingerprint);
  return true;
}
