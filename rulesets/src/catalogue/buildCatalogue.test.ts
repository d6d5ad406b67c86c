import fs from 'node:fs';
import path from 'node:path';
import { ruleText } from '@einvoice/engine/ruleTexts';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { readOfficialRules } from '@einvoice/test-support/corpus/readOfficialRules';
import { describe, expect, it } from 'vitest';
import type { BuiltManifest } from '../manifest.ts';
import { buildDir } from '../paths.ts';
import { buildCatalogue } from './buildCatalogue.ts';

// The compiled rules of the rulesets build (`npm run build -w rulesets`), as the engine runs them.
const build = process.env.RULESETS_BUILD_DIR ?? buildDir;
const manifest = JSON.parse(fs.readFileSync(path.join(build, 'manifest.json'), 'utf8')) as BuiltManifest;
const catalogue = buildCatalogue(manifest.artefacts, manifest.scenarios, build, corpusDir);
const byId = new Map(catalogue.entries.map((e) => [e.ruleId, e]));
// Counted by regex from the CEN XSLT as published and the XRechnung/Peppol .sch files, not by the build's reader.
// Peppol's folder also holds its copies of the CEN rules (CEN-EN16931-*.sch), which the product does not run.
const official = readOfficialRules({ france: true, national: true }).filter(
  (r) => !path.basename(r.file).startsWith('CEN-EN16931-'),
);
const officialIds = new Set(official.map((r) => r.id));

describe('error catalogue', () => {
  it('has exactly one entry per official rule id plus the XSD entry, each with en and de texts', () => {
    expect(officialIds.size).toBeGreaterThan(1300);
    const missing = [...officialIds].filter((id) => !byId.has(id));
    expect(missing).toEqual([]);
    expect(catalogue.entries.map((e) => e.ruleId).filter((id) => !officialIds.has(id))).toEqual(['XSD']);
    for (const e of catalogue.entries) {
      for (const t of [e.plain, e.howToFix]) {
        expect(t.en.length, e.ruleId).toBeGreaterThan(10);
        expect(t.de?.length ?? 0, e.ruleId).toBeGreaterThan(10);
      }
      expect(['auto', 'input', 'blocked']).toContain(e.repair);
    }
  });

  it('names each artefact by its rule set, also one whose name holds a syntax (si-ubl)', () => {
    const rulesetOfArtefact = new Map(catalogue.rulesets.map((r) => [r.artefact, r.ruleset]));
    expect(rulesetOfArtefact.get('si-ubl-ubl')).toBe('si-ubl');
    expect(rulesetOfArtefact.get('hr-cius-ubl')).toBe('hr-cius');
    expect(rulesetOfArtefact.get('peppol-ubl-3.0.19')).toBe('peppol');
  });

  it('states the flag the owner gives as severity', () => {
    for (const r of official.filter((o) => o.flag === 'warning')) {
      const e = byId.get(r.id);
      expect(
        e?.appearances.some((a) => a.severity === 'warning'),
        r.id,
      ).toBe(true);
    }
    expect(byId.get('BR-01')?.severity).toBe('error');
  });

  it('lists the KoSIT customLevel overrides of the XRechnung scenarios', () => {
    // kosit/scenarios.template.xml lowers BR-CL-23 to warning in the XRechnung scenarios.
    const br = byId.get('BR-CL-23');
    expect(br?.severity).toBe('error');
    expect(br?.overrides).toContainEqual({ scenario: 'xrechnung/ubl-invoice', severity: 'warning' });
    expect(br?.overrides.every((o) => o.scenario.startsWith('xrechnung'))).toBe(true);
  });

  it('reuses the engine texts and keeps the owner message in its language', () => {
    expect(byId.get('BR-DE-15')?.plain).toEqual(ruleText('BR-DE-15')?.plain);
    expect(byId.get('BR-DE-15')?.textSource).toBe('engine');
    expect(byId.get('BR-DE-15')?.message.de).toMatch(/^\[BR-DE-15\] Das Element "Buyer reference"/);
    expect(byId.get('BR-DE-15')?.countries).toEqual(['DE']);
    expect(byId.get('BR-01')?.message.en).toBe(
      '[BR-01]-An Invoice shall have a Specification identifier (BT-24).',
    );
    expect(byId.get('BR-01')?.terms.map((t) => t.id)).toEqual(['BT-24']);
    expect(byId.get('DK-R-002')?.countries).toEqual(['DK']);
    // CEN's VAT category rules (BR-S-nn) look like Peppol national ids but belong to no country.
    expect(
      catalogue.entries.filter(
        (e) => e.appearances.every((a) => a.ruleset === 'en16931') && e.countries.length,
      ),
    ).toEqual([]);
    const generated = byId.get('UBL-CR-001');
    expect(generated?.textSource).toBe('generated');
    expect(generated?.plain.de).toContain('A UBL invoice should not include extensions');
  });

  it('points at corpus documents whose reference verdict really shows the rule firing', () => {
    const records = new Map<string, { findings: { id: string }[] }>();
    for (const name of fs.readdirSync(path.join(corpusDir, 'expected'))) {
      for (const line of fs.readFileSync(path.join(corpusDir, 'expected', name), 'utf8').split('\n')) {
        if (!line.trim()) continue;
        const rec = JSON.parse(line);
        records.set(`${rec.file}#${rec.testSet?.index ?? ''}`, rec.configuredRun ?? rec);
      }
    }
    const withFailing = catalogue.entries.filter((e) => e.examples.failing && e.ruleId !== 'XSD');
    expect(withFailing.length).toBeGreaterThan(300);
    for (const e of withFailing) {
      const f = e.examples.failing;
      const rec = records.get(`${f?.file}#${f?.test ?? ''}`);
      expect(
        rec?.findings.some((x) => x.id === e.ruleId),
        e.ruleId,
      ).toBe(true);
    }
  });
});
