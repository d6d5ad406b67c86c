/**
 * Admission beside the engine call (admission.ts, createAuth.ts), in process: the real authentication
 * middleware on an embedded database, and an engine pool double that counts the calls handed to it. What
 * must hold whatever runs beside what: the answer waits for the admission, a refusal answers instead of a
 * result or a malformed body, a failed call gives its unit back, and a caller whose limit was seen used up
 * puts no work on the engine.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ValidateInput, ValidateResult } from '@einvoice/engine';
import { fail } from '@einvoice/engine/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { EngineJson, EnginePool } from '../engine/pool.ts';
import { type OpenDatabase, openDatabase } from '../storage/openDatabase.ts';
import { Repository } from '../storage/repository.ts';
import { createAuth } from './createAuth.ts';
import { PLANS, quotaPeriod } from './plans.ts';

const NOW = Date.UTC(2026, 10, 20, 10, 0, 0);

/** A pool double: validates with `answer` after `delayMs`, counting the calls it was handed. */
function countingPool(answer: (input: ValidateInput) => ValidateResult, delayMs = 0) {
  const handed: ValidateInput[] = [];
  const json = async (call: Parameters<EnginePool['json']>[0]): Promise<EngineJson> => {
    if (call.type !== 'validate') throw new Error(`${call.type} is not used by these tests`);
    handed.push(call.input);
    await new Promise((r) => setTimeout(r, delayMs));
    return { json: JSON.stringify(answer(call.input)), engineMs: delayMs };
  };
  const unused = () => Promise.reject(new Error('not used by these tests'));
  const pool: EnginePool = {
    validate: unused,
    inspect: unused,
    remediate: unused,
    fix: unused,
    convert: unused,
    render: unused,
    json,
    info: () => ({
      artefacts: [],
      scenarios: [],
      rulesets: [],
      releases: [],
      integrity: { algorithm: 'sha256', files: {} },
      layers: [],
    }),
    state: () => ({ workers: 1, ready: 1, busy: 0, queue: 0, maxQueue: 8, restarts: 0 }),
    close: async () => {},
  };
  return { pool, handed };
}

const valid = { valid: true, sha256: 'abc' } as ValidateResult;

describe('admission beside the engine call', () => {
  let dir: string;
  let database: OpenDatabase;
  let repo: Repository;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'admission-'));
    database = await openDatabase({ dataDir: dir });
    repo = new Repository(database.db);
  });

  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** An account on `plan` with `used` units of its current quota period taken; its live key. */
  async function account(plan: 'Starter' | 'Free Trial', used: number) {
    const issued = await repo.createAccount(plan, plan, new Date(NOW), null);
    if (used > 0) {
      await database.db
        .insertInto('quota_usage')
        .values({ account_id: issued.accountId, period: quotaPeriod(PLANS[plan], NOW), used })
        .execute();
    }
    return { accountId: issued.accountId, key: issued.live.key };
  }
  /** A Starter account (1,000 units of November, overage billed past them). */
  const starter = (used: number) => account('Starter', used);
  /** A Free Trial account (100 units, lifetime, refused past them). */
  const trial = (used: number) => account('Free Trial', used);

  /** One server (one authentication middleware, so one memory of full limits): its validate call. */
  function app(pool: EnginePool) {
    const served = createApp({ pool, version: 'test', auth: createAuth(repo, () => NOW, '/pricing') });
    return (key: string, body: string) =>
      served.request('/api/v3/validate', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body,
      });
  }

  it('answers only once admitted, and says in Server-Timing that the admission ran beside the engine', async () => {
    const { pool, handed } = countingPool(() => valid, 20);
    const { accountId, key } = await starter(0);
    const res = await app(pool)(key, JSON.stringify({ xml: '<a/>' }));
    expect(res.status).toBe(200);
    expect(handed).toHaveLength(1);
    expect(await repo.quotaUsed(accountId, '2026-11')).toBe(1);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('119');
    expect(res.headers.get('server-timing')).toMatch(/(^|, )admit;dur=[\d.]+;desc="beside pool"/);
  });

  it('refuses a used-up quota with 402 instead of the result, and hands a known refusal nothing', async () => {
    const { pool, handed } = countingPool(() => valid, 20);
    const { accountId, key } = await trial(100);
    const request = app(pool);
    const first = await request(key, JSON.stringify({ xml: '<a/>' }));
    expect(first.status).toBe(402);
    expect((await first.json()).error.code).toBe('QUOTA_EXCEEDED');
    // This process had not seen the quota used up, so the first call went to the engine beside its admission;
    // from now on the admission comes first and a refused request never reaches the engine.
    expect(handed).toHaveLength(1);
    for (let i = 0; i < 3; i++) {
      const again = await request(key, JSON.stringify({ xml: '<a/>' }));
      expect(again.status).toBe(402);
      expect(again.headers.get('server-timing')).not.toContain('beside');
    }
    expect(handed).toHaveLength(1);
    expect(await repo.quotaUsed(accountId, 'lifetime')).toBe(100);
  });

  it('answers a refusal rather than a malformed body, as when the admission came first', async () => {
    const { pool, handed } = countingPool(() => valid);
    const { key } = await trial(100);
    const res = await app(pool)(key, '{"xml": ');
    expect(res.status).toBe(402);
    expect((await res.json()).error.code).toBe('QUOTA_EXCEEDED');
    expect(handed).toHaveLength(0);
  });

  it('gives the unit back when the engine call fails, and counts the request in the rate window', async () => {
    const { pool } = countingPool(() => fail('MALFORMED_XML', 'not well-formed'), 10);
    const { accountId, key } = await starter(10);
    const res = await app(pool)(key, JSON.stringify({ xml: '<a' }));
    expect(res.status).toBe(422);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('119');
    expect(await repo.quotaUsed(accountId, '2026-11')).toBe(10);
  });

  it('answers a malformed body with 400 once admitted, and gives its unit back', async () => {
    const { pool, handed } = countingPool(() => valid);
    const { accountId, key } = await starter(10);
    const res = await app(pool)(key, '{"xml": ');
    expect([res.status, (await res.json()).error.code]).toEqual([400, 'INVALID_JSON']);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('119');
    expect(handed).toHaveLength(0);
    expect(await repo.quotaUsed(accountId, '2026-11')).toBe(10);
  });
});
