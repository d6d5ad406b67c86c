import { rulesetsDir } from '@einvoice/test-support/corpus/paths';
import { readFrenchRules } from '@einvoice/test-support/france/readFrenchRules';
import { describe, expect, it } from 'vitest';
import { ruleText } from '../ruleTexts.ts';
import { termsOfRule } from '../termsOfRule.ts';
import { FRANCE_RULE_TEXTS } from './franceRuleTexts.ts';

const rules = readFrenchRules(rulesetsDir);
const ids = [...new Set(rules.map((r) => r.id))];
const withText = (pattern: RegExp) => ids.filter((id) => pattern.test(id));

describe('texts of FNFE’s French rules', () => {
  it('reads every assert of the French schematrons (FNFE 1.4.0.03, SOURCES.md counts)', () => {
    const count = (file: string) => rules.filter((r) => r.file === file).length;
    expect(count('BR-FR-Flux2-Schematron-UBL.sch')).toBe(175);
    expect(count('BR-FR-Flux2-Schematron-CII.sch')).toBe(171);
    expect(count('BR-FR-CDV-Schematron-CDAR.sch')).toBe(42);
  });

  it.each([
    ['Flux 2 invoice rules (BR-FR-*)', /^BR-FR-(?!CDV)/],
    ['lifecycle-status rules (BR-FR-CDV-*)', /^BR-FR-CDV-/],
    ['EXTENDED-CTC-FR rules of FNFE’s own', /FREXT|FXEXT/],
  ])('gives every one of the %s a text in French, German and English with an action', (_, pattern) => {
    const family = withText(pattern);
    expect(family.length).toBeGreaterThan(30);
    const missing = family.filter((id) => {
      const text = ruleText(id);
      return !text?.plain.fr || !text.plain.de || !text.plain.en || !text.action;
    });
    expect(missing).toEqual([]);
  });

  it('holds only ids FNFE asserts', () => {
    expect(Object.keys(FRANCE_RULE_TEXTS).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('points every text to the rule in the standard, in each language', () => {
    for (const [id, text] of Object.entries(FRANCE_RULE_TEXTS)) {
      const said =
        text.action?.kind === 'explain'
          ? text.action.reason
          : { en: text.plain.en, de: text.plain.de, fr: text.plain.fr };
      expect(said.en, id).toMatch(/see XP Z12-01[24] V1\.4\.0, management rule /);
      expect(said.de, id).toMatch(/siehe XP Z12-01[24] V1\.4\.0, Regel /);
      expect(said.fr, id).toMatch(/voir XP Z12-01[24] V1\.4\.0, règle de gestion /);
    }
  });

  it('names the same terms in all three languages', () => {
    for (const [id, text] of Object.entries(FRANCE_RULE_TEXTS)) {
      const en = termsOfRule(text.plain.en).sort();
      expect(termsOfRule(text.plain.de ?? '').sort(), id).toEqual(en);
      expect(termsOfRule(text.plain.fr ?? '').sort(), id).toEqual(en);
    }
  });

  it('explains the billing mode with the codes BR-FR-08 allows', () => {
    const text = ruleText('BR-FR-08_BT-23');
    expect(text?.action?.kind).toBe('choose');
    const message = rules.find((r) => r.id === 'BR-FR-08_BT-23')?.message ?? '';
    const allowed = /Valeurs acceptées : ([A-Z0-9, ]+)\./.exec(message)?.[1]?.split(', ') ?? [];
    expect(allowed).toHaveLength(20);
    expect(text?.action?.kind === 'choose' ? text.action.choice.options.map((o) => o.value) : []).toEqual(
      allowed,
    );
  });
});
