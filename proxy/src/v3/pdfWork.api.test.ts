/**
 * Issue 34, point 1, and issue 35, point 11, over a real socket (proxy/src/main.ts as its own process, two
 * engine workers as in the issue): PDFs that declare more objects than their bytes hold are refused at once
 * and never hold a worker; a v1 batch counts its invoices as requests and shares one deadline; an instant
 * key's 10 requests are 10 requests, those ending in 4xx included.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import {
  denseObjectStream,
  overdeclaredObjectStream,
  overdeclaredXrefStream,
} from '@einvoice/test-support/hostile/pdfShapes';
import { largeUblInvoice } from '@einvoice/test-support/invoices/largeInvoice';
import { type ApiAnswer, apiCall } from '@einvoice/test-support/proxy/apiCall';
import { keyedServerEnv, TEST_API_KEY } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The engine deadline of this server: short, so a batch sharing one deadline is seen within seconds. */
const DEADLINE_MS = 10_000;
const TYPICAL = readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);
const HYBRID = readFileSync(path.join(corpusDir, 'hybrid-pdf/pdf_zf_en16931_1.pdf')).toString('base64');
/** The PDF: one object stream declaring 2,000,000 entries (~8 KB). */
const HOSTILE = Buffer.from(overdeclaredObjectStream(2_000_000)).toString('base64');

const keyed = keyedServerEnv();
let server: SpawnedProxy;

beforeAll(async () => {
  server = await spawnProxy({ ...keyed.env, ENGINE_WORKERS: '2', ENGINE_TIMEOUT_MS: String(DEADLINE_MS) });
  // Both workers warm, their PDF reader loaded too.
  const warm = await Promise.all(
    [0, 1].map(() => apiCall(`${server.url}/api/v3/validate`, TEST_API_KEY, { xml: TYPICAL })),
  );
  expect(warm.map((a) => a.status)).toEqual([200, 200]);
  const pdfs = await Promise.all(
    [0, 1].map(() => apiCall(`${server.url}/api/v3/validate`, TEST_API_KEY, { xmlBase64: HYBRID })),
  );
  expect(pdfs.map((a) => a.status)).toEqual([200, 200]);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  keyed.cleanup();
});

async function instantKey(): Promise<string> {
  const minted = await fetch(`${server.url}/api/developers/instant-key`, { method: 'POST' });
  expect(minted.status).toBe(201);
  return (await minted.json()).data.key;
}

/** The answer and how long it took, ms. */
async function timed(call: Promise<ApiAnswer>): Promise<ApiAnswer & { ms: number }> {
  const started = performance.now();
  const answer = await call;
  return { ...answer, ms: performance.now() - started };
}

describe('PDF reading bounded by what the bytes hold (issue 34.1)', () => {
  it('refuses the 2,000,000-entry object stream at once, and another account beside two of them is not delayed', async () => {
    const [a, b] = [await instantKey(), await instantKey()];
    const [hostileA, hostileB, normal] = await Promise.all([
      timed(apiCall(`${server.url}/api/v3/validate`, a, { xmlBase64: HOSTILE })),
      timed(apiCall(`${server.url}/api/v3/validate`, b, { xmlBase64: HOSTILE })),
      // Sent a moment later, when both hostile requests hold the workers (before: for 30 s).
      new Promise((r) => setTimeout(r, 50)).then(() =>
        timed(apiCall(`${server.url}/api/v3/validate`, TEST_API_KEY, { xml: TYPICAL })),
      ),
    ]);
    for (const hostile of [hostileA, hostileB]) {
      expect([hostile.status, hostile.body.error.code, hostile.body.error.details]).toEqual([
        422,
        'UNSUPPORTED_FORMAT',
        { reason: 'pdf-object-stream-overdeclared', limit: 1, declared: 2_000_000 },
      ]);
      // Before: both held their worker to the deadline and answered 503 (the issue: 30 s).
      expect(hostile.ms).toBeLessThan(DEADLINE_MS / 2);
    }
    expect(normal.status).toBe(200);
    expect(normal.ms).toBeLessThan(DEADLINE_MS / 2);
  }, 60_000);

  it('refuses more objects than the size allows and over-declared cross-reference streams, on v3 and v1', async () => {
    for (const [pdf, reason] of [
      [denseObjectStream(200_000), 'pdf-too-many-objects'],
      [overdeclaredXrefStream(3_000_000), 'pdf-xref-overdeclared'],
    ] as const) {
      const xmlBase64 = Buffer.from(pdf).toString('base64');
      const v3 = await timed(apiCall(`${server.url}/api/v3/validate`, TEST_API_KEY, { xmlBase64 }));
      expect([v3.status, v3.body.error.code, v3.body.error.details.reason]).toEqual([
        422,
        'UNSUPPORTED_FORMAT',
        reason,
      ]);
      expect(v3.ms).toBeLessThan(DEADLINE_MS / 2);
      const v1 = await timed(apiCall(`${server.url}/api/v1/validate`, TEST_API_KEY, { xmlBase64 }));
      // v1 answers every UNSUPPORTED_FORMAT as 400 BAD_REQUEST (docs/pdf-reading.md).
      expect([v1.status, v1.body.error.details?.reason]).toEqual([400, reason]);
      expect(v1.ms).toBeLessThan(DEADLINE_MS / 2);
    }
  }, 60_000);
});

describe('a v1 batch counts as the requests it is and shares one deadline (issue 34.1)', () => {
  it("takes one of an instant key's requests per invoice, failed ones included", async () => {
    const key = await instantKey();
    const six = { invoices: Array.from({ length: 6 }, () => ({ xmlBase64: HOSTILE })) };
    const first = await timed(apiCall(`${server.url}/api/v1/validate/batch`, key, six));
    expect(first.status).toBe(200);
    expect(first.ms).toBeLessThan(DEADLINE_MS / 2);
    expect(first.body.data.results.map((r: { error?: { code: string } }) => r.error?.code)).toEqual(
      Array(6).fill('BAD_REQUEST'),
    );
    expect([first.headers.get('x-ratelimit-limit'), first.headers.get('x-ratelimit-remaining')]).toEqual([
      '10',
      '4',
    ]);
    const second = await apiCall(`${server.url}/api/v1/validate/batch`, key, six);
    expect(second.body.data.results.map((r: { error?: { code: string } }) => r.error?.code)).toEqual([
      ...Array(4).fill('BAD_REQUEST'),
      'QUOTA_EXCEEDED',
      'QUOTA_EXCEEDED',
    ]);
    expect(second.headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await apiCall(`${server.url}/api/v1/validate`, key, { xml: TYPICAL })).status).toBe(402);
  }, 60_000);

  it('ends its invoices at one deadline: the batch holds a worker no longer than one request', async () => {
    // A server of its own with a 3 s deadline: thirty 2,000-line invoices take 5–6 s on a quiet machine and
    // 15–30 s under load, so the shared deadline ends the batch on either while its first invoice still fits.
    const short = keyedServerEnv();
    const shortServer = await spawnProxy({ ...short.env, ENGINE_WORKERS: '1', ENGINE_TIMEOUT_MS: '3000' });
    try {
      const big = largeUblInvoice(2_000);
      const one = await apiCall(`${shortServer.url}/api/v1/validate`, TEST_API_KEY, { xml: big });
      expect(one.status).toBe(200);
      const started = performance.now();
      const batch = await apiCall(`${shortServer.url}/api/v1/validate/batch`, TEST_API_KEY, {
        invoices: Array.from({ length: 30 }, () => ({ xml: big })),
      });
      const ms = performance.now() - started;
      expect(batch.status).toBe(200);
      const codes = batch.body.data.results.map((r: { success: boolean; error?: { code: string } }) =>
        r.success ? 'ok' : r.error?.code,
      );
      // Before, every invoice ran within a deadline of its own and all thirty succeeded.
      expect(codes).toContain('ok');
      expect(codes.at(-1)).toBe('ORACLE_UNAVAILABLE');
      // Reading and answering 42 MB of JSON comes on top of the deadline (seconds under a loaded machine).
      expect(ms).toBeLessThan(2 * DEADLINE_MS);
    } finally {
      await shortServer.stop();
      short.cleanup();
    }
  }, 120_000);
});

describe("an instant key's 10 requests are 10 requests (issue 35.11)", () => {
  it('counts requests that end in 4xx, on v3 and v1, the headers counting down, and refuses the 11th', async () => {
    const key = await instantKey();
    const remaining: (string | null)[] = [];
    for (let i = 0; i < 10; i++) {
      const answer =
        i % 2 === 0
          ? await apiCall(`${server.url}/api/v3/validate`, key, {})
          : await apiCall(`${server.url}/api/v1/validate`, key, {});
      expect([i, answer.status]).toEqual([i, 400]);
      expect(answer.headers.get('x-ratelimit-limit')).toBe('10');
      remaining.push(answer.headers.get('x-ratelimit-remaining'));
    }
    expect(remaining).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1', '0']);
    for (const route of ['v3/validate', 'v1/validate']) {
      const eleventh = await apiCall(`${server.url}/api/${route}`, key, { xml: TYPICAL });
      expect([route, eleventh.status, eleventh.body.error.code]).toEqual([route, 402, 'QUOTA_EXCEEDED']);
      expect(eleventh.headers.get('x-ratelimit-remaining')).toBe('0');
    }
  }, 60_000);
});
