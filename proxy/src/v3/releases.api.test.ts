/**
 * Rule releases over a real socket (proxy/src/main.ts as its own process): Peppol BIS 3.0.21 by default,
 * 3.0.19 / 3.0.20 pinned through v3 `options.rulesets` and v1 `options.ruleset_versions`, the releases in
 * force on a date through `options.asOf`; the verdicts held against the reference (the corpus's reference
 * verdicts, and the owner's rules run through the reference executor in this process). A second server
 * runs from a registry with one date changed: every surface — /health, /v1/rules/upcoming, the verdict's
 * `rulesets`, v1 `rulesetsApplied` — follows it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LocalEngine, ValidateOptions, ValidateResult } from '@einvoice/engine';
import { createNodeEngine } from '@einvoice/engine/node';
import { releasesOn } from '@einvoice/engine/releases';
import { builtReleases, readRegistry } from '@einvoice/rulesets/registry';
import { buildWithRegistry } from '@einvoice/test-support/corpus/buildWithRegistry';
import { documentOf } from '@einvoice/test-support/corpus/documentOf';
import { readExpected } from '@einvoice/test-support/corpus/expected';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FIXTURES = path.resolve(import.meta.dirname, '../../../fixtures/peppol-releases');
const fixtures = fs
  .readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.xml'))
  .map((f) => ({ name: f, xml: fs.readFileSync(path.join(FIXTURES, f), 'utf8') }));
const TODAY = new Date().toISOString().slice(0, 10);

const keyed = keyedServerEnv();
/** One server per data folder (its lock): the second server has its own. */
const keyedMoved = keyedServerEnv();
let server: SpawnedProxy | undefined;
let moved: SpawnedProxy | undefined;
let movedBuild = '';
let reference: LocalEngine;

// The reference runs in this process block its event loop for seconds, long past the server's 5-s keep-alive: a
// pooled connection the server closed meanwhile can still be taken for the next request, which then fails before
// any answer ("other side closed"). These calls change nothing on the server, so such a call is sent once more on a
// new connection, as RFC 9110 9.2.2 lets a client do for idempotent requests; any other failure stands.
const closedUnderfoot = (e: unknown) =>
  ['UND_ERR_SOCKET', 'ECONNRESET'].includes((e as { cause?: { code?: string } }).cause?.code ?? '');

async function call(base: string, method: 'GET' | 'POST', p: string, body?: unknown) {
  const send = () =>
    fetch(`${base}${p}`, {
      method,
      headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const res = await send().catch((e: unknown) => {
    if (closedUnderfoot(e)) return send();
    throw e;
  });
  return { status: res.status, body: await res.json() };
}

const validate = (base: string, xml: string, options?: unknown) =>
  call(base, 'POST', '/api/v3/validate', options === undefined ? { xml } : { xml, options });

/** Verdict and rule ids (with severity): what must equal the owner's rules. */
const outcome = (r: ValidateResult) => ({
  valid: r.valid,
  findings: r.findings.map((f) => `${f.ruleId}:${f.severity}`).sort(),
});

const owners = (xml: string, options: ValidateOptions) =>
  reference.validate({ xml }, { ...options, engine: 'reference' }).then(outcome);

beforeAll(async () => {
  movedBuild = buildWithRegistry((releases) =>
    releases.map((r) =>
      r.ruleset === 'peppol' && r.version === '3.0.21' ? { ...r, inForceFrom: '2099-03-01' } : r,
    ),
  );
  [server, moved, reference] = await Promise.all([
    spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1' }),
    spawnProxy({
      ...keyedMoved.env,
      ENGINE_WORKERS: '1',
      RULESETS_BUILD_DIR: path.join(movedBuild, 'build'),
    }),
    createNodeEngine(),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([server?.stop(), moved?.stop()]);
  keyed.cleanup();
  keyedMoved.cleanup();
  fs.rmSync(movedBuild, { recursive: true, force: true });
});

describe('Peppol BIS releases over HTTP', () => {
  it("peppol-3.0.21 corpus: the reference verdicts under 3.0.21 by default; the 3.0.19 rules' when pinned", async () => {
    const base = server?.url as string;
    const records = readExpected('peppol-3.0.21');
    expect(records).toHaveLength(325);
    const docs = records.map((rec) => ({ rec, xml: documentOf(rec) }));
    // v1 batches (100 invoices a request) keep 650 validations within the key's rate of requests.
    const batch = async (options?: unknown) => {
      const out: { isValid: boolean; errors: { code: string }[] }[] = [];
      for (let i = 0; i < docs.length; i += 100) {
        const invoices = docs.slice(i, i + 100).map((d) => ({ xml: d.xml }));
        const r = await call(
          base,
          'POST',
          '/api/v1/validate/batch',
          options ? { invoices, options } : { invoices },
        );
        expect(r.status).toBe(200);
        for (const item of r.body.data.results) out.push(item.data);
      }
      return out;
    };
    const verdict = (d: { isValid: boolean; errors: { code: string }[] }) => ({
      valid: d.isValid,
      errors: [...new Set(d.errors.map((e) => e.code))].sort(),
    });
    const byDefault = await batch();
    const pinned = await batch({ ruleset_versions: { peppol: '3.0.19' } });
    for (const [i, { rec, xml }] of docs.entries()) {
      const reference = {
        valid: rec.valid,
        // v1 lists the XML Schema's findings under the code XSD.
        errors: [
          ...new Set([
            ...(rec.xsdErrors?.length ? ['XSD'] : []),
            ...(rec.findings ?? []).filter((f) => f.level === 'error').map((f) => f.id),
          ]),
        ].sort(),
      };
      expect([rec.key, verdict(byDefault[i] as never)]).toEqual([rec.key, reference]);
      const owner = await owners(xml, { rulesetVersions: { peppol: '3.0.19' } });
      expect([rec.key, verdict(pinned[i] as never)]).toEqual([
        rec.key,
        {
          valid: owner.valid,
          errors: [
            ...new Set(owner.findings.filter((f) => f.endsWith(':error')).map((f) => f.split(':')[0])),
          ].sort(),
        },
      ]);
    }
    // The corpus README: profile 02 is new in 3.0.21 — valid now, rejected by 3.0.19 (PEPPOL-EN16931-R007).
    const i02 = docs.findIndex((d) => d.rec.key === 'examples/base-example_profile02.xml');
    expect([byDefault[i02]?.isValid, verdict(pinned[i02] as never)]).toEqual([
      true,
      { valid: false, errors: ['PEPPOL-EN16931-R007'] },
    ]);
  }, 300_000);

  it("fixtures: default, each release pinned (v3 and v1) and as of dates equal the owner's rules", async () => {
    const base = server?.url as string;
    for (const { name, xml } of fixtures) {
      const byDefault = await validate(base, xml);
      expect([name, outcome(byDefault.body.data)]).toEqual([name, await owners(xml, {})]);
      // On request, the 3.0.20 → 3.0.21 difference as of a date 3.0.20 was in force, from the owner's rules of both.
      const previewed = await validate(base, xml, { asOf: '2026-08-01', preview: true });
      const [then, next] = [
        await owners(xml, { asOf: '2026-08-01' }),
        await owners(xml, { asOf: '2026-08-17' }),
      ];
      expect([name, previewed.body.data.preview]).toEqual([
        name,
        {
          rulesets: expect.arrayContaining([{ ruleset: 'peppol', version: '3.0.21', reason: 'pinned' }]),
          valid: next.valid,
          verdictChanged: next.valid !== then.valid,
          added: next.findings.filter((f) => !then.findings.includes(f)),
          removed: then.findings.filter((f) => !next.findings.includes(f)),
        },
      ]);
      expect(byDefault.body.data.rulesets).toContainEqual({
        ruleset: 'peppol',
        version: '3.0.21',
        reason: 'default',
        date: TODAY,
      });
      for (const version of ['3.0.19', '3.0.20', '3.0.21']) {
        const pins = { peppol: version };
        const v3 = await validate(base, xml, { rulesets: pins });
        expect([name, version, outcome(v3.body.data)]).toEqual([
          name,
          version,
          await owners(xml, { rulesetVersions: pins }),
        ]);
        const v1 = await call(base, 'POST', '/api/v1/validate', { xml, options: { ruleset_versions: pins } });
        expect([name, version, v1.body.data.isValid, v1.body.data.rulesetsApplied]).toEqual([
          name,
          version,
          v3.body.data.valid,
          expect.arrayContaining([{ id: 'peppol', version, pinned: true, reason: 'pinned' }]),
        ]);
      }
      for (const [asOf, version] of [
        ['2026-02-22', '3.0.19'],
        ['2026-02-23', '3.0.20'],
        ['2026-08-16', '3.0.20'],
        ['2026-08-17', '3.0.21'],
      ] as const) {
        const r = await validate(base, xml, { asOf });
        expect([name, asOf, outcome(r.body.data)]).toEqual([name, asOf, await owners(xml, { asOf })]);
        expect(r.body.data.rulesets).toContainEqual({
          ruleset: 'peppol',
          version,
          reason: 'asOf',
          date: asOf,
        });
        const v1 = await call(base, 'POST', '/api/v1/validate', { xml, options: { asOf } });
        expect(v1.body.data.rulesetsApplied).toContainEqual({
          id: 'peppol',
          version,
          pinned: false,
          reason: 'asOf',
          date: asOf,
        });
      }
    }
  }, 300_000);

  it('refuses a release the service lacks with 400 naming what exists', async () => {
    const base = server?.url as string;
    const cii = fs
      .readFileSync(
        path.resolve(
          import.meta.dirname,
          '../../../../shared/corpus/en16931-examples/cii/CII_business_example_01.xml',
        ),
        'utf8',
      )
      .replace(
        '<ram:ID>urn:cen.eu:en16931:2017</ram:ID>',
        '<ram:ID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</ram:ID>',
      );
    const noCii = await validate(base, cii, { rulesets: { peppol: '3.0.20' } });
    expect([noCii.status, noCii.body.error.code]).toEqual([400, 'INVALID_OPTION']);
    expect(noCii.body.error.message).toContain('3.0.19, 3.0.21');
    const unknown = await validate(base, fixtures[0]?.xml as string, { rulesets: { peppol: '3.0.18' } });
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'INVALID_OPTION']);
    expect(unknown.body.error.message).toContain('3.0.21, 3.0.20, 3.0.19');
    const badDate = await validate(base, fixtures[0]?.xml as string, { asOf: 'yesterday' });
    expect([badDate.status, badDate.body.error.code]).toEqual([400, 'INVALID_OPTION']);
    // Issue 34 (7): impossible days were taken (Date.parse rolls 02-30 over to March) and signed into packs.
    for (const asOf of ['2026-02-30', '2025-02-29', '0000-01-01', '2026-13-01'])
      for (const [p, code] of [
        ['/api/v3/validate', 'INVALID_OPTION'],
        // v1's closed set of codes (spec 7.2) names every unreadable option BAD_REQUEST.
        ['/api/v1/validate', 'BAD_REQUEST'],
      ]) {
        const r = await call(base, 'POST', p as string, { xml: fixtures[0]?.xml, options: { asOf } });
        expect([r.status, r.body.error?.code], `${p} ${asOf}`).toEqual([400, code]);
      }
  });

  it('/health and /v1/rules/upcoming report the registry: no past date is upcoming', async () => {
    const base = server?.url as string;
    const health = await call(base, 'GET', '/api/v3/health');
    const registry = readRegistry();
    expect(health.body.validator.releases).toEqual(releasesOn(builtReleases(registry), TODAY));
    const peppol = health.body.validator.releases.filter((r: { ruleset: string }) => r.ruleset === 'peppol');
    expect(peppol.map((r: { version: string; status: string }) => `${r.version} ${r.status}`)).toEqual([
      '3.0.19 superseded',
      '3.0.20 superseded',
      '3.0.21 in-force',
      '3.0.22 upcoming',
    ]);
    expect(health.body.validator.rulesets).toContainEqual({
      id: 'peppol',
      default: '3.0.21',
      versions: ['3.0.21', '3.0.20', '3.0.19'],
    });
    const upcoming = await call(base, 'GET', '/api/v1/rules/upcoming');
    expect(
      upcoming.body.data.upcoming.filter((u: { expectedDate: string }) => u.expectedDate < TODAY),
    ).toEqual([]);
    expect(upcoming.body.data.deprecations).toContainEqual({
      ruleset: 'peppol',
      version: '3.0.20',
      deprecationDate: '2026-08-17',
      replacementVersion: '3.0.21',
    });
  });

  it('one date changed in the registry: every surface follows it', async () => {
    const base = moved?.url as string;
    const health = await call(base, 'GET', '/api/v3/health');
    const peppol = health.body.validator.releases.filter((r: { ruleset: string }) => r.ruleset === 'peppol');
    expect(
      peppol.map((r: { version: string; status: string; inForceUntil: string | null }) => [
        r.version,
        r.status,
        r.inForceUntil,
      ]),
    ).toEqual([
      ['3.0.19', 'superseded', '2026-02-22'],
      ['3.0.20', 'in-force', '2027-02-23'],
      ['3.0.22', 'upcoming', '2099-02-28'],
      ['3.0.21', 'upcoming', null],
    ]);
    expect(health.body.validator.rulesets).toContainEqual({
      id: 'peppol',
      default: '3.0.20',
      versions: ['3.0.21', '3.0.20', '3.0.19'],
    });
    const upcoming = await call(base, 'GET', '/api/v1/rules/upcoming');
    const next = upcoming.body.data.upcoming.find(
      (u: { ruleset: string; upcomingVersion: string }) =>
        u.ruleset === 'peppol' && u.upcomingVersion === '3.0.21',
    );
    expect(next).toMatchObject({
      currentVersion: '3.0.20',
      upcomingVersion: '3.0.21',
      expectedDate: '2099-03-01',
    });
    const xml = fixtures.find((f) => f.name === 'eas-0037-removed.xml')?.xml as string;
    const v3 = await validate(base, xml);
    expect([v3.body.data.valid, v3.body.data.rulesets]).toEqual([
      true,
      expect.arrayContaining([{ ruleset: 'peppol', version: '3.0.20', reason: 'default', date: TODAY }]),
    ]);
    // 3.0.21 is published but not yet in force there: the answer previews it, and what it will reject.
    expect(v3.body.data.preview).toEqual({
      rulesets: expect.arrayContaining([{ ruleset: 'peppol', version: '3.0.21', reason: 'pinned' }]),
      valid: false,
      verdictChanged: true,
      added: ['PEPPOL-EN16931-CL008:error'],
      removed: [],
    });
    const v1 = await call(base, 'POST', '/api/v1/validate', { xml });
    expect(v1.body.data.rulesetsApplied).toContainEqual({
      id: 'peppol',
      version: '3.0.20',
      pinned: false,
      reason: 'default',
      date: TODAY,
    });
  });
});
