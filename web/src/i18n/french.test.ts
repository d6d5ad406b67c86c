import type { Finding } from '@einvoice/engine';
import { TERMS } from '@einvoice/engine/catalog';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatDecimal, localiseDecimals } from '../lib/localiseDecimals.ts';
import { RULES_MESSAGES } from '../rules/messages.ts';
import { SETTINGS_MESSAGES } from '../settings/messages.ts';
import { engineText, findingText, reasonText } from './engineText.ts';
import { browserLocale } from './initialLocale.ts';
import { MESSAGES } from './messages.ts';
import { termName } from './termName.ts';

/** Every entry of a text catalogue as key path → kind (string or function), nested objects walked. */
function shape(value: unknown, prefix = ''): [string, string][] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => shape(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, typeof value]];
}

/** Plain strings of a catalogue, with their key paths. */
function strings(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));
  }
  return [];
}

// Identical in French and English by nature: names, codes, technical labels.
const SAME_IN_FRENCH = new Set([
  'Format',
  'Version',
  'Source',
  'Verdict',
  'AFRelationship',
  'Questions',
  'Date',
  'Notes',
  'Sources',
  'Service',
  'Parties',
  'Mode',
  'Strict',
  'Obligation',
]);

describe('the page in French', () => {
  for (const [name, catalogue] of [
    ['page', MESSAGES],
    ['rules view', RULES_MESSAGES],
    ['rule settings', SETTINGS_MESSAGES],
  ] as const) {
    it(`has a French entry of the same kind for every English one (${name})`, () => {
      expect(shape(catalogue.fr)).toEqual(shape(catalogue.en));
    });

    it(`translates every English sentence (${name})`, () => {
      const fr = new Map(strings(catalogue.fr));
      const same = strings(catalogue.en).filter(([k, v]) => fr.get(k) === v && !SAME_IN_FRENCH.has(v));
      expect(same).toEqual([]);
    });
  }

  it('writes its counts and functions in French', () => {
    expect(MESSAGES.fr.counts(2, 1, 0)).toBe('2 erreurs · 1 avertissement · 0 remarque');
    expect(MESSAGES.fr.checkedIn(1500)).toBe('contrôlé en 1,5 s');
  });
});

describe('the language the page opens in', () => {
  it('follows the first of the browser’s languages the page has, by primary language', () => {
    expect(browserLocale(['fr-CA', 'en-US'])).toBe('fr');
    expect(browserLocale(['it-IT', 'de-AT', 'fr'])).toBe('de');
    expect(browserLocale(['FR'])).toBe('fr');
  });

  it('falls back to English when the browser asks for none of them', () => {
    expect(browserLocale(['it-IT', 'es'])).toBe('en');
    expect(browserLocale([])).toBe('en');
  });
});

describe('engine texts on the French page', () => {
  const text = { en: 'Seller name missing', de: 'Verkäufername fehlt' };

  it('shows a French form where the engine has one', () => {
    expect(engineText({ ...text, fr: 'Nom du vendeur manquant' }, 'fr')).toEqual({
      text: 'Nom du vendeur manquant',
      lang: 'fr',
    });
  });

  it('shows English, said to be English, where it has none (never the German)', () => {
    expect(engineText(text, 'fr')).toEqual({ text: 'Seller name missing', lang: 'en' });
    expect(engineText({ ...text, fr: null }, 'fr')).toEqual({ text: 'Seller name missing', lang: 'en' });
    expect(reasonText('a sentence the engine never wrote', 'fr')).toEqual({
      text: 'a sentence the engine never wrote',
      lang: 'en',
    });
  });

  it('says in French and German why another release than the one in force ran', () => {
    const note =
      'xrechnung 2.6.0 was in force on 2026-11-26 but its rules for this syntax are not available here; 3.0.2 ran.';
    expect(reasonText(note, 'fr').text).toBe(
      'xrechnung 2.6.0 était en vigueur le 2026-11-26, mais ses règles pour cette syntaxe ne sont pas disponibles ici ; 3.0.2 a été appliquée.',
    );
    expect(reasonText(note, 'de')).toEqual({
      text: 'xrechnung 2.6.0 galt am 2026-11-26, seine Regeln für diese Syntax sind hier aber nicht verfügbar; 3.0.2 wurde angewandt.',
      lang: 'de',
    });
  });

  it('shows the engine’s repair reasons in French', () => {
    expect(reasonText('answered by the caller', 'fr')).toEqual({ text: 'répondu par vous', lang: 'fr' });
    expect(reasonText('answered by the caller', 'en')).toEqual({ text: 'answered by you', lang: 'en' });
  });

  it('prefers the plain explanation in French, and writes the numbers of sum texts in French form', () => {
    const finding = {
      ruleId: 'BR-CO-10',
      message: { en: 'Sum is 1234.50', de: null },
      plain: { en: 'The sum 1234.50 differs', de: null, fr: 'La somme 1234.50 diffère' },
      values: { expected: '1234.50' },
    } as unknown as Finding;
    expect(findingText(finding, 'fr')).toEqual({ text: 'La somme 1\u202f234,50 diffère', lang: 'fr' });
  });

  it('names every business term in French from the standard’s French names', () => {
    for (const term of TERMS) {
      const shown = termName(term, 'fr');
      expect(shown.lang).toBe('fr');
      expect(shown.text, term.id).not.toBe('');
    }
    const seller = TERMS.find((t) => t.id === 'BT-27');
    expect(seller && termName(seller, 'fr').text).toBe('Nom du vendeur');
  });
});

describe('French numbers', () => {
  it('writes a decimal comma and groups thousands with a narrow no-break space, digit for digit', () => {
    expect(formatDecimal('1234567.005', 'fr')).toBe('1\u202f234\u202f567,005');
    expect(formatAmount('336.9', 'fr')).toBe('336,90');
    expect(localiseDecimals('gives 1012.50 (BT-131), XRechnung 3.0.1.', 'fr')).toBe(
      'gives 1\u202f012,50 (BT-131), XRechnung 3.0.1.',
    );
  });
});
