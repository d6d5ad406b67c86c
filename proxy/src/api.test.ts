/**
 * The v3 API over a real socket: proxy/src/main.ts runs as its own process (real engine, real
 * worker threads, rulesets build) and is driven with fetch. Expectations come from the corpora
 * (expected/*.jsonl verdicts), byte-level facts of the requests and spec 7.1.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { rssOf } from '@einvoice/test-support/proxy/processMemory';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const buildManifest = path.resolve(
  process.env.RULESETS_BUILD_DIR ?? path.join(repoRoot, 'rulesets/build'),
  'manifest.json',
);
const corpusFile = (rel: string) => readFileSync(path.join(corpusDir, rel));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

// XRechnung 3.0 test suite cases, valid by the suite's own statement; 01.13a holds ä and ü.
const VALID = 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml';
const VALID_UMLAUTS = 'xrechnung-testsuite/business-cases/standard/01.13a-INVOICE_ubl.xml';

// A stand-in web build: main.ts serves whatever folder WEB_DIST names at `/`.
const webDist = mkdtempSync(path.join(os.tmpdir(), 'proxy-web-'));
const INDEX_HTML = '<!doctype html><title>e-invoice check</title>';
// Keyed like production: INITIAL_API_KEY in a fresh DATA_DIR, its Bearer header on every call.
const keyed = keyedServerEnv();

let server: SpawnedProxy | undefined;
let base = '';

/** Starts main.ts on an ephemeral loopback port with the test key provisioned. */
async function startServer(): Promise<string> {
  server = await spawnProxy({ ...keyed.env, ENGINE_WORKERS: '2', WEB_DIST: webDist });
  return server.url;
}

/** POST /api/v3/validate: a string or bytes go as they are, anything else as JSON. */
async function validate(body: unknown) {
  const raw: BodyInit =
    typeof body === 'string'
      ? body
      : body instanceof Uint8Array
        ? new Uint8Array(body)
        : JSON.stringify(body);
  const res = await fetch(`${base}/api/v3/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
    body: raw,
  });
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/** Error code and status of a request expected to fail. */
async function errorOf(body: unknown) {
  const { status, body: json } = await validate(body);
  expect(json.success).toBe(false);
  return { status, code: json.error.code as string, details: json.error.details };
}

/** Re-encodes a UTF-8 XML document, rewriting its encoding declaration. */
function reencode(utf8: Buffer, declared: string, encoding: 'latin1' | 'utf16le'): Buffer {
  const text = utf8.toString('utf8').replace('encoding="UTF-8"', `encoding="${declared}"`);
  return Buffer.from(text, encoding);
}

beforeAll(async () => {
  if (!existsSync(buildManifest)) {
    throw new Error(`${buildManifest} is missing: run \`npm run build -w rulesets\` before the API tests`);
  }
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  base = await startServer();
});

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(webDist, { recursive: true, force: true });
  keyed.cleanup();
});

describe('POST /api/v3/validate over HTTP', () => {
  it('judges a valid XRechnung invoice sent as xml text', async () => {
    const bytes = corpusFile(VALID);
    const { status, body } = await validate({ xml: bytes.toString('utf8') });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(Number.isInteger(body.meta.processingTimeMs)).toBe(true);
    expect(body.data).toMatchObject({
      valid: true,
      syntax: 'UBL',
      verdict: { valid: true, kositVerified: true },
    });
    expect(body.data.counts.errors).toBe(0);
    expect(body.data.sha256).toBe(sha256(bytes));
  });

  it('gives the same verdict for the same invoice in every encoding sent as xmlBase64', async () => {
    const utf8 = corpusFile(VALID_UMLAUTS);
    const variants: [string, Buffer][] = [
      ['UTF-8', utf8],
      ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8])],
      ['UTF-16LE with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), reencode(utf8, 'UTF-16', 'utf16le')])],
      [
        'UTF-16BE with BOM',
        Buffer.concat([Buffer.from([0xfe, 0xff]), reencode(utf8, 'UTF-16', 'utf16le').swap16()]),
      ],
      ['ISO-8859-1 declared', reencode(utf8, 'ISO-8859-1', 'latin1')],
    ];
    const reference = await validate({ xml: utf8.toString('utf8') });
    expect(reference.body.data.valid).toBe(true);
    const ruleIds = (data: { findings: { ruleId: string }[] }) => data.findings.map((f) => f.ruleId).sort();
    for (const [name, bytes] of variants) {
      const { status, body } = await validate({ xmlBase64: bytes.toString('base64') });
      expect([name, status, body.data?.valid]).toEqual([name, 200, true]);
      expect(body.data.sha256).toBe(sha256(bytes));
      expect(ruleIds(body.data)).toEqual(ruleIds(reference.body.data));
    }
  });

  it('answers an invalid invoice with 200, valid false and the official error findings', async () => {
    const lines = corpusFile('expected/kosit-config-tests.jsonl').toString('utf8').trim().split('\n');
    const record = lines
      .map((l) => JSON.parse(l))
      .find((r) => r.valid === false && r.xsdErrors.length === 0 && r.findings.length > 0);
    const { status, body } = await validate({ xmlBase64: corpusFile(record.file).toString('base64') });
    expect(status).toBe(200);
    expect(body.data.valid).toBe(false);
    const errors = (body.data.findings as { ruleId: string; severity: string }[])
      .filter((f) => f.severity === 'error')
      .map((f) => f.ruleId);
    const expected = (record.findings as { id: string; level: string }[])
      .filter((f) => f.level === 'error')
      .map((f) => f.id);
    expect(new Set(errors)).toEqual(new Set(expected));
  });

  it('says beside the verdict when the invoice claims an XRechnung version the service does not check', async () => {
    const xml = corpusFile(VALID)
      .toString('utf8')
      .replace('urn:xeinkauf.de:kosit:xrechnung_3.0', 'urn:xoev-de:kosit:standard:xrechnung_1.2');
    expect(xml).toContain('xrechnung_1.2');
    const { status, body } = await validate({ xml });
    expect(status).toBe(200);
    expect(body.data.verdict.format.key).toBe('en16931');
    expect(body.data.notes.map((n: { id: string }) => n.id)).toEqual(['CLAIM-XRECHNUNG-UNCHECKED']);
    expect(body.data.notes[0].message.en).toContain('checked as EN 16931 only');
    // The same invoice with its own identifier is checked as XRechnung and carries no such note.
    const own = await validate({ xml: corpusFile(VALID).toString('utf8') });
    expect(own.body.data.verdict.format.key).toBe('xrechnung-3.0');
    expect(own.body.data.notes).toBeUndefined();
  });

  it('refuses bodies that are not a JSON object, and raw XML, with 400 INVALID_JSON', async () => {
    expect(await errorOf('{"xml": ')).toMatchObject({ status: 400, code: 'INVALID_JSON' });
    expect(await errorOf('["<a/>"]')).toMatchObject({ status: 400, code: 'INVALID_JSON' });
    const raw = await fetch(`${base}/api/v3/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml', ...TEST_AUTH_HEADERS },
      body: corpusFile(VALID),
    });
    expect([raw.status, (await raw.json()).error.code]).toEqual([400, 'INVALID_JSON']);
  });

  it('refuses a body that is not UTF-8 with 400 INVALID_UTF8 and the byte offset', async () => {
    const prefix = Buffer.from('{"xml":"<a>');
    const body = Buffer.concat([prefix, Buffer.from([0xe4]), Buffer.from('</a>"}')]);
    expect(await errorOf(body)).toEqual({
      status: 400,
      code: 'INVALID_UTF8',
      details: { offset: prefix.length },
    });
  });

  it('requires exactly one of xml and xmlBase64 (neither: 400 MISSING_XML; both: 400 INVALID_OPTION)', async () => {
    expect(await errorOf({})).toMatchObject({ status: 400, code: 'MISSING_XML' });
    expect(await errorOf({ xml: '<a/>', xmlBase64: 'PGEvPg==' })).toMatchObject({
      status: 400,
      code: 'INVALID_OPTION',
    });
  });

  it('refuses malformed base64 (400 INVALID_BASE64) and DOCTYPE declarations (400 XML_DOCTYPE_REFUSED)', async () => {
    expect(await errorOf({ xmlBase64: '@@not base64@@' })).toMatchObject({
      status: 400,
      code: 'INVALID_BASE64',
    });
    const xxe = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>';
    expect(await errorOf({ xml: xxe })).toMatchObject({ status: 400, code: 'XML_DOCTYPE_REFUSED' });
    expect(await errorOf({ xmlBase64: Buffer.from(xxe).toString('base64') })).toMatchObject({
      status: 400,
      code: 'XML_DOCTYPE_REFUSED',
    });
  });

  it('refuses bytes that contradict their declared encoding (422 XML_ENCODING_CONFLICT)', async () => {
    // ISO-8859-1 bytes still declaring UTF-8: the first umlaut byte is not UTF-8.
    const bytes = reencode(corpusFile(VALID_UMLAUTS), 'UTF-8', 'latin1');
    const offset = bytes.findIndex((b) => b > 0x7f);
    expect(await errorOf({ xmlBase64: bytes.toString('base64') })).toEqual({
      status: 422,
      code: 'XML_ENCODING_CONFLICT',
      details: { class: 'invalid-bytes', offset, declared: 'UTF-8', bom: null },
    });
  });

  it('refuses documents that are not well-formed (422 MALFORMED_XML) or not an invoice (422 UNSUPPORTED_FORMAT)', async () => {
    const truncated = corpusFile(VALID).toString('utf8').slice(0, 2000);
    expect(await errorOf({ xml: truncated })).toMatchObject({ status: 422, code: 'MALFORMED_XML' });
    const note = '<?xml version="1.0" encoding="UTF-8"?><note xmlns="urn:example:note"><to>Tove</to></note>';
    expect(await errorOf({ xml: note })).toMatchObject({ status: 422, code: 'UNSUPPORTED_FORMAT' });
  });

  it('refuses an invoice over 10 MB with 413 XML_TOO_LARGE, as text and as bytes', async () => {
    const valid = corpusFile(VALID).toString('utf8');
    // Padding inside the document keeps it well-formed; only its size is wrong.
    const big = valid.replace(
      '<cbc:CustomizationID>',
      `${' '.repeat(10 * 1024 * 1024)}<cbc:CustomizationID>`,
    );
    expect(await errorOf({ xml: big })).toMatchObject({ status: 413, code: 'XML_TOO_LARGE' });
    expect(await errorOf({ xmlBase64: Buffer.from(big).toString('base64') })).toMatchObject({
      status: 413,
      code: 'XML_TOO_LARGE',
    });
  });

  it('refuses an oversized body while streaming it, without holding it in memory', async () => {
    const total = 100 * 1024 * 1024;
    const chunk = new Uint8Array(256 * 1024).fill(0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk.slice());
      },
    });
    const pid = server?.child.pid as number;
    const before = rssOf(pid);
    let highest = before;
    const sampler = setInterval(() => {
      highest = Math.max(highest, rssOf(pid));
    }, 5);
    const abort = new AbortController();
    const res = await fetch(`${base}/api/v3/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
      body,
      duplex: 'half',
      signal: abort.signal,
    } as RequestInit);
    const json = await res.json();
    abort.abort();
    clearInterval(sampler);
    expect([res.status, json.error.code]).toEqual([413, 'XML_TOO_LARGE']);
    // Had the server buffered the 100 MB body, its memory would have grown by at least that.
    expect(highest - before).toBeLessThan(total / 2);
    // The server stopped reading and closed the connection before the client could send it all.
    expect(sent).toBeLessThan(total);
    // A declared length over the limit is refused before any of the body is read.
    const declared = await fetch(`${base}/api/v3/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
      body: new Uint8Array(15 * 1024 * 1024).fill(0x20),
    });
    expect([declared.status, (await declared.json()).error.code]).toEqual([413, 'XML_TOO_LARGE']);
  });
});

describe('GET /api/v3/health and /openapi.json over HTTP', () => {
  it('answers health within 500 ms while four large validations occupy the workers', async () => {
    const valid = corpusFile(VALID).toString('utf8');
    const line = /<cac:InvoiceLine>[\s\S]*?<\/cac:InvoiceLine>/.exec(valid)?.[0] as string;
    const large = valid.replace(line, line.repeat(300));
    const running = Array.from({ length: 4 }, () => validate({ xml: large }));
    let health: { ms: number; status: number; body: { validator: { busy: number; queue: number } } } | null =
      null;
    // Sample until both workers are busy (the four requests reach them one by one), then time one call.
    for (let i = 0; i < 100 && !(health && health.body.validator.busy === 2); i++) {
      await new Promise((r) => setTimeout(r, 20));
      const t0 = performance.now();
      const res = await fetch(`${base}/api/v3/health`);
      health = { status: res.status, body: await res.json(), ms: performance.now() - t0 };
    }
    expect(health?.status).toBe(200);
    expect(health?.body.validator.busy).toBe(2);
    expect(health?.ms).toBeLessThan(500);
    const results = await Promise.all(running);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });

  it('reports the service, pool state and loaded artefacts without an envelope', async () => {
    const res = await fetch(`${base}/api/v3/health`);
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      engine: 'patch',
      llm: false,
      renderFormats: ['html', 'json'],
    });
    // Only a release in force that the build lacks (currency.api.test.ts) degrades it.
    expect(body.status).toBe('ok');
    expect(body.success).toBeUndefined();
    expect(body.validator).toMatchObject({ workers: 2, ready: 2 });
    const manifest = JSON.parse(readFileSync(buildManifest, 'utf8')) as {
      artefacts: { id: string; version: string }[];
    };
    const reported = (body.validator.artefacts as { id: string; version: string }[]).map(
      (a) => `${a.id}@${a.version}`,
    );
    expect(reported.sort()).toEqual(manifest.artefacts.map((a) => `${a.id}@${a.version}`).sort());
  });

  it('serves the web build at / beside the API', async () => {
    const res = await fetch(`${base}/`);
    expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([
      200,
      'text/html; charset=utf-8',
      INDEX_HTML,
    ]);
  });

  it('serves the OpenAPI 3.1 description and JSON 404s', async () => {
    const doc = await (await fetch(`${base}/api/v3/openapi.json`)).json();
    expect(doc).toMatchObject({
      openapi: '3.1.0',
      info: { version: '3.0.0' },
      servers: [{ url: '/api/v3' }],
    });
    const missing = await fetch(`${base}/api/v3/nothing-here`);
    expect([missing.status, (await missing.json()).error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('shuts down gracefully on SIGTERM', async () => {
    expect(await server?.stop()).toBe(0);
  });
});
