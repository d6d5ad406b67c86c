/**
 * Webhooks over real HTTP with real receivers on loopback (issue 12): registration rules (https,
 * SSRF), signed `validation.completed` for v1, v3 and batch validations, test mode, the
 * deliveries listing, and a proxy killed mid-delivery whose successor still delivers the event.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../../../conformance/lib/paths.ts';
import { apiCall } from '../auth/testing/apiCall.ts';
import { keyedServerEnv } from '../auth/testing/keyedServerEnv.ts';
import { type SpawnedProxy, spawnProxy } from '../auth/testing/spawnProxy.ts';
import { openDatabase } from '../storage/openDatabase.ts';
import { Repository } from '../storage/repository.ts';
import { startReceiver } from './testing/receiver.ts';

const XML = fs.readFileSync(
  `${corpusDir}/xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml`,
);
const data = keyedServerEnv();
const keys = { live: '', test: '' };
let proxy: SpawnedProxy;
const FAST = {
  WEBHOOK_POLL_MS: '100',
  WEBHOOK_RETRY_BASE_MS: '200',
  WEBHOOK_RETRY_MAX_MS: '500',
  WEBHOOK_LEASE_MS: '3000',
  WEBHOOK_TIMEOUT_MS: '2000',
};

async function until(what: string, ok: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const call = (method: string, path: string, key: string, body?: unknown) =>
  fetch(`${proxy.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

beforeAll(async () => {
  const db = await openDatabase({ dataDir: data.env.DATA_DIR });
  const issued = await new Repository(db.db).createAccount('Hooks GmbH', 'Pro', new Date(), null);
  keys.live = issued.live.key;
  keys.test = issued.test.key;
  await db.close();
  proxy = await spawnProxy({ ...data.env, ...FAST, WEB_DIST: '/none' });
}, 120_000);

afterAll(async () => {
  await proxy?.stop();
  data.cleanup();
});

describe('webhook registration', () => {
  it('takes https or, for test keys, http to loopback; refuses private networks and plain http for live keys', async () => {
    const receiver = await startReceiver(() => '');
    try {
      const live = await call('POST', '/api/v1/webhooks', keys.live, {
        url: receiver.url,
        events: ['validation.completed'],
      });
      expect([live.status, live.body.error.code]).toEqual([400, 'BAD_REQUEST']);
      expect(live.body.error.message).toContain('https');
      const privateNet = await call('POST', '/api/v1/webhooks', keys.live, {
        url: 'https://10.1.2.3/hook',
        events: ['validation.completed'],
      });
      expect(privateNet.body.error.message).toContain('private network');
      const metadata = await call('POST', '/api/v1/webhooks', keys.test, {
        url: 'http://169.254.169.254/latest',
        events: ['validation.completed'],
      });
      expect(metadata.status).toBe(400);
      const badEvent = await call('POST', '/api/v1/webhooks', keys.test, {
        url: receiver.url,
        events: ['invoice.paid'],
      });
      expect(badEvent.status).toBe(400);
      const ok = await call('POST', '/api/v1/webhooks', keys.test, {
        url: receiver.url,
        events: ['validation.completed'],
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

describe('validation.completed', () => {
  it('is delivered, signed, for v3, v1 and batch validations, with testMode and the documented fields', async () => {
    let secret = '';
    const receiver = await startReceiver(() => secret);
    try {
      const hook = await call('POST', '/api/v1/webhooks', keys.test, {
        url: receiver.url,
        events: ['validation.completed'],
      });
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
          (d: any) => d.status === 'delivered' && d.attempts[0].statusCode === 200,
        ),
      ).toBe(true);
      await call('DELETE', `/api/v1/webhooks/${hook.body.data.id}`, keys.test);
    } finally {
      await receiver.close();
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
      proxy = await spawnProxy({ ...data.env, ...FAST, WEB_DIST: '/none' });
      await until('redelivery after the lease expired', () => receiver.received.length >= 2);
      const [first, second] = receiver.received;
      expect(second?.eventId).toBe(first?.eventId);
      expect(second?.attempt).toBe(2);
      expect(second?.signatureOk).toBe(true);
      await until('delivered', async () => {
        const list = await call('GET', `/api/v1/webhooks/${hook.body.data.id}/deliveries`, keys.test);
        return list.body.data.deliveries[0]?.status === 'delivered';
      });
    } finally {
      await receiver.close();
    }
  });
});
