/**
 * Two proxy processes on one PostgreSQL deliver every `validation.completed` once per attempt: both run a
 * dispatcher on the shared queue, a flaky receiver makes them retry, and no (event, attempt) pair arrives twice.
 * Registrations sent to both at once never pass the cap of 20 per account and mode.
 */
import fs from 'node:fs';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { apiCall } from '@einvoice/test-support/proxy/apiCall';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { startReceiver } from '@einvoice/test-support/proxy/receiver';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { startPostgres, type TestPostgres } from '@einvoice/test-support/proxy/startPostgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../storage/openDatabase.ts';
import { Repository } from '../storage/repository.ts';

const XML = fs.readFileSync(
  `${corpusDir}/xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml`,
);
const FAST = {
  WEBHOOK_POLL_MS: '50',
  WEBHOOK_RETRY_BASE_MS: '100',
  WEBHOOK_RETRY_MAX_MS: '300',
  WEBHOOK_MAX_ATTEMPTS: '50',
  // Receivers run on this machine: the development setting.
  WEBHOOK_ALLOW_LOOPBACK: '1',
};
const dataA = keyedServerEnv();
const dataB = keyedServerEnv();
let postgres: TestPostgres;
let a: SpawnedProxy;
let b: SpawnedProxy;
let testKey = '';
let capKey = '';

beforeAll(async () => {
  postgres = await startPostgres();
  const db = await openDatabase({ dataDir: dataA.env.DATA_DIR, databaseUrl: postgres.url });
  testKey = (await new Repository(db.db).createAccount('Two Proxies GmbH', 'Pro', new Date(), null)).test.key;
  capKey = (await new Repository(db.db).createAccount('Many Hooks GmbH', 'Pro', new Date(), null)).test.key;
  await db.close();
  const env = (data: typeof dataA) => ({
    ...data.env,
    ...FAST,
    DATABASE_URL: postgres.url,
    WEB_DIST: '/none',
  });
  [a, b] = await Promise.all([spawnProxy(env(dataA)), spawnProxy(env(dataB))]);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await postgres?.destroy();
  dataA.cleanup();
  dataB.cleanup();
});

describe('webhooks with two proxies on one PostgreSQL', () => {
  it('makes each delivery attempt once, and delivers every event', async () => {
    let secret = '';
    const receiver = await startReceiver(() => secret);
    let n = 0;
    const flaky = setInterval(() => receiver.setStatus(n++ % 3 === 0 ? 503 : 200), 25);
    try {
      const hook = await fetch(`${a.url}/api/v1/webhooks`, {
        method: 'POST',
        headers: { authorization: `Bearer ${testKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ url: receiver.url, events: ['validation.completed'] }),
      }).then((r) => r.json());
      secret = hook.data.secret;
      const refs: string[] = [];
      for (let i = 0; i < 20; i++) {
        const proxy = i % 2 ? a : b;
        const r = await apiCall(`${proxy.url}/api/v1/validate`, testKey, {
          xmlBase64: XML.toString('base64'),
        });
        expect(r.status).toBe(200);
        refs.push(r.body._meta.validationRef);
      }
      const deadline = Date.now() + 60_000;
      const delivered = () =>
        new Set(
          receiver.received.filter((r) => r.signatureOk).map((r) => JSON.parse(r.body).data.validationRef),
        );
      while (delivered().size < refs.length || receiver.received.length === 0) {
        if (Date.now() > deadline) throw new Error(`only ${delivered().size} of ${refs.length} delivered`);
        await new Promise((r) => setTimeout(r, 100));
      }
      clearInterval(flaky);
      receiver.setStatus(200);
      const attempts = receiver.received.map((r) => `${r.eventId}#${r.attempt}`);
      expect(new Set(attempts).size).toBe(attempts.length);
      expect([...delivered()].sort()).toEqual([...refs].sort());
    } finally {
      clearInterval(flaky);
      await receiver.close();
    }
  }, 180_000);

  it('never passes the cap of 20 webhooks when both proxies register side by side', async () => {
    // Never delivered to (the account validates nothing): the port is only part of a registered URL.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${(i % 2 ? a : b).url}/api/v1/webhooks`, {
          method: 'POST',
          headers: { authorization: `Bearer ${capKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ url: `http://127.0.0.1:9/hook-${i}`, events: ['validation.completed'] }),
        }).then(async (r) => ({ status: r.status, body: await r.json() })),
      ),
    );
    expect(answers.filter((r) => r.status === 201).length).toBe(20);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.error.message])).toEqual(
      Array(20).fill([400, 'At most 20 webhooks per account']),
    );
    const list = await fetch(`${a.url}/api/v1/webhooks`, {
      headers: { authorization: `Bearer ${capKey}` },
    }).then((r) => r.json());
    expect(list.data.webhooks.length).toBe(20);
    // A removal frees its place, for exactly one more.
    const removed = await fetch(`${b.url}/api/v1/webhooks/${list.data.webhooks[0].id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${capKey}` },
    });
    expect(removed.status).toBe(200);
    const again = await Promise.all(
      [a, b].map((p, i) =>
        fetch(`${p.url}/api/v1/webhooks`, {
          method: 'POST',
          headers: { authorization: `Bearer ${capKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ url: `http://127.0.0.1:9/again-${i}`, events: ['validation.completed'] }),
        }).then((r) => r.status),
      ),
    );
    expect(again.sort()).toEqual([201, 400]);
  }, 60_000);
});
