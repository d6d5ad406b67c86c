import path from 'node:path';
import { repoRoot } from '@einvoice/engine/repoRoot';

/** Where the proxy keeps accounts, keys and counters. */
export interface StorageConfig {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database (and the admin socket); created on first start. */
  dataDir: string;
}

/**
 * Reads DATABASE_URL and DATA_DIR (a relative one from the working directory: the caller's folder under npm).
 * The default is the clone's `data/`, wherever the server or the keys CLI is called from, so both find the same.
 */
export function readStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(repoRoot, 'data');
  return env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir } : { dataDir };
}
