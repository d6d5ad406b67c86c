import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, Repository, type RunningServer, readConfig, startServer } from '@einvoice/proxy';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv, TEST_API_KEY } from './keyedServerEnv.ts';
import { startPostgres, type TestPostgres } from './startPostgres.ts';

/** 20 Nov 2026, 10:00 UTC: the suite's start on the server clock (moved by the monthly-reset test). */
export const START = Date.UTC(2026, 10, 20, 10, 0, 0);

export const corpus = (rel: string) => readFileSync(path.join(corpusDir, rel), 'utf8');

/** Keys of the accounts a suite uses (live and test of each). */
export interface SuiteKeys {
  scale: string;
  /** The test key of starter A (no quota, 100 requests per hour). */
  starterATest: string;
  trial: string;
  trialRate: string;
  /** A Free Trial account with all 100 of its lifetime invoices used. */
  trialFull: string;
  /** A Starter account with all 1,000 of November used (served past them: overage). */
  starterFull: string;
  starterA: string;
  starterB: string;
}

export interface LegacyServer {
  url: string;
  kind: 'pglite' | 'postgres';
  keys: SuiteKeys;
  clock: { now: number };
  /** Where the server keeps its data, for reading records once it stopped. */
  storage: { dataDir: string; databaseUrl?: string };
  /** The app's route table (RunningServer.routes). */
  routes: RunningServer['routes'];
  /** Stops the server only (the database stays for inspection). */
  stopServer(): Promise<void>;
  /** Stops everything and removes the data. */
  close(): Promise<void>;
}

/**
 * A server on the embedded PGlite or on a private PostgreSQL, on an injected clock, with accounts on each
 * plan. Quota rows are set before start-up where a test needs an almost or fully used allowance: the Free
 * Trial account has used 95 of its 100 (lifetime), another all 100, one Starter account all 1,000 of November.
 */
export async function startLegacyServer(kind: 'pglite' | 'postgres'): Promise<LegacyServer> {
  const data = keyedServerEnv();
  let postgres: TestPostgres | undefined;
  if (kind === 'postgres') postgres = await startPostgres();
  const databaseUrl = postgres?.url;
  const storage = databaseUrl ? { dataDir: data.env.DATA_DIR, databaseUrl } : { dataDir: data.env.DATA_DIR };
  const db = await openDatabase(storage);
  const repo = new Repository(db.db);
  const at = new Date(START);
  const account = (name: string, plan: string) => repo.createAccount(name, plan, at, null);
  const trial = await account('trial', 'Free Trial');
  const trialRate = await account('trial-rate', 'Free Trial');
  const trialFull = await account('trial-full', 'Free Trial');
  const starterFull = await account('starter-full', 'Starter');
  const starterA = await account('starter-a', 'Starter');
  const starterB = await account('starter-b', 'Starter');
  await db.db
    .insertInto('quota_usage')
    .values([
      { account_id: trial.accountId, period: 'lifetime', used: 95 },
      { account_id: trialFull.accountId, period: 'lifetime', used: 100 },
      { account_id: starterFull.accountId, period: '2026-11', used: 1_000 },
    ])
    .execute();
  await db.close();

  const clock = { now: START };
  let server: RunningServer;
  try {
    server = await startServer(
      readConfig({
        ...data.env,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        ENGINE_WORKERS: '1',
        WEB_DIST: '/none',
      }),
      () => clock.now,
    );
  } catch (err) {
    await postgres?.destroy();
    data.cleanup();
    throw err;
  }
  let running = true;
  const stopServer = async () => {
    if (running) await server.close();
    running = false;
  };
  return {
    url: server.url,
    routes: server.routes,
    kind,
    clock,
    storage,
    stopServer,
    keys: {
      scale: TEST_API_KEY,
      starterATest: starterA.test.key,
      trial: trial.live.key,
      trialRate: trialRate.live.key,
      trialFull: trialFull.live.key,
      starterFull: starterFull.live.key,
      starterA: starterA.live.key,
      starterB: starterB.live.key,
    },
    close: async () => {
      await stopServer();
      await postgres?.destroy();
      data.cleanup();
    },
  };
}
