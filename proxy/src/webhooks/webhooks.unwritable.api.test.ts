/**
 * The registration API's webhooks (/api/v1/webhooks) over real HTTP when the data directory is deleted under
 * the running server: registering and deleting answer 503 ORACLE_UNAVAILABLE rather than 201 into a database
 * nobody reads again. The account's webhooks are read back through the dashboard's session (its reads need
 * no write, unlike a keyed request's admission), so "nothing changed" is seen from outside the refused calls.
 * Over HTTP the keyed request's admission (a counter write) is already refused; the store refuses on its own
 * too, which the last test holds on an in-memory database.
 */

import { SessionClient } from '@einvoice/test-support/account/sessionClient';
import { removeDataDir } from '@einvoice/test-support/proxy/dataDirGone';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIGRATIONS } from '../storage/migrations.ts';
import type { Database } from '../storage/schema.ts';
import { WebhookStore } from './webhookStore.ts';

const data = keyedServerEnv();
let proxy: SpawnedProxy;
let owner: SessionClient;
let liveKey = '';

const call = (method: string, path: string, body?: unknown) =>
  fetch(`${proxy.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${liveKey}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

beforeAll(async () => {
  proxy = await spawnProxy({ ...data.env, WEBHOOK_ALLOW_LOOPBACK: '1', WEB_DIST: '/none' });
  owner = new SessionClient(proxy.url);
  const signedUp = await owner.signUp('v1-hooks@example.test', 'password of v1 hooks');
  expect(signedUp.status).toBe(201);
  liveKey = signedUp.body.data.keys.live.key;
}, 60_000);

afterAll(async () => {
  await proxy?.stop();
  data.cleanup();
});

it('refuses registering and deleting with 503 once the data directory is gone, and changes nothing', async () => {
  const target = { url: 'http://127.0.0.1:9/hook', events: ['validation.completed'] };
  const kept = await call('POST', '/v1/webhooks', target);
  expect(kept.status).toBe(201);
  const before = (await owner.call('GET', '/webhooks')).body.data.webhooks;
  expect(before.map((h: { id: string }) => h.id)).toEqual([kept.body.data.id]);

  await removeDataDir(proxy.url, data.env.DATA_DIR);

  for (const [method, path, body] of [
    ['POST', '/v1/webhooks', target],
    ['DELETE', `/v1/webhooks/${kept.body.data.id}`, undefined],
  ] as const) {
    const res = await call(method, path, body);
    expect({
      path,
      status: res.status,
      code: res.body.error?.code,
      component: res.body.error?.details?.component,
    }).toEqual({ path, status: 503, code: 'ORACLE_UNAVAILABLE', component: 'database' });
  }
  expect((await owner.call('GET', '/webhooks')).body.data.webhooks).toEqual(before);
}, 30_000);

it('holds WebhookStore itself to it, whatever admits the request: create and remove refused, rows as they were', async () => {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await sql`insert into accounts (id, name, plan, created_at) values ('acc_1', 'A', 'Pro', now())`.execute(
      db,
    );
    let problem: string | null = null;
    const store = new WebhookStore(db, () => problem);
    const kept = await store.create(
      'acc_1',
      'live',
      'https://hooks.example.com/a',
      ['validation.completed'],
      null,
      new Date(),
      20,
    );
    expect(kept).not.toBeNull();
    problem = 'missing';
    const refusal = { code: 'ORACLE_UNAVAILABLE', details: { component: 'database', reason: 'missing' } };
    await expect(
      store.create(
        'acc_1',
        'live',
        'https://hooks.example.com/b',
        ['validation.completed'],
        null,
        new Date(),
        20,
      ),
    ).rejects.toMatchObject(refusal);
    await expect(store.remove('acc_1', 'live', kept?.id ?? '')).rejects.toMatchObject(refusal);
    expect((await store.list('acc_1', 'live')).map((h) => h.id)).toEqual([kept?.id]);
    expect(await db.selectFrom('webhook_counts').select('count').executeTakeFirst()).toEqual({ count: 1 });
  } finally {
    await db.destroy();
  }
});
