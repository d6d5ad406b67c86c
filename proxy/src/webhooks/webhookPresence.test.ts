import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../storage/openDatabase.ts';
import { Repository } from '../storage/repository.ts';
import { WebhookPresence } from './webhookPresence.ts';
import { WebhookStore } from './webhookStore.ts';

// Long enough for the registration below to land well within it on a busy machine.
const TTL_MS = 2_000;
let dataDir: string;
let database: OpenDatabase;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'proxy-presence-'));
  database = await openDatabase({ dataDir });
});

afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('WebhookPresence', () => {
  it('tells accounts with webhooks of a mode, a change reaching it within its time to live', async () => {
    const repo = new Repository(database.db);
    const store = new WebhookStore(database.db);
    const presence = new WebhookPresence(database.db, TTL_MS);
    const { accountId } = await repo.createAccount('Presence GmbH', 'Pro', new Date(), null);
    expect(await presence.has(accountId, 'test')).toBe(false);

    const hook = await store.create(
      accountId,
      'test',
      'https://hooks.invalid/x',
      ['validation.completed'],
      null,
      new Date(),
      20,
    );
    if (!hook) throw new Error('the webhook cap refused the first webhook');
    // Remembered: the registration is not seen before the time to live has passed…
    expect(await presence.has(accountId, 'test')).toBe(false);
    await new Promise((r) => setTimeout(r, TTL_MS + 50));
    // …and then it is, for that mode only.
    expect(await presence.has(accountId, 'test')).toBe(true);
    expect(await presence.has(accountId, 'live')).toBe(false);
    expect(await new WebhookPresence(database.db, 0).has(accountId, 'test')).toBe(true);

    await store.remove(accountId, 'test', hook.id);
    expect(await new WebhookPresence(database.db, 0).has(accountId, 'test')).toBe(false);
  });
});
