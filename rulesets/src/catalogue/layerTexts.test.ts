/**
 * Issue 36, texts: every rule a national layer's schematron holds (read from the build's catalogue, so a new layer
 * or release is covered without a list here) gets a plain text in English, German and French, the German and
 * French ones in their own words rather than the English one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { layerRuleText } from '@einvoice/engine/ruleTexts';
import { describe, expect, it } from 'vitest';
import { readRegistry } from '../releases/registry.ts';
import type { Catalogue } from './types.ts';

const BUILD = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../build');
const catalogue = JSON.parse(fs.readFileSync(path.join(BUILD, 'catalogue.json'), 'utf8')) as Catalogue;
const layers = new Map(readRegistry().flatMap((r) => (r.layer ? [[r.ruleset, r.layer] as const] : [])));

describe('plain texts of the national layers’ rules', () => {
  it('has en, de and fr for every rule of every layer, de and fr not the English text', () => {
    expect([...layers.keys()].sort()).toEqual(['cius-ro', 'hr-cius', 'si-ubl', 'ublbe']);
    let checked = 0;
    for (const [layerId, layer] of layers) {
      const rules = catalogue.entries.filter((e) => e.appearances.some((a) => a.ruleset === layerId));
      expect(rules.length, layerId).toBeGreaterThan(20);
      for (const rule of rules) {
        const plain = layerRuleText(rule.ruleId, rule.message.en ?? rule.message.de ?? '', layer);
        for (const lang of ['en', 'de', 'fr'] as const)
          expect(plain[lang].trim(), `${rule.ruleId} ${lang}`).not.toBe('');
        expect(plain.de, `${rule.ruleId} de`).not.toBe(plain.en);
        expect(plain.fr, `${rule.ruleId} fr`).not.toBe(plain.en);
        expect(plain.fr, `${rule.ruleId} fr`).not.toBe(plain.de);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('names the layer and country and the EN 16931 terms in each language, not a national term as an EN one', () => {
    const plain = layerRuleText(
      'HR-BR-2',
      '[HR-BR-2] - Račun mora imati vrijeme izdavanja računa (HR-BT-2).',
      {
        profile: 'HR-CIUS',
        country: 'HR',
      },
    );
    expect(plain.de).toContain('HR-CIUS (Kroatien)');
    expect(plain.fr).toContain('HR-CIUS (Croatie)');
    expect(plain.en).not.toContain('Invoice issue date');
    const ro = layerRuleText('BR-RO-X', 'Numărul facturii (BT-1) trebuie', {
      profile: 'CIUS-RO',
      country: 'RO',
    });
    expect(ro.de).toContain('BT-1 (Rechnungsnummer)');
    expect(ro.fr).toContain('« Numărul facturii (BT-1) trebuie »');
  });
});
