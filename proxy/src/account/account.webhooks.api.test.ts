/**
 * The account's webhooks over real HTTP, to a receiver on loopback (WEBHOOK_ALLOW_LOOPBACK=1): register, the
 * secret shown once, a signed test event, the delivery log, redelivery, secret rotation; another account's
 * webhook and delivery ids answer 404.
 */

import { SessionClient } from '@einvoice/test-support/account/sessionClient';
import { removeDataDir } from '@einvoice/test-support/proxy/dataDirGone';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { startReceiver } from '@einvoice/test-support/proxy/receiver';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MANUAL_DELIVERIES_PER_ACCOUNT } from './throttle.ts';

const data = keyedServerEnv();
let proxy: SpawnedProxy;
let secret = '';
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let a: SessionClient;
let b: SessionClient;

beforeAll(async () => {
  receiver = await startReceiver(() => secret);
  proxy = await spawnProxy({ ...data.env, WEBHOOK_ALLOW_LOOPBACK: '1', WEBHOOK_POLL_MS: '100' });
  a = new SessionClient(proxy.url);
  b = new SessionClient(proxy.url);
  expect((await a.signUp('hooks-a@example.test', 'password of a 1')).status).toBe(201);
  expect((await b.signUp('hooks-b@example.test', 'password of b 1')).status).toBe(201);
}, 60_000);

afterAll(async () => {
  await proxy?.stop();
  await receiver?.close();
  data.cleanup();
});

/** The webhook's delivery log once `done` holds for it. */
async function deliveriesWhen(id: string, done: (log: { status: string }[]) => boolean) {
  for (let i = 0; i < 100; i++) {
    const log = (await a.call('GET', `/webhooks/${id}/deliveries`)).body.data.deliveries;
    if (done(log)) return log;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('deliveries did not settle');
}

it('registers, sends a signed test event, logs it delivered, redelivers, rotates the secret; 404 for others', async () => {
  const created = await a.call('POST', '/webhooks', { url: receiver.url, mode: 'test' });
  expect(created.status).toBe(201);
  secret = created.body.data.secret;
  expect(secret).toMatch(/^whsec_/);
  const id = created.body.data.id as string;
  const listed = await a.call('GET', '/webhooks');
  expect(listed.body.data.webhooks).toEqual([
    expect.objectContaining({ id, mode: 'test', url: receiver.url }),
  ]);
  expect(JSON.stringify(listed.body)).not.toContain(secret);

  expect((await a.call('POST', `/webhooks/${id}/test`)).status).toBe(202);
  const log = await deliveriesWhen(id, (l) => l.length === 1 && l[0]?.status === 'delivered');
  expect(receiver.received).toHaveLength(1);
  expect(receiver.received[0]?.signatureOk).toBe(true);
  expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({
    event: 'validation.completed',
    testMode: true,
  });

  expect((await a.call('POST', `/deliveries/${log[0].id}/redeliver`)).status).toBe(202);
  await deliveriesWhen(id, (l) => l.length === 2 && l.every((d) => d.status === 'delivered'));
  expect(receiver.received[1]?.eventId).toBe(receiver.received[0]?.eventId);

  const rotated = await a.call('POST', `/webhooks/${id}/secret`);
  expect(rotated.body.data.secret).not.toBe(secret);
  secret = rotated.body.data.secret;
  await a.call('POST', `/webhooks/${id}/test`);
  await deliveriesWhen(id, (l) => l.length === 3 && l.every((d) => d.status === 'delivered'));
  expect(receiver.received[2]?.signatureOk).toBe(true);

  for (const [method, path] of [
    ['GET', `/webhooks/${id}/deliveries`],
    ['POST', `/webhooks/${id}/test`],
    ['POST', `/webhooks/${id}/secret`],
    ['POST', `/deliveries/${log[0].id}/redeliver`],
    ['DELETE', `/webhooks/${id}`],
  ] as const) {
    const res = await b.call(method, path);
    expect({ path, status: res.status, code: res.body.error?.code }).toEqual({
      path,
      status: 404,
      code: 'NOT_FOUND',
    });
  }
  expect((await b.call('GET', '/webhooks')).body.data.webhooks).toEqual([]);
  expect(proxy.output()).not.toContain(secret);
}, 60_000);

it('deletes a webhook with its delivery log; without the CSRF token or of another account it stays', async () => {
  const created = await a.call('POST', '/webhooks', { url: receiver.url, mode: 'live' });
  const id = created.body.data.id as string;
  expect((await a.call('DELETE', `/webhooks/${id}`, undefined, { csrf: false })).status).toBe(401);
  expect((await b.call('DELETE', `/webhooks/${id}`)).status).toBe(404);
  expect((await a.call('GET', '/webhooks')).body.data.webhooks.map((h: { id: string }) => h.id)).toContain(
    id,
  );
  expect((await a.call('DELETE', `/webhooks/${id}`)).status).toBe(204);
  expect(
    (await a.call('GET', '/webhooks')).body.data.webhooks.map((h: { id: string }) => h.id),
  ).not.toContain(id);
  expect((await a.call('GET', `/webhooks/${id}/deliveries`)).status).toBe(404);
  expect((await a.call('DELETE', `/webhooks/${id}`)).status).toBe(404);
});

it('limits test events and redeliveries to 10 per account a minute: the next is 429 and queues nothing', async () => {
  // Issue 34 (8): 60 test requests in 1.6 s were 60 deliveries.
  const c = new SessionClient(proxy.url);
  expect((await c.signUp('hooks-c@example.test', 'password of c 1')).status).toBe(201);
  const created = await c.call('POST', '/webhooks', { url: receiver.url, mode: 'test' });
  expect(created.status).toBe(201);
  const id = created.body.data.id;
  const statuses: number[] = [];
  for (let i = 0; i < MANUAL_DELIVERIES_PER_ACCOUNT + 5; i++)
    statuses.push((await c.call('POST', `/webhooks/${id}/test`)).status);
  expect(statuses).toEqual(statuses.map((_, i) => (i < MANUAL_DELIVERIES_PER_ACCOUNT ? 202 : 429)));
  const refused = await c.call('POST', `/webhooks/${id}/test`);
  expect(refused.body.error.code).toBe('RATE_LIMITED');
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  const log = (await c.call('GET', `/webhooks/${id}/deliveries`)).body.data.deliveries;
  expect(log.length).toBe(MANUAL_DELIVERIES_PER_ACCOUNT);
  const redeliver = await c.call('POST', `/deliveries/${log[0].id}/redeliver`);
  expect(redeliver.status).toBe(429);
});

it('refuses every webhook change with 503 once the data directory is gone, and changes nothing', async () => {
  const [kept] = (await a.call('GET', '/webhooks')).body.data.webhooks;
  const logBefore = (await a.call('GET', `/webhooks/${kept.id}/deliveries`)).body.data.deliveries;
  await removeDataDir(proxy.url, data.env.DATA_DIR);
  for (const [method, path, body] of [
    ['POST', '/webhooks', { url: receiver.url, mode: 'test' }],
    ['DELETE', `/webhooks/${kept.id}`, undefined],
    ['POST', `/webhooks/${kept.id}/secret`, undefined],
    ['POST', `/webhooks/${kept.id}/test`, undefined],
    ['POST', `/deliveries/${logBefore[0].id}/redeliver`, undefined],
  ] as const) {
    const res = await a.call(method, path, body);
    expect({
      path,
      status: res.status,
      code: res.body.error?.code,
      component: res.body.error?.details?.component,
    }).toEqual({
      path,
      status: 503,
      code: 'ORACLE_UNAVAILABLE',
      component: 'database',
    });
  }
  // Reads still answer from the open database: the webhook, its secret's deliveries and the log are as before.
  expect((await a.call('GET', '/webhooks')).body.data.webhooks).toEqual([kept]);
  expect((await a.call('GET', `/webhooks/${kept.id}/deliveries`)).body.data.deliveries).toEqual(logBefore);
}, 30_000);
