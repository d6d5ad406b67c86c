import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { logger } from '../log/logger.ts';

/** Why the embedded database cannot be written, or null when it can. */
export type DataDirProblem = 'missing' | 'unwritable' | 'lock-lost';

/** The exclusive hold of one server (or one keys CLI run) on a DATA_DIR. */
export interface DataDirLock {
  /** Checked at most once a second; health and every write ask it. */
  problem(): DataDirProblem | null;
  release(): Promise<void>;
}

/**
 * The lock is a directory `DATA_DIR/server.lock` whose time stamp its holder refreshes every second
 * (proper-lockfile); one left by a killed process counts as stale after 5 s, so a restart waits up to
 * that long for it instead of failing.
 */
const LOCK = { stale: 5_000, update: 1_000, realpath: false } as const;
const ACQUIRE_RETRIES = { retries: 7, minTimeout: 1_000, maxTimeout: 1_000 } as const;
const RECHECK_MS = 1_000;

const lockOptions = (dataDir: string) => ({ ...LOCK, lockfilePath: path.join(dataDir, 'server.lock') });

/** The embedded database's folder inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * Takes DATA_DIR for this process, or throws naming the lock when another live process holds it: two
 * processes on one PGlite directory would keep two diverging counters.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  ensurePrivate(dataDir);
  let lost = false;
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      ...lockOptions(dataDir),
      retries: ACQUIRE_RETRIES,
      onCompromised: (err) => {
        // The lock folder or DATA_DIR itself was removed or became unwritable under the running server.
        lost = true;
        logger.error({ err, dataDir }, 'lost the DATA_DIR lock: writes are refused until restart');
      },
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new Error(
        `another process holds ${path.join(dataDir, 'server.lock')}: one server (or keys CLI) per DATA_DIR`,
      );
    }
    throw err;
  }
  let checkedAt = Number.NEGATIVE_INFINITY;
  let last: DataDirProblem | null = null;
  return {
    problem: () => {
      if (lost) return 'lock-lost';
      const now = performance.now();
      if (now - checkedAt < RECHECK_MS) return last;
      checkedAt = now;
      last = probe(dataDir);
      return last;
    },
    release: () => (lost ? Promise.resolve() : release().catch(() => {})),
  };
}

/**
 * Creates DATA_DIR for this user alone (mode 0700): its database holds key hashes and, in its write-ahead log,
 * webhook secrets. An existing one is left as the operator set it, with a warning when others may enter it.
 */
function ensurePrivate(dataDir: string): void {
  if (!existsSync(dataDir)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    return;
  }
  const mode = statSync(dataDir).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    logger.warn(
      { dataDir, mode: mode.toString(8) },
      `DATA_DIR is open to other users (mode ${mode.toString(8)}) and holds webhook secrets: chmod 700 ${dataDir}`,
    );
  }
}

/** Whether a live process holds DATA_DIR's lock. */
export function isDataDirLocked(dataDir: string): Promise<boolean> {
  if (!existsSync(dataDir)) return Promise.resolve(false);
  return lockfile.check(dataDir, lockOptions(dataDir));
}

function probe(dataDir: string): DataDirProblem | null {
  if (!existsSync(pgliteDir(dataDir))) return 'missing';
  try {
    accessSync(dataDir, constants.W_OK);
    accessSync(pgliteDir(dataDir), constants.W_OK);
    return null;
  } catch {
    return 'unwritable';
  }
}
