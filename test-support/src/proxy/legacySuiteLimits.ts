import { createHash } from 'node:crypto';
import { openDatabase } from '@einvoice/proxy';
import { expect, it } from 'vitest';
import { START } from './legacyServer.ts';
import { type LegacySuiteContext, VALID } from './legacySuiteContext.ts';

/** Quotas, monthly resets, rate limits, the OpenAPI document, 404s and the validation records. */
export function limitsTopic(ctx: LegacySuiteContext): void {
  const { call, post, expectError, observe, refs, seen } = ctx;
  it('exhausts the Free Trial quota mid-batch and never resets it', async () => {
    // 95 of 100 used before start-up: 5 of these 8 are served, 3 refused item by item.
    const a = await post('/api/v1/validate/batch', ctx.s.keys.trial, {
      invoices: Array.from({ length: 8 }, () => ({ xml: VALID })),
    });
    expect(a.status).toBe(200);
    expect(a.body.data.results.map((r: any) => (r.success ? 'ok' : r.error.code))).toEqual([
      ...Array(5).fill('ok'),
      ...Array(3).fill('QUOTA_EXCEEDED'),
    ]);
    const over = await post('/api/v1/validate', ctx.s.keys.trial, { xml: VALID });
    expectError(over, 402, 'QUOTA_EXCEEDED');
    const usage = await call('GET', '/api/v1/fixer/usage', ctx.s.keys.trial);
    expect(usage.body.data).toEqual({
      // A lifetime quota never ends nor resets: the latest instant stands for "never" (docs/plans-and-usage.md).
      period: { start: new Date(START).toISOString(), end: '9999-12-31T23:59:59.999Z' },
      usage: { flows_used: 100, flows_limit: 100, flows_remaining: 0, percentage: 100 },
      subscription: {
        tier: 'free_trial',
        status: 'active',
        plan_name: 'Free Trial',
        evidence_pack: 'not_included',
      },
      tier: 'free_trial',
      resets_at: '9999-12-31T23:59:59.999Z',
      overage: null,
    });
    ctx.s.clock.now = Date.UTC(2027, 0, 2);
    try {
      expectError(await post('/api/v1/validate', ctx.s.keys.trial, { xml: VALID }), 402, 'QUOTA_EXCEEDED');
    } finally {
      ctx.s.clock.now = START;
    }
    observe(
      'POST /v1/validate/batch',
      'quota reserved up front per invoice: exhausted mid-batch, the rest QUOTA_EXCEEDED item by item',
    );
    observe('plans', 'Free Trial: 100 invoices lifetime, still 402 QUOTA_EXCEEDED in a later month');
    observe(
      'GET /v1/fixer/usage',
      'period, usage {flows_used, flows_limit, flows_remaining, percentage}, subscription {tier, status active, plan_name, evidence_pack}, tier, resets_at',
    );
  });

  it('resets monthly quotas at the start of the UTC month (injected clock)', async () => {
    // Past its 1,000, Starter is served and billed (spec 8: 50 EUR per 1,000), not refused.
    expect((await post('/api/v1/validate', ctx.s.keys.starterFull, { xml: VALID })).status).toBe(200);
    const before = await call('GET', '/api/v1/fixer/usage', ctx.s.keys.starterFull);
    expect(before.body.data.usage).toEqual({
      flows_used: 1001,
      flows_limit: 1000,
      flows_remaining: 0,
      percentage: 100,
    });
    expect(before.body.data.overage).toEqual({ units: 1, amount_eur: 0.05, eur_per_1000: 50 });
    expect(before.body.data.resets_at).toBe('2026-12-01T00:00:00.000Z');
    ctx.s.clock.now = Date.UTC(2026, 11, 1, 0, 0, 1);
    try {
      expect((await post('/api/v1/validate', ctx.s.keys.starterFull, { xml: VALID })).status).toBe(200);
      const after = await call('GET', '/api/v1/fixer/usage', ctx.s.keys.starterFull);
      expect(after.body.data.usage).toEqual({
        flows_used: 1,
        flows_limit: 1000,
        flows_remaining: 999,
        percentage: 0,
      });
      expect(after.body.data.period).toEqual({
        start: '2026-12-01T00:00:00.000Z',
        end: '2027-01-01T00:00:00.000Z',
      });
      expect(after.body.data.overage).toEqual({ units: 0, amount_eur: 0, eur_per_1000: 50 });
    } finally {
      ctx.s.clock.now = START;
    }
    observe(
      'plans',
      'Starter 1,000 a month: past it served with overage billed, counted afresh from the first second of the next UTC month',
    );
  });

  it('limits test keys to 100 requests per hour (TEST_RATE_LIMIT_EXCEEDED) and live keys by plan', async () => {
    ctx.s.clock.now = START + 3_600_000; // a fresh hour window
    try {
      const usage = () => call('GET', '/api/v1/fixer/usage', ctx.s.keys.starterATest);
      for (let i = 0; i < 99; i++) expect((await usage()).status).toBe(200);
      const last = await usage();
      expect([last.status, last.headers.get('x-ratelimit-remaining')]).toEqual([200, '0']);
      const over = await usage();
      expectError(over, 429, 'TEST_RATE_LIMIT_EXCEEDED');
      expect(over.body.error.message).toContain('100 requests per hour');
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      const live = () => call('GET', '/api/v1/fixer/usage', ctx.s.keys.trialRate);
      for (let i = 0; i < 60; i++) expect((await live()).status).toBe(200);
      const liveOver = await live();
      expectError(liveOver, 429, 'RATE_LIMIT_EXCEEDED');
      expect(liveOver.headers.get('x-ratelimit-limit')).toBe('60');
    } finally {
      ctx.s.clock.now = START;
    }
    observe(
      'all keyed endpoints',
      'test key over 100 requests per hour: 429 TEST_RATE_LIMIT_EXCEEDED naming the limit, Retry-After',
    );
    observe('all keyed endpoints', 'live key over its plan rate: 429 RATE_LIMIT_EXCEEDED, Retry-After');
  });

  it('serves GET /api/v1/openapi.json from the request schemas and 404s unknown paths in the earlier envelope', async () => {
    const a = await call('GET', '/api/v1/openapi.json');
    expect([a.status, a.body.openapi, a.body.servers]).toEqual([200, '3.1.0', [{ url: '/api' }]]);
    expect(Object.keys(a.body.paths).sort()).toEqual(
      [
        '/v1/convert',
        '/v1/fixer/categorize',
        '/v1/fixer/fix',
        '/v1/fixer/fix-with-input',
        '/v1/fixer/usage',
        '/v1/validate',
        '/v1/validate/batch',
        '/v2/validate-and-fix',
        // Evidence packs and webhooks (docs/evidence-and-webhooks.md), described in the same document.
        '/v1/evidence-pack',
        '/v1/evidence-pack/batch',
        '/v1/evidence-pack/batch/{id}/download',
        '/v1/evidence-pack/{id}',
        '/v1/evidence-pack/{id}/download',
        '/v1/evidence-packs',
        '/v1/evidence/public-key',
        '/v1/fixer/evidence-pack',
        '/v1/fixer/evidence-pack/{id}',
        '/v1/verify/{id}',
        '/v1/webhooks',
        '/v1/webhooks/{id}',
        '/v1/webhooks/{id}/deliveries',
        // The document itself, the instant key and the knowledge endpoints (issue 25).
        '/v1/openapi.json',
        '/developers/instant-key',
        '/v1/countries',
        '/v1/countries/{code}',
        '/v1/rules/upcoming',
        '/v1/rules/{country}',
        '/v1/deadlines',
        '/v1/requirements',
        '/v1/changes',
        '/v1/facts/search',
        '/v1/facts/{country}',
        '/v1/errors',
        '/v1/errors/{ruleId}',
        '/v1/compliance-score',
        '/onboarding/samples',
        '/onboarding/samples/{id}/download',
      ].sort(),
    );
    const props = a.body.components.schemas.V1ValidateRequest.properties;
    expect(Object.keys(props).sort()).toEqual(['fileName', 'options', 'xml', 'xmlBase64']);
    expect(a.body.components.schemas.V2ValidateAndFixRequest.properties.remediation_policy.enum).toEqual([
      'safe',
      'none',
    ]);
    expectError(await call('GET', '/api/v1/no-such-thing', ctx.s.keys.scale), 404, 'NOT_FOUND');
    observe(
      'GET /v1/openapi.json',
      'OpenAPI 3.1 of the earlier interface generated from the request schemas',
    );
  });

  it('records every validation (v1, v2, v3) without the invoice, and every answer carried the rate headers', async () => {
    const v3 = await post('/api/v3/validate', ctx.s.keys.scale, { xml: VALID });
    expect(v3.status).toBe(200);
    const legacyAnswers = seen.filter((x) => /^\/api\/v[12]\//.test(x.path));
    expect(legacyAnswers.length).toBeGreaterThan(150);
    for (const x of legacyAnswers) {
      for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
        expect([x.path, x.status, h, x.headers.get(h) !== null]).toEqual([x.path, x.status, h, true]);
    }
    expect(new Set(legacyAnswers.map((x) => x.status))).toEqual(
      new Set([200, 400, 401, 402, 403, 404, 422, 429]),
    );

    await ctx.s.stopServer();
    const db = await openDatabase(ctx.s.storage);
    try {
      const rows = await db.db.selectFrom('validation_records').selectAll().execute();
      const byRef = new Map(rows.map((r) => [r.validation_ref, r]));
      const v1 = byRef.get(refs.v1 as string);
      expect(v1).toMatchObject({
        api: 'v1',
        key_mode: 'live',
        sha256: createHash('sha256').update(VALID).digest('hex'),
        format: 'ubl',
        is_valid: true,
        error_count: 0,
        file_name: '../../etc/passwd',
        rulesets: [
          { id: 'en16931', version: '1.3.16', pinned: false },
          { id: 'xrechnung', version: '3.0.2', pinned: false },
        ],
        metadata: expect.objectContaining({ invoiceNumber: '123456XX', totalAmount: '336.9' }),
      });
      expect(byRef.get(refs.v2 as string)).toMatchObject({
        api: 'v2',
        is_valid: false,
        error_count: 2,
        file_name: 'broken.xml',
      });
      const apis = new Set(rows.map((r) => r.api));
      expect(apis).toEqual(new Set(['v1', 'v1-batch', 'v2', 'v3']));
      expect(rows.filter((r) => r.api === 'v1-batch').length).toBeGreaterThanOrEqual(75);
      expect(rows.some((r) => r.key_mode === 'test')).toBe(true);
      expect(JSON.stringify(rows)).not.toMatch(/<(\?xml|Invoice|ubl:|cbc:)/);
    } finally {
      await db.close();
    }
    observe(
      'all earlier-interface answers',
      'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset on every answer, errors included',
    );
    observe(
      'validation record',
      'v1, batch, v2 and v3 validations stored: ref, account, key mode, time, sha256, format, verdict, rule sets, counts, metadata, file name; never the invoice',
    );
  });
}
