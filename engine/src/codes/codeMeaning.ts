import type { CodeList } from './CodeList.ts';
import { frenchMeaning } from './frenchMeanings.ts';

/** The meaning of a code in a language; null when the list does not hold the code. French falls back to English. */
export function codeMeaning(list: CodeList, code: string, locale: 'en' | 'de' | 'fr'): string | null {
  if (!Object.hasOwn(list, code)) return null;
  const entry = list[code];
  if (!entry) return null;
  if (locale === 'fr') return frenchMeaning(list, code) ?? entry[0];
  return entry[locale === 'de' ? 1 : 0];
}
