import { describe, expect, it } from 'vitest';
import { pickText } from './pickText.ts';

describe('pickText', () => {
  const text = {
    en: 'The invoice number is missing.',
    de: 'Die Rechnungsnummer fehlt.',
    fr: 'Le numéro de facture manque.',
  };

  it('gives each language its version', () => {
    expect(pickText(text, 'fr')).toEqual({ text: 'Le numéro de facture manque.', lang: 'fr' });
    expect(pickText(text, 'de')).toEqual({ text: 'Die Rechnungsnummer fehlt.', lang: 'de' });
    expect(pickText(text, 'en')).toEqual({ text: 'The invoice number is missing.', lang: 'en' });
  });

  it('falls back to English, saying so, where a language is missing', () => {
    expect(pickText({ en: 'Only English.', de: null }, 'fr')).toEqual({ text: 'Only English.', lang: 'en' });
    expect(pickText({ en: 'Only English.', de: null, fr: null }, 'de')).toEqual({
      text: 'Only English.',
      lang: 'en',
    });
  });
});
