import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../storage/openDatabase.ts';
import { Repository } from '../storage/repository.ts';
import { startPostgres, type TestPostgres } from '../storage/testing/startPostgres.ts';
import { DELIVERY_DEFAULTS, type DeliveryOptions, retryDelay, startDispatcher } from './dispatcher.ts';
import { startReceiver } from './testing/receiver.ts';
import { WebhookStore } from './webhookStore.ts';

const FAST: DeliveryOptions = {
  ...DELIVERY_DEFAULTS,
  pollMs: 50,
  leaseMs: 5_000,
  timeoutMs: 2_000,
  retryBaseMs: 100,
  retryMaxMs: 400,
  maxAttempts: 50,
};

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function accountWithHook(db: OpenDatabase, url: string) {
  const repo = new Repository(db.db);
  const issued = await repo.createAccount('Hooked GmbH', 'Starter', new Date(), null);
  const store = new WebhookStore(db.db);
  const hook = await store.create(issued.accountId, 'test', url, ['validation.completed'], null, new Date());
  return { store, accountId: issued.accountId, hook };
}

const payload = (n: number) => (eventId: string) =>
  JSON.stringify({
    id: eventId,
    event: 'validation.completed',
    testMode: true,
    timestamp: new Date().toISOString(),
    data: { validationRef: `val_${n}`, isValid: true, format: 'ubl' },
  });

describe('webhook delivery (PGlite, real receiver on loopback)', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('delivers signed events; a receiver that is down for a while loses none', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wh-'));
    dirs.push(dataDir);
    const db = await openDatabase({ dataDir });
    let secret = '';
    const receiver = await startReceiver(() => secret);
    const { store, accountId, hook } = await accountWithHook(db, receiver.url);
    secret = hook.secret;
    const dispatcher = startDispatcher(store, FAST);
    try {
      await store.enqueue(db.db, accountId, 'test', 'validation.completed', payload(1), new Date());
      dispatcher.kick();
      await until('first delivery', () => receiver.received.length === 1);
      expect(receiver.received[0]).toMatchObject({ attempt: 1, signatureOk: true });
      expect(JSON.parse(receiver.received[0]?.body ?? '')).toMatchObject({
        event: 'validation.completed',
        testMode: true,
        data: { validationRef: 'val_1', isValid: true, format: 'ubl' },
      });

      receiver.setStatus(503);
      for (let n = 2; n <= 6; n++)
        await store.enqueue(db.db, accountId, 'test', 'validation.completed', payload(n), new Date());
      dispatcher.kick();
      await until(
        'retries while the receiver is down',
        () => receiver.received.filter((r) => r.attempt >= 3).length >= 5,
      );
      receiver.setStatus(200);
      await until('all delivered', async () => {
        const list = await store.deliveries(accountId, 'test', hook.id, 100);
        return list !== null && list.length === 6 && list.every((d) => d.status === 'delivered');
      });
      const ids = new Set(receiver.received.map((r) => r.eventId));
      expect(ids.size).toBe(6);
      expect(receiver.received.every((r) => r.signatureOk)).toBe(true);
      // Redeliveries repeat the same event id and body: a receiver deduplicates on the id.
      for (const id of ids)
        expect(new Set(receiver.received.filter((r) => r.eventId === id).map((r) => r.body)).size).toBe(1);
      const history = await store.deliveries(accountId, 'test', hook.id, 100);
      const retried = history?.find((d) => d.attempts.length > 1);
      expect(retried?.attempts[0]).toMatchObject({ statusCode: 503, error: 'receiver answered 503' });
      expect(retried?.attempts.at(-1)).toMatchObject({ statusCode: 200, error: null });
    } finally {
      await dispatcher.close();
      await receiver.close();
      await db.close();
    }
  });

  it('dead-letters after the last attempt', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wh-'));
    dirs.push(dataDir);
    const db = await openDatabase({ dataDir });
    const receiver = await startReceiver(() => 'x');
    receiver.setStatus(500);
    const { store, accountId, hook } = await accountWithHook(db, receiver.url);
    const dispatcher = startDispatcher(store, { ...FAST, maxAttempts: 3 });
    try {
      await store.enqueue(db.db, accountId, 'test', 'validation.completed', payload(1), new Date());
      dispatcher.kick();
      await until(
        'dead letter',
        async () => (await store.deliveries(accountId, 'test', hook.id, 10))?.[0]?.status === 'dead',
      );
      expect(receiver.received.map((r) => r.attempt)).toEqual([1, 2, 3]);
    } finally {
      await dispatcher.close();
      await receiver.close();
      await db.close();
    }
  });

  it('backs off exponentially with jitter, capped', () => {
    const o = { retryBaseMs: 10_000, retryMaxMs: 7_200_000 };
    expect(retryDelay(1, o, () => 0)).toBe(5_000);
    expect(retryDelay(1, o, () => 1)).toBe(10_000);
    expect(retryDelay(4, o, () => 1)).toBe(80_000);
    expect(retryDelay(30, o, () => 1)).toBe(7_200_000);
  });
});

describe('webhook delivery with two proxies on one PostgreSQL', () => {
  let postgres: TestPostgres;
  afterAll(async () => postgres?.destroy());

  it('makes each attempt once', async () => {
    postgres = await startPostgres();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wh-pg-'));
    const a = await openDatabase({ dataDir, databaseUrl: postgres.url });
    const b = await openDatabase({ dataDir, databaseUrl: postgres.url });
    let secret = '';
    const receiver = await startReceiver(() => secret);
    const { store, accountId, hook } = await accountWithHook(a, receiver.url);
    secret = hook.secret;
    // Every third request fails, so retries race between the two dispatchers too.
    let n = 0;
    receiver.setStatus(200);
    const flaky = setInterval(() => receiver.setStatus(n++ % 3 === 0 ? 500 : 200), 30);
    const storeB = new WebhookStore(b.db);
    const one = startDispatcher(store, FAST);
    const two = startDispatcher(storeB, FAST);
    try {
      for (let i = 0; i < 60; i++)
        await store.enqueue(a.db, accountId, 'test', 'validation.completed', payload(i), new Date());
      one.kick();
      two.kick();
      await until(
        'all delivered',
        async () =>
          (await store.deliveries(accountId, 'test', hook.id, 100))?.every((d) => d.status === 'delivered') ??
          false,
        60_000,
      );
      clearInterval(flaky);
      const attempts = receiver.received.map((r) => `${r.eventId}#${r.attempt}`);
      expect(new Set(attempts).size).toBe(attempts.length);
      expect(new Set(receiver.received.map((r) => r.eventId)).size).toBe(60);
      expect(receiver.received.every((r) => r.signatureOk)).toBe(true);
    } finally {
      clearInterval(flaky);
      await one.close();
      await two.close();
      await receiver.close();
      await a.close();
      await b.close();
    }
  });
});
