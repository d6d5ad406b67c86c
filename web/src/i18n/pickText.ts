import type { Text } from '@einvoice/engine';
import type { Locale } from '../state/AppState.ts';

/** An engine text in the UI language, falling back to English where no German text exists. */
export function pickText(text: Text, locale: Locale): string {
  return locale === 'de' ? (text.de ?? text.en) : text.en;
}
