/**
 * The account API over real HTTP (issue 29): sessions, CSRF, fixation, sign-in limits, enumeration, key
 * regeneration with a grace period, usage and records, and another account's records answering 404.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { SessionClient } from '@einvoice/test-support/account/sessionClient';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { REPO_ROOT, type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_REGENERATIONS_PER_ACCOUNT, PASSWORD_CHANGES_PER_USER, SIGN_IN_PER_EMAIL } from './throttle.ts';

const INVOICE = readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);
const PASSWORD_A = 'correct horse battery A';
const PASSWORD_B = 'correct horse battery B';
const data = keyedServerEnv();
let proxy: SpawnedProxy;
let a: SessionClient;
let b: SessionClient;
let keysA: { live: string; test: string };

async function validateWith(key: string) {
  const res = await fetch(`${proxy.url}/api/v3/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ xml: INVOICE, fileName: 'a.xml' }),
  });
  return { status: res.status, body: await res.json() };
}

/** The records of a client's account once `count` exist (v3 records are written just after the answer). */
async function recordsOf(client: SessionClient, count: number) {
  for (let i = 0; i < 50; i++) {
    const res = await client.call('GET', '/records');
    if (res.body.data.records.length >= count) return res.body.data.records;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('records did not appear');
}

beforeAll(async () => {
  proxy = await spawnProxy(data.env);
  a = new SessionClient(proxy.url);
  b = new SessionClient(proxy.url);
  const signedUp = await a.signUp('Alice@Example.test', PASSWORD_A);
  expect(signedUp.status).toBe(201);
  keysA = { live: signedUp.body.data.keys.live.key, test: signedUp.body.data.keys.test.key };
  expect((await b.signUp('bob@example.test', PASSWORD_B)).status).toBe(201);
}, 60_000);

afterAll(async () => {
  await proxy?.stop();
  data.cleanup();
});

describe('sign-up and sessions', () => {
  it('opens a Free Trial account with a live and a test key and an HttpOnly, SameSite session cookie', async () => {
    expect(keysA.live).toMatch(/^sk_live_/);
    expect(keysA.test).toMatch(/^sk_test_/);
    const again = new SessionClient(proxy.url);
    // Without an https PUBLIC_BASE_URL the cookie is not Secure, and a header the client sends does not make it so.
    const res = await again.call(
      'POST',
      '/signin',
      { email: 'alice@example.test', password: PASSWORD_A },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(res.status).toBe(200);
    expect(res.setCookie).not.toMatch(/Secure/);
    expect(res.setCookie).toMatch(/HttpOnly/);
    expect(res.setCookie).toMatch(/SameSite=Strict/);
    expect(res.setCookie).toMatch(/Path=\/api\/account/);
    const session = await again.call('GET', '/session');
    expect(session.body.data).toMatchObject({ email: 'alice@example.test', plan: 'Free Trial' });
  });

  it('refuses a second sign-up of the same e-mail', async () => {
    const res = await new SessionClient(proxy.url).signUp('alice@example.test', 'another password 1');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_OPTION');
  });

  it('lists the keys by prefix only, never a key or its hash', async () => {
    const res = await a.call('GET', '/keys');
    expect(res.status).toBe(200);
    const keys = res.body.data.keys;
    expect(keys.map((k: { mode: string }) => k.mode).sort()).toEqual(['live', 'test']);
    const test = keys.find((k: { mode: string }) => k.mode === 'test');
    expect(keysA.test.startsWith(test.prefix)).toBe(true);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(keysA.test);
    expect(text).not.toContain(keysA.live);
    expect(text).not.toMatch(/[0-9a-f]{64}/);
  });
});

describe('CSRF', () => {
  it('refuses a state change carrying the session cookie but no CSRF token, and changes nothing', async () => {
    const before = (await a.call('GET', '/keys')).body.data.keys;
    const res = await a.call('POST', '/keys/regenerate', { grace: 'now' }, { csrf: false });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    expect((await a.call('GET', '/keys')).body.data.keys).toEqual(before);
  });

  it('refuses a wrong token and a foreign Origin', async () => {
    const wrong = await a.call('POST', '/signout', undefined, {
      csrf: false,
      headers: { 'x-csrf-token': 'x'.repeat(43) },
    });
    expect(wrong.status).toBe(401);
    const foreign = await a.call('POST', '/signout', undefined, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(401);
    expect((await a.call('GET', '/session')).status).toBe(200);
  });

  it('answers 401 without a session at all', async () => {
    const res = await new SessionClient(proxy.url).call('GET', '/keys');
    expect(res.status).toBe(401);
  });
});

describe('session fixation', () => {
  it('issues a new session id at sign-in and ends the one the browser presented', async () => {
    const victim = new SessionClient(proxy.url);
    const first = await victim.signIn('bob@example.test', PASSWORD_B);
    const planted = victim.cookie;
    expect(first.status).toBe(200);
    // An attacker who knew the session id before the sign-in gains nothing: the id changes.
    const second = await victim.signIn('bob@example.test', PASSWORD_B);
    expect(second.status).toBe(200);
    expect(victim.cookie).not.toBe(planted);
    const attacker = new SessionClient(proxy.url);
    attacker.cookie = planted;
    expect((await attacker.call('GET', '/session')).status).toBe(401);
    expect((await victim.call('GET', '/session')).status).toBe(200);
  });

  it('ignores a made-up session id and sets a fresh one', async () => {
    const client = new SessionClient(proxy.url);
    client.cookie = 'einvoice_session=attacker-chosen-id';
    expect((await client.call('GET', '/session')).status).toBe(401);
    await client.signIn('bob@example.test', PASSWORD_B);
    expect(client.cookie).not.toContain('attacker-chosen-id');
  });
});

describe('no account enumeration', () => {
  it('answers an unknown e-mail and a wrong password alike, in similar time', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await new SessionClient(proxy.url).signIn(email, 'wrong password 123');
      return {
        ms: performance.now() - started,
        status: res.status,
        code: res.body.error.code,
        message: res.body.error.message,
      };
    };
    // A user of its own, so the other tests' per-e-mail allowance is untouched; the two kinds alternate so that
    // the load of the machine (shared with other suites) falls on both alike.
    expect((await new SessionClient(proxy.url).signUp('dave@example.test', 'dave password 1')).status).toBe(
      201,
    );
    const unknown: Awaited<ReturnType<typeof timed>>[] = [];
    const wrong: Awaited<ReturnType<typeof timed>>[] = [];
    for (let i = 0; i < SIGN_IN_PER_EMAIL; i++) {
      unknown.push(await timed(`nobody${i}@example.test`));
      wrong.push(await timed('dave@example.test'));
    }
    for (const r of [...unknown, ...wrong])
      expect({ status: r.status, code: r.code, message: r.message }).toEqual({
        status: 401,
        code: 'UNAUTHORIZED',
        message: 'E-mail or password is wrong',
      });
    const median = (xs: { ms: number }[]) =>
      xs.map((x) => x.ms).sort((x, y) => x - y)[Math.floor(xs.length / 2)] as number;
    // Both pay one scrypt (tens of ms); without the decoy hash an unknown e-mail answers in a few ms, a ratio
    // far below these bounds, which leave room for a loaded machine.
    const ratio = median(unknown) / median(wrong);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });
});

describe('sign-in rate limit', () => {
  it('refuses the attempts past the per-e-mail limit with 429 and Retry-After, for unknown e-mails too', async () => {
    const client = new SessionClient(proxy.url);
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_PER_EMAIL; i++)
      statuses.push((await client.signIn('guess@example.test', `guess number ${i}`)).status);
    expect(statuses.slice(0, SIGN_IN_PER_EMAIL).every((s) => s === 401)).toBe(true);
    const last = await client.signIn('guess@example.test', 'guess number x');
    expect(last.status).toBe(429);
    expect(last.body.error.code).toBe('RATE_LIMITED');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts failures only: successful sign-ins never lock out the right password', async () => {
    // Issue 34 (6): the sixth successful sign-in in 15 minutes was refused for ~9.5 minutes.
    const c = new SessionClient(proxy.url);
    expect((await c.signUp('often@example.test', PASSWORD_A)).status).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_PER_EMAIL * 2; i++)
      statuses.push((await c.signIn('often@example.test', PASSWORD_A)).status);
    expect(statuses).toEqual(statuses.map(() => 200));
    // Failures still count: after the limit of wrong passwords even the right one waits.
    for (let i = 0; i < SIGN_IN_PER_EMAIL; i++)
      expect((await c.signIn('often@example.test', `wrong ${i}`)).status).toBe(401);
    const locked = await c.signIn('often@example.test', PASSWORD_A);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('RATE_LIMITED');
  });
});

describe('usage, records and keys', () => {
  it('shows a validation with the test key in the records and the per-day usage', async () => {
    const v = await validateWith(keysA.test);
    expect(v.status).toBe(200);
    const records = await recordsOf(a, 1);
    expect(records[0]).toMatchObject({ api: 'v3', mode: 'test', isValid: v.body.data.valid });
    expect(JSON.stringify(records)).not.toContain('<Invoice');
    const usage = (await a.call('GET', '/usage')).body.data;
    expect(usage).toMatchObject({
      plan: 'Free Trial',
      period: 'lifetime',
      quota: 100,
      used: 0,
      overage: null,
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(usage.days).toContainEqual({
      day: today,
      api: 'v3',
      valid: v.body.data.valid ? 1 : 0,
      invalid: v.body.data.valid ? 0 : 1,
    });
    const csv = await a.call('GET', '/usage.csv');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.body).toContain(`${today},v3,`);
    const keys = (await a.call('GET', '/keys')).body.data.keys;
    const test = keys.find((k: { mode: string }) => k.mode === 'test');
    expect(test.requestsThisPeriod).toBe(1);
    expect(test.lastUsedAt).not.toBeNull();
  });

  it('refuses a records bound outside the years 0001–9999 with 400, not a 503 outage', async () => {
    // Issue 34 (7): the v1 listings' bound check had not reached this route.
    for (const before of ['0000-01-01T00:00:00Z', '0001-01-01T00:00:00+01:00', '2026-02-30T00:00:00Z']) {
      const r = await a.call('GET', `/records?before=${encodeURIComponent(before)}`);
      expect([r.status, r.body.error.code], before).toEqual([400, 'INVALID_OPTION']);
    }
    expect((await a.call('GET', '/records?before=9999-12-31T23:59:59Z')).status).toBe(200);
  });

  it("answers 404 for another account's record and never lists it", async () => {
    const [record] = await recordsOf(a, 1);
    expect((await a.call('GET', `/records/${record.validationRef}`)).status).toBe(200);
    const foreign = await b.call('GET', `/records/${record.validationRef}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('NOT_FOUND');
    expect((await b.call('GET', '/records')).body.data.records).toEqual([]);
  });

  it('regenerates: with 1 h of grace the old key still works; with none it answers 401 at once', async () => {
    const graced = await a.call('POST', '/keys/regenerate', { grace: '1h' });
    expect(graced.status).toBe(201);
    expect((await validateWith(keysA.test)).status).toBe(200);
    const fresh = graced.body.data.test.key as string;
    expect((await validateWith(fresh)).status).toBe(200);
    const now = await a.call('POST', '/keys/regenerate', { grace: 'now' });
    expect(now.status).toBe(201);
    const old = await validateWith(fresh);
    expect(old.status).toBe(401);
    expect(old.body.error.code).toBe('KEY_EXPIRED');
    expect((await validateWith(now.body.data.test.key)).status).toBe(200);
  });

  it('keeps one old key per mode in grace and refuses regenerations past the hourly limit with 429', async () => {
    // Issue 34 (5): 30 regenerations with 24 h of grace left 32 keys working, each with its own rate limit.
    const c = new SessionClient(proxy.url);
    const first = await c.signUp('regen@example.test', PASSWORD_A);
    const issued = [first.body.data.keys];
    for (let i = 0; i < KEY_REGENERATIONS_PER_ACCOUNT; i++) {
      const r = await c.call('POST', '/keys/regenerate', { grace: '24h' });
      expect(r.status).toBe(201);
      issued.push(r.body.data);
    }
    const statuses = await Promise.all(
      issued.flatMap((k) => [k.live.key, k.test.key]).map(async (key) => (await validateWith(key)).status),
    );
    // Only the last pair and the pair before it (in grace) work; every older key answers 401 KEY_EXPIRED.
    expect(statuses).toEqual(issued.flatMap((_, i) => (i >= issued.length - 2 ? [200, 200] : [401, 401])));
    const refused = await c.call('POST', '/keys/regenerate', { grace: '24h' });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

/** `npm run keys -- …` against the running server (over its admin socket); the printed JSON. */
async function keysCli(...args: string[]) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'proxy/src/cli/keys.ts', ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: data.env.DATA_DIR },
    },
  );
  return JSON.parse(stdout);
}

describe('operator commands', () => {
  it('reset-password prints a temporary password that signs in, and the old one stops working', async () => {
    const { temporaryPassword } = await keysCli('reset-password', '--email', 'ALICE@example.test');
    expect(typeof temporaryPassword).toBe('string');
    expect((await new SessionClient(proxy.url).signIn('alice@example.test', PASSWORD_A)).status).toBe(401);
    const client = new SessionClient(proxy.url);
    expect((await client.signIn('alice@example.test', temporaryPassword)).status).toBe(200);
    // The reset ended the sessions opened with the old password.
    expect((await a.call('GET', '/session')).status).toBe(401);
    a = client;
  });

  it('invite lets an e-mail sign up into an existing account, which it then sees', async () => {
    const accountId = (await a.call('GET', '/session')).body.data.accountId;
    const { invite } = await keysCli('invite', '--account', accountId, '--email', 'carol@example.test');
    const carol = new SessionClient(proxy.url);
    const wrongEmail = await carol.call('POST', '/signup', {
      email: 'mallory@example.test',
      password: 'mallory password',
      invite,
    });
    expect(wrongEmail.status).toBe(400);
    const joined = await carol.call('POST', '/signup', {
      email: 'carol@example.test',
      password: 'carol password 1',
      invite,
    });
    expect(joined.status).toBe(201);
    expect(joined.body.data).toMatchObject({ accountId, keys: null });
    expect((await carol.call('GET', '/records')).body.data.records.length).toBeGreaterThan(0);
  });
});

describe('password change and sign-out', () => {
  it('changes the password (the old one stops working), limits the attempts and signs out', async () => {
    const wrong = await b.call('POST', '/password', {
      currentPassword: 'not it at all',
      newPassword: 'a new password 2',
    });
    expect(wrong.status).toBe(401);
    const changed = await b.call('POST', '/password', {
      currentPassword: PASSWORD_B,
      newPassword: 'a new password 2',
    });
    expect(changed.status).toBe(200);
    expect((await b.call('GET', '/session')).status).toBe(200);
    expect((await new SessionClient(proxy.url).signIn('bob@example.test', PASSWORD_B)).status).toBe(401);
    // Two attempts so far; the rest of the allowance, then the refusal.
    for (let i = 2; i < PASSWORD_CHANGES_PER_USER; i++)
      expect(
        (await b.call('POST', '/password', { currentPassword: `guess ${i}`, newPassword: 'x'.repeat(12) }))
          .status,
      ).toBe(401);
    const limited = await b.call('POST', '/password', {
      currentPassword: 'a new password 2',
      newPassword: 'x'.repeat(12),
    });
    expect(limited.status).toBe(429);
    expect((await b.call('POST', '/signout')).status).toBe(204);
    expect((await b.call('GET', '/session')).status).toBe(401);
  });

  it('never printed a password or a key to the log', () => {
    const log = proxy.output();
    for (const secret of [PASSWORD_A, PASSWORD_B, 'a new password 2', keysA.live, keysA.test])
      expect(log).not.toContain(secret);
  });
});
