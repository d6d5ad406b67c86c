import type { Finding, LineArithmeticWarning, Text } from '@einvoice/engine';
import { localiseDecimals } from '../lib/localiseDecimals.ts';
import type { Locale } from '../state/AppState.ts';
import { reasonDe } from './engineReasons.ts';

// engine/src/findings/buildFindings.ts: line-arithmetic warnings listed among the findings.
const LINE_ARITHMETIC_ORACLE = 'service-line-arithmetic';

/** A text as shown, with the language it is in: German where the engine has German, else English. */
export interface Shown {
  text: string;
  lang: Locale;
}

/** An engine text in the UI language; the official English where no German exists (said by `lang`). */
export function engineText(text: Text, locale: Locale): Shown {
  return locale === 'de' && text.de !== null ? { text: text.de, lang: 'de' } : { text: text.en, lang: 'en' };
}

/**
 * What a finding says in plain words: its explanation, else the official message. The texts of sum rules and
 * of line arithmetic are made of the invoice's numbers, written in the UI language's form.
 */
export function findingText(f: Finding, locale: Locale): Shown {
  const german = locale === 'de' ? (f.plain?.de ?? f.message.de) : null;
  const shown: Shown =
    german !== null ? { text: german, lang: 'de' } : { text: (f.plain ?? f.message).en, lang: 'en' };
  return f.values || f.oracle === LINE_ARITHMETIC_ORACLE
    ? { ...shown, text: localiseDecimals(shown.text, shown.lang) }
    : shown;
}

// The engine's reasons speak of an API client; on the page the person reading them is the one who answered.
const PAGE_EN: Record<string, string> = { 'answered by the caller': 'answered by you' };

/** A repair reason or an answer's refusal (the engine writes them in English). */
export function reasonText(reason: string, locale: Locale): Shown {
  const de = locale === 'de' ? reasonDe(reason) : null;
  return de === null ? { text: PAGE_EN[reason] ?? reason, lang: 'en' } : { text: de, lang: 'de' };
}

/** A line-arithmetic note, its amounts in the UI language's number form. */
export function lineArithmeticText(w: LineArithmeticWarning, locale: Locale): Shown {
  const shown = engineText(w.message, locale);
  return { ...shown, text: localiseDecimals(shown.text, shown.lang) };
}
