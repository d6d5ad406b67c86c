import type { Text } from './types.ts';

/** The languages the engine writes its texts in. */
export const TEXT_LOCALES = ['en', 'de', 'fr'] as const;
export type TextLocale = (typeof TEXT_LOCALES)[number];

/**
 * A text in the wanted language, with the language it is actually in: English where the text has no version
 * in that language (official messages, texts not translated yet).
 */
export function pickText(text: Text, locale: TextLocale): { text: string; lang: TextLocale } {
  const wanted = locale === 'en' ? null : text[locale];
  return wanted ? { text: wanted, lang: locale } : { text: text.en, lang: 'en' };
}
