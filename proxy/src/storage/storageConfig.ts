import path from 'node:path';

/** Where the proxy keeps accounts, keys and counters. */
export interface StorageConfig {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database (and the admin socket); created on first start. */
  dataDir: string;
}

/** Reads DATABASE_URL and DATA_DIR (default ./data, resolved against the working directory). */
export function readStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  return env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, dataDir } : { dataDir };
}
