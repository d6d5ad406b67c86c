import { stemmer as stemEnglish } from '@orama/stemmers/english';
import { stemmer as stemGerman } from '@orama/stemmers/german';

export type Lang = 'en' | 'de';

const STOP = {
  en: new Set(
    'a an and are as at be by for from has have in is it its of on or the to was were with'.split(' '),
  ),
  de: new Set(
    'der die das den dem des ein eine einer eines einem und oder in im ist sind zu zur zum von vom mit auf für an am bei als auch nicht nur'.split(
      ' ',
    ),
  ),
};

/**
 * Umlaut folding: ä/ö/ü/ß and their two-letter spellings (ae/oe/ue/ss) index the same, and other
 * diacritics are dropped (eRačun = eRacun), so "Rechnungsempfänger" and "Rechnungsempfaenger" meet.
 */
export function fold(term: string): string {
  return term
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** Lower-case, fold, drop stop words, stem with the language's Snowball stemmer. */
export function processTerm(lang: Lang) {
  const stem = lang === 'de' ? stemGerman : stemEnglish;
  return (term: string): string | null => {
    const folded = fold(term);
    if (folded.length < 2 || STOP[lang].has(folded)) return null;
    return stem(folded);
  };
}
