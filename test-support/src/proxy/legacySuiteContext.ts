import { afterAll, beforeAll, expect } from 'vitest';
import { corpus, type LegacyServer, startLegacyServer } from './legacyServer.ts';
import { observations } from './observe.ts';

export const UBL = 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml';
export const VALID = corpus(UBL);
/** The same invoice without its Leitweg-ID (BR-DE-15: needs input) and with a seller country in lower case (BR-CL-14: auto). */
export const BROKEN = VALID.replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '').replace(
  '<cbc:IdentificationCode>DE</cbc:IdentificationCode>',
  '<cbc:IdentificationCode>de</cbc:IdentificationCode>',
);
/**
 * A plain EN 16931 invoice with a positive amount due but neither due date nor payment terms: CEN 1.3.15's
 * BR-CO-25 rejects it, 1.3.16 (which dropped that UBL rule) accepts it.
 */
export const PINNED = corpus('en16931-examples/ubl/ubl-tc434-example1.xml')
  .replace(/<cbc:DueDate>[^<]*<\/cbc:DueDate>/g, '')
  .replace(/<cac:PaymentTerms>[\s\S]*?<\/cac:PaymentTerms>/g, '');
export const MALFORMED = '<Invoice><unclosed></Invoice>';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The engine's default releases are those in force on the day the server answers. */
export const TODAY = new Date().toISOString().slice(0, 10);

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

/** What the earlier interface's suite shares across its topics: the server, the calls, what was seen and observed. */
export interface LegacySuiteContext {
  kind: 'pglite' | 'postgres';
  /** The running server (set before the first test). */
  s: LegacyServer;
  seen: { path: string; status: number; headers: Headers }[];
  refs: Record<string, string>;
  observe: ReturnType<typeof observations>['observe'];
  call(method: string, path: string, key?: string, body?: unknown): Promise<Answer>;
  post(path: string, key: string | undefined, body: unknown): Promise<Answer>;
  expectError(a: Answer, status: number, code: string): void;
}

/** Starts the suite's server before its tests and stops it after them; the topics' tests share it in order. */
export function legacySuiteContext(kind: 'pglite' | 'postgres'): LegacySuiteContext {
  const { observe, flush } = observations(kind);
  const ctx: LegacySuiteContext = {
    kind,
    s: undefined as unknown as LegacyServer,
    seen: [],
    refs: {},
    observe,
    async call(method, path, key, body) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (key) headers.authorization = `Bearer ${key}`;
      const init: RequestInit = { method, headers };
      if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
      const res = await fetch(`${ctx.s.url}${path}`, init);
      const text = await res.text();
      ctx.seen.push({ path, status: res.status, headers: res.headers });
      return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
    },
    post: (path, key, body) => ctx.call('POST', path, key, body),
    expectError(a, status, code) {
      expect([a.status, a.body.success, a.body.error.code]).toEqual([status, false, code]);
      expect(typeof a.body.error.message).toBe('string');
    },
  };
  beforeAll(async () => {
    ctx.s = await startLegacyServer(kind);
  }, 120_000);
  afterAll(async () => {
    flush();
    await ctx.s?.close();
  });
  return ctx;
}
