/**
 * The earlier interface (issue 11) over real HTTP on the embedded PGlite: every endpoint, field and code,
 * plans and quotas on an injected clock (legacySuite), plus verdict and rule-id equality of v1, v2 and v3
 * over the XRechnung test suite, checked against the reference verdicts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { apiCall } from '@einvoice/test-support/proxy/apiCall';
import { type LegacyServer, startLegacyServer } from '@einvoice/test-support/proxy/legacyServer';
import { legacySuite } from '@einvoice/test-support/proxy/legacySuite';
import { observations } from '@einvoice/test-support/proxy/observe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

legacySuite('pglite');

describe('one engine: v1, v2 and v3 agree on the XRechnung test suite', () => {
  let s: LegacyServer;
  const { observe, flush } = observations('consistency');
  beforeAll(async () => {
    s = await startLegacyServer('pglite');
  }, 120_000);
  afterAll(async () => {
    flush();
    await s?.close();
  });

  it('gives every invoice the same verdict and the same rule ids, equal to the reference verdict', async () => {
    const expected = readFileSync(path.join(corpusDir, 'expected/xrechnung-testsuite.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l) as { file: string; valid: boolean });
    expect(expected.length).toBe(86);
    const ids = (items: { ruleId?: string; code?: string }[]) => items.map((i) => i.ruleId ?? i.code).sort();
    let compared = 0;
    for (const e of expected) {
      const body = { xmlBase64: readFileSync(path.join(corpusDir, e.file)).toString('base64') };
      const v3 = await apiCall(`${s.url}/api/v3/validate`, s.keys.scale, body);
      const v1 = await apiCall(`${s.url}/api/v1/validate`, s.keys.scale, body);
      const v2 = await apiCall(`${s.url}/api/v2/validate-and-fix`, s.keys.scale, {
        ...body,
        remediation_policy: 'none',
      });
      if (v3.status !== 200) {
        // A document an official artefact cannot evaluate is refused alike, never read as a verdict.
        expect([e.file, v3.body.error.code, v1.status, v1.body.error.code, v2.body.error.code]).toEqual([
          e.file,
          'NOT_EVALUABLE',
          422,
          'NOT_EVALUABLE',
          'NOT_EVALUABLE',
        ]);
        continue;
      }
      const r3 = v3.body.data;
      const errors3 = ids(r3.findings.filter((f: any) => f.severity === 'error'));
      const warnings3 = ids(r3.findings.filter((f: any) => f.severity === 'warning'));
      expect([e.file, r3.valid]).toEqual([e.file, e.valid]);
      expect([e.file, v1.body.data.isValid, ids(v1.body.data.errors), ids(v1.body.data.warnings)]).toEqual([
        e.file,
        r3.valid,
        errors3,
        warnings3,
      ]);
      expect([e.file, v2.body.data.originalValid, ids(v2.body.data.remainingIssues)]).toEqual([
        e.file,
        r3.valid,
        errors3,
      ]);
      compared++;
    }
    expect(compared).toBeGreaterThan(80);
    observe(
      'POST /v1/validate, /v2/validate-and-fix, /v3/validate',
      `same verdict and the same error and warning rule ids on all ${expected.length} XRechnung test-suite invoices, equal to the reference verdicts`,
    );
  }, 600_000);
});
