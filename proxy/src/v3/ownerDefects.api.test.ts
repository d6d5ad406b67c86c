/**
 * An owner defect handled as KoSIT handles it, over a real socket: CEN 1.3.16 CII-SR-475/476 flag every CII
 * invoice with more than one attachment (CEN issue #508); the KoSIT-equivalent scenarios lower them to
 * information as KoSIT's configuration 2026-08-31 does, each finding saying so, and the known-differences
 * ledger lists the override with its source.
 */
import fs from 'node:fs';
import path from 'node:path';
import { knownDifferences } from '@einvoice/test-support/corpus/knownDifferences';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FIXTURE = path.resolve(
  import.meta.dirname,
  '../../../fixtures/owner-defects/xrechnung-cii-two-attachments.xml',
);
/** The owner's level of both rules in CEN 1.3.16 (EN16931-CII-syntax.sch: flag="warning"). */
const OWNER_SCHEMATRON = path.resolve(
  import.meta.dirname,
  '../../../../shared/rulesets/en16931/cii/schematron/abstract/EN16931-CII-syntax.sch',
);

const keyed = keyedServerEnv();
let server: SpawnedProxy | undefined;

beforeAll(async () => {
  server = await spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1' });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  keyed.cleanup();
});

interface Finding {
  ruleId: string;
  severity: string;
  levelNote?: { en: string; de: string | null };
}

describe('CII-SR-475/476 lowered as KoSIT does (CEN #508)', () => {
  it('a valid XRechnung CII invoice with two attachments stays valid, both rules at information with the note', async () => {
    const sch = fs.readFileSync(OWNER_SCHEMATRON, 'utf8');
    for (const id of ['CII-SR-475', 'CII-SR-476'])
      expect(sch).toMatch(new RegExp(`flag="warning" id="${id}"`));
    const res = await fetch(`${server?.url}/api/v3/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
      body: JSON.stringify({ xml: fs.readFileSync(FIXTURE, 'utf8') }),
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { valid: boolean; findings: Finding[] } };
    expect(data.valid).toBe(true);
    const lowered = data.findings.filter((f) => f.ruleId === 'CII-SR-475' || f.ruleId === 'CII-SR-476');
    expect(lowered.map((f) => f.ruleId).sort()).toEqual(['CII-SR-475', 'CII-SR-476']);
    for (const f of lowered) {
      expect(f.severity).toBe('info');
      expect(f.levelNote?.en).toMatch(/^Lowered to information as KoSIT does, CEN #508/);
      expect(f.levelNote?.de).toMatch(/^Wie bei der KoSIT auf Information herabgestuft, CEN #508/);
    }
    // No other finding claims an override.
    expect(data.findings.filter((f) => f.levelNote).length).toBe(2);
  });

  it('the known-differences ledger lists the override with its source', () => {
    const ledger = knownDifferences('levelOverrides');
    for (const id of ['CII-SR-475', 'CII-SR-476']) {
      expect(ledger.get(`cii:${id}`)).toMatch(/CEN issue #508/);
      expect(ledger.get(`cii:${id}`)).toMatch(
        /KoSIT validator configuration for XRechnung release 2026-08-31/,
      );
    }
  });
});
