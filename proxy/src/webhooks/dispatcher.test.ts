import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startReceiver } from '@einvoice/test-support/proxy/receiver';
import { startPostgres, type TestPostgres } from '@einvoice/test-support/proxy/startPostgres';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from '../storage/openDatabase.ts';
import { Repository } from '../storage/repository.ts';
import { DELIVERY_DEFAULTS, type DeliveryOptions, retryDelay, startDispatcher } from './dispatcher.ts';
import { WebhookStore } from './webhookStore.ts';

const FAST: DeliveryOptions = {
  ...DELIVERY_DEFAULTS,
  // Receivers run on loopback: the development setting.
  policy: { ...DELIVERY_DEFAULTS.policy, allowLoopback: true },
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
  const hook = await store.create(
    issued.accountId,
    'test',
    url,
    ['validation.completed'],
    null,
    new Date(),
    20,
  );
  if (!hook) throw new Error('the first webhook of an account was refused');
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
      // A failed attempt is listed without its status code or timing (no port scanning through the listing).
      expect(Object.keys(retried?.attempts[0] ?? {}).sort()).toEqual(['at', 'attempt', 'result']);
      expect(retried?.attempts[0]?.result).toBe('failed');
      expect(retried?.attempts.at(-1)).toMatchObject({ result: 'delivered', statusCode: 200 });
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

describe('fair delivery (PGlite, hanging receivers on loopback)', () => {
  let db: OpenDatabase;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wh-fair-'));
    db = await openDatabase({ dataDir });
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  // A test's undelivered events (their receivers are gone) would keep the next test's dispatcher busy.
  afterEach(async () => {
    await db.db.deleteFrom('webhooks').execute();
  });

  const enqueue = async (store: WebhookStore, accountId: string, n: number) => {
    for (let i = 0; i < n; i++)
      await store.enqueue(db.db, accountId, 'test', 'validation.completed', payload(i), new Date());
  };

  it("a hanging receiver of one account does not delay another account's delivery beyond a second", async () => {
    const hanging = await startReceiver(() => '');
    hanging.setHold(true);
    const healthy = await startReceiver(() => '');
    const a = await accountWithHook(db, hanging.url);
    const b = await accountWithHook(db, healthy.url);
    const dispatcher = startDispatcher(a.store, { ...FAST, timeoutMs: 30_000, leaseMs: 60_000 });
    try {
      await enqueue(a.store, a.accountId, 40);
      dispatcher.kick();
      await until(
        'the hanging receiver to hold its account cap',
        () => hanging.received.length === FAST.perAccount,
      );
      await new Promise((r) => setTimeout(r, 300));
      // No more than the account's cap is in flight, however many of its deliveries are due.
      expect(hanging.received.length).toBe(FAST.perAccount);
      const queued = Date.now();
      await enqueue(b.store, b.accountId, 1);
      dispatcher.kick();
      await until('the other account to be delivered', () => healthy.received.length === 1, 5_000);
      expect(Date.now() - queued).toBeLessThan(1_000);
    } finally {
      await hanging.close();
      await healthy.close();
      await dispatcher.close();
    }
  });

  it('caps attempts per host across accounts', async () => {
    const hanging = await startReceiver(() => '');
    hanging.setHold(true);
    const one = await accountWithHook(db, hanging.url);
    const two = await accountWithHook(db, hanging.url);
    const dispatcher = startDispatcher(one.store, { ...FAST, timeoutMs: 30_000, perAccount: 4, perHost: 6 });
    try {
      await enqueue(one.store, one.accountId, 10);
      await enqueue(two.store, two.accountId, 10);
      dispatcher.kick();
      await until('the host cap to fill', () => hanging.received.length === 6);
      await new Promise((r) => setTimeout(r, 500));
      expect(hanging.received.length).toBe(6);
    } finally {
      await hanging.close();
      await dispatcher.close();
    }
  });

  it('pauses an endpoint that keeps timing out, then tries it once at a time until it answers', async () => {
    const hanging = await startReceiver(() => '');
    hanging.setHold(true);
    const { store, accountId, hook } = await accountWithHook(db, hanging.url);
    const logged: string[] = [];
    const dispatcher = startDispatcher(
      store,
      { ...FAST, timeoutMs: 300, perAccount: 3, breakerTimeouts: 3, breakerPauseMs: 1_500 },
      (m) => logged.push(m),
    );
    try {
      await enqueue(store, accountId, 6);
      dispatcher.kick();
      await until('three attempts', () => hanging.received.length === 3);
      await until('the pause', () => logged.some((m) => m.startsWith('pausing deliveries to 127.0.0.1:')));
      // Paused: the retries due meanwhile are not attempted, and spend no attempts.
      await new Promise((r) => setTimeout(r, 900));
      expect(hanging.received.length).toBe(3);
      // After the pause one attempt is tried; it times out too, and the endpoint is paused again.
      await until('one trial attempt', () => hanging.received.length === 4, 5_000);
      await new Promise((r) => setTimeout(r, 900));
      expect(hanging.received.length).toBe(4);
      // The receiver answers again: the next trial closes the circuit and every delivery goes out.
      hanging.setHold(false);
      await until(
        'all delivered',
        async () =>
          (await store.deliveries(accountId, 'test', hook.id, 100))?.every((d) => d.status === 'delivered') ??
          false,
      );
      const list = await store.deliveries(accountId, 'test', hook.id, 100);
      expect(list?.length).toBe(6);
      // Three timeouts and one failed trial were the only failed attempts.
      expect(list?.flatMap((d) => d.attempts).filter((x) => x.result === 'failed').length).toBe(4);
    } finally {
      await hanging.close();
      await dispatcher.close();
    }
  });

  it('prunes delivered and dead-lettered deliveries past the retention, with their attempts', async () => {
    const receiver = await startReceiver(() => '');
    const { store, accountId, hook } = await accountWithHook(db, receiver.url);
    const day = 86_400_000;
    const old = new Date(Date.now() - 31 * day);
    for (const n of [1, 2, 3])
      await store.enqueue(db.db, accountId, 'test', 'validation.completed', payload(n), old);
    await store.enqueue(
      db.db,
      accountId,
      'test',
      'validation.completed',
      payload(4),
      new Date(Date.now() - day),
    );
    const rows = await db.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'body'])
      .where('webhook_id', '=', hook.id)
      .execute();
    const idOf = (n: number) =>
      rows.find((r) => JSON.parse(r.body).data.validationRef === `val_${n}`)?.id ?? '';
    for (const r of rows) await store.startAttempt(r.id, 1, old);
    await db.db
      .updateTable('webhook_deliveries')
      .set({ status: 'delivered' })
      .where('id', 'in', [idOf(1), idOf(4)])
      .execute();
    await db.db.updateTable('webhook_deliveries').set({ status: 'dead' }).where('id', '=', idOf(2)).execute();
    // val_3 stays pending (and, due, is delivered by the dispatcher after the prune).
    await db.db.updateTable('webhook_deliveries').set({ attempts: 1 }).where('id', '=', idOf(3)).execute();
    const dispatcher = startDispatcher(store, { ...FAST, retentionMs: 30 * day });
    try {
      await until('the pending one delivered', () => receiver.received.length === 1);
      const left = await db.db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('webhook_id', '=', hook.id)
        .execute();
      expect(left.map((r) => r.id).sort()).toEqual([idOf(3), idOf(4)].sort());
      const attempts = await db.db
        .selectFrom('webhook_attempts')
        .select('delivery_id')
        .where('delivery_id', 'in', [idOf(1), idOf(2)])
        .execute();
      expect(attempts).toEqual([]);
    } finally {
      await dispatcher.close();
      await receiver.close();
    }
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
