import type { Locale } from '../state/AppState.ts';
import { engineText, type LocalisedText } from './engineText.ts';

/** An engine text in the UI language, falling back to English where it has no form in that language. */
export function pickText(text: LocalisedText, locale: Locale): string {
  return engineText(text, locale).text;
}
