import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig, startServer } from '@einvoice/proxy';
import { keyedServerEnv, TEST_API_KEY } from './keyedServerEnv.ts';

/** Repository root: the fixtures and the snapshot live there. */
const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The committed answers the refactored proxy must reproduce (recorded on the code before issue 26's layering). */
export const ANSWERS_SNAPSHOT = path.join(REPO, 'fixtures/proxy-answers/answers.json');

/** The server's clock for every recording: 20 Nov 2026, 10:00 UTC. */
const START = Date.UTC(2026, 10, 20, 10, 0, 0);
/** The first instant of the month after START: the monthly plans' period end and reset. */
const PERIOD_END = Date.UTC(2026, 11, 1);
/** The Scale account's live key (INITIAL_API_KEY), fixed so its answers are too. */
const KEY = TEST_API_KEY;
const fixture = (rel: string) => readFileSync(path.join(REPO, 'fixtures', rel), 'utf8');
const VALID_UBL = fixture('real-world/valid-ubl.xml');
const VALID_CII = fixture('real-world/valid-cii.xml');
/** A CII invoice whose amount due is wrong. */
const INVALID_CII = fixture('real-world/money-amount-due-wrong.xml');

/** One request of the fixed set; `body` is sent as JSON unless a string. */
interface Exchange {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  key?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One answer as the snapshot holds it. */
export interface RecordedAnswer {
  name: string;
  request: string;
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** One answer as the server sent it, for checks against the interface documents. */
export interface LiveAnswer {
  name: string;
  method: string;
  /** The request's path and query, ids filled in. */
  url: string;
  status: number;
  headers: Headers;
  contentType: string;
  /** Parsed JSON, or the text of a text answer, or null for binary ones. */
  body: unknown;
}

/** Headers whose values are part of the contract (the rest: dates, request ids, timings, lengths of volatile bodies). */
const HEADERS_THAT_MATTER = [
  'content-type',
  'content-disposition',
  'cache-control',
  'deprecation',
  'sunset',
  'link',
  'retry-after',
  'www-authenticate',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'content-security-policy',
];

/** Fields whose values change from run to run (ids, secrets, durations, times set by the wall clock). */
const VOLATILE_KEY =
  /^(key|x|y|verificationCode|publicKeyPem|certificatePem|signedWithKey|requestId|request_id|validationRef|validation_ref|id|webhookId|evidencePackId|secret|durationMs|duration_ms|processingTimeMs|processing_time_ms|timingsMs|elapsedMs|uptimeSeconds|uptime|memory|startedAt|signature|pdfSha256|pdf_sha256|sha256OfPdf|downloadUrl|verifyUrl|kid|keyId|fingerprint)$/;

/**
 * Files whose bytes differ from build to build: SaxonJS writes the build time and the absolute path of the
 * stylesheet it compiled into every SEF, so their digests in the health answer depend on where and when setup ran.
 */
const BUILD_STAMPED_FILE = /^sef\/.+\.sef\.json$/;

/** A date or time the server took from the wall clock rather than the fixed one (a keyring's creation, "today"). */
function wallClock(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/.test(value)) return false;
  // The end of the fixed clock's month (a plan's period) is the fixed clock's, even on the days it is near now.
  if (Date.parse(value) === PERIOD_END) return false;
  const at = Date.parse(value);
  return Math.abs(at - Date.now()) < 86_400_000 * 2 && Math.abs(at - START) > 86_400_000 * 2;
}

function normalise(value: unknown, origin: string): unknown {
  if (typeof value === 'string') {
    if (wallClock(value)) return '{wall-clock time}';
    // Today's date inside a sentence (a note on the release in force "on" today) is the wall clock's too.
    const today = new Date().toISOString().slice(0, 10);
    return value
      .replaceAll(origin, '{origin}')
      .replaceAll(today, '{today}')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '{uuid}')
      .replace(/<(freeMemory|maxMemory|totalMemory)>\d+</g, '<$1>{bytes}<')
      .replace(/\b(val|ep|wh|epb|whd|dlv)_[A-Za-z0-9_-]{6,}/g, '$1_{id}');
  }
  if (Array.isArray(value)) return value.map((v) => normalise(v, origin));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        (VOLATILE_KEY.test(k) || BUILD_STAMPED_FILE.test(k)) && v !== null
          ? `{${typeof v}}`
          : normalise(v, origin),
      ]),
    );
  }
  return value;
}

function recordedHeaders(res: Response, origin: string): Record<string, string> {
  return Object.fromEntries(
    HEADERS_THAT_MATTER.filter((h) => res.headers.has(h)).map((h) => [
      h,
      normalise(res.headers.get(h) ?? '', origin) as string,
    ]),
  );
}

async function answerBody(res: Response, origin: string): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await res.arrayBuffer());
  if (type.includes('json')) return normalise(JSON.parse(bytes.toString('utf8')), origin);
  if (/^text\/|xml/.test(type)) {
    const text = normalise(bytes.toString('utf8'), origin) as string;
    // Long documents (the page, the XML a conversion produced) as a digest of their normalised text.
    return text.length > 4_000 ? { sha256: createHash('sha256').update(text).digest('hex') } : text;
  }
  // PDFs and ZIPs carry creation times and signatures: their kind and first bytes are the contract.
  return { binary: bytes.subarray(0, 5).toString('latin1'), nonEmpty: bytes.length > 0 };
}

function exchanges(): Exchange[] {
  const b64 = (xml: string) => Buffer.from(xml).toString('base64');
  const post = (name: string, path: string, body: unknown, key: string | undefined = KEY): Exchange => ({
    name,
    method: 'POST',
    path,
    ...(key ? { key } : {}),
    body,
  });
  const get = (name: string, path: string, key?: string): Exchange => ({
    name,
    method: 'GET',
    path,
    ...(key ? { key } : {}),
  });
  const v3 = '/api/v3';
  return [
    get('v3 health', `${v3}/health`),
    get('v3 openapi', `${v3}/openapi.json`),
    post('v3 validate valid UBL', `${v3}/validate`, { xml: VALID_UBL }),
    post('v3 validate invalid CII', `${v3}/validate`, { xml: INVALID_CII }),
    post('v3 validate CII base64', `${v3}/validate`, { xmlBase64: b64(VALID_CII) }),
    post('v3 fix', `${v3}/fix`, { xml: INVALID_CII }),
    post('v3 convert to XRechnung CII', `${v3}/convert`, { xml: VALID_UBL, target: 'xrechnung-cii' }),
    post('v3 render', `${v3}/render`, { xml: VALID_UBL }),
    post('v3 401 no key', `${v3}/validate`, { xml: VALID_UBL }, ''),
    post('v3 401 unknown key', `${v3}/validate`, { xml: VALID_UBL }, 'sk_live_nosuchkey0000000000000000'),
    post('v3 400 invalid JSON', `${v3}/validate`, '{not json'),
    post('v3 400 missing xml', `${v3}/validate`, {}),
    post('v3 413 too large', `${v3}/validate`, { xml: `<a>${'x'.repeat(11 * 1024 * 1024)}</a>` }),
    {
      ...post('v3 wrong content type', `${v3}/validate`, VALID_UBL),
      headers: { 'content-type': 'application/xml' },
    },
    post('v3 422 malformed', `${v3}/validate`, { xml: '<Invoice><unclosed></Invoice>' }),
    post('v3 422 not an invoice', `${v3}/validate`, { xml: '<Order xmlns="urn:x"/>' }),
    post('v3 422 unsupported target', `${v3}/convert`, { xml: VALID_UBL, target: 'edifact' }),
    get('v3 404', `${v3}/nothing-here`),
    get('v1 openapi', '/api/v1/openapi.json'),
    post('v1 validate valid', '/api/v1/validate', { xmlBase64: b64(VALID_UBL) }),
    post('v1 validate invalid', '/api/v1/validate', { xmlBase64: b64(INVALID_CII) }),
    post('v1 validate batch', '/api/v1/validate/batch', {
      invoices: [{ xmlBase64: b64(VALID_UBL) }, { xmlBase64: b64(INVALID_CII) }],
    }),
    post('v1 400 invalid JSON', '/api/v1/validate', '{not json'),
    post('v1 400 missing xml', '/api/v1/validate', {}),
    post('v1 401 no key', '/api/v1/validate', { xmlBase64: b64(VALID_UBL) }, ''),
    post('v1 malformed XML', '/api/v1/validate', { xmlBase64: b64('<Invoice><a></Invoice>') }),
    post('v1 413 too large', '/api/v1/validate', { xml: `<a>${'x'.repeat(11 * 1024 * 1024)}</a>` }),
    post('v1 convert', '/api/v1/convert', { xmlBase64: b64(VALID_UBL), target: 'XRechnung' }),
    post('v1 fixer categorize', '/api/v1/fixer/categorize', { error_codes: ['BR-01', 'BR-CO-15'] }),
    post('v1 fixer fix 400 no error codes', '/api/v1/fixer/fix', { xml: INVALID_CII }),
    get('v1 fixer usage', '/api/v1/fixer/usage', KEY),
    post('v2 validate-and-fix', '/api/v2/validate-and-fix', { xmlBase64: b64(INVALID_CII) }),
    get('v1 404', '/api/v1/nothing-here'),
    get('knowledge countries', '/api/v1/countries', KEY),
    get('knowledge country DE', '/api/v1/countries/DE', KEY),
    // A country with a national layer (issue 36): which layer judges, from the registry.
    get('knowledge country HR', '/api/v1/countries/HR', KEY),
    get('knowledge rules HR', '/api/v1/rules/HR', KEY),
    get('knowledge rules upcoming', '/api/v1/rules/upcoming', KEY),
    get('knowledge deadlines', '/api/v1/deadlines?past=true', KEY),
    get('knowledge requirements 400', '/api/v1/requirements', KEY),
    get('knowledge errors', '/api/v1/errors/BR-01', KEY),
    get('knowledge facts search', '/api/v1/facts/search?q=leitweg', KEY),
    get('knowledge samples', '/api/onboarding/samples', KEY),
    get('evidence public key', '/api/v1/evidence/public-key'),
    post('evidence create', '/api/v1/evidence-pack', { validationRef: '{ref}' }),
    get('evidence list', '/api/v1/evidence-packs', KEY),
    get('evidence download', '/api/v1/evidence-pack/{pack}/download', KEY),
    get('evidence verify', '/api/v1/verify/{pack}'),
    post('evidence 404 unknown ref', '/api/v1/evidence-pack', { validationRef: 'val_doesnotexist000' }),
    post('webhooks create', '/api/v1/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      events: ['validation.completed'],
    }),
    post('webhooks create 400', '/api/v1/webhooks', {
      url: 'ftp://127.0.0.1/hook',
      events: ['validation.completed'],
    }),
    get('webhooks list', '/api/v1/webhooks', KEY),
    get('webhooks deliveries', '/api/v1/webhooks/{hook}/deliveries', KEY),
    { name: 'webhooks delete', method: 'DELETE', path: '/api/v1/webhooks/{hook}', key: KEY },
    { name: 'webhooks delete 404', method: 'DELETE', path: '/api/v1/webhooks/{hook}', key: KEY },
    get('kosit health', '/kosit/server/health'),
    get('pricing page', '/pricing'),
    post('developers instant key', '/api/developers/instant-key', {}, ''),
  ];
}

/** A path or body with the ids earlier answers handed out filled in. */
const fillIds = (s: string, ids: Record<string, string>) =>
  s.replace(/\{(ref|pack|hook)\}/g, (_, k: string) => ids[k] ?? 'none');

/** Sends one exchange, with the ids earlier answers handed out filled in. */
async function send(origin: string, x: Exchange, ids: Record<string, string>): Promise<Response> {
  const fill = (s: string) => fillIds(s, ids);
  const headers: Record<string, string> = {};
  if (x.key) headers.authorization = `Bearer ${x.key}`;
  let body: string | undefined;
  if (x.body !== undefined) {
    body = typeof x.body === 'string' ? x.body : fill(JSON.stringify(x.body));
    headers['content-type'] = 'application/json';
  }
  return fetch(`${origin}${fill(x.path)}`, {
    method: x.method,
    headers: { ...headers, ...x.headers },
    ...(body !== undefined ? { body } : {}),
  });
}

/** What a live answer's body is to a client: JSON parsed, text as text, binary not read. */
async function liveBody(res: Response): Promise<unknown> {
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) return res.json();
  if (/^text\/|xml/.test(type)) return res.text();
  await res.arrayBuffer();
  return null;
}

/**
 * Starts the real server (fresh data directory, fixed clock and key, loopback webhooks allowed so one can be
 * registered), sends the fixed set of requests — every route family and the 400/401/404/413/415/422/429 answers —
 * and returns the answers with volatile fields normalised (`recorded`) and as sent (`live`).
 */
export async function recordAnswers(): Promise<{ recorded: RecordedAnswer[]; live: LiveAnswer[] }> {
  const data = keyedServerEnv();
  const server = await startServer(
    readConfig({
      ...data.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      ENGINE_WORKERS: '1',
      WEB_DIST: '/none',
      WEBHOOK_ALLOW_LOOPBACK: '1',
    }),
    () => START,
  );
  try {
    const ids: Record<string, string> = {};
    const answers: RecordedAnswer[] = [];
    const live: LiveAnswer[] = [];
    for (const x of exchanges()) {
      const url = fillIds(x.path, ids);
      const res = await send(server.url, x, ids);
      const raw = res.clone();
      live.push({
        name: x.name,
        method: x.method,
        url,
        status: res.status,
        headers: res.headers,
        contentType: res.headers.get('content-type') ?? '',
        body: await liveBody(res.clone()),
      });
      const body = await answerBody(res, server.url);
      if ((raw.headers.get('content-type') ?? '').includes('json')) {
        const json = (await raw.json()) as {
          _meta?: { validationRef?: string };
          data?: { evidencePackId?: string; id?: string };
        };
        if (x.name === 'v1 validate invalid' && json._meta?.validationRef) ids.ref = json._meta.validationRef;
        if (x.name === 'evidence create' && json.data?.evidencePackId) ids.pack = json.data.evidencePackId;
        if (x.name === 'webhooks create' && json.data?.id) ids.hook = json.data.id;
      }
      answers.push({
        name: x.name,
        request: `${x.method} ${x.path}`,
        status: res.status,
        headers: recordedHeaders(res, server.url),
        body,
      });
    }
    const limited = await rateLimited(server.url);
    answers.push(limited.recorded);
    live.push(limited.live);
    return { recorded: answers, live };
  } finally {
    await server.close();
    data.cleanup();
  }
}

/** The public routes' per-address limit (60 a minute on the fixed clock): the 61st anonymous request is a 429. */
async function rateLimited(origin: string): Promise<{ recorded: RecordedAnswer; live: LiveAnswer }> {
  let last: Response | undefined;
  for (let i = 0; i < 61; i++) {
    last?.body?.cancel();
    last = await fetch(`${origin}/api/v1/openapi.json`);
    if (last.status === 429) break;
  }
  const res = last as Response;
  const name = 'v1 429 public rate';
  const live: LiveAnswer = {
    name,
    method: 'GET',
    url: '/api/v1/openapi.json',
    status: res.status,
    headers: res.headers,
    contentType: res.headers.get('content-type') ?? '',
    body: await liveBody(res.clone()),
  };
  return {
    recorded: {
      name,
      request: 'GET /api/v1/openapi.json ×61',
      status: res.status,
      headers: recordedHeaders(res, origin),
      body: await answerBody(res, origin),
    },
    live,
  };
}
