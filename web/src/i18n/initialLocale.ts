import type { Locale } from '../state/AppState.ts';

/** localStorage key of the chosen UI language. */
export const LOCALE_KEY = 'einvoice.locale';

/** The UI languages, in the order the switch offers them. */
export const LOCALES: readonly Locale[] = ['de', 'en', 'fr'];

const isLocale = (v: string | null): v is Locale => v !== null && (LOCALES as readonly string[]).includes(v);

/** The first UI language among the browser's preferred languages (`fr-CA` → fr), else English. */
export function browserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (isLocale(primary)) return primary;
  }
  return 'en';
}

/** The language chosen before, else the browser's preference. */
export function initialLocale(): Locale {
  const saved = localStorage.getItem(LOCALE_KEY);
  if (isLocale(saved)) return saved;
  return browserLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}
