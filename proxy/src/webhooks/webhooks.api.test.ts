/**
 * Webhooks over real HTTP with real receivers on loopback (issues 12 and 30): registration rules (https,
 * SSRF, loopback only with the development setting WEBHOOK_ALLOW_LOOPBACK), signed `validation.completed`
 * for v1, v3 and batch validations to a receiver registered by name, test mode, the deliveries listing,
 * and a proxy killed mid-delivery whose successor still delivers the event. Nothing connects beyond loopback.
 */
import fs from 'node:fs';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { apiCall } from '@einvoice/test-support/proxy/apiCall';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { startReceiver } from '@einvoice/test-support/proxy/receiver';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../storage/openDatabase.ts';
import { Repository } from '../storage/repository.ts';

const XML = fs.readFileSync(
  `${corpusDir}/xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml`,
);
const data = keyedServerEnv();
const strictData = keyedServerEnv();
const keys = { live: '', test: '' };
const strictKeys = { live: '', test: '' };
/** A second account on the same proxy. */
const otherKeys = { live: '', test: '' };
let proxy: SpawnedProxy;
/** A proxy with the production policy: no loopback targets. */
let strict: SpawnedProxy;
const FAST = {
  WEBHOOK_POLL_MS: '100',
  WEBHOOK_RETRY_BASE_MS: '200',
  WEBHOOK_RETRY_MAX_MS: '500',
  WEBHOOK_LEASE_MS: '3000',
  WEBHOOK_TIMEOUT_MS: '2000',
};
/** Receivers run on this machine: the development setting. */
const DEV = { ...FAST, WEBHOOK_ALLOW_LOOPBACK: '1' };

/** Polls `ok`; a poll that asks the API with a test key spends one of its 100 requests an hour: poll slower then. */
async function until(
  what: string,
  ok: () => boolean | Promise<boolean>,
  ms = 30_000,
  everyMs = 100,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

const callOn = (on: () => SpawnedProxy) => (method: string, path: string, key: string, body?: unknown) =>
  fetch(`${on().url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));
const call = callOn(() => proxy);
const callStrict = callOn(() => strict);

async function provision(dataDir: string, into: { live: string; test: string }) {
  const db = await openDatabase({ dataDir });
  const issued = await new Repository(db.db).createAccount('Hooks GmbH', 'Pro', new Date(), null);
  into.live = issued.live.key;
  into.test = issued.test.key;
  await db.close();
}

beforeAll(async () => {
  await provision(data.env.DATA_DIR, keys);
  await Promise.all([
    provision(data.env.DATA_DIR, otherKeys),
    provision(strictData.env.DATA_DIR, strictKeys),
  ]);
  [proxy, strict] = await Promise.all([
    spawnProxy({ ...data.env, ...DEV, WEB_DIST: '/none' }),
    spawnProxy({ ...strictData.env, ...FAST, WEB_DIST: '/none' }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([proxy?.stop(), strict?.stop()]);
  data.cleanup();
  strictData.cleanup();
});

const register = (url: string) => ({ url, events: ['validation.completed'] });

describe('webhook registration', () => {
  it('takes https to public hosts only: no private networks, no loopback (not even for test keys), no plain http', async () => {
    const receiver = await startReceiver(() => '');
    try {
      const live = await callStrict('POST', '/api/v1/webhooks', strictKeys.live, register(receiver.url));
      expect([live.status, live.body.error.code]).toEqual([400, 'BAD_REQUEST']);
      // A developer's http://127.0.0.1 receiver is told the switch that allows it.
      expect(live.body.error.message).toContain(
        'loopback address: start the server with WEBHOOK_ALLOW_LOOPBACK=1',
      );
      for (const url of [
        receiver.url,
        receiver.url.replace('127.0.0.1', 'localhost'),
        `https://127.0.0.1:${new URL(receiver.url).port}/hook`,
        `https://localhost:${new URL(receiver.url).port}/hook`,
        'https://[::ffff:127.0.0.1]/hook',
        'https://[::1]/hook',
        'https://2130706433/hook',
      ]) {
        const r = await callStrict('POST', '/api/v1/webhooks', strictKeys.test, register(url));
        expect([url, r.status, r.body.error.message]).toEqual([
          url,
          400,
          expect.stringMatching(/only https|loopback address/),
        ]);
      }
      for (const url of [
        'https://10.1.2.3/hook',
        'http://169.254.169.254/latest',
        'https://[fd00::1]/hook',
        'https://[64:ff9b::a00:1]/hook',
        'https://[2002:c0a8:101::]/hook',
        'https://[fec0::1]/hook',
      ]) {
        const r = await callStrict('POST', '/api/v1/webhooks', strictKeys.test, register(url));
        expect([url, r.status]).toEqual([url, 400]);
      }
      expect((await callStrict('GET', '/api/v1/webhooks', strictKeys.test)).body.data.webhooks).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('takes a loopback receiver, by address or by name, with the development setting', async () => {
    const receiver = await startReceiver(() => '');
    try {
      const badEvent = await call('POST', '/api/v1/webhooks', keys.test, {
        url: receiver.url,
        events: ['invoice.paid'],
      });
      expect(badEvent.status).toBe(400);
      const privateNet = await call('POST', '/api/v1/webhooks', keys.live, register('https://10.1.2.3/hook'));
      expect(privateNet.body.error.message).toContain('private network');
      const byName = await call(
        'POST',
        '/api/v1/webhooks',
        keys.live,
        register(receiver.url.replace('127.0.0.1', 'localhost')),
      );
      expect(byName.status).toBe(201);
      expect((await call('DELETE', `/api/v1/webhooks/${byName.body.data.id}`, keys.live)).status).toBe(200);
      const ok = await call('POST', '/api/v1/webhooks', keys.test, {
        ...register(receiver.url),
        description: 'ERP',
      });
      expect(ok.status).toBe(201);
      expect(ok.body.data).toMatchObject({
        url: receiver.url,
        events: ['validation.completed'],
        description: 'ERP',
      });
      expect(ok.body.data.secret).toMatch(/^whsec_/);
      const listed = await call('GET', '/api/v1/webhooks', keys.test);
      expect(listed.body.data.webhooks.map((w: any) => w.id)).toEqual([ok.body.data.id]);
      expect(JSON.stringify(listed.body)).not.toContain(ok.body.data.secret);
      // The live key's view is separate: test webhooks hear test validations only.
      expect((await call('GET', '/api/v1/webhooks', keys.live)).body.data.webhooks).toEqual([]);
      expect((await call('DELETE', `/api/v1/webhooks/${ok.body.data.id}`, keys.live)).status).toBe(404);
      expect((await call('DELETE', `/api/v1/webhooks/${ok.body.data.id}`, keys.test)).status).toBe(200);
      expect((await call('GET', '/api/v1/webhooks', keys.test)).body.data.webhooks).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});

describe('the cap of 20 webhooks per account and mode', () => {
  it('holds for registrations sent side by side', async () => {
    // Never delivered to (live validations are not run here): the port is only part of a registered URL.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call('POST', '/api/v1/webhooks', keys.live, register(`http://127.0.0.1:9/hook-${i}`)),
      ),
    );
    expect(answers.filter((r) => r.status === 201).length).toBe(20);
    expect(
      new Set(answers.filter((r) => r.status !== 201).map((r) => `${r.status} ${r.body.error.message}`)),
    ).toEqual(new Set(['400 At most 20 webhooks per account']));
    const listed = (await call('GET', '/api/v1/webhooks', keys.live)).body.data.webhooks;
    expect(listed.length).toBe(20);
    for (const w of listed)
      expect((await call('DELETE', `/api/v1/webhooks/${w.id}`, keys.live)).status).toBe(200);
    expect((await call('POST', '/api/v1/webhooks', keys.live, register('http://127.0.0.1:9/x'))).status).toBe(
      201,
    );
    for (const w of (await call('GET', '/api/v1/webhooks', keys.live)).body.data.webhooks)
      await call('DELETE', `/api/v1/webhooks/${w.id}`, keys.live);
  });
});

describe('validation.completed', () => {
  it('is delivered, signed, to a receiver registered by name, for v3, v1 and batch validations, with testMode and the documented fields', async () => {
    let secret = '';
    const receiver = await startReceiver(() => secret);
    try {
      const hook = await call(
        'POST',
        '/api/v1/webhooks',
        keys.test,
        register(receiver.url.replace('127.0.0.1', 'localhost')),
      );
      expect(hook.status).toBe(201);
      secret = hook.body.data.secret;
      const v3 = await apiCall(`${proxy.url}/api/v3/validate`, keys.test, {
        xmlBase64: XML.toString('base64'),
      });
      const v1 = await apiCall(`${proxy.url}/api/v1/validate`, keys.test, {
        xmlBase64: XML.toString('base64'),
      });
      const batch = await apiCall(`${proxy.url}/api/v1/validate/batch`, keys.test, {
        invoices: [{ xmlBase64: XML.toString('base64') }, { xmlBase64: XML.toString('base64') }],
      });
      expect([v3.status, v1.status, batch.status]).toEqual([200, 200, 200]);
      await until('four events', () => receiver.received.length >= 4);
      const events = receiver.received.map((r) => JSON.parse(r.body));
      expect(receiver.received.every((r) => r.signatureOk)).toBe(true);
      for (const e of events) {
        expect(e).toMatchObject({
          event: 'validation.completed',
          testMode: true,
          data: { isValid: true, format: 'ubl' },
        });
        expect(Date.parse(e.timestamp)).not.toBeNaN();
      }
      const refs = events.map((e) => e.data.validationRef).sort();
      expect(refs).toContain(v1.body._meta.validationRef);
      expect(refs).toEqual(
        expect.arrayContaining(
          batch.body.data.results.map((r: any) => r.validationRef ?? r.data?.validationRef).filter(Boolean),
        ),
      );
      const deliveries = await call('GET', `/api/v1/webhooks/${hook.body.data.id}/deliveries`, keys.test);
      expect(deliveries.body.data.deliveries.length).toBe(4);
      expect(
        deliveries.body.data.deliveries.every(
          (d: any) =>
            d.status === 'delivered' &&
            d.attempts[0].result === 'delivered' &&
            d.attempts[0].statusCode === 200,
        ),
      ).toBe(true);
      await call('DELETE', `/api/v1/webhooks/${hook.body.data.id}`, keys.test);
    } finally {
      await receiver.close();
    }
  });

  it('lists a closed port, a 503 and a hanging receiver alike: "failed", nothing that tells them apart', async () => {
    const down = await startReceiver(() => '');
    down.setStatus(503);
    const hanging = await startReceiver(() => '');
    hanging.setHold(true);
    const closed = await startReceiver(() => '');
    await closed.close();
    try {
      const ids: string[] = [];
      for (const url of [closed.url, down.url, hanging.url]) {
        const r = await call('POST', '/api/v1/webhooks', keys.test, register(url));
        expect(r.status).toBe(201);
        ids.push(r.body.data.id);
      }
      await apiCall(`${proxy.url}/api/v1/validate`, keys.test, { xmlBase64: XML.toString('base64') });
      const firstAttempts = async () =>
        Promise.all(
          ids.map(async (id) => {
            const list = await call('GET', `/api/v1/webhooks/${id}/deliveries`, keys.test);
            return list.body.data.deliveries[0]?.attempts[0];
          }),
        );
      // The hanging one is in progress until its 2 s timeout ends.
      await until(
        'the hanging attempt listed in progress',
        async () => (await firstAttempts())[2]?.result === 'in progress',
      );
      await until('a failed first attempt for each', async () =>
        (await firstAttempts()).every((a) => a?.result === 'failed'),
      );
      for (const a of await firstAttempts())
        expect(Object.keys(a).sort()).toEqual(['at', 'attempt', 'result']);
      for (const id of ids) await call('DELETE', `/api/v1/webhooks/${id}`, keys.test);
    } finally {
      await down.close();
      await hanging.close();
    }
  });

  it('survives the proxy being killed mid-delivery: the next one delivers the same event', async () => {
    let secret = '';
    const receiver = await startReceiver(() => secret);
    try {
      const hook = await call('POST', '/api/v1/webhooks', keys.test, {
        url: receiver.url,
        events: ['validation.completed'],
      });
      secret = hook.body.data.secret;
      receiver.setHold(true);
      await apiCall(`${proxy.url}/api/v1/validate`, keys.test, { xmlBase64: XML.toString('base64') });
      await until('the first attempt to arrive', () => receiver.received.length === 1);
      proxy.child.kill('SIGKILL');
      await new Promise((r) => proxy.child.once('exit', r));
      receiver.setHold(false);
      proxy = await spawnProxy({ ...data.env, ...DEV, WEB_DIST: '/none' });
      await until('redelivery after the lease expired', () => receiver.received.length >= 2);
      const [first, second] = receiver.received;
      expect(second?.eventId).toBe(first?.eventId);
      expect(second?.attempt).toBe(2);
      expect(second?.signatureOk).toBe(true);
      await until('delivered', async () => {
        const list = await call('GET', `/api/v1/webhooks/${hook.body.data.id}/deliveries`, keys.test);
        return list.body.data.deliveries[0]?.status === 'delivered';
      });
      // The attempt cut off by the kill is listed as failed, with nothing about how it failed.
      const list = await call('GET', `/api/v1/webhooks/${hook.body.data.id}/deliveries`, keys.test);
      expect(list.body.data.deliveries[0].attempts).toEqual([
        { attempt: 1, at: expect.any(String), result: 'failed' },
        { attempt: 2, at: expect.any(String), result: 'delivered', statusCode: 200 },
      ]);
    } finally {
      await receiver.close();
    }
  });
});

describe('the circuit breaker', () => {
  it("pauses one account's hanging endpoint, never another account's deliveries to the same host and port", async () => {
    const receiver = await startReceiver(() => '');
    receiver.setHold('/hook-hang');
    const ids: [string, string][] = [];
    try {
      const hanging = await call('POST', '/api/v1/webhooks', keys.test, register(`${receiver.url}-hang`));
      const healthy = await call('POST', '/api/v1/webhooks', otherKeys.test, register(receiver.url));
      expect([hanging.status, healthy.status]).toEqual([201, 201]);
      ids.push([keys.test, hanging.body.data.id], [otherKeys.test, healthy.body.data.id]);
      const validate = (key: string) =>
        apiCall(`${proxy.url}/api/v1/validate`, key, { xmlBase64: XML.toString('base64') });
      // Three timeouts in a row (WEBHOOK_BREAKER_TIMEOUTS) pause the hanging endpoint.
      for (let i = 0; i < 3; i++) await validate(keys.test);
      await until(
        'three failed attempts of the hanging endpoint',
        async () => {
          const list = await call('GET', `/api/v1/webhooks/${hanging.body.data.id}/deliveries`, keys.test);
          expect(list.status).toBe(200);
          const attempts = list.body.data.deliveries.flatMap((d: any) => d.attempts);
          return attempts.filter((a: any) => a.result === 'failed').length >= 3;
        },
        30_000,
        1_000,
      );
      const queued = Date.now();
      for (let i = 0; i < 4; i++) await validate(otherKeys.test);
      // Before, the whole host was paused for WEBHOOK_BREAKER_PAUSE_MS (60 s): no attempt at all.
      await until(
        "the other account's four deliveries",
        () => receiver.paths.filter((p) => p === '/hook').length === 4,
        15_000,
      );
      expect(Date.now() - queued).toBeLessThan(15_000);
    } finally {
      for (const [key, id] of ids) await call('DELETE', `/api/v1/webhooks/${id}`, key);
      await receiver.close();
    }
  }, 60_000);
});
