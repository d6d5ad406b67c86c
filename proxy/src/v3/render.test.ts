/**
 * POST /api/v3/render over a real socket (ephemeral loopback port). The pool is a stand-in that renders on
 * the test's thread, as a worker would, and refuses every other call.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { renderInvoice } from '@einvoice/engine';
import { fail } from '@einvoice/engine/errors';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { EnginePool } from '../engine/pool.ts';

const UBL = 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml';
const CII = 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_uncefact.xml';
const corpusText = (rel: string) => readFileSync(path.join(corpusDir, rel), 'utf8');

let pooledRenders = 0;
const noPool: EnginePool = {
  validate: async () => fail('ORACLE_UNAVAILABLE', 'render must not use the pool'),
  inspect: async () => fail('ORACLE_UNAVAILABLE', 'render must not use the pool'),
  remediate: async () => fail('ORACLE_UNAVAILABLE', 'render must not use the pool'),
  fix: async () => fail('ORACLE_UNAVAILABLE', 'render must not use the pool'),
  convert: async () => fail('ORACLE_UNAVAILABLE', 'render must not use the pool'),
  render: async (input, options) => {
    pooledRenders++;
    return renderInvoice(input, options);
  },
  json: async (call) => {
    if (call.type !== 'render') fail('ORACLE_UNAVAILABLE', 'render uses only the render call');
    pooledRenders++;
    return { json: JSON.stringify(renderInvoice(call.input, call.options)), engineMs: 0 };
  },
  info: () => ({
    artefacts: [],
    scenarios: [],
    rulesets: [],
    releases: [],
    integrity: { algorithm: 'sha256', files: {} },
    layers: [],
  }),
  state: () => ({ workers: 0, ready: 0, busy: 0, queue: 0, maxQueue: 0, restarts: 0 }),
  close: async () => {},
};

let server: ReturnType<typeof serve>;
let base = '';

beforeAll(async () => {
  const app = createApp({ pool: noPool, version: 'test' });
  server = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function render(body: unknown) {
  const res = await fetch(`${base}/api/v3/render`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('POST /api/v3/render', () => {
  it('renders on the engine pool, not on the server thread', async () => {
    const before = pooledRenders;
    expect((await render({ xml: corpusText(UBL) })).status).toBe(200);
    expect(pooledRenders).toBe(before + 1);
  });

  it('answers an HTML page by default, in English, enveloped', async () => {
    const xml = corpusText(UBL);
    const { status, body } = await render({ xml });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.meta.processingTimeMs).toBeGreaterThanOrEqual(0);
    expect(body.data).toMatchObject({ format: 'html', locale: 'en', syntax: 'UBL' });
    expect(body.data.document).toBeUndefined();
    const html = body.data.html as string;
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).not.toMatch(/<script|\son\w+=|javascript:|<link|<img|@import|url\(/i);
    // The invoice number of the file itself (BT-1, cbc:ID directly under the root) is on the page.
    const number = /<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>[\s\S]*?<cbc:ID>([^<]+)<\/cbc:ID>/.exec(
      xml,
    )?.[1];
    expect(number && html.includes(number)).toBe(true);
  });

  it('answers the structured reading for format json, German, from base64 bytes of a CII invoice', async () => {
    const bytes = readFileSync(path.join(corpusDir, CII));
    const { status, body } = await render({
      xmlBase64: bytes.toString('base64'),
      format: 'json',
      locale: 'de',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ format: 'json', locale: 'de', syntax: 'CII' });
    expect(body.data.html).toBeUndefined();
    const issue = /<ram:IssueDateTime>\s*<udt:DateTimeString format="102">(\d{4})(\d{2})(\d{2})</.exec(
      bytes.toString('utf8'),
    );
    const bt2 = body.data.document.header.find((v: { bt: string }) => v.bt === 'BT-2');
    expect(bt2.text).toBe(`${issue?.[3]}.${issue?.[2]}.${issue?.[1]}`);
    expect(body.data.values).toBeGreaterThan(0);
  });

  it('refuses pdf with 422 UNSUPPORTED_FORMAT naming the supported formats', async () => {
    const { status, body } = await render({ xml: corpusText(UBL), format: 'pdf' });
    expect(status).toBe(422);
    expect(body.error.code).toBe('UNSUPPORTED_FORMAT');
    expect(body.error.details.supported).toEqual(['html', 'json']);
  });

  it('refuses an unknown locale with 422 UNSUPPORTED_LOCALE', async () => {
    const { status, body } = await render({ xml: corpusText(UBL), locale: 'it' });
    expect(status).toBe(422);
    expect(body.error.code).toBe('UNSUPPORTED_LOCALE');
  });

  it('refuses a well-formed document that is not an invoice with 422 NOT_AN_INVOICE', async () => {
    const { status, body } = await render({
      xml: '<?xml version="1.0"?><Order xmlns="urn:example:order"><ID>1</ID></Order>',
    });
    expect(status).toBe(422);
    expect(body.error.code).toBe('NOT_AN_INVOICE');
  });

  it('answers input errors as validate does', async () => {
    expect((await render({})).body.error.code).toBe('MISSING_XML');
    expect((await render({ xml: '<Invoice' })).status).toBe(422);
    expect((await render({ xml: '<Invoice' })).body.error.code).toBe('MALFORMED_XML');
    expect((await render('{"xml":')).body.error.code).toBe('INVALID_JSON');
    const doctype = await render({ xml: '<!DOCTYPE x [<!ENTITY e "x">]><x>&e;</x>' });
    expect([doctype.status, doctype.body.error.code]).toEqual([400, 'XML_DOCTYPE_REFUSED']);
    const typed = await render({ xml: corpusText(UBL), format: 3 });
    expect([typed.status, typed.body.error.code]).toEqual([400, 'INVALID_OPTION']);
  });
});
