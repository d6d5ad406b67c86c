import { expect, it } from 'vitest';
import { BROKEN, type LegacySuiteContext, MALFORMED, PINNED, TODAY, VALID } from './legacySuiteContext.ts';

/** POST /v1/validate and /v1/validate/batch: results, errors, pinned releases, batches beside other requests. */
export function validateTopic(ctx: LegacySuiteContext): void {
  const { call, post, expectError, observe, refs } = ctx;
  it('POST /v1/validate answers the v1 result in the envelope with _meta', async () => {
    const a = await post('/api/v1/validate', ctx.s.keys.scale, { xml: VALID, fileName: '../../etc/passwd' });
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
    observe('POST /v1/validate', '_meta.processingTimeMs and _meta.validationRef; no testMode for live keys');
  });

  it('reports an invalid invoice as 200 with official codes, texts, locations and suggestions', async () => {
    const a = await post('/api/v1/validate', ctx.s.keys.scale, { xml: BROKEN });
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
      (await call('GET', '/api/v1/fixer/usage', ctx.s.keys.starterA)).body.data.usage.flows_used;
    const before = await used();
    const a = await post('/api/v1/validate', ctx.s.keys.starterATest, { xml: VALID });
    expect([a.status, a.headers.get('x-test-mode'), a.body._meta.testMode]).toEqual([200, 'true', true]);
    expect(await used()).toBe(before);
    observe('POST /v1/validate', 'test key: X-Test-Mode: true and _meta.testMode true; no quota consumed');
  });

  it('answers the 7.2 codes: BAD_REQUEST, XML_TOO_LARGE (400), UNAUTHORIZED', async () => {
    expectError(await post('/api/v1/validate', ctx.s.keys.scale, 'not json'), 400, 'BAD_REQUEST');
    const notXml = await post('/api/v1/validate', ctx.s.keys.scale, { xml: '<Invoice><a></Invoice>' });
    expectError(notXml, 400, 'BAD_REQUEST');
    expect(notXml.body.error.details.cause).toBe('MALFORMED_XML');
    expectError(await post('/api/v1/validate', ctx.s.keys.scale, { fileName: 'x.xml' }), 400, 'BAD_REQUEST');
    const big = `<Invoice>${'x'.repeat(10 * 1024 * 1024 + 10)}</Invoice>`;
    expectError(await post('/api/v1/validate', ctx.s.keys.scale, { xml: big }), 400, 'XML_TOO_LARGE');
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
    const byDefault = await post('/api/v1/validate', ctx.s.keys.scale, { xml: PINNED });
    expect([byDefault.status, byDefault.body.data.isValid]).toEqual([200, true]);
    expect(byDefault.body.data.rulesetsApplied).toEqual([
      { id: 'en16931', version: '1.3.16', pinned: false, reason: 'default', date: TODAY },
    ]);
    const old = await post('/api/v1/validate', ctx.s.keys.scale, {
      xml: PINNED,
      options: { ruleset_versions: { en16931: '1.3.15' } },
    });
    expect([old.status, old.body.data.isValid]).toEqual([200, false]);
    expect(old.body.data.errors.map((e: any) => e.code)).toEqual(['BR-CO-25']);
    expect(old.body.data.rulesetsApplied).toEqual([
      { id: 'en16931', version: '1.3.15', pinned: true, reason: 'pinned' },
    ]);
    const current = await post('/api/v1/validate', ctx.s.keys.scale, {
      xml: VALID,
      options: { ruleset_versions: { xrechnung: '3.0.2', en16931: '1.3.16' } },
    });
    expect(current.body.data.rulesetsApplied).toEqual([
      { id: 'en16931', version: '1.3.16', pinned: true, reason: 'pinned' },
      { id: 'xrechnung', version: '3.0.2', pinned: true, reason: 'pinned' },
    ]);
    const unknown = await post('/api/v1/validate', ctx.s.keys.scale, {
      xml: VALID,
      options: { ruleset_versions: { en16931: '1.2.0' } },
    });
    expectError(unknown, 400, 'BAD_REQUEST');
    expect(unknown.body.error.message).toContain('1.3.16');
    expect(unknown.body.error.message).toContain('1.3.15');
    const noSuchSet = await post('/api/v1/validate', ctx.s.keys.scale, {
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
    const a = await post('/api/v1/validate/batch', ctx.s.keys.scale, { invoices });
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

    const tooMany = await post('/api/v1/validate/batch', ctx.s.keys.scale, {
      invoices: Array.from({ length: 101 }, () => ({ xml: VALID })),
    });
    expectError(tooMany, 400, 'BAD_REQUEST');
    expect(tooMany.body.error.details).toMatchObject({ limit: 100, count: 101 });
    expectError(await post('/api/v1/validate/batch', ctx.s.keys.scale, { invoices: [] }), 400, 'BAD_REQUEST');
    observe(
      'POST /v1/validate/batch',
      '100 invoices (good, invalid, malformed, base64): results in input order, own validationRef or own error',
    );
    observe('POST /v1/validate/batch', '101 invoices: 400 BAD_REQUEST (details.limit, details.count)');
  });

  it('runs a batch beside other requests instead of ahead of them', async () => {
    // The largest batch, and the single request soon after it: with keys cached a 60-invoice batch finished
    // within the 300 ms the test used to wait, before the single request was even sent.
    const batch = post('/api/v1/validate/batch', ctx.s.keys.scale, {
      invoices: Array.from({ length: 100 }, () => ({ xml: VALID })),
    }).then((a) => ({ a, at: performance.now() }));
    await new Promise((r) => setTimeout(r, 100));
    const single = await post('/api/v1/validate', ctx.s.keys.scale, { xml: VALID });
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
}
