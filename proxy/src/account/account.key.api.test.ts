/**
 * The account API with the account's live API key instead of a session, over real HTTP (issue 29, item 6):
 * no CSRF token, no invoice quota drawn; a test key is refused (403 KEY_INACTIVE); no key, a malformed or unknown
 * key answer 401; another account's ids answer 404; the session-only routes stay session-only; a key regenerated
 * with a key shows the new secrets once and the old key then answers 401 KEY_EXPIRED; a deactivated key is 403
 * KEY_INACTIVE, as on the v3 API.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SessionClient } from '@einvoice/test-support/account/sessionClient';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAdminCommand } from '../cli/adminSocket.ts';

const INVOICE = readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);
const data = keyedServerEnv();
let proxy: SpawnedProxy;
let a: SessionClient;
let keysA: { live: string; test: string };
let keysB: { live: string; test: string };

/** A call with only an Authorization header: no cookie, no CSRF token. */
function withKey(key: string | null, method: string, route: string, body?: unknown) {
  const headers: Record<string, string> = key === null ? {} : { authorization: `Bearer ${key}` };
  return new SessionClient(proxy.url).call(method, route, body, { headers });
}

async function validateWith(key: string) {
  const res = await fetch(`${proxy.url}/api/v3/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ xml: INVOICE, fileName: 'a.xml' }),
  });
  expect(res.status).toBe(200);
}

/** The records a key's account sees once `count` exist (v3 records are written just after the answer). */
async function recordsWith(key: string, count: number) {
  for (let i = 0; i < 50; i++) {
    const res = await withKey(key, 'GET', '/records');
    expect(res.status).toBe(200);
    if (res.body.data.records.length >= count) return res.body.data.records;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('records did not appear');
}

beforeAll(async () => {
  proxy = await spawnProxy({ ...data.env, WEBHOOK_ALLOW_LOOPBACK: '1' });
  a = new SessionClient(proxy.url);
  const signedUpA = await a.signUp('key-a@example.test', 'password of a 1');
  expect(signedUpA.status).toBe(201);
  keysA = { live: signedUpA.body.data.keys.live.key, test: signedUpA.body.data.keys.test.key };
  const signedUpB = await new SessionClient(proxy.url).signUp('key-b@example.test', 'password of b 1');
  expect(signedUpB.status).toBe(201);
  keysB = { live: signedUpB.body.data.keys.live.key, test: signedUpB.body.data.keys.test.key };
}, 60_000);

afterAll(async () => {
  await proxy?.stop();
  data.cleanup();
});

describe('the live key', () => {
  it('reads records, usage and keys of its account, and reading draws no invoice quota', async () => {
    await validateWith(keysA.live);
    const records = await recordsWith(keysA.live, 1);
    expect(records).toHaveLength(1);
    // v3 answers carry no reference; the session's list is the independent view of the same record.
    const ref = records[0].validationRef as string;
    expect((await a.call('GET', '/records')).body.data.records[0].validationRef).toBe(ref);
    const record = await withKey(keysA.live, 'GET', `/records/${ref}`);
    expect([record.status, record.body.data.validationRef]).toEqual([200, ref]);
    expect(record.headers.get('cache-control')).toBe('no-store');

    for (let i = 0; i < 3; i++) expect((await withKey(keysA.live, 'GET', '/usage')).status).toBe(200);
    const usage = await withKey(keysA.live, 'GET', '/usage');
    // One validation, however often the key read the dashboard; the session sees the same count.
    expect(usage.body.data).toMatchObject({ plan: 'Free Trial', used: 1 });
    expect((await a.call('GET', '/usage')).body.data.used).toBe(1);

    const keys = await withKey(keysA.live, 'GET', '/keys');
    expect(keys.status).toBe(200);
    expect(keys.body.data.keys.map((k: { mode: string }) => k.mode).sort()).toEqual(['live', 'test']);
    expect(JSON.stringify(keys.body)).not.toContain(keysA.live);
  });

  it('registers and lists a webhook without a CSRF token', async () => {
    const created = await withKey(keysA.live, 'POST', '/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      mode: 'live',
    });
    expect(created.status).toBe(201);
    expect(created.body.data.secret).toMatch(/^whsec_/);
    const listed = await a.call('GET', '/webhooks');
    expect(listed.body.data.webhooks).toEqual([
      expect.objectContaining({ id: created.body.data.id, mode: 'live', url: 'http://127.0.0.1:9/hook' }),
    ]);
  });

  it("cannot reach another account's records or webhooks by id (404)", async () => {
    await validateWith(keysB.live);
    const refB = (await recordsWith(keysB.live, 1))[0].validationRef as string;
    expect((await withKey(keysB.live, 'GET', `/records/${refB}`)).status).toBe(200);
    const foreign = await withKey(keysA.live, 'GET', `/records/${refB}`);
    expect([foreign.status, foreign.body.error.code]).toEqual([404, 'NOT_FOUND']);
    const hookB = await withKey(keysB.live, 'POST', '/webhooks', {
      url: 'http://127.0.0.1:9/b',
      mode: 'live',
    });
    expect(hookB.status).toBe(201);
    const foreignHook = await withKey(keysA.live, 'DELETE', `/webhooks/${hookB.body.data.id}`);
    expect(foreignHook.status).toBe(404);
    expect((await withKey(keysB.live, 'GET', '/webhooks')).body.data.webhooks).toHaveLength(1);
  });

  it('does not open the session-only routes: session, password change, sign-out', async () => {
    for (const [method, route, body] of [
      ['GET', '/session', undefined],
      ['POST', '/password', { currentPassword: 'password of a 1', newPassword: 'another password 1' }],
      ['POST', '/signout', undefined],
    ] as const) {
      const res = await withKey(keysA.live, method, route, body);
      expect([route, res.status, res.body.error.code]).toEqual([route, 401, 'UNAUTHORIZED']);
    }
    expect((await a.call('GET', '/session')).status).toBe(200);
  });
});

describe('refusals', () => {
  it('refuses the test key with 403 KEY_INACTIVE, reading or writing', async () => {
    for (const [method, route, body] of [
      ['GET', '/records', undefined],
      ['POST', '/webhooks', { url: 'http://127.0.0.1:9/t', mode: 'test' }],
    ] as const) {
      const res = await withKey(keysA.test, method, route, body);
      expect([route, res.status, res.body.error.code]).toEqual([route, 403, 'KEY_INACTIVE']);
    }
  });

  it('answers 403 KEY_INACTIVE for a live key the operator deactivated, as the v3 API does', async () => {
    const admin = (command: unknown) =>
      sendAdminCommand(path.join(data.env.DATA_DIR, 'admin.sock'), command).then((r) => r?.result);
    const account = (await admin({ command: 'create-account', name: 'deactivated', plan: 'Starter' })) as {
      live: { id: string; key: string };
    };
    expect((await withKey(account.live.key, 'GET', '/keys')).status).toBe(200);
    await admin({ command: 'deactivate', keyId: account.live.id });
    const res = await withKey(account.live.key, 'GET', '/keys');
    expect([res.status, res.body.error.code]).toEqual([403, 'KEY_INACTIVE']);
  });

  it('answers 401 UNAUTHORIZED without a key, and for a malformed or unknown key', async () => {
    const unknown = `sk_live_${'0'.repeat(keysA.live.length - 'sk_live_'.length)}`;
    for (const key of [null, 'garbage', unknown]) {
      const res = await withKey(key, 'GET', '/records');
      expect([key, res.status, res.body.error.code]).toEqual([key, 401, 'UNAUTHORIZED']);
    }
  });

  it('still refuses a session cookie without the CSRF token', async () => {
    const res = await a.call(
      'POST',
      '/webhooks',
      { url: 'http://127.0.0.1:9/c', mode: 'live' },
      { csrf: false },
    );
    expect([res.status, res.body.error.code]).toEqual([401, 'UNAUTHORIZED']);
  });
});

it('regenerates the keys with the live key: the new secrets once, the old key then 401 KEY_EXPIRED', async () => {
  const issued = await withKey(keysA.live, 'POST', '/keys/regenerate', { grace: 'now' });
  expect(issued.status).toBe(201);
  const live = issued.body.data.live.key as string;
  expect(live).toMatch(/^sk_live_/);
  expect(live).not.toBe(keysA.live);
  const old = await withKey(keysA.live, 'GET', '/keys');
  expect([old.status, old.body.error.code]).toEqual([401, 'KEY_EXPIRED']);
  const keys = await withKey(live, 'GET', '/keys');
  expect(keys.status).toBe(200);
  expect(JSON.stringify(keys.body)).not.toContain(live);
});
