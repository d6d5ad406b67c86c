import type { Locale } from '../state/AppState.ts';

/** localStorage key of the chosen UI language. */
export const LOCALE_KEY = 'einvoice.locale';

/** The language chosen before, else the browser's preference (German or English). */
export function initialLocale(): Locale {
  const saved = localStorage.getItem(LOCALE_KEY);
  if (saved === 'en' || saved === 'de') return saved;
  return navigator.language.toLowerCase().startsWith('de') ? 'de' : 'en';
}
