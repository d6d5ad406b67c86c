import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ruleText } from '@einvoice/engine/ruleTexts';
import { rulesetsDir } from '@einvoice/test-support/corpus/paths';
import { readFrenchRules } from '@einvoice/test-support/france/readFrenchRules';
import { describe, expect, it } from 'vitest';
import type { BuiltArtefact } from '../manifest.ts';
import { buildCatalogue } from './buildCatalogue.ts';

// The French rules reach the catalogue once a France artefact is in the build (the scenario wiring, issue 24
// item 1). Until then, a compiled-rules file holding FNFE's own asserts, messages as FNFE writes them, stands
// for it: the catalogue reads only ids, flags and messages from it.
const french = readFrenchRules(rulesetsDir).filter((r) => r.file === 'BR-FR-Flux2-Schematron-UBL.sch');

function catalogueOfFrenchRules() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fr-catalogue-'));
  const checks = french.map((r) => ({ id: r.id, flag: r.flag, test: {}, message: [r.message] }));
  fs.writeFileSync(
    path.join(dir, 'france-ctc-ubl.json'),
    JSON.stringify({ patterns: [{ rules: [{ context: {}, lets: [], checks }] }] }),
  );
  const artefact = {
    id: 'france-ctc-ubl',
    kind: 'schematron',
    name: 'FNFE French rules (UBL)',
    authority: 'FNFE-MPE',
    version: '1.4.0.03',
    rules: 'france-ctc-ubl.json',
  } as unknown as BuiltArtefact;
  return buildCatalogue([artefact], [], dir, null);
}

describe('the error catalogue with FNFE’s French rules', () => {
  const catalogue = catalogueOfFrenchRules();
  const byId = new Map(catalogue.entries.map((e) => [e.ruleId, e]));

  it('lists every French rule once, for France, with the engine’s texts in fr/de/en', () => {
    expect(byId.size).toBe(new Set(french.map((r) => r.id)).size);
    for (const e of catalogue.entries) {
      expect(e.countries, e.ruleId).toEqual(['FR']);
      expect(e.textSource, e.ruleId).toBe('engine');
      for (const t of [e.plain, e.howToFix]) {
        expect(t.en.length, e.ruleId).toBeGreaterThan(10);
        expect(t.de?.length ?? 0, e.ruleId).toBeGreaterThan(10);
        expect(t.fr?.length ?? 0, e.ruleId).toBeGreaterThan(10);
      }
    }
    expect(byId.get('BR-FR-08_BT-23')?.plain).toEqual(ruleText('BR-FR-08_BT-23')?.plain);
  });

  it('keeps FNFE’s message as the French quotation', () => {
    const e = byId.get('BR-FR-10_BT-30');
    expect(e?.message.fr).toMatch(/^\[BR-FR-10\/BT-30\] : Le SIREN du vendeur/);
    expect(e?.message.en).toBeNull();
    expect(e?.terms.map((t) => t.id)).toEqual(['BT-30']);
    expect(e?.terms[0]?.name.fr).toBe('Identifiant d’enregistrement légal du vendeur');
  });

  it('says how to fix a choose action in French', () => {
    expect(byId.get('BR-FR-08_BT-23')?.howToFix.fr).toMatch(/^Choisissez « Type de processus métier/);
    expect(byId.get('BR-FR-10_BT-30')?.howToFix.fr).toMatch(
      /^Saisissez « Identifiant d’enregistrement légal/,
    );
  });
});
