import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalEngine } from '../engine.ts';
import { createNodeEngine } from '../host/node.ts';
import { repoRoot } from '../host/repoRoot.ts';
import type { ValidateResult } from '../types.ts';

const FIXTURES = path.join(repoRoot, 'fixtures/peppol-releases');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), 'utf8');
const RELEASES = ['3.0.19', '3.0.20', '3.0.21'] as const;

/** Verdict and rule ids with severity: what the owner's rules decide. */
const outcome = (r: ValidateResult) => ({
  valid: r.valid,
  findings: r.findings.map((f) => `${f.ruleId}:${f.severity}`).sort(),
});

/**
 * What each release's rules say of each fixture, read from the owner's files (the rule's presence in the
 * release, its flag, the EAS list of PEPPOL-EN16931-CL008); the reference executor is held to it too.
 */
const OWNER: Record<string, Record<(typeof RELEASES)[number], string[]>> = {
  'eas-0037-removed.xml': {
    '3.0.19': [],
    '3.0.20': [],
    '3.0.21': ['PEPPOL-EN16931-CL008:error'],
  },
  'eas-0246-added.xml': {
    '3.0.19': ['PEPPOL-EN16931-CL008:error'],
    '3.0.20': ['PEPPOL-EN16931-CL008:error'],
    '3.0.21': [],
  },
  'nl-kvk-0106-warning.xml': { '3.0.19': [], '3.0.20': [], '3.0.21': ['PEPPOL-COMMON-R054:warning'] },
  'dk-r-003-unspsc-version.xml': {
    '3.0.19': ['DK-R-003:warning'],
    '3.0.20': ['DK-R-003:warning'],
    '3.0.21': ['DK-R-003:error'],
  },
  'dk-r-017-customer-scheme.xml': {
    '3.0.19': [],
    '3.0.20': ['DK-R-017:warning'],
    '3.0.21': ['DK-R-017:error'],
  },
};

const CII_PEPPOL = readFileSync(
  path.join(corpusDir, 'en16931-examples/cii/CII_business_example_01.xml'),
  'utf8',
).replace(
  '<ram:ID>urn:cen.eu:en16931:2017</ram:ID>',
  '<ram:ID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</ram:ID>',
);

describe('Peppol BIS releases', () => {
  let engine: LocalEngine;
  beforeAll(async () => {
    engine = await createNodeEngine();
  }, 60_000);

  it('has a fixture for every document in fixtures/peppol-releases', () => {
    expect(
      readdirSync(FIXTURES)
        .filter((f) => f.endsWith('.xml'))
        .sort(),
    ).toEqual(Object.keys(OWNER).sort());
  });

  for (const [name, byRelease] of Object.entries(OWNER)) {
    it(`${name}: each release's compiled rules give the reference executor's verdict and the owner's rule ids`, async () => {
      const xml = fixture(name);
      for (const version of RELEASES) {
        const options = { rulesetVersions: { peppol: version } };
        const compiled = await engine.validate({ xml }, options);
        const reference = await engine.validate({ xml }, { ...options, engine: 'reference' });
        expect({ version, ...outcome(compiled) }).toEqual({ version, ...outcome(reference) });
        expect({ version, findings: outcome(compiled).findings }).toEqual({
          version,
          findings: byRelease[version],
        });
        expect(compiled.rulesets).toContainEqual({ ruleset: 'peppol', version, reason: 'pinned' });
      }
    }, 120_000);
  }

  it('runs the release in force today by default, and says so', async () => {
    const r = await engine.validate({ xml: fixture('eas-0037-removed.xml') });
    expect(r.rulesets.find((x) => x.ruleset === 'peppol')).toMatchObject({
      version: '3.0.21',
      reason: 'default',
    });
    expect(r.verdict.oracles.map((o) => `${o.id}@${o.version}`)).toContain('peppol-ubl@3.0.21');
  });

  it('asOf chooses the release in force on the date, on each side of each mandatory date', async () => {
    const xml = fixture('dk-r-017-customer-scheme.xml');
    const cases: [string, string][] = [
      ['2026-02-22', '3.0.19'],
      ['2026-02-23', '3.0.20'],
      ['2026-08-16', '3.0.20'],
      ['2026-08-17', '3.0.21'],
    ];
    for (const [asOf, version] of cases) {
      const r = await engine.validate({ xml }, { asOf });
      expect([asOf, r.rulesets.find((x) => x.ruleset === 'peppol')]).toEqual([
        asOf,
        { ruleset: 'peppol', version, reason: 'asOf', date: asOf },
      ]);
      expect([asOf, outcome(r).findings]).toEqual([
        asOf,
        OWNER['dk-r-017-customer-scheme.xml']?.[version as '3.0.19'],
      ]);
    }
  }, 60_000);

  it('asOf "issueDate" reads the invoice date (BT-2): valid when sent, rejected under today\'s rules', async () => {
    const sent = fixture('eas-0037-removed.xml').replace(
      '<cbc:IssueDate>2017-11-13</cbc:IssueDate>',
      '<cbc:IssueDate>2026-01-15</cbc:IssueDate>',
    );
    const then = await engine.validate({ xml: sent }, { asOf: 'issueDate' });
    expect([then.valid, then.rulesets.find((x) => x.ruleset === 'peppol')]).toEqual([
      true,
      { ruleset: 'peppol', version: '3.0.19', reason: 'asOf', date: '2026-01-15' },
    ]);
    expect((await engine.validate({ xml: sent })).valid).toBe(false);
    await expect(
      engine.validate(
        { xml: sent.replace(/<cbc:IssueDate>[^<]*<\/cbc:IssueDate>/, '') },
        { asOf: 'issueDate' },
      ),
    ).rejects.toMatchObject({ code: 'INVALID_OPTION', message: expect.stringContaining('BT-2') });
    await expect(engine.validate({ xml: sent }, { asOf: '15.01.2026' })).rejects.toMatchObject({
      code: 'INVALID_OPTION',
    });
  });

  it('CII: 3.0.20 has no CII rules here — as of its time 3.0.19 runs with a note; pinning it is refused', async () => {
    const r = await engine.validate({ xml: CII_PEPPOL }, { asOf: '2026-03-01' });
    const peppol = r.rulesets.find((x) => x.ruleset === 'peppol');
    expect(peppol).toMatchObject({ version: '3.0.19', reason: 'asOf', date: '2026-03-01' });
    expect(peppol?.note).toContain('3.0.20');
    expect((await engine.validate({ xml: CII_PEPPOL })).rulesets).toContainEqual(
      expect.objectContaining({ ruleset: 'peppol', version: '3.0.21', reason: 'default' }),
    );
    await expect(
      engine.validate({ xml: CII_PEPPOL }, { rulesetVersions: { peppol: '3.0.20' } }),
    ).rejects.toMatchObject({ code: 'INVALID_OPTION', message: expect.stringContaining('3.0.19, 3.0.21') });
  });

  it('preview: as of 2026-08-01 (3.0.20) the next release, 3.0.21, rejects the document — and which rule does', async () => {
    const xml = fixture('dk-r-003-unspsc-version.xml');
    const r = await engine.validate({ xml }, { asOf: '2026-08-01', preview: true });
    expect([r.valid, r.preview]).toEqual([
      true,
      {
        rulesets: expect.arrayContaining([{ ruleset: 'peppol', version: '3.0.21', reason: 'pinned' }]),
        valid: false,
        verdictChanged: true,
        added: ['DK-R-003:error'],
        removed: ['DK-R-003:warning'],
      },
    ]);
    // Nothing newer than today's releases, so no preview unless one is published but not yet in force.
    expect((await engine.validate({ xml })).preview).toBeUndefined();
  });
});
