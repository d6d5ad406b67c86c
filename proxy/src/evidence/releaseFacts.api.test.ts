/**
 * The evidence pack states the same release facts as the verdict's `rulesetsApplied` and /health, all read from
 * the release registry (issue 23): over a real socket, a Peppol invoice validated by default, with Peppol pinned
 * to 3.0.19 and as of 2026-03-01; each pack's metadata, its public verification and the text of its signed PDF
 * (pdftotext) name each rule set's release, its in-force date and why it ran. The dates are checked against
 * rulesets/src/releases/registry.json read here, not against what the server says of itself. A pack of an
 * invoice judged by a national layer (each layer's own or stand-in invoice: UBL.BE, CIUS-RO and SI-UBL owner
 * test files, CEN's example declared as HR-CIUS) names the layer's release with its profile and country.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readRegistry } from '@einvoice/rulesets/registry';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const XML = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../../fixtures/peppol-releases/eas-0246-added.xml'),
  'utf8',
);
const TODAY = new Date().toISOString().slice(0, 10);
const keyed = keyedServerEnv();
let server: SpawnedProxy | undefined;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pack-releases-'));

interface Applied {
  id: string;
  version: string;
  pinned: boolean;
  reason: string;
  date?: string;
  note?: string;
}

async function call(method: 'GET' | 'POST', p: string, body?: unknown) {
  const res = await fetch(`${server?.url}${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, p).toBe(200);
  return res.json();
}

/** The registry's in-force date of a release, read from the file the build is made from. */
function registryDate(ruleset: string, version: string): string | null {
  const entry = readRegistry().find((r) => r.ruleset === ruleset && r.version === version);
  expect(entry, `${ruleset} ${version} in the registry`).toBeDefined();
  return entry?.inForceFrom ?? null;
}

async function pdfText(url: string): Promise<string> {
  const res = await fetch(url, { headers: TEST_AUTH_HEADERS });
  expect(res.status).toBe(200);
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

beforeAll(async () => {
  server = await spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1' });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  keyed.cleanup();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const cases: { name: string; options?: unknown; peppol: string; reason: string; date?: string }[] = [
  { name: 'by default', peppol: '3.0.21', reason: 'default', date: TODAY },
  {
    name: 'pinned to 3.0.19',
    options: { ruleset_versions: { peppol: '3.0.19' } },
    peppol: '3.0.19',
    reason: 'pinned',
  },
  {
    name: 'as of 2026-03-01',
    options: { asOf: '2026-03-01' },
    peppol: '3.0.20',
    reason: 'asOf',
    date: '2026-03-01',
  },
];

describe('evidence pack release facts', () => {
  it.each(cases)('pack, rulesetsApplied and /health agree on a Peppol invoice $name', async (c) => {
    const validated = await call('POST', '/api/v1/validate', {
      xml: XML,
      ...(c.options ? { options: c.options } : {}),
    });
    const applied: Applied[] = validated.data.rulesetsApplied;
    const peppol = applied.find((r) => r.id === 'peppol');
    expect(peppol).toMatchObject({ version: c.peppol, reason: c.reason, pinned: c.reason === 'pinned' });
    expect(peppol?.date).toBe(c.date);

    const health = await fetch(`${server?.url}/api/v3/health`).then((r) => r.json());
    const made = await call('POST', '/api/v1/evidence-pack', { validationRef: validated.data.validationRef });
    const verified = await fetch(`${server?.url}/api/v1/verify/${made.data.evidencePackId}`).then((r) =>
      r.json(),
    );
    expect(verified.data.authentic).toBe(true);
    const text = await pdfText(made.data.downloadUrl);

    const expected = applied.map((r) => ({
      id: r.id,
      version: r.version,
      inForceFrom: registryDate(r.id, r.version),
      reason: r.reason,
      ...(r.date ? { date: r.date } : {}),
      ...(r.note ? { note: r.note } : {}),
    }));
    expect(made.data.rulesets).toMatchObject(expected);
    expect(verified.data.certifies.rulesets).toEqual(made.data.rulesets);

    for (const r of made.data.rulesets) {
      // /health lists the same release with the same in-force date; a release run by default is the one
      // /health states as running today.
      const listed = health.validator.releases.find(
        (x: { ruleset: string; version: string }) => x.ruleset === r.id && x.version === r.version,
      );
      expect(listed.inForceFrom).toBe(r.inForceFrom);
      if (r.reason === 'default')
        expect(health.validator.inForce).toContainEqual({
          ruleset: r.id,
          version: r.version,
          inForceFrom: r.inForceFrom,
        });
      expect(text).toContain(`${r.id} — ${r.authority}, Version ${r.version}`);
      if (r.inForceFrom) expect(text).toContain(`in force from ${r.inForceFrom}`);
    }
    const why = {
      default: `in force on ${TODAY} (Standard / default)`,
      pinned: 'pinned by the caller',
      asOf: 'as of 2026-03-01',
    };
    expect(text).toContain(
      `peppol — OpenPEPPOL, Version ${c.peppol} · in Kraft seit / in force from ${registryDate('peppol', c.peppol)}`,
    );
    expect(text).toContain(why[c.reason as keyof typeof why]);
  });
});

/** One invoice each national layer judges: an owner's test file, or for HR-CIUS (none shipped) CEN's example declared so. */
const LAYER_INVOICES: Record<string, () => string> = {
  ublbe: () =>
    fs.readFileSync(path.join(corpusDir, 'national/ublbe-1.31/UBLBE_BE0000000196_V01-15000001.xml'), 'utf8'),
  'cius-ro': () =>
    fs.readFileSync(path.join(corpusDir, 'national/cius-ro-1.0.9/ubl_b2g_example6.xml'), 'utf8'),
  'si-ubl': () =>
    fs.readFileSync(path.join(corpusDir, 'national/si-ubl-2.0.3/SI-UBL-2.0_BR-NL-12_ok.xml'), 'utf8'),
  'hr-cius': () =>
    fs
      .readFileSync(path.join(corpusDir, 'en16931-examples/ubl/BIS3_Invoice_negativ.XML'), 'utf8')
      .replace(
        /<cbc:CustomizationID>[^<]*<\/cbc:CustomizationID>/,
        `<cbc:CustomizationID>${readRegistry().find((r) => r.ruleset === 'hr-cius')?.layer?.select.customizationIds[0]}</cbc:CustomizationID>`,
      ),
};

describe('evidence pack of an invoice judged by a national layer', () => {
  const layers = readRegistry().filter((r) => r.layer && r.installed !== false);

  it('has an invoice for every layer of the registry', () => {
    expect(layers.map((r) => r.ruleset).sort()).toEqual(Object.keys(LAYER_INVOICES).sort());
  });

  it.each(layers.map((r) => [r.ruleset, r] as const))(
    '%s: the pack, its verification and its PDF name the layer (profile, country, version)',
    async (ruleset, r) => {
      const xml = (LAYER_INVOICES[ruleset] as () => string)();
      const validated = await call('POST', '/api/v1/validate', { xml });
      expect(validated.data.rulesetsApplied.map((a: Applied) => a.id)).toContain(ruleset);
      const made = await call('POST', '/api/v1/evidence-pack', {
        validationRef: validated.data.validationRef,
      });
      const entry = made.data.rulesets.find((x: { id: string }) => x.id === ruleset);
      expect(entry).toEqual({
        id: ruleset,
        authority: r.owner,
        version: r.version,
        inForceFrom: r.inForceFrom,
        reason: 'default',
        date: TODAY,
        layer: { profile: r.layer?.profile, country: r.layer?.country },
      });
      // Only the layer's release carries one.
      expect(made.data.rulesets.filter((x: { layer?: unknown }) => x.layer)).toEqual([entry]);
      const verified = await fetch(`${server?.url}/api/v1/verify/${made.data.evidencePackId}`).then((x) =>
        x.json(),
      );
      expect(verified.data.authentic).toBe(true);
      expect(verified.data.certifies.rulesets).toEqual(made.data.rulesets);
      const text = await pdfText(made.data.downloadUrl);
      expect(text).toContain(
        `${ruleset} — ${r.owner}, Version ${r.version} · Nationale Regeln / national rules: ${r.layer?.profile} (${r.layer?.country}) · in Kraft seit / in force from ${r.inForceFrom}`,
      );
    },
  );
});
