import type { ValidateInput, ValidateResult } from '@einvoice/engine';
import { fail } from '@einvoice/engine/errors';
import type { MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import type { EnginePool, PoolState } from './engine/pool.ts';
import { failHttp } from './errors/httpError.ts';

/** An in-process EnginePool double: records inputs, answers with `answer`. */
function fakePool(answer: (input: ValidateInput) => ValidateResult, state: Partial<PoolState> = {}) {
  const inputs: ValidateInput[] = [];
  const pool: EnginePool = {
    validate: async (input) => {
      inputs.push(input);
      return answer(input);
    },
    info: () => ({
      artefacts: [{ id: 'xsd-ubl', name: 'UBL 2.1', authority: 'OASIS', version: '2.1', ruleset: null }],
      scenarios: [],
      rulesets: [],
      releases: [],
      integrity: { algorithm: 'sha256', files: { 'rules/x.json': '0'.repeat(64) } },
      layers: [],
    }),
    inspect: () => Promise.reject(new Error('inspect is not used by these tests')),
    remediate: () => Promise.reject(new Error('remediate is not used by these tests')),
    fix: () => Promise.reject(new Error('fix is not used by these tests')),
    convert: () => Promise.reject(new Error('convert is not used by these tests')),
    render: () => Promise.reject(new Error('render is not used by these tests')),
    json: async (call) => {
      if (call.type !== 'validate') throw new Error(`${call.type} is not used by these tests`);
      return { json: JSON.stringify(await pool.validate(call.input)), engineMs: 1.25 };
    },
    state: () => ({ workers: 2, ready: 2, busy: 0, queue: 0, maxQueue: 8, restarts: 0, ...state }),
    close: async () => {},
  };
  return { pool, inputs };
}

const result = { valid: true, sha256: 'abc' } as ValidateResult;
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('createApp', () => {
  it('wraps a result in the success envelope and passes only the invoice fields', async () => {
    const { pool, inputs } = fakePool(() => result);
    const res = await createApp({ pool, version: '1.2.3' }).request(
      '/api/v3/validate',
      json({ xml: '<a/>', extra: { ignored: true } }),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ success: true, data: result, meta: { processingTimeMs: expect.any(Number) } });
    expect(Number.isInteger(body.meta.processingTimeMs)).toBe(true);
    expect(inputs).toEqual([{ xml: '<a/>' }]);
  });

  it('maps an EngineError to its status and the error envelope', async () => {
    const { pool } = fakePool(() => fail('MALFORMED_XML', 'not well-formed', { line: 1, column: 4 }));
    const res = await createApp({ pool, version: '1' }).request('/api/v3/validate', json({ xml: '<a' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      success: false,
      error: {
        code: 'MALFORMED_XML',
        message: 'not well-formed',
        details: { line: 1, column: 4 },
        requestId: res.headers.get('x-request-id'),
      },
    });
  });

  it('adds Retry-After: 60 to ORACLE_UNAVAILABLE', async () => {
    const { pool } = fakePool(() => fail('ORACLE_UNAVAILABLE', 'worker died'));
    const res = await createApp({ pool, version: '1' }).request('/api/v3/validate', json({ xml: '<a/>' }));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
  });

  it('turns any other error into a 500 INTERNAL without its text', async () => {
    const { pool } = fakePool(() => {
      throw new Error('ENOENT /secret/rulesets/build');
    });
    const res = await createApp({ pool, version: '1' }).request('/api/v3/validate', json({ xml: '<a/>' }));
    expect(res.status).toBe(500);
    const text = await res.text();
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(text)).toEqual({
      success: false,
      error: { code: 'INTERNAL', message: `Internal error (request ${requestId})`, requestId },
    });
    expect(text).not.toContain('secret');
  });

  it('keeps a sane X-Request-Id of the caller and replaces anything else', async () => {
    const app = createApp({ pool: fakePool(() => result).pool, version: '1' });
    const kept = await app.request('/api/v3/nope', { headers: { 'x-request-id': 'trace-42_a' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-42_a');
    expect((await kept.json()).error.requestId).toBe('trace-42_a');
    const replaced = await app.request('/api/v3/nope', {
      headers: { 'x-request-id': 'a b\u00e4'.repeat(20) },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the security headers: the API never cached or framed, the web app under its CSP, HSTS when set', async () => {
    const { pool } = fakePool(() => result);
    const api = await createApp({ pool, version: '1' }).request('/api/v3/validate', json({ xml: '<a/>' }));
    const names = ['cache-control', 'x-content-type-options', 'x-frame-options', 'referrer-policy'];
    expect(names.map((n) => api.headers.get(n))).toEqual(['no-store', 'nosniff', 'DENY', 'no-referrer']);
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers.get('strict-transport-security')).toBeNull();
    const web = await createApp({ pool, version: '1', hstsMaxAge: 31536000 }).request('/');
    expect(web.headers.get('content-security-policy')).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(web.headers.get('content-security-policy')).not.toMatch(/'unsafe-eval'/);
    expect(web.headers.get('x-frame-options')).toBe('DENY');
    expect(web.headers.get('cache-control')).toBeNull();
    expect(web.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('refuses mistyped invoice fields before the engine sees them', async () => {
    const { pool, inputs } = fakePool(() => result);
    const app = createApp({ pool, version: '1' });
    const xml = await app.request('/api/v3/validate', json({ xml: 42 }));
    expect([xml.status, (await xml.json()).error]).toMatchObject([
      400,
      { code: 'INVALID_XML', details: { field: 'xml' } },
    ]);
    const b64 = await app.request('/api/v3/validate', json({ xmlBase64: ['QQ=='] }));
    expect([b64.status, (await b64.json()).error.code]).toEqual([400, 'INVALID_BASE64']);
    expect(inputs).toEqual([]);
    // null is not a type error: the engine reads it as an absent field.
    expect((await app.request('/api/v3/validate', json({ xml: null, xmlBase64: 'PGEvPg==' }))).status).toBe(
      200,
    );
    expect(inputs).toEqual([{ xml: null, xmlBase64: 'PGEvPg==' }]);
  });

  it('refuses a raw XML body with 400 INVALID_JSON', async () => {
    const { pool, inputs } = fakePool(() => result);
    const res = await createApp({ pool, version: '1' }).request('/api/v3/validate', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<Invoice/>',
    });
    expect([res.status, (await res.json()).error.code]).toEqual([400, 'INVALID_JSON']);
    expect(inputs).toEqual([]);
  });

  it('answers unknown routes and methods with a JSON 404', async () => {
    const app = createApp({ pool: fakePool(() => result).pool, version: '1' });
    for (const [path, method] of [
      ['/api/v3/nope', 'GET'],
      ['/api/v3/validate', 'GET'],
      ['/', 'GET'],
    ] as const) {
      const res = await app.request(path, { method });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    }
  });

  it('reports health unwrapped, with pool state and artefact versions', async () => {
    const { pool } = fakePool(() => result, { busy: 1, queue: 3 });
    const res = await createApp({ pool, version: '1.2.3' }).request('/api/v3/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      version: '1.2.3',
      engine: 'patch',
      llm: false,
      validator: expect.objectContaining({
        workers: 2,
        busy: 1,
        queue: 3,
        artefacts: pool.info().artefacts,
        rulesets: pool.info().rulesets,
      }),
      convertTargets: [
        'xrechnung-ubl',
        'xrechnung-cii',
        'peppol-bis',
        'en16931-ubl',
        'en16931-cii',
        'factur-x',
        'cius-ro',
        'nl-si-ubl',
        'ublbe',
        'hr-cius',
      ],
      renderFormats: ['html', 'json'],
    });
  });

  it('answers 503 degraded when no worker is ready', async () => {
    const { pool } = fakePool(() => result, { ready: 0 });
    const res = await createApp({ pool, version: '1' }).request('/api/v3/health');
    expect([res.status, (await res.json()).status]).toEqual([503, 'degraded']);
  });

  it('runs the auth seam on validate but not on health or openapi.json', async () => {
    const deny: MiddlewareHandler = async () => {
      failHttp('UNAUTHORIZED', 'key required');
    };
    const app = createApp({ pool: fakePool(() => result).pool, version: '1', auth: deny });
    const res = await app.request('/api/v3/validate', json({ xml: '<a/>' }));
    expect([res.status, (await res.json()).error.code]).toEqual([401, 'UNAUTHORIZED']);
    expect((await app.request('/api/v3/health')).status).toBe(200);
    expect((await app.request('/api/v3/openapi.json')).status).toBe(200);
  });

  it('describes the v3 interface as OpenAPI 3.1 from the request schemas', async () => {
    const res = await createApp({ pool: fakePool(() => result).pool, version: '1' }).request(
      '/api/v3/openapi.json',
    );
    const doc = await res.json();
    expect(doc).toMatchObject({
      openapi: '3.1.0',
      info: { version: '3.0.0' },
      servers: [{ url: '/api/v3' }],
    });
    // Every v3 route is described; routes added later extend this list.
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/health', '/validate', '/render']));
    const body = doc.paths['/validate'].post.requestBody.content['application/json'].schema;
    expect(body).toEqual({ $ref: '#/components/schemas/ValidateRequest' });
    expect(Object.keys(doc.components.schemas.ValidateRequest.properties)).toEqual([
      'xml',
      'xmlBase64',
      'options',
    ]);
    expect(doc.components.schemas.ValidateResult.required).toEqual(
      expect.arrayContaining([
        'valid',
        'syntax',
        'verdict',
        'counts',
        'findings',
        'lineArithmetic',
        'actions',
        'sha256',
      ]),
    );
    // Every status the route can answer, the key's, quota's and rate limit's included (issue 25).
    expect(Object.keys(doc.paths['/validate'].post.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '402',
      '403',
      '413',
      '422',
      '429',
      '500',
      '503',
    ]);
  });
});
