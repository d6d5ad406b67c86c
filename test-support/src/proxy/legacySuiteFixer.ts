import { expect, it } from 'vitest';
import { BROKEN, type LegacySuiteContext, UUID } from './legacySuiteContext.ts';

/** Plan gates, /v2/validate-and-fix flows and the fixer endpoints. */
export function fixerTopic(ctx: LegacySuiteContext): void {
  const { call, post, expectError, observe, refs } = ctx;
  it('gates plans (403 INSUFFICIENT_TIER naming the plan) and lets Free Trial validate-only in v2', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/v1/fixer/fix', { xml: BROKEN, error_codes: ['BR-CL-14'] }],
      ['POST', '/api/v1/fixer/categorize', { error_codes: ['BR-CL-14'] }],
      ['POST', '/api/v1/fixer/fix-with-input', { xml: BROKEN, flow_id: 'x' }],
      ['POST', '/api/v2/validate-and-fix', { xml: BROKEN }],
    ] as const) {
      const a = await call(method, path, ctx.s.keys.trialRate, body);
      expectError(a, 403, 'INSUFFICIENT_TIER');
      expect(a.body.error.message).toContain('Starter');
      expect(a.body.error.details).toMatchObject({ requiredPlan: 'Starter', currentPlan: 'Free Trial' });
    }
    const validateOnly = await post('/api/v2/validate-and-fix', ctx.s.keys.trialRate, {
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
    const a = await post('/api/v2/validate-and-fix', ctx.s.keys.starterA, {
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

    const foreign = await post(d._links.fixWithInput, ctx.s.keys.starterB, {
      xml: d.fixedXml,
      values: { 'BT-10': '04011000-12345-03' },
    });
    expectError(foreign, 404, 'NOT_FOUND');
    expect(JSON.stringify(foreign.body)).not.toContain('123456XX');
    expectError(
      await post('/api/v1/fixer/fix-with-input', ctx.s.keys.starterA, {
        xml: d.fixedXml,
        flow_id: '00000000-0000-4000-8000-000000000000',
      }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await post('/api/v1/fixer/fix-with-input', ctx.s.keys.starterA, { xml: d.fixedXml }),
      400,
      'BAD_REQUEST',
    );

    const b = await post(d._links.fixWithInput, ctx.s.keys.starterA, {
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
    const a = await post('/api/v1/fixer/fix', ctx.s.keys.starterA, {
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
      ctx.s.keys.starterA,
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

    const none = await post('/api/v1/fixer/fix', ctx.s.keys.starterA, {
      xml: BROKEN,
      error_codes: ['BR-CO-15', 'BR-61'],
    });
    expectError(none, 422, 'NO_FIXABLE_ERRORS');
    expectError(await post('/api/v1/fixer/fix', ctx.s.keys.starterA, { xml: BROKEN }), 400, 'BAD_REQUEST');
    expectError(
      await post('/api/v1/fixer/fix', ctx.s.keys.starterA, { xml: '<a', error_codes: ['BR-CL-14'] }),
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
    const a = await post('/api/v1/fixer/categorize', ctx.s.keys.starterA, {
      error_codes: ['BR-CL-14', 'BR-DE-15', 'BR-CO-15', 'BR-61', 'BR-CL-14'],
    });
    expect(a.status).toBe(200);
    expect(a.body.data).toEqual({
      categorized: { auto: ['BR-CL-14'], input: ['BR-DE-15'], blocked: ['BR-CO-15', 'BR-61'] },
      stats: { auto: 1, input: 1, blocked: 2 },
    });
    expect(Number.isInteger(a.body._meta.duration_ms)).toBe(true);
    expectError(
      await post('/api/v1/fixer/categorize', ctx.s.keys.starterA, { error_codes: 'BR-01' }),
      400,
      'BAD_REQUEST',
    );
    observe(
      'POST /v1/fixer/categorize',
      'categorized {auto, input, blocked}, stats, _meta.duration_ms; amounts and payment rules blocked',
    );
  });
}
