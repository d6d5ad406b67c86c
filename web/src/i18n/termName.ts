import { termNameFr } from '@einvoice/engine/catalog';
import type { Locale } from '../state/AppState.ts';
import { engineText, type LocalisedText, type Shown } from './engineText.ts';

/** A business term's name in the UI language (French from the engine's table of the standard's French names). */
export function termName(term: { id: string; name: LocalisedText }, locale: Locale): Shown {
  return locale === 'fr'
    ? { text: termNameFr(term.id, term.name.en), lang: 'fr' }
    : engineText(term.name, locale);
}
