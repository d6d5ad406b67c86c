/**
 * Bounded answers over real HTTP: an invoice whose 3,000 lines each break the same code-list rule
 * (BR-CL-23, unit of measure; the line sum then breaks BR-CO-10) lists the first 100 locations of that rule, marks it truncated and keeps
 * the exact count per rule and in `counts`; the verdict and counts equal the engine's own uncapped run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createNodeEngine } from '@einvoice/engine/node';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const LINES = 3000;
const source = readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);
const lineTemplate =
  /<cac:InvoiceLine>(?:(?!<cac:InvoiceLine>)[\s\S])*?Porto[\s\S]*?<\/cac:InvoiceLine>/.exec(
    source,
  )?.[0] as string;
// The header of a valid XRechnung invoice, then LINES copies of one line with an unknown unit code.
const invoice = source.replace(
  /<cac:InvoiceLine>[\s\S]*<\/cac:InvoiceLine>/,
  Array.from({ length: LINES }, (_, i) =>
    lineTemplate
      .replace(/<cbc:ID>[^<]*<\/cbc:ID>/, `<cbc:ID>${i + 1}</cbc:ID>`)
      .replace('unitCode="XPP"', 'unitCode="XXX"'),
  ).join('\n'),
);

const keyed = keyedServerEnv();
let server: SpawnedProxy;

beforeAll(async () => {
  server = await spawnProxy(keyed.env);
});
afterAll(async () => {
  await server?.stop();
  keyed.cleanup();
});

describe('findings per rule are capped, counts and verdict stay exact', () => {
  it('lists 100 of 3,000 BR-CL-23 locations, with the full count per rule and in counts', async () => {
    expect(lineTemplate).toContain('unitCode="XPP"');
    const res = await fetch(`${server.url}/api/v3/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
      body: JSON.stringify({ xml: invoice }),
    });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    const full = await (await createNodeEngine()).validate(
      { xml: invoice },
      { maxLocationsPerRule: Number.POSITIVE_INFINITY },
    );

    expect(full.findings.filter((f) => f.ruleId === 'BR-CL-23')).toHaveLength(LINES);
    expect(data.valid).toBe(false);
    expect(data.verdict).toEqual(full.verdict);
    expect(data.counts).toEqual(full.counts);
    expect(data.actions).toEqual(full.actions);
    expect(data.truncated).toBe(true);

    const tally = data.rules.find((r: { ruleId: string }) => r.ruleId === 'BR-CL-23');
    expect(tally).toEqual({
      ruleId: 'BR-CL-23',
      oracle: 'en16931-ubl',
      // The KoSIT XRechnung scenario lowers BR-CL-23 to a warning (customLevel).
      severity: 'warning',
      count: LINES,
      shown: 100,
      truncated: true,
    });
    const listed = data.findings.filter((f: { ruleId: string }) => f.ruleId === 'BR-CL-23');
    // The first hundred, in document order.
    expect(listed).toEqual(full.findings.filter((f) => f.ruleId === 'BR-CL-23').slice(0, 100));

    // Per rule: every rule of the full run, with its exact count; findings hold min(count, 100) of each.
    const fullCounts = new Map<string, number>();
    for (const f of full.findings)
      fullCounts.set(`${f.oracle} ${f.ruleId}`, (fullCounts.get(`${f.oracle} ${f.ruleId}`) ?? 0) + 1);
    expect(
      new Map(
        data.rules.map((r: { oracle: string; ruleId: string; count: number }) => [
          `${r.oracle} ${r.ruleId}`,
          r.count,
        ]),
      ),
    ).toEqual(fullCounts);
    expect(data.findings).toHaveLength([...fullCounts.values()].reduce((n, c) => n + Math.min(c, 100), 0));
    const bySeverity = { errors: 0, warnings: 0, info: 0 };
    for (const r of data.rules as { severity: 'error' | 'warning' | 'info'; count: number }[])
      bySeverity[r.severity === 'error' ? 'errors' : r.severity === 'warning' ? 'warnings' : 'info'] +=
        r.count;
    expect(bySeverity).toEqual(data.counts);
  });

  it('stays healthy afterwards: every worker ready and a typical invoice validates', async () => {
    const health = await fetch(`${server.url}/api/v3/health`);
    expect(health.status).toBe(200);
    const { validator } = await health.json();
    expect(validator.ready).toBe(validator.workers);
    const res = await fetch(`${server.url}/api/v3/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
      body: JSON.stringify({ xml: source }),
    });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ valid: true, truncated: false });
    for (const r of body.data.rules as { count: number; shown: number; truncated: boolean }[])
      expect(r).toMatchObject({ shown: r.count, truncated: false });
    expect(body.data.findings).toHaveLength(body.data.rules.length);
  });
});
