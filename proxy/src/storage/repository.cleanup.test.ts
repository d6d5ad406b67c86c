import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../lib/apiKey.ts';
import { type OpenDatabase, openDatabase } from './openDatabase.ts';
import { Repository } from './repository.ts';

const HOUR = 3_600_000;
let dataDir: string;
let database: OpenDatabase;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'proxy-cleanup-'));
  database = await openDatabase({ dataDir });
});

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('Repository upkeep on the embedded database', () => {
  it('drops expired instant keys and old rate windows, and only those', async () => {
    const repo = new Repository(database.db);
    const now = Date.now();
    const old = await repo.createInstantKey(new Date(now - 30 * HOUR), new Date(now - 29 * HOUR), 10);
    const recent = await repo.createInstantKey(new Date(now - 2 * HOUR), new Date(now - HOUR), 10);
    const live = await repo.createInstantKey(new Date(now), new Date(now + HOUR), 10);
    const account = await repo.createAccount(
      'kept',
      'Starter',
      new Date(now - 30 * HOUR),
      new Date(now - 29 * HOUR),
    );
    await repo.hitWindow('b', new Date(now - 25 * HOUR), 10);
    await repo.hitWindow('b', new Date(now - HOUR), 10);

    await repo.pruneExpiredInstantKeys(new Date(now - 24 * HOUR));
    await repo.pruneWindows(new Date(now - 24 * HOUR));

    expect(await repo.findKey(hashApiKey(old.key))).toBeNull();
    expect(await repo.findKey(hashApiKey(recent.key))).not.toBeNull();
    expect(await repo.findKey(hashApiKey(live.key))).not.toBeNull();
    // Account keys are never pruned, expired or not.
    expect(await repo.findKey(hashApiKey(account.live.key))).not.toBeNull();
    const windows = await database.db.selectFrom('rate_windows').select('window_start').execute();
    expect(windows.map((w) => w.window_start.getTime())).toEqual([now - HOUR]);
  });

  it('admits requests in one statement: window first, then exactly the claimed allowance, in order', async () => {
    const repo = new Repository(database.db);
    const account = await repo.createAccount('admit', 'Starter', new Date(), null);
    const window = new Date(Math.floor(Date.now() / HOUR) * HOUR);
    const quota = { kind: 'quota' as const, accountId: account.accountId, period: 'p', limit: 2 };
    const request = { bucket: 'admit', windowStart: window, rateLimit: 3, claim: quota };
    // The third request fits the window but not the quota; the fourth is refused by the window and takes nothing.
    const expected = [
      { count: 1, claimed: 1 },
      { count: 2, claimed: 2 },
      { count: 3, claimed: null },
      { count: null, claimed: null },
    ];
    const oneByOne = [];
    for (let i = 0; i < 4; i++) oneByOne.push(...(await repo.admitMany([request])));
    expect(oneByOne).toEqual(expected);
    expect(await repo.quotaUsed(account.accountId, 'p')).toBe(2);
    // The same four in one batch, on a fresh window and period: each sees the counts of those before it.
    const batched = { ...request, bucket: 'admit-batch', claim: { ...quota, period: 'q' } };
    expect(await repo.admitMany([batched, batched, batched, batched])).toEqual(expected);
    expect(await repo.quotaUsed(account.accountId, 'q')).toBe(2);

    const instant = await repo.createInstantKey(new Date(), new Date(Date.now() + HOUR), 1);
    const cap = {
      bucket: 'cap',
      windowStart: window,
      rateLimit: 10,
      claim: { kind: 'requests' as const, keyId: instant.id },
    };
    const free = { bucket: 'free', windowStart: window, rateLimit: 10, claim: null };
    expect(await repo.admitMany([cap, free, cap])).toEqual([
      { count: 1, claimed: 1 },
      { count: 1, claimed: null },
      { count: 2, claimed: null },
    ]);
  });

  it('refuses every write while its data directory has a problem, and still reads', async () => {
    const repo = new Repository(database.db, () => 'missing');
    const write = await repo.hitWindow('x', new Date(), 10).catch((e: unknown) => e);
    expect(write).toMatchObject({
      code: 'ORACLE_UNAVAILABLE',
      details: { component: 'database', reason: 'missing' },
    });
    await expect(repo.createInstantKey(new Date(), new Date(), 1)).rejects.toMatchObject({
      code: 'ORACLE_UNAVAILABLE',
    });
    expect(await repo.findKey('0'.repeat(64))).toBeNull();
  });
});
