import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../storage/openDatabase.ts';
import { corpus, type LegacyServer, START, startLegacyServer } from './legacyServer.ts';
import { observations } from './observe.ts';

const UBL = 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml';
const VALID = corpus(UBL);
/** The same invoice without its Leitweg-ID (BR-DE-15: needs input) and with a seller country in lower case (BR-CL-14: auto). */
const BROKEN = VALID.replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '').replace(
  '<cbc:IdentificationCode>DE</cbc:IdentificationCode>',
  '<cbc:IdentificationCode>de</cbc:IdentificationCode>',
);
/**
 * A plain EN 16931 invoice with a positive amount due but neither due date nor payment terms: CEN 1.3.15's
 * BR-CO-25 rejects it, 1.3.16 (which dropped that UBL rule) accepts it.
 */
const PINNED = corpus('en16931-examples/ubl/ubl-tc434-example1.xml')
  .replace(/<cbc:DueDate>[^<]*<\/cbc:DueDate>/g, '')
  .replace(/<cac:PaymentTerms>[\s\S]*?<\/cac:PaymentTerms>/g, '');
const MALFORMED = '<Invoice><unclosed></Invoice>';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** The engine's default releases are those in force on the day the server answers. */
const TODAY = new Date().toISOString().slice(0, 10);

interface Answer {
  status: number;
  headers: Headers;
  body: any;
}

/** The suite of issue 11 over real HTTP against one database kind. */
export function legacySuite(kind: 'pglite' | 'postgres') {
  let s: LegacyServer;
  const seen: { path: string; status: number; headers: Headers }[] = [];
  const { observe, flush } = observations(kind);
  const refs: Record<string, string> = {};

  async function call(method: string, path: string, key?: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (key) headers.authorization = `Bearer ${key}`;
    const init: RequestInit = { method, headers };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    const res = await fetch(`${s.url}${path}`, init);
    const text = await res.text();
    seen.push({ path, status: res.status, headers: res.headers });
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  }
  const post = (path: string, key: string | undefined, body: unknown) => call('POST', path, key, body);
  const expectError = (a: Answer, status: number, code: string) => {
    expect([a.status, a.body.success, a.body.error.code]).toEqual([status, false, code]);
    expect(typeof a.body.error.message).toBe('string');
  };

  beforeAll(async () => {
    s = await startLegacyServer(kind);
  }, 120_000);
  afterAll(async () => {
    flush();
    await s?.close();
  });

  describe(`earlier interface on ${kind}`, () => {
    it('POST /v1/validate answers the v1 result in the envelope with _meta', async () => {
      const a = await post('/api/v1/validate', s.keys.scale, { xml: VALID, fileName: '../../etc/passwd' });
      expect(a.status).toBe(200);
      const { success, data, _meta } = a.body;
      expect(success).toBe(true);
      expect(Object.keys(data).sort()).toEqual(
        [
          'errors',
          'format',
          'formatVersion',
          'isValid',
          'metadata',
          'rulesetsApplied',
          'validationRef',
          'warnings',
        ].sort(),
      );
      expect([data.isValid, data.format, data.formatVersion, data.errors]).toEqual([true, 'ubl', '2.1', []]);
      expect(data.rulesetsApplied).toEqual([
        { id: 'en16931', version: '1.3.16', pinned: false, reason: 'default', date: TODAY },
        {
          id: 'xrechnung',
          version: '3.0.2',
          pinned: false,
          reason: 'default',
          date: TODAY,
          // The registry knows XRechnung 2.6.0 in force but not installed here: the answer says which ran.
          note: expect.stringMatching(
            /^xrechnung 2\.6\.0 was in force on .* not available here; 3\.0\.2 ran\.$/,
          ),
        },
      ]);
      // Values as written in the corpus invoice.
      expect(data.metadata).toEqual({
        invoiceNumber: '123456XX',
        issueDate: '2016-04-04',
        currency: 'EUR',
        sellerName: '[Seller name]',
        sellerCountry: 'DE',
        buyerName: '[Buyer name]',
        buyerCountry: 'DE',
        totalAmount: '336.9',
      });
      expect(Number.isInteger(_meta.processingTimeMs)).toBe(true);
      expect(_meta.validationRef).toBe(data.validationRef);
      expect('testMode' in _meta).toBe(false);
      refs.v1 = data.validationRef;
      observe(
        'POST /v1/validate',
        'v1 result: isValid, format, formatVersion, rulesetsApplied, errors, warnings, metadata',
      );
      observe(
        'POST /v1/validate',
        '_meta.processingTimeMs and _meta.validationRef; no testMode for live keys',
      );
    });

    it('reports an invalid invoice as 200 with official codes, texts, locations and suggestions', async () => {
      const a = await post('/api/v1/validate', s.keys.scale, { xml: BROKEN });
      expect([a.status, a.body.data.isValid]).toEqual([200, false]);
      const codes = a.body.data.errors.map((e: any) => e.code).sort();
      expect(codes).toEqual(['BR-CL-14', 'BR-DE-15']);
      const de15 = a.body.data.errors.find((e: any) => e.code === 'BR-DE-15');
      expect(de15.message).toMatch(/^\[BR-DE-15\]/);
      expect(de15.location).toBe('/ubl:Invoice[1]');
      expect(typeof de15.suggestion).toBe('string');
      observe(
        'POST /v1/validate',
        'invalid invoice: 200, isValid false, errors[] {code (official rule id), message, location, suggestion}',
      );
    });

    it('marks test keys: X-Test-Mode and _meta.testMode, no quota', async () => {
      const used = async () =>
        (await call('GET', '/api/v1/fixer/usage', s.keys.starterA)).body.data.usage.flows_used;
      const before = await used();
      const a = await post('/api/v1/validate', s.keys.starterATest, { xml: VALID });
      expect([a.status, a.headers.get('x-test-mode'), a.body._meta.testMode]).toEqual([200, 'true', true]);
      expect(await used()).toBe(before);
      observe('POST /v1/validate', 'test key: X-Test-Mode: true and _meta.testMode true; no quota consumed');
    });

    it('answers the 7.2 codes: BAD_REQUEST, XML_TOO_LARGE (400), UNAUTHORIZED', async () => {
      expectError(await post('/api/v1/validate', s.keys.scale, 'not json'), 400, 'BAD_REQUEST');
      const notXml = await post('/api/v1/validate', s.keys.scale, { xml: '<Invoice><a></Invoice>' });
      expectError(notXml, 400, 'BAD_REQUEST');
      expect(notXml.body.error.details.cause).toBe('MALFORMED_XML');
      expectError(await post('/api/v1/validate', s.keys.scale, { fileName: 'x.xml' }), 400, 'BAD_REQUEST');
      const big = `<Invoice>${'x'.repeat(10 * 1024 * 1024 + 10)}</Invoice>`;
      expectError(await post('/api/v1/validate', s.keys.scale, { xml: big }), 400, 'XML_TOO_LARGE');
      expectError(await post('/api/v1/validate', undefined, { xml: VALID }), 401, 'UNAUTHORIZED');
      expectError(
        await post('/api/v1/validate', 'sk_live_doesnotexist000000000000', { xml: VALID }),
        401,
        'UNAUTHORIZED',
      );
      observe(
        'POST /v1/validate',
        'body not JSON or xml not XML: 400 BAD_REQUEST (details.cause = the v3 code)',
      );
      observe('POST /v1/validate', 'invoice over 10 MB: 400 XML_TOO_LARGE (not 413)');
      observe('all keyed endpoints', 'missing or unknown key: 401 UNAUTHORIZED');
    });

    it('pins rule set versions: the pinned artefact runs and rulesetsApplied says so', async () => {
      const byDefault = await post('/api/v1/validate', s.keys.scale, { xml: PINNED });
      expect([byDefault.status, byDefault.body.data.isValid]).toEqual([200, true]);
      expect(byDefault.body.data.rulesetsApplied).toEqual([
        { id: 'en16931', version: '1.3.16', pinned: false, reason: 'default', date: TODAY },
      ]);
      const old = await post('/api/v1/validate', s.keys.scale, {
        xml: PINNED,
        options: { ruleset_versions: { en16931: '1.3.15' } },
      });
      expect([old.status, old.body.data.isValid]).toEqual([200, false]);
      expect(old.body.data.errors.map((e: any) => e.code)).toEqual(['BR-CO-25']);
      expect(old.body.data.rulesetsApplied).toEqual([
        { id: 'en16931', version: '1.3.15', pinned: true, reason: 'pinned' },
      ]);
      const current = await post('/api/v1/validate', s.keys.scale, {
        xml: VALID,
        options: { ruleset_versions: { xrechnung: '3.0.2', en16931: '1.3.16' } },
      });
      expect(current.body.data.rulesetsApplied).toEqual([
        { id: 'en16931', version: '1.3.16', pinned: true, reason: 'pinned' },
        { id: 'xrechnung', version: '3.0.2', pinned: true, reason: 'pinned' },
      ]);
      const unknown = await post('/api/v1/validate', s.keys.scale, {
        xml: VALID,
        options: { ruleset_versions: { en16931: '1.2.0' } },
      });
      expectError(unknown, 400, 'BAD_REQUEST');
      expect(unknown.body.error.message).toContain('1.3.16');
      expect(unknown.body.error.message).toContain('1.3.15');
      const noSuchSet = await post('/api/v1/validate', s.keys.scale, {
        xml: VALID,
        options: { ruleset_versions: { zugferd: '2.3' } },
      });
      expectError(noSuchSet, 400, 'BAD_REQUEST');
      expect(noSuchSet.body.error.message).toContain('xrechnung 3.0.2');
      observe(
        'POST /v1/validate',
        'options.ruleset_versions: en16931 1.3.15 runs the 1.3.15 artefact (BR-CO-25), pinned: true',
      );
      observe(
        'POST /v1/validate',
        'unknown rule set or version: 400 BAD_REQUEST listing the available versions',
      );
    });

    it('POST /v1/validate/batch: 100 mixed invoices in input order, each with its own ref or error', async () => {
      const kinds = ['good', 'invalid', 'malformed', 'base64'] as const;
      const invoices = Array.from({ length: 100 }, (_, i) => {
        const k = kinds[i % 4];
        if (k === 'good') return { xml: VALID, fileName: `good-${i}.xml` };
        if (k === 'invalid') return { xml: BROKEN, fileName: `invalid-${i}.xml` };
        if (k === 'malformed') return { xml: MALFORMED };
        return { xmlBase64: Buffer.from(VALID).toString('base64') };
      });
      const a = await post('/api/v1/validate/batch', s.keys.scale, { invoices });
      expect(a.status).toBe(200);
      const { results, summary } = a.body.data;
      expect(results.map((r: any) => r.index)).toEqual([...Array(100).keys()]);
      for (const [i, r] of results.entries()) {
        const k = kinds[i % 4];
        if (k === 'malformed') {
          expect([r.success, r.error.code, r.error.details.cause]).toEqual([
            false,
            'BAD_REQUEST',
            'MALFORMED_XML',
          ]);
        } else {
          expect([r.success, r.data.isValid]).toEqual([true, k !== 'invalid']);
          if (k !== 'base64') expect(r.fileName).toBe(invoices[i]?.fileName);
        }
      }
      const batchRefs = results.filter((r: any) => r.success).map((r: any) => r.data.validationRef);
      expect(new Set(batchRefs).size).toBe(75);
      expect(summary).toEqual({ total: 100, valid: 50, invalid: 25, failed: 25 });
      expect('validationRef' in a.body._meta).toBe(false);

      const tooMany = await post('/api/v1/validate/batch', s.keys.scale, {
        invoices: Array.from({ length: 101 }, () => ({ xml: VALID })),
      });
      expectError(tooMany, 400, 'BAD_REQUEST');
      expect(tooMany.body.error.details).toMatchObject({ limit: 100, count: 101 });
      expectError(await post('/api/v1/validate/batch', s.keys.scale, { invoices: [] }), 400, 'BAD_REQUEST');
      observe(
        'POST /v1/validate/batch',
        '100 invoices (good, invalid, malformed, base64): results in input order, own validationRef or own error',
      );
      observe('POST /v1/validate/batch', '101 invoices: 400 BAD_REQUEST (details.limit, details.count)');
    });

    it('runs a batch beside other requests instead of ahead of them', async () => {
      // The largest batch, and the single request soon after it: with keys cached a 60-invoice batch finished
      // within the 300 ms the test used to wait, before the single request was even sent.
      const batch = post('/api/v1/validate/batch', s.keys.scale, {
        invoices: Array.from({ length: 100 }, () => ({ xml: VALID })),
      }).then((a) => ({ a, at: performance.now() }));
      await new Promise((r) => setTimeout(r, 100));
      const single = await post('/api/v1/validate', s.keys.scale, { xml: VALID });
      const singleAt = performance.now();
      const done = await batch;
      expect([single.status, done.a.status, done.a.body.data.summary.valid]).toEqual([200, 200, 100]);
      // The single request waited for at most the batch's lanes, not for its 100 invoices.
      expect(singleAt).toBeLessThan(done.at);
      observe(
        'POST /v1/validate/batch',
        'items run a few at a time on the worker pool: a request sent during a batch is answered before the batch ends',
      );
    });

    it('gates plans (403 INSUFFICIENT_TIER naming the plan) and lets Free Trial validate-only in v2', async () => {
      for (const [method, path, body] of [
        ['POST', '/api/v1/fixer/fix', { xml: BROKEN, error_codes: ['BR-CL-14'] }],
        ['POST', '/api/v1/fixer/categorize', { error_codes: ['BR-CL-14'] }],
        ['POST', '/api/v1/fixer/fix-with-input', { xml: BROKEN, flow_id: 'x' }],
        ['POST', '/api/v2/validate-and-fix', { xml: BROKEN }],
      ] as const) {
        const a = await call(method, path, s.keys.trialRate, body);
        expectError(a, 403, 'INSUFFICIENT_TIER');
        expect(a.body.error.message).toContain('Starter');
        expect(a.body.error.details).toMatchObject({ requiredPlan: 'Starter', currentPlan: 'Free Trial' });
      }
      const validateOnly = await post('/api/v2/validate-and-fix', s.keys.trialRate, {
        xml: BROKEN,
        autoFix: false,
      });
      expect([validateOnly.status, validateOnly.body.data.engine]).toEqual([200, 'orchestrator']);
      expect('fixedValid' in validateOnly.body.data).toBe(false);
      expect(validateOnly.body.data.fixesApplied).toBe(0);
      observe(
        '/v1/fixer/*, POST /v2/validate-and-fix',
        'Free Trial: 403 INSUFFICIENT_TIER naming the Starter plan (remediation is in paid plans)',
      );
      observe(
        'POST /v2/validate-and-fix',
        'autoFix false = remediation_policy none: engine orchestrator, no fixedValid',
      );
    });

    it('POST /v2/validate-and-fix repairs safely, persists a flow, and fix-with-input continues it', async () => {
      const a = await post('/api/v2/validate-and-fix', s.keys.starterA, {
        xml: BROKEN,
        fileName: 'broken.xml',
        generate_evidence_pack: true,
      });
      expect(a.status).toBe(200);
      const d = a.body.data;
      expect([d.originalValid, d.fixedValid, d.engine, d.fixesApplied]).toEqual([
        false,
        false,
        // The strict repair fixed the country code and asks for the Leitweg-ID: the hybrid pipeline.
        'hybrid',
        1,
      ]);
      expect(d.fixSummary).toEqual({
        totalIssues: 2,
        autoFixable: 1,
        needsInput: 1,
        blocked: 0,
        canAutoFixAll: false,
      });
      expect(d.remainingIssues.map((i: any) => [i.code, i.class])).toEqual([['BR-DE-15', 'input']]);
      expect(d.fixedXml).toContain('<cbc:IdentificationCode>DE</cbc:IdentificationCode>');
      expect(d.metadata).toEqual({ invoiceNumber: '123456XX', currency: 'EUR', totalAmount: '336.9' });
      expect(d.flowId).toMatch(UUID);
      expect(d._links).toEqual({
        self: '/api/v2/validate-and-fix',
        fixWithInput: `/api/v1/fixer/fix-with-input?flow_id=${d.flowId}`,
        evidencePack: `/api/v1/evidence-pack?validationRef=${d.validationRef}`,
      });
      expect(d.evidencePackUrl).toBe(d._links.evidencePack);
      expect(a.body._meta.validationRef).toBe(d.validationRef);
      refs.v2 = d.validationRef;

      const foreign = await post(d._links.fixWithInput, s.keys.starterB, {
        xml: d.fixedXml,
        values: { 'BT-10': '04011000-12345-03' },
      });
      expectError(foreign, 404, 'NOT_FOUND');
      expect(JSON.stringify(foreign.body)).not.toContain('123456XX');
      expectError(
        await post('/api/v1/fixer/fix-with-input', s.keys.starterA, {
          xml: d.fixedXml,
          flow_id: '00000000-0000-4000-8000-000000000000',
        }),
        404,
        'NOT_FOUND',
      );
      expectError(
        await post('/api/v1/fixer/fix-with-input', s.keys.starterA, { xml: d.fixedXml }),
        400,
        'BAD_REQUEST',
      );

      const b = await post(d._links.fixWithInput, s.keys.starterA, {
        xml: d.fixedXml,
        values: { 'BT-10': '04011000-12345-03' },
      });
      expect(b.status).toBe(200);
      expect(b.body.data.applied_fixes).toEqual([
        {
          error_code: 'BR-DE-15',
          success: true,
          operation: 'set_from_input',
          // The element the answer inserted, where nothing stood before.
          target_xpath: '/ubl:Invoice[1]/cbc:BuyerReference[1]',
          before_value: '',
          after_value: '04011000-12345-03',
          confidence: 1,
        },
      ]);
      expect(b.body.data).toMatchObject({
        failed_fixes: [],
        remaining_errors: [],
        stats: { applied: 1, failed: 0, skipped: 0 },
        is_compliant: true,
        is_billable: true,
      });
      expect(b.body.data.fixed_xml).toContain('<cbc:BuyerReference>04011000-12345-03</cbc:BuyerReference>');
      expect(b.body._meta.flow_id).toBe(d.flowId);
      expect(Number.isInteger(b.body._meta.duration_ms)).toBe(true);
      observe(
        'POST /v2/validate-and-fix',
        'safe: strict v3 repair, engine hybrid when it asks questions (safe-fixer when not), fixSummary, remainingIssues, fixedValid, flowId (UUID), _links, evidencePackUrl',
      );
      observe(
        'POST /v1/fixer/fix-with-input',
        'continues a v2 flow (flow_id query or body) with values by input name; compliant result',
      );
      observe(
        'POST /v1/fixer/fix-with-input',
        "another account's flow or an unknown flow: 404 NOT_FOUND without its data; no flow_id: 400",
      );
    });

    it('POST /v1/fixer/fix fixes auto codes, lists needsInput with input names, blocks money; skipped codes are not attempted', async () => {
      const a = await post('/api/v1/fixer/fix', s.keys.starterA, {
        xml: BROKEN,
        error_codes: ['BR-CL-14', 'BR-DE-15', 'BR-CO-15'],
      });
      expect(a.status).toBe(200);
      const d = a.body.data;
      expect(d.applied_fixes).toEqual([
        {
          error_code: 'BR-CL-14',
          success: true,
          operation: 'country-code',
          target_xpath: expect.stringContaining('cbc:IdentificationCode'),
          before_value: 'de',
          after_value: 'DE',
          confidence: 0.95,
        },
      ]);
      expect(d.failed_fixes).toEqual([]);
      expect(d.remaining_errors.needsInput).toEqual([
        {
          error_code: 'BR-DE-15',
          reason: expect.any(String),
          inputs: [expect.objectContaining({ name: 'BT-10', kind: 'field' })],
        },
      ]);
      expect(d.remaining_errors.blocked).toEqual([]);
      expect(d.remaining_errors.unknown.map((u: any) => u.error_code)).toEqual(['BR-CO-15']);
      expect([d.is_compliant, d.is_billable]).toEqual([false, true]);
      expect(d.fixed_xml).toContain('<cbc:IdentificationCode>DE</cbc:IdentificationCode>');
      expect(a.body._meta.flow_id).toMatch(UUID);
      expect('processingTimeMs' in a.body._meta).toBe(false);

      const skipped = await post(
        `/api/v1/fixer/fix-with-input?flow_id=${a.body._meta.flow_id}`,
        s.keys.starterA,
        {
          xml: d.fixed_xml,
          values: { 'BT-10': '04011000-12345-03' },
          skipped: ['BR-DE-15'],
        },
      );
      expect(skipped.status).toBe(200);
      expect(skipped.body.data).toMatchObject({
        applied_fixes: [],
        remaining_errors: ['BR-DE-15'],
        stats: { applied: 0, failed: 0, skipped: 1 },
        is_compliant: false,
        is_billable: false,
      });

      const none = await post('/api/v1/fixer/fix', s.keys.starterA, {
        xml: BROKEN,
        error_codes: ['BR-CO-15', 'BR-61'],
      });
      expectError(none, 422, 'NO_FIXABLE_ERRORS');
      expectError(await post('/api/v1/fixer/fix', s.keys.starterA, { xml: BROKEN }), 400, 'BAD_REQUEST');
      expectError(
        await post('/api/v1/fixer/fix', s.keys.starterA, { xml: '<a', error_codes: ['BR-CL-14'] }),
        400,
        'BAD_REQUEST',
      );
      observe(
        'POST /v1/fixer/fix',
        'applied_fixes {error_code, success, operation, target_xpath, before_value, after_value, confidence}; remaining_errors {needsInput (with input names), blocked, unknown}; _meta.flow_id, duration_ms',
      );
      observe('POST /v1/fixer/fix-with-input', 'skipped codes recorded and not attempted (stats.skipped)');
      observe(
        'POST /v1/fixer/fix',
        'no fixable code among error_codes: 422 NO_FIXABLE_ERRORS; missing error_codes or invalid XML: 400',
      );
    });

    it('POST /v1/fixer/categorize sorts codes into auto, input and blocked', async () => {
      const a = await post('/api/v1/fixer/categorize', s.keys.starterA, {
        error_codes: ['BR-CL-14', 'BR-DE-15', 'BR-CO-15', 'BR-61', 'BR-CL-14'],
      });
      expect(a.status).toBe(200);
      expect(a.body.data).toEqual({
        categorized: { auto: ['BR-CL-14'], input: ['BR-DE-15'], blocked: ['BR-CO-15', 'BR-61'] },
        stats: { auto: 1, input: 1, blocked: 2 },
      });
      expect(Number.isInteger(a.body._meta.duration_ms)).toBe(true);
      expectError(
        await post('/api/v1/fixer/categorize', s.keys.starterA, { error_codes: 'BR-01' }),
        400,
        'BAD_REQUEST',
      );
      observe(
        'POST /v1/fixer/categorize',
        'categorized {auto, input, blocked}, stats, _meta.duration_ms; amounts and payment rules blocked',
      );
    });

    it('exhausts the Free Trial quota mid-batch and never resets it', async () => {
      // 95 of 100 used before start-up: 5 of these 8 are served, 3 refused item by item.
      const a = await post('/api/v1/validate/batch', s.keys.trial, {
        invoices: Array.from({ length: 8 }, () => ({ xml: VALID })),
      });
      expect(a.status).toBe(200);
      expect(a.body.data.results.map((r: any) => (r.success ? 'ok' : r.error.code))).toEqual([
        ...Array(5).fill('ok'),
        ...Array(3).fill('QUOTA_EXCEEDED'),
      ]);
      const over = await post('/api/v1/validate', s.keys.trial, { xml: VALID });
      expectError(over, 402, 'QUOTA_EXCEEDED');
      const usage = await call('GET', '/api/v1/fixer/usage', s.keys.trial);
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
      s.clock.now = Date.UTC(2027, 0, 2);
      try {
        expectError(await post('/api/v1/validate', s.keys.trial, { xml: VALID }), 402, 'QUOTA_EXCEEDED');
      } finally {
        s.clock.now = START;
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
      expect((await post('/api/v1/validate', s.keys.starterFull, { xml: VALID })).status).toBe(200);
      const before = await call('GET', '/api/v1/fixer/usage', s.keys.starterFull);
      expect(before.body.data.usage).toEqual({
        flows_used: 1001,
        flows_limit: 1000,
        flows_remaining: 0,
        percentage: 100,
      });
      expect(before.body.data.overage).toEqual({ units: 1, amount_eur: 0.05, eur_per_1000: 50 });
      expect(before.body.data.resets_at).toBe('2026-12-01T00:00:00.000Z');
      s.clock.now = Date.UTC(2026, 11, 1, 0, 0, 1);
      try {
        expect((await post('/api/v1/validate', s.keys.starterFull, { xml: VALID })).status).toBe(200);
        const after = await call('GET', '/api/v1/fixer/usage', s.keys.starterFull);
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
        s.clock.now = START;
      }
      observe(
        'plans',
        'Starter 1,000 a month: past it served with overage billed, counted afresh from the first second of the next UTC month',
      );
    });

    it('limits test keys to 100 requests per hour (TEST_RATE_LIMIT_EXCEEDED) and live keys by plan', async () => {
      s.clock.now = START + 3_600_000; // a fresh hour window
      try {
        const usage = () => call('GET', '/api/v1/fixer/usage', s.keys.starterATest);
        for (let i = 0; i < 99; i++) expect((await usage()).status).toBe(200);
        const last = await usage();
        expect([last.status, last.headers.get('x-ratelimit-remaining')]).toEqual([200, '0']);
        const over = await usage();
        expectError(over, 429, 'TEST_RATE_LIMIT_EXCEEDED');
        expect(over.body.error.message).toContain('100 requests per hour');
        expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
        const live = () => call('GET', '/api/v1/fixer/usage', s.keys.trialRate);
        for (let i = 0; i < 60; i++) expect((await live()).status).toBe(200);
        const liveOver = await live();
        expectError(liveOver, 429, 'RATE_LIMIT_EXCEEDED');
        expect(liveOver.headers.get('x-ratelimit-limit')).toBe('60');
      } finally {
        s.clock.now = START;
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
        ].sort(),
      );
      const props = a.body.components.schemas.V1ValidateRequest.properties;
      expect(Object.keys(props).sort()).toEqual(['fileName', 'options', 'xml', 'xmlBase64']);
      expect(a.body.components.schemas.V2ValidateAndFixRequest.properties.remediation_policy.enum).toEqual([
        'safe',
        'none',
      ]);
      expectError(await call('GET', '/api/v1/no-such-thing', s.keys.scale), 404, 'NOT_FOUND');
      observe(
        'GET /v1/openapi.json',
        'OpenAPI 3.1 of the earlier interface generated from the request schemas',
      );
    });

    it('records every validation (v1, v2, v3) without the invoice, and every answer carried the rate headers', async () => {
      const v3 = await post('/api/v3/validate', s.keys.scale, { xml: VALID });
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

      await s.stopServer();
      const db = await openDatabase(s.storage);
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
  });
}
