import type { CodeList } from './CodeList.ts';

/** The meaning of a code in a language; null when the list does not hold the code. */
export function codeMeaning(list: CodeList, code: string, locale: 'en' | 'de'): string | null {
  if (!Object.hasOwn(list, code)) return null;
  const entry = list[code];
  return entry ? entry[locale === 'de' ? 1 : 0] : null;
}
