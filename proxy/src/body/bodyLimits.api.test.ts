/**
 * Request bodies over real HTTP (issue 30): every route that takes a body is sent an oversized chunked
 * body without Content-Length, with and without a key. Each is answered as soon as its own limit is
 * passed — with that limit named — or, without a key, before any of it is read; the server's resident
 * memory (VmRSS of the spawned process) stays bounded under three parallel 400 MB uploads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { apiCall } from '@einvoice/test-support/proxy/apiCall';
import { chunkedUpload } from '@einvoice/test-support/proxy/chunkedUpload';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { rssOf } from '@einvoice/test-support/proxy/processMemory';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { instantKeyRoutes } from '../developers/instantKeyRoutes.ts';
import { openDatabase } from '../storage/openDatabase.ts';
import { Repository } from '../storage/repository.ts';

const MB = 1024 * 1024;
const INVOICE = 14 * MB + 64 * 1024;
/**
 * Body bytes a client may have handed to loopback sockets past the point where the server stopped
 * reading: the client's send buffer (tcp_wmem, at most 4 MB here), the server's receive window
 * (tcp_rmem, autotuned up to 32 MB), the 16 MB the server discards after an answer (unreadBody.ts) and
 * a margin. Far below the 400 MB sent at each route.
 */
const SLACK = 56 * MB;

/** Every route that reads a body, its limit and the status of a body over it (v1/v2: 400, spec 7.2). */
const ROUTES = [
  ['/api/v3/validate', INVOICE, 413],
  ['/api/v3/fix', INVOICE, 413],
  ['/api/v3/convert', INVOICE, 413],
  ['/api/v3/render', INVOICE, 413],
  ['/api/v1/validate', INVOICE, 400],
  ['/api/v1/validate/batch', 50 * MB, 400],
  ['/api/v2/validate-and-fix', INVOICE, 400],
  ['/api/v1/fixer/categorize', INVOICE, 400],
  ['/api/v1/fixer/fix', INVOICE, 400],
  ['/api/v1/fixer/fix-with-input', INVOICE, 400],
  ['/api/v1/convert', INVOICE, 400],
  ['/api/v1/compliance-score', 64 * 1024, 400],
  ['/api/v1/webhooks', 16 * 1024, 400],
  ['/api/v1/evidence-pack', 64 * 1024, 400],
  ['/api/v1/evidence-pack/batch', 64 * 1024, 400],
  ['/api/v1/fixer/evidence-pack', 25 * MB, 400],
] as const;

const VALID = readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
);

const data = keyedServerEnv();
let server: SpawnedProxy;
let key = '';
let packId = '';

const error = (body: unknown) =>
  (body as { error: { code: string; message: string; details?: unknown } }).error;

beforeAll(async () => {
  const db = await openDatabase({ dataDir: data.env.DATA_DIR });
  // Business: the plan every route of the table admits, so each reaches its body.
  key = (await new Repository(db.db).createAccount('Bodies SE', 'Business', new Date(), null)).live.key;
  await db.close();
  server = await spawnProxy({ ...data.env, WEB_DIST: '/none' });
  const validated = await apiCall(`${server.url}/api/v1/validate`, key, {
    xmlBase64: VALID.toString('base64'),
  });
  expect(validated.status).toBe(200);
  const pack = await apiCall(`${server.url}/api/v1/evidence-pack`, key, {
    validationRef: validated.body._meta.validationRef,
  });
  expect(pack.status).toBe(200);
  packId = pack.body.data.evidencePackId;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  data.cleanup();
});

describe('three parallel 400 MB chunked uploads without a key to POST /api/v1/verify/{id}', () => {
  it('keep the server within 300 MB of its memory and are cut soon after the limit', async () => {
    const pid = server.child.pid as number;
    const before = rssOf(pid);
    let highest = before;
    const sampler = setInterval(() => {
      highest = Math.max(highest, rssOf(pid));
    }, 10);
    const uploads = await Promise.all(
      Array.from({ length: 3 }, () =>
        chunkedUpload(server.url, `/api/v1/verify/${packId}`, 400 * MB, { keepSending: true }),
      ),
    );
    clearInterval(sampler);
    console.log(
      `[bodyLimits] RSS ${Math.round(before / MB)} MB before, peak +${Math.round((highest - before) / MB)} MB; ` +
        `sent ${uploads.map((u) => Math.round(u.sent / MB)).join(', ')} MB of 400 MB each`,
    );
    expect(highest - before).toBeLessThan(300 * MB);
    for (const got of uploads) {
      expect([got.status, error(got.body).code]).toEqual([400, 'XML_TOO_LARGE']);
      // The client kept sending; the server answered, drained at most briefly and closed the connection.
      expect(got.cut).toBe(true);
      expect(got.sent).toBeLessThan(12 * MB + SLACK);
    }
  }, 120_000);
});

describe('an oversized chunked body without Content-Length', () => {
  it('is tried at every route of the app that is not a GET', () => {
    // Registration touches none of its dependencies, so the app's route table is read without a server.
    const app = createApp({
      pool: {} as never,
      version: 'routes',
      legacy: {} as never,
      evidence: {} as never,
      webhooks: {} as never,
      developerRoutes: instantKeyRoutes({} as never, () => 0, 'open'),
    });
    const routes = new Set(
      app.routes
        .filter((r) => !['GET', 'HEAD', 'ALL'].includes(r.method))
        .map((r) => `${r.method} ${r.path}`),
    );
    expect([...routes].sort()).toEqual(
      [
        ...ROUTES.map(([route]) => `POST ${route}`),
        'POST /api/v1/verify/:id',
        // Routes that take no body: see 'a body no handler reads'.
        'POST /api/developers/instant-key',
        'DELETE /api/v1/webhooks/:id',
        // KoSIT's interface answers its own plain-text 413: its own tests below.
        'POST /kosit/*',
      ].sort(),
    );
  });

  it.each(ROUTES)(
    '%s with a key: refused at its own limit of %i bytes, named in the answer',
    async (route, limit, status) => {
      const got = await chunkedUpload(server.url, route, 400 * MB, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(got.status).toBe(status);
      expect(error(got.body)).toMatchObject({ code: 'XML_TOO_LARGE', details: { maxBodyBytes: limit } });
      const said = limit >= MB ? `${Number((limit / MB).toFixed(2))} MB` : `${limit / 1024} KB`;
      expect(error(got.body).message).toContain(`exceeds ${said}, the limit of this endpoint`);
      expect(got.sentAtAnswer).toBeGreaterThan(limit);
      expect(got.sentAtAnswer).toBeLessThan(limit + SLACK);
    },
  );

  it.each(ROUTES)('%s without a key: 401 before any of the body is read', async (route) => {
    const got = await chunkedUpload(server.url, route, 400 * MB);
    expect(got.status).toBe(401);
    expect(got.sentAtAnswer).toBeLessThan(SLACK);
  });

  it('POST /api/v1/verify/{id} (public): refused at 12 MB, named in the answer', async () => {
    const got = await chunkedUpload(server.url, `/api/v1/verify/${packId}`, 400 * MB);
    expect(got.status).toBe(400);
    expect(error(got.body)).toEqual({
      code: 'XML_TOO_LARGE',
      message: 'Request body exceeds 12 MB, the limit of this endpoint for an evidence pack (PDF or ZIP)',
      details: { maxBodyBytes: 12 * MB },
    });
    expect(got.sentAtAnswer).toBeGreaterThan(12 * MB);
    expect(got.sentAtAnswer).toBeLessThan(12 * MB + SLACK);
  });

  it("POST /kosit/{name} with a key: refused past 10 MB (the API bound on an invoice), as KoSIT's daemon", async () => {
    const got = await chunkedUpload(server.url, '/kosit/big.xml', 400 * MB, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(got.status).toBe(413);
    expect(got.sentAtAnswer).toBeGreaterThan(10 * MB);
    expect(got.sentAtAnswer).toBeLessThan(10 * MB + SLACK);
  });

  it('POST /kosit/{name} without a key: 401 before any of the body is read', async () => {
    const got = await chunkedUpload(server.url, '/kosit/big.xml', 400 * MB);
    expect(got.status).toBe(401);
    expect(got.sentAtAnswer).toBeLessThan(SLACK);
  });

  it('POST /api/v1/verify/{id} of an unknown pack: 404 before any of the body is read', async () => {
    const got = await chunkedUpload(server.url, '/api/v1/verify/ep_000000000000000000000000', 400 * MB);
    expect([got.status, error(got.body).code]).toEqual([404, 'NOT_FOUND']);
    expect(got.sentAtAnswer).toBeLessThan(SLACK);
  });
});

describe('a body no handler reads', () => {
  const UNREAD = [
    ['GET', '/api/v3/health', 200],
    ['POST', '/api/developers/instant-key', 201],
    ['POST', '/api/v3/nothing', 404],
    ['POST', '/api/v1/nothing', 404],
    ['DELETE', '/api/v1/webhooks/wh_nothing', 401],
    ['GET', `/api/v1/verify/ep_000000000000000000000000`, 404],
    ['PUT', '/api/v3/validate', 404],
    ['PUT', '/kosit/invoice.xml', 405],
  ] as const;

  it.each(UNREAD)(
    '%s %s: answered, at most 16 MB more discarded, the connection closed soon after',
    async (method, route, status) => {
      const got = await chunkedUpload(server.url, route, 400 * MB, { method, keepSending: true });
      expect(got.status).toBe(status);
      expect(got.cut).toBe(true);
      expect(got.sent).toBeLessThan(SLACK);
    },
  );

  it('leaves a client that is still sending its answer: a whole invoice body declared, 100 MB chunked', async () => {
    for (let i = 0; i < 5; i++) {
      const declared = await fetch(`${server.url}/api/v3/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // A whole invoice body sent with no key: the client finishes writing within the 16 MB discarded.
        body: new Uint8Array(INVOICE).fill(0x20),
      });
      expect([declared.status, (await declared.json()).error.code]).toEqual([401, 'UNAUTHORIZED']);
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 100 * MB) return controller.close();
          sent += 256 * 1024;
          controller.enqueue(new Uint8Array(256 * 1024).fill(0x20));
        },
      });
      const chunked = await fetch(`${server.url}/api/v1/webhooks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      expect([chunked.status, (await chunked.json()).error.code]).toEqual([401, 'UNAUTHORIZED']);
    }
  });
});
