import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { type DataDirProblem, lockDataDir, pgliteDir } from './dataDirLock.ts';
import { initPgliteApart } from './initPglite.ts';
import { migrateToLatest } from './migrations.ts';
import type { Database } from './schema.ts';
import type { StorageConfig } from './storageConfig.ts';
import { databaseOutageLog } from './withDatabase.ts';

/** An open, migrated database. */
export interface OpenDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Why the embedded database's folder cannot take writes now (always null for PostgreSQL). */
  writeProblem(): DataDirProblem | null;
  close(): Promise<void>;
}

/**
 * Bounds on every PostgreSQL round trip: a request that needs the database while it is down
 * must fail within seconds (503), never hang on a dead socket.
 */
const CONNECT_TIMEOUT_MS = 2_000;
const QUERY_TIMEOUT_MS = 5_000;

/**
 * Opens PostgreSQL (DATABASE_URL) or the embedded PGlite under dataDir, then runs pending migrations.
 * PGlite is opened only under the DATA_DIR lock, held until close.
 */
export async function openDatabase(config: StorageConfig): Promise<OpenDatabase> {
  const lock = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  const { db, kind } = config.databaseUrl
    ? postgres(config.databaseUrl)
    : await pglite(config.dataDir).catch(async (err: unknown) => {
        await lock?.release();
        throw err;
      });
  const close = async () => {
    await db.destroy();
    await lock?.release();
  };
  try {
    await migrateToLatest(db);
  } catch (err) {
    await close();
    throw err;
  }
  return { db, kind, writeProblem: () => lock?.problem() ?? null, close };
}

function postgres(connectionString: string) {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    statement_timeout: QUERY_TIMEOUT_MS,
    idleTimeoutMillis: 10_000,
  });
  // A connection dropped by the server (restart, failover) is not a crash: pg emits 'error' on
  // idle and on checked-out clients alike, the pool discards them, the next checkout
  // reconnects, and a request that cannot gets 503.
  const lost = (err: Error) => databaseOutageLog.failed(`database connection lost: ${err.message}`);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' as const };
}

/**
 * PostgreSQL's default of 128 MB of shared buffers lives in PGlite's WebAssembly memory, which is touched at start
 * and never handed back: 110 MB of the server's resident memory for a database whose hot rows (keys, quotas, the
 * latest records) fit in a few MB; the operating system's page cache still holds the files under it.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

async function pglite(dataDir: string) {
  // PGlite creates files (its write-ahead log holds webhook secrets) for as long as it runs: none of them, nor
  // anything else this process writes from now on, is readable by other users, whatever DATA_DIR's mode.
  process.umask(process.umask(0o077) | 0o077);
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
  await initPgliteApart(pgliteDir(dataDir), startParams);
  const client = new PGlite(pgliteDir(dataDir), { startParams });
  return { db: new Kysely<Database>({ dialect: new PGliteDialect(client) }), kind: 'pglite' as const };
}
