import type { Term } from '../semantics/Term.ts';
import { termNameFr } from '../semantics/termNamesFr.ts';
import type { RenderLocale } from './types.ts';

/** A business term's or group's name in the rendering's language (English where no German name exists). */
export function termLabel(term: Term, locale: RenderLocale): string {
  if (locale === 'fr') return termNameFr(term.id, term.name.en);
  return locale === 'de' ? (term.name.de ?? term.name.en) : term.name.en;
}
