/**
 * What only PostgreSQL can show: two proxy processes enforcing one rate limit together, and
 * PostgreSQL stopping mid-run (clean 503s, degraded health, consistent counters after it
 * returns). Each proxy is proxy/src/main.ts in its own process; the database is a private
 * server from Debian's binaries, because this suite stops it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { apiCall } from '@einvoice/test-support/proxy/apiCall';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { startPostgres, type TestPostgres } from '@einvoice/test-support/proxy/startPostgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './storage/openDatabase.ts';
import { Repository } from './storage/repository.ts';

const VALID_XML = readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);
const dataA = keyedServerEnv();
const dataB = keyedServerEnv();
let postgres: TestPostgres;
let a: SpawnedProxy;
let b: SpawnedProxy;
let trial: { accountId: string; live: string };
let starter: { accountId: string; live: string };

/** Quota used by an account, read straight from the database. */
async function quotaUsed(accountId: string, period: string): Promise<number> {
  const db = await openDatabase({ dataDir: dataA.env.DATA_DIR, databaseUrl: postgres.url });
  try {
    return await new Repository(db.db).quotaUsed(accountId, period);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  postgres = await startPostgres(true);
  const db = await openDatabase({ dataDir: dataA.env.DATA_DIR, databaseUrl: postgres.url });
  const repo = new Repository(db.db);
  const t = await repo.createAccount('shared', 'Free Trial', new Date(), null);
  const s = await repo.createAccount('fault', 'Starter', new Date(), null);
  await db.close();
  trial = { accountId: t.accountId, live: t.live.key };
  starter = { accountId: s.accountId, live: s.live.key };
  [a, b] = await Promise.all([
    spawnProxy({ ...dataA.env, DATABASE_URL: postgres.url }),
    spawnProxy({ ...dataB.env, DATABASE_URL: postgres.url }),
  ]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await postgres?.destroy();
  dataA.cleanup();
  dataB.cleanup();
});

describe('two proxies on one PostgreSQL', () => {
  it('share one rate limit per key', async () => {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 15_000) await new Promise((r) => setTimeout(r, left + 50));
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => apiCall(`${(i % 2 ? a : b).url}/api/v3/validate`, trial.live, {})),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(60).fill(400));
    for (const proxy of [a, b]) {
      const limited = await apiCall(`${proxy.url}/api/v3/validate`, trial.live, {});
      expect([limited.status, limited.body.error.code]).toEqual([429, 'RATE_LIMITED']);
    }
  });

  it('answers 503 while PostgreSQL is down, reports it in health, and keeps counters consistent', async () => {
    const period = new Date().toISOString().slice(0, 7);
    const validate = (proxy: SpawnedProxy) =>
      apiCall(`${proxy.url}/api/v3/validate`, starter.live, { xml: VALID_XML }).catch(() => null);
    let served = 0;
    const first = await Promise.all([validate(a), validate(b)]);
    for (const r of first) if (r?.status === 200) served++;
    expect(served).toBe(2);

    // Stop the database while a burst is in flight.
    const burst = Array.from({ length: 12 }, (_, i) => validate(i % 2 ? a : b));
    await new Promise((r) => setTimeout(r, 150));
    postgres.stop?.();
    const during = await Promise.all(burst);
    for (const r of during) {
      expect(r && [200, 503].includes(r.status)).toBe(true);
      if (r?.status === 200) served++;
      else expect([r?.body.error.code, r?.headers.get('retry-after')]).toEqual(['ORACLE_UNAVAILABLE', '60']);
    }

    const t0 = performance.now();
    const down = await apiCall(`${a.url}/api/v3/validate`, starter.live, { xml: VALID_XML });
    expect([down.status, down.body.error.code]).toEqual([503, 'ORACLE_UNAVAILABLE']);
    expect(performance.now() - t0).toBeLessThan(5_000);
    const minted = await fetch(`${b.url}/api/developers/instant-key`, { method: 'POST' });
    expect(minted.status).toBe(503);
    const health = await fetch(`${a.url}/api/v3/health`);
    const body = await health.json();
    expect([health.status, body.status, body.validator.database]).toEqual([
      200,
      'degraded',
      { kind: 'postgres', state: 'unreachable' },
    ]);

    postgres.start?.();
    for (let i = 0; i < 50; i++) {
      const h = await (await fetch(`${a.url}/api/v3/health`)).json();
      if (h.validator.database?.state === 'ok') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    // Both processes serve again (a pooled connection the restart killed may cost one 503).
    for (const proxy of [a, b]) {
      let r = await validate(proxy);
      if (r?.status === 503) r = await validate(proxy);
      expect(r?.status).toBe(200);
      served++;
    }
    expect(await quotaUsed(starter.accountId, period)).toBe(served);
  });
});
