import type { Finding, LineArithmeticWarning, Text } from '@einvoice/engine';
import { localiseDecimals } from '../lib/localiseDecimals.ts';
import type { Locale } from '../state/AppState.ts';
import { reasonIn } from './engineReasons.ts';

// engine/src/findings/buildFindings.ts: line-arithmetic warnings listed among the findings.
const LINE_ARITHMETIC_ORACLE = 'service-line-arithmetic';

/** A text as shown, with the language it is in: the UI language where the engine has it, else English. */
export interface Shown {
  text: string;
  lang: Locale;
}

/**
 * An engine text as it may arrive: the rule texts gain a French form (`fr`) beside German; a text without one
 * is shown in English, marked as such.
 */
export type LocalisedText = Text & { fr?: string | null };

/** The text's form in a language other than English; null where the engine has none. */
function translated(text: LocalisedText, locale: Exclude<Locale, 'en'>): string | null {
  return (locale === 'de' ? text.de : text.fr) ?? null;
}

/** An engine text in the UI language; the official English where it has no form in that language. */
export function engineText(text: LocalisedText, locale: Locale): Shown {
  const own = locale === 'en' ? null : translated(text, locale);
  return own !== null && locale !== 'en' ? { text: own, lang: locale } : { text: text.en, lang: 'en' };
}

/**
 * What a finding says in plain words: its explanation, else the official message. The texts of sum rules and
 * of line arithmetic are made of the invoice's numbers, written in the UI language's form.
 */
export function findingText(f: Finding, locale: Locale): Shown {
  const own =
    locale === 'en'
      ? null
      : ((f.plain ? translated(f.plain, locale) : null) ?? translated(f.message, locale));
  const shown: Shown =
    own !== null && locale !== 'en'
      ? { text: own, lang: locale }
      : { text: (f.plain ?? f.message).en, lang: 'en' };
  return f.values || f.oracle === LINE_ARITHMETIC_ORACLE
    ? { ...shown, text: localiseDecimals(shown.text, shown.lang) }
    : shown;
}

// The engine's reasons speak of an API client; on the page the person reading them is the one who answered.
const PAGE_EN: Record<string, string> = { 'answered by the caller': 'answered by you' };

/** A repair reason or an answer's refusal (the engine writes them in English; the page has German and French forms). */
export function reasonText(reason: string, locale: Locale): Shown {
  const own = locale === 'en' ? null : reasonIn(reason, locale);
  return own === null || locale === 'en'
    ? { text: PAGE_EN[reason] ?? reason, lang: 'en' }
    : { text: own, lang: locale };
}

/** A line-arithmetic note, its amounts in the UI language's number form. */
export function lineArithmeticText(w: LineArithmeticWarning, locale: Locale): Shown {
  const shown = engineText(w.message, locale);
  return { ...shown, text: localiseDecimals(shown.text, shown.lang) };
}
