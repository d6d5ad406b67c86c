import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../auth/apiKey.ts';
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
