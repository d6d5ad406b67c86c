/**
 * Currency over a real socket: /health states each rule set's running release and its in-force date, read
 * from the release registry, and names each release in force that the registry marks as not installed
 * (XRechnung schematron 2.6.0 and the KoSIT configuration 2026-08-31, both in force since 2026-08-31; FNFE's
 * BR-FR rules 1.4.0.04, fatal from 2026-10-01), the way their users know them, with what runs instead; and the
 * releases still to come (Peppol BIS 3.0.22, 2027-02-24). That is a fact to report, not a fault: `status`
 * stays `ok` while every worker answers. The start log says the same. A second server whose registry lacks
 * the missing entries names none: the registry alone decides.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REGISTRY_FILE, type RegistryRelease } from '@einvoice/rulesets/registry';
import { buildWithRegistry } from '@einvoice/test-support/corpus/buildWithRegistry';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const TODAY = new Date().toISOString().slice(0, 10);
const keyed = keyedServerEnv();
const keyedCurrent = keyedServerEnv();
let server: SpawnedProxy | undefined;
let current: SpawnedProxy | undefined;
let currentBuild = '';

beforeAll(async () => {
  currentBuild = buildWithRegistry((releases) => releases.filter((r) => r.installed !== false));
  [server, current] = await Promise.all([
    spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1' }),
    spawnProxy({
      ...keyedCurrent.env,
      ENGINE_WORKERS: '1',
      RULESETS_BUILD_DIR: path.join(currentBuild, 'build'),
    }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([server?.stop(), current?.stop()]);
  keyed.cleanup();
  keyedCurrent.cleanup();
  fs.rmSync(currentBuild, { recursive: true, force: true });
});

const health = async (base: string | undefined) => {
  const res = await fetch(`${base}/api/v3/health`);
  expect(res.status).toBe(200);
  return res.json();
};

describe('rules currency over HTTP', () => {
  it('/health is ok and names each release in force that is not installed, with what runs instead', async () => {
    const body = await health(server?.url);
    expect(body.status).toBe('ok');
    expect(body.validator.ready).toBe(body.validator.workers);
    expect(body.validator.outOfDate).toEqual([
      {
        ruleset: 'xrechnung',
        version: '2.6.0',
        inForceFrom: '2026-08-31',
        name: 'XRechnung 3.0.2 schematron release 2.6.0',
        runs: '2.5.x',
        reason: 'XRechnung 3.0.2 schematron release 2.6.0 (2026-08-31) is not installed; 2.5.x rules run',
      },
      {
        ruleset: 'kosit-configuration',
        version: '2026-08-31',
        inForceFrom: '2026-08-31',
        name: 'KoSIT validator configuration XRechnung 3.0.2 release 2026-08-31',
        runs: '6faac15 (after release 2026-01-31)',
        reason:
          'KoSIT validator configuration XRechnung 3.0.2 release 2026-08-31 (2026-08-31) is not installed; 6faac15 (after release 2026-01-31) rules run',
      },
      {
        ruleset: 'france-ctc',
        version: '1.4.0.04',
        inForceFrom: '2026-10-01',
        name: 'FNFE-MPE BR-FR rules 1.4.0.04',
        runs: '1.4.0.03',
        reason: 'FNFE-MPE BR-FR rules 1.4.0.04 (2026-10-01) is not installed; 1.4.0.03 rules run',
      },
    ]);
    expect(body.validator.upcoming).toEqual([
      {
        ruleset: 'peppol',
        version: '3.0.22',
        published: '2026-11-23',
        inForceFrom: '2027-02-24',
        installed: false,
        name: 'Peppol BIS Billing 3.0.22',
        text: 'Peppol BIS Billing 3.0.22 (published 2026-11-23) comes into force on 2027-02-24; not installed yet',
      },
    ]);
    // The start log states the same facts.
    for (const line of [
      ...body.validator.outOfDate.map((r: { reason: string }) => r.reason),
      body.validator.upcoming[0].text,
    ])
      expect(server?.output()).toContain(line);
    // The missing releases are listed with their archive pins where SOURCES.md has one, never offered as runnable.
    const missing = body.validator.releases.filter((r: { installed: boolean }) => !r.installed);
    expect(missing.map((r: { sources: { archiveSha256: string }[] }) => r.sources[0]?.archiveSha256)).toEqual(
      [
        'ca5e07afd04e72cd283d581590ffff3a15f4aac9d2f40c993345d78e67ea22b4',
        '2530cd107c414511c5d0462ec10f886910395abfca820db82e83d70bf01221a8',
        undefined,
        undefined,
      ],
    );
    const xrechnung = body.validator.rulesets.find((r: { id: string }) => r.id === 'xrechnung');
    expect(xrechnung).toEqual({ id: 'xrechnung', default: '3.0.2', versions: ['3.0.2'] });
  });

  it("/health states each rule set's running release and its in-force date, as the registry has them", async () => {
    const body = await health(server?.url);
    const raw = (JSON.parse(fs.readFileSync(REGISTRY_FILE, 'utf8')) as { releases: RegistryRelease[] })
      .releases;
    // Independently of the engine: per rule set, the latest installed release whose date is not after today.
    const expected = [...new Set(raw.map((r) => r.ruleset))].map((ruleset) => {
      const installed = raw.filter((r) => r.ruleset === ruleset && r.installed !== false);
      const dated = installed
        .filter((r) => r.inForceFrom !== null && r.inForceFrom <= TODAY)
        .sort((a, b) => (a.inForceFrom as string).localeCompare(b.inForceFrom as string));
      const r = dated.at(-1) ?? installed.find((x) => x.inForceFrom === null) ?? installed[0];
      return { ruleset, version: r?.version, inForceFrom: r?.inForceFrom };
    });
    expect(body.validator.inForce).toEqual(expected);
    expect(body.validator.inForce).toContainEqual({
      ruleset: 'peppol',
      version: '3.0.21',
      inForceFrom: '2026-08-17',
    });
  });

  it('an XRechnung verdict says the release in force is not available and which ran', async () => {
    const xml = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../fixtures/owner-defects/xrechnung-cii-two-attachments.xml'),
      'utf8',
    );
    const res = await fetch(`${server?.url}/api/v3/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
      body: JSON.stringify({ xml }),
    });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.rulesets).toContainEqual({
      ruleset: 'xrechnung',
      version: '3.0.2',
      reason: 'default',
      date: TODAY,
      note: `xrechnung 2.6.0 was in force on ${TODAY} but its rules for this syntax are not available here; 3.0.2 ran.`,
    });
  });

  it('a registry without the missing releases names none', async () => {
    const body = await health(current?.url);
    expect(body.validator.outOfDate).toEqual([]);
    expect(body.validator.upcoming).toEqual([]);
    expect(body.status).toBe('ok');
  });
});
