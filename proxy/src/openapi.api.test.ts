/**
 * The interface documents against the live server (issue 25 item 4): every route of the app's route table is
 * described by /api/v3/openapi.json or /api/v1/openapi.json (or named below as no interface's), each document
 * is valid OpenAPI, and real answers over HTTP — successes and every error status that can be provoked from
 * outside — have a documented status and a body that matches the documented schema (ajv, JSON Schema 2020-12).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  metaSchemaErrors,
  type OpenApiDocument,
  responseChecker,
} from '@einvoice/test-support/openapi/documentCheck';
import { type LegacyServer, startLegacyServer } from '@einvoice/test-support/proxy/legacyServer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendAdminCommand } from './cli/adminSocket.ts';
import { INSTANT_KEYS_PER_ADDRESS_HOUR } from './developers/instantKeyRoutes.ts';
import { SAMPLES_DIR } from './knowledge/samples.ts';

/** Routes of the app that belong to no interface document, each with why. */
const NOT_AN_INTERFACE: Readonly<Record<string, string>> = {
  'GET /pricing': 'an HTML page for people',
  'GET /kosit/server/health': "KoSIT's daemon interface, described by KoSIT (docs/kosit.md)",
  'GET /kosit/*': "KoSIT's daemon interface (its GUI page)",
  'POST /kosit/*': "KoSIT's daemon interface (raw XML in, XML report out)",
};

const DOCUMENTS = [
  { id: 'v3', url: '/api/v3/openapi.json' },
  { id: 'v1', url: '/api/v1/openapi.json' },
] as const;

/**
 * The account dashboard's own document (issue 29): held to the same coverage both ways here; its routes' answers
 * are probed by proxy/src/account/account.api.test.ts, which signs in with a session.
 */
const ACCOUNT_DOCUMENT = '/api/account/openapi.json';

interface Operation {
  doc: (typeof DOCUMENTS)[number]['id'];
  path: string;
  method: string;
}

const invoice = readFileSync(path.join(SAMPLES_DIR, 'valid-en16931-ubl.xml'), 'utf8');

let server: LegacyServer;
/** A deactivated live key (403 KEY_INACTIVE), made over the running server's admin socket as `npm run keys` does. */
let inactiveKey = '';
const docs = new Map<string, OpenApiDocument>();
/** "METHOD /full/path/{param}" → where its operation is documented. */
const operations = new Map<string, Operation[]>();
let accountDocument: OpenApiDocument;
/** "METHOD /full/path/{param}" of every operation the account document describes. */
const accountOperations = new Set<string>();

beforeAll(async () => {
  server = await startLegacyServer('pglite');
  const admin = (command: unknown) =>
    sendAdminCommand(path.join(server.storage.dataDir, 'admin.sock'), command).then((r) => r?.result);
  const account = (await admin({ command: 'create-account', name: 'inactive', plan: 'Starter' })) as {
    live: { id: string; key: string };
  };
  await admin({ command: 'deactivate', keyId: account.live.id });
  inactiveKey = account.live.key;
  accountDocument = (await (await fetch(`${server.url}${ACCOUNT_DOCUMENT}`)).json()) as OpenApiDocument;
  const accountBase = accountDocument.servers?.[0]?.url ?? '';
  for (const [p, ops] of Object.entries(accountDocument.paths))
    for (const method of Object.keys(ops))
      accountOperations.add(`${method.toUpperCase()} ${accountBase}${p}`);
  // The document itself, served beside the routes it describes (fetched just above).
  accountOperations.add(`GET ${ACCOUNT_DOCUMENT}`);
  for (const { id, url } of DOCUMENTS) {
    const doc = (await (await fetch(`${server.url}${url}`)).json()) as OpenApiDocument;
    docs.set(id, doc);
    const base = doc.servers?.[0]?.url ?? '';
    for (const [p, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        const servers = (op as { servers?: { url: string }[] }).servers;
        const key = `${method.toUpperCase()} ${servers?.[0]?.url ?? base}${p}`;
        operations.set(key, [...(operations.get(key) ?? []), { doc: id, path: p, method }]);
      }
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** The app's handlers as "METHOD /path/{param}"; middleware (ALL) is not a route of its own. */
function servedRoutes(): string[] {
  const routes = server.routes
    .filter((r) => r.method !== 'ALL')
    .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
  return [...new Set(routes)].sort();
}

describe('the interface documents', () => {
  it('are valid OpenAPI 3.1 (meta-schema)', async () => {
    for (const { id } of DOCUMENTS) {
      const doc = docs.get(id) as OpenApiDocument;
      expect([id, (doc as { openapi?: string }).openapi]).toEqual([id, '3.1.0']);
      expect([id, await metaSchemaErrors(doc)]).toEqual([id, null]);
    }
    expect(await metaSchemaErrors(accountDocument)).toBeNull();
  });

  it('describe every route the app serves, and only those', () => {
    const served = servedRoutes();
    expect(served.length).toBeGreaterThan(40);
    const undocumented = served.filter(
      (r) => !operations.has(r) && !accountOperations.has(r) && !(r in NOT_AN_INTERFACE),
    );
    expect(undocumented).toEqual([]);
    expect(Object.keys(NOT_AN_INTERFACE).filter((r) => !served.includes(r))).toEqual([]);
    expect(accountOperations.size).toBeGreaterThan(10);
    const unserved = [...operations.keys(), ...accountOperations].filter((op) => !served.includes(op));
    expect(unserved).toEqual([]);
  });

  it('mark every v2 operation deprecated', () => {
    const v2 = [...operations].filter(([key]) => key.includes(' /api/v2/'));
    expect(v2.length).toBeGreaterThan(0);
    for (const [key, [op]] of v2) {
      const documented = docs.get(op?.doc ?? '')?.paths[op?.path ?? '']?.[op?.method ?? ''];
      expect([key, documented?.deprecated]).toEqual([key, true]);
    }
  });
});

interface Probe {
  /** The route as in the route table, "METHOD /path/{param}". */
  route: string;
  /** The request's own path (parameters filled in, a query). */
  url?: string;
  key?: string | null;
  body?: unknown;
  /** The status this request provokes. */
  status: number;
}

const json = (value: unknown) => JSON.stringify(value);

describe('real answers match their documents', () => {
  const seen = new Map<string, Set<number>>();
  const problems: string[] = [];
  beforeEach(() => {
    problems.length = 0;
  });

  async function probe(p: Probe): Promise<{ status: number; headers: Headers; body: unknown }> {
    const [method, routePath] = p.route.split(' ') as [string, string];
    const key = p.key === undefined ? server.keys.scale : p.key;
    const headers: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
    if (p.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${server.url}${p.url ?? routePath}`, {
      method,
      headers,
      ...(p.body === undefined ? {} : { body: typeof p.body === 'string' ? p.body : json(p.body) }),
    });
    const contentType = res.headers.get('content-type') ?? '';
    const body: unknown = contentType.includes('json') ? await res.json() : await res.text();
    seen.set(p.route, (seen.get(p.route) ?? new Set()).add(res.status));
    const where = `${p.route} → ${res.status}`;
    if (res.status !== p.status)
      problems.push(`${where}: expected ${p.status} (${json(body).slice(0, 300)})`);
    const ops = operations.get(p.route) ?? [];
    if (ops.length === 0) problems.push(`${where}: no document describes the route`);
    for (const op of ops) {
      const check = checkers.get(op.doc);
      const verdict = check?.(op.path, op.method, res.status, contentType, body);
      if (verdict?.problem)
        problems.push(
          `${where} (${op.doc} document, documents ${verdict.documented.join(',')}): ${verdict.problem}`,
        );
    }
    return { status: res.status, headers: res.headers, body };
  }

  const checkers = new Map<string, ReturnType<typeof responseChecker>>();
  beforeAll(() => {
    for (const [id, doc] of docs) checkers.set(id, responseChecker(doc, `https://openapi.test/${id}`));
  });

  it('v3: success, 400, 401, 402, 403, 413, 422 and 429 of each operation', async () => {
    const keys = server.keys;
    for (const route of [
      'POST /api/v3/validate',
      'POST /api/v3/fix',
      'POST /api/v3/convert',
      'POST /api/v3/render',
    ]) {
      const extra = route.endsWith('convert') ? { target: 'en16931-cii' } : {};
      await probe({ route, body: { xml: invoice, ...extra }, status: 200 });
      await probe({ route, body: '{', status: 400 });
      await probe({ route, body: { xml: invoice, ...extra }, key: null, status: 401 });
      await probe({
        route,
        body: { xml: invoice, ...extra },
        key: 'sk_live_unknown000000000000000000',
        status: 401,
      });
      await probe({ route, body: { xml: invoice, ...extra }, key: keys.trialFull, status: 402 });
      await probe({ route, body: { xml: invoice, ...extra }, key: inactiveKey, status: 403 });
      await probe({ route, body: { xml: '<a', ...extra }, status: 422 });
    }
    await probe({ route: 'POST /api/v3/fix', body: { xml: invoice, mode: 'lenient' }, status: 400 });
    await probe({ route: 'POST /api/v3/convert', body: { xml: invoice, target: 'fatturapa' }, status: 422 });
    await probe({ route: 'POST /api/v3/render', body: { xml: invoice, format: 'pdf' }, status: 422 });
    // Over 10 MB of invoice text: refused by size, not read.
    await probe({
      route: 'POST /api/v3/validate',
      body: { xml: `<a>${'x'.repeat(10_500_000)}</a>` },
      status: 413,
    });
    await probe({ route: 'GET /api/v3/health', key: null, status: 200 });
    await probe({ route: 'GET /api/v3/openapi.json', key: null, status: 200 });
    // The Free Trial's 60 requests a minute on the suite's fixed clock: the 61st is refused.
    let last = 0;
    for (let i = 0; i < 61 && last !== 429; i++)
      last = (
        await fetch(`${server.url}/api/v3/validate`, {
          method: 'POST',
          headers: { authorization: `Bearer ${keys.trialRate}`, 'content-type': 'application/json' },
          body: '{',
        })
      ).status;
    await probe({ route: 'POST /api/v3/validate', key: keys.trialRate, body: '{', status: 429 });
    expect(problems).toEqual([]);
  }, 180_000);

  it('the instant key: 201, then 429 past its per-address limit', async () => {
    for (let i = 0; i < INSTANT_KEYS_PER_ADDRESS_HOUR; i++)
      await probe({ route: 'POST /api/developers/instant-key', key: null, status: 201 });
    await probe({ route: 'POST /api/developers/instant-key', key: null, status: 429 });
    expect(problems).toEqual([]);
  });

  it('v1 and v2: success and the provokable errors of each operation', async () => {
    const keys = server.keys;
    const validated = await probe({ route: 'POST /api/v1/validate', body: { xml: invoice }, status: 200 });
    const ref = (validated.body as { data: { validationRef: string } }).data.validationRef;
    await probe({ route: 'POST /api/v1/validate', body: '{', status: 400 });
    await probe({ route: 'POST /api/v1/validate', body: { xml: invoice }, key: null, status: 401 });
    await probe({ route: 'POST /api/v1/validate', body: { xml: invoice }, key: keys.trialFull, status: 402 });
    await probe({ route: 'POST /api/v1/validate', body: { xml: invoice }, key: inactiveKey, status: 403 });
    await probe({
      route: 'POST /api/v1/validate/batch',
      body: { invoices: [{ xml: invoice }] },
      status: 200,
    });
    await probe({ route: 'POST /api/v1/validate/batch', body: { invoices: [] }, status: 400 });
    const v2 = await probe({ route: 'POST /api/v2/validate-and-fix', body: { xml: invoice }, status: 200 });
    expect(v2.headers.get('deprecation')).toMatch(/^@\d+$/);
    expect(v2.headers.get('sunset')).toBeTruthy();
    await probe({ route: 'POST /api/v2/validate-and-fix', body: '{', status: 400 });
    await probe({
      route: 'POST /api/v1/fixer/categorize',
      body: { error_codes: ['BR-01', 'BR-CO-10'] },
      status: 200,
    });
    await probe({ route: 'POST /api/v1/fixer/categorize', body: { error_codes: 'BR-01' }, status: 400 });
    await probe({
      route: 'POST /api/v1/fixer/fix',
      body: { xml: invoice, error_codes: ['BR-01'] },
      status: 200,
    });
    await probe({ route: 'POST /api/v1/fixer/fix', body: { xml: invoice }, status: 400 });
    await probe({
      route: 'POST /api/v1/fixer/fix-with-input',
      body: { xml: invoice, flow_id: 'flow_unknown' },
      status: 404,
    });
    await probe({ route: 'GET /api/v1/fixer/usage', status: 200 });
    await probe({ route: 'GET /api/v1/fixer/usage', key: null, status: 401 });
    await probe({
      route: 'POST /api/v1/convert',
      body: { xml: invoice, target: 'en16931-cii' },
      status: 200,
    });
    await probe({ route: 'POST /api/v1/convert', body: { xml: invoice, target: 'fatturapa' }, status: 400 });

    await probe({ route: 'POST /api/v1/evidence-pack', body: { validationRef: ref }, status: 200 });
    await probe({ route: 'POST /api/v1/evidence-pack', body: {}, status: 400 });
    await probe({
      route: 'GET /api/v1/evidence-pack',
      url: `/api/v1/evidence-pack?validationRef=${ref}`,
      status: 200,
    });
    await probe({ route: 'GET /api/v1/evidence-pack', status: 400 });
    await probe({
      route: 'GET /api/v1/evidence-pack/{id}',
      url: '/api/v1/evidence-pack/ep_unknown',
      status: 404,
    });
    await probe({
      route: 'GET /api/v1/evidence-pack/{id}/download',
      url: '/api/v1/evidence-pack/ep_unknown/download',
      status: 404,
    });
    await probe({ route: 'GET /api/v1/evidence-packs', status: 200 });
    await probe({
      route: 'GET /api/v1/evidence-packs',
      url: '/api/v1/evidence-packs?limit=1000',
      status: 400,
    });
    // Batches need "Business or higher": Scale, the top of the spec's price table, and above.
    await probe({ route: 'POST /api/v1/evidence-pack/batch', body: { validationRefs: [ref] }, status: 200 });
    await probe({
      route: 'POST /api/v1/evidence-pack/batch',
      body: { validationRefs: [ref] },
      key: keys.starterA,
      status: 403,
    });
    await probe({
      route: 'GET /api/v1/evidence-pack/batch/{id}/download',
      url: '/api/v1/evidence-pack/batch/eb_unknown/download',
      status: 404,
    });
    await probe({ route: 'POST /api/v1/fixer/evidence-pack', body: {}, status: 400 });
    await probe({
      route: 'GET /api/v1/fixer/evidence-pack/{id}',
      url: '/api/v1/fixer/evidence-pack/ep_unknown',
      status: 404,
    });
    await probe({
      route: 'GET /api/v1/verify/{id}',
      url: '/api/v1/verify/ep_unknown',
      key: null,
      status: 404,
    });
    await probe({
      route: 'POST /api/v1/verify/{id}',
      url: '/api/v1/verify/ep_unknown',
      key: null,
      body: {},
      status: 404,
    });
    await probe({ route: 'GET /api/v1/evidence/public-key', key: null, status: 200 });

    await probe({
      route: 'POST /api/v1/webhooks',
      body: { url: 'http://hooks.invalid/x', events: ['validation.completed'] },
      status: 400,
    });
    await probe({ route: 'GET /api/v1/webhooks', status: 200 });
    await probe({ route: 'DELETE /api/v1/webhooks/{id}', url: '/api/v1/webhooks/wh_unknown', status: 404 });
    await probe({
      route: 'GET /api/v1/webhooks/{id}/deliveries',
      url: '/api/v1/webhooks/wh_unknown/deliveries',
      status: 404,
    });
    await probe({ route: 'GET /api/v1/openapi.json', key: null, status: 200 });
    expect(problems).toEqual([]);
  }, 180_000);

  it('the knowledge endpoints: success, 400, 401 and 404', async () => {
    const get = (route: string, status: number, url?: string, key?: string | null) =>
      probe({
        route: `GET ${route}`,
        status,
        ...(url ? { url } : {}),
        ...(key === undefined ? {} : { key }),
      });
    await get('/api/v1/countries', 200);
    await get('/api/v1/countries', 200, '/api/v1/countries?membership=EU');
    await get('/api/v1/countries', 400, '/api/v1/countries?membership=Mars');
    await get('/api/v1/countries', 401, undefined, null);
    await get('/api/v1/countries/{code}', 200, '/api/v1/countries/DE');
    await get('/api/v1/countries/{code}', 404, '/api/v1/countries/ZZ');
    await get('/api/v1/rules/upcoming', 200, undefined, null);
    await get('/api/v1/rules/{country}', 200, '/api/v1/rules/DE');
    await get('/api/v1/rules/{country}', 404, '/api/v1/rules/ZZ');
    await get('/api/v1/deadlines', 200);
    await get('/api/v1/deadlines', 400, '/api/v1/deadlines?from=2027-02-30');
    await get('/api/v1/requirements', 200, '/api/v1/requirements?seller=DE&buyer=FR&buyerType=b2g');
    await get('/api/v1/requirements', 400, '/api/v1/requirements?seller=DE');
    await get('/api/v1/changes', 200, '/api/v1/changes?since=2026-01-01');
    await get('/api/v1/facts/{country}', 200, '/api/v1/facts/DE');
    await get('/api/v1/facts/{country}', 404, '/api/v1/facts/ZZ');
    await get('/api/v1/facts/search', 200, '/api/v1/facts/search?q=Leitweg');
    await get('/api/v1/facts/search', 400, '/api/v1/facts/search');
    await get('/api/v1/errors', 200, '/api/v1/errors?limit=5');
    await get('/api/v1/errors', 400, '/api/v1/errors?severity=fatal');
    await get('/api/v1/errors/{ruleId}', 200, '/api/v1/errors/BR-01');
    await get('/api/v1/errors/{ruleId}', 404, '/api/v1/errors/NO-SUCH-RULE');
    await get('/api/onboarding/samples', 200);
    await get(
      '/api/onboarding/samples/{id}/download',
      200,
      '/api/onboarding/samples/valid-en16931-ubl/download',
    );
    await get(
      '/api/onboarding/samples/{id}/download',
      404,
      '/api/onboarding/samples/no-such-sample/download',
    );
    const score = docs.get('v1')?.paths['/v1/compliance-score']?.post as
      | { requestBody?: { content: Record<string, { example?: unknown }> } }
      | undefined;
    const example = score?.requestBody?.content['application/json']?.example;
    expect(example).toBeTruthy();
    await probe({ route: 'POST /api/v1/compliance-score', body: example, status: 200 });
    await probe({ route: 'POST /api/v1/compliance-score', body: { lanes: [], extra: 1 }, status: 400 });
    expect(problems).toEqual([]);
  }, 120_000);

  it('probed every documented route', () => {
    const documented = servedRoutes().filter((r) => operations.has(r));
    expect(documented.filter((r) => !seen.has(r))).toEqual([]);
  });
});
