import type { Locale } from '../state/AppState.ts';

// Thousands separator and decimal mark; French groups with a narrow no-break space (CLDR fr).
const MARKS: Record<Locale, readonly [group: string, point: string]> = {
  en: [',', '.'],
  de: ['.', ','],
  fr: ['\u202f', ','],
};

/**
 * A decimal as the engine writes it (`-1234.50`) in the UI language's form (`-1.234,50` in German,
 * `-1 234,50` in French), digit for digit: no rounding, no float.
 */
export function formatDecimal(value: string, locale: Locale): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!m || locale === 'en') return value;
  const [, sign, whole = '', fraction] = m;
  const [group, point] = MARKS[locale];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}${grouped}${fraction === undefined ? '' : `${point}${fraction}`}`;
}

/**
 * An amount as the page shows it everywhere: the language's grouping and decimal mark, at least two decimals
 * (more only when the invoice wrote more: money is shown as written, never rounded), digit for digit.
 */
export function formatAmount(value: string, locale: Locale): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) return value;
  const [, sign, whole = '', fraction = ''] = m;
  const [group, point] = MARKS[locale];
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${point}${fraction.padEnd(2, '0')}`;
}

// A number with a decimal point inside prose: not part of a word or code (BT-131, 3.0.1), and a sentence's
// closing full stop is not a decimal point.
const DECIMAL = /(?<![\w.])-?\d+\.\d+(?!\w|\.\d)/g;

/** Every decimal number in an engine sentence in the UI language's form (for texts made of numbers). */
export function localiseDecimals(text: string, locale: Locale): string {
  return locale === 'en' ? text : text.replace(DECIMAL, (n) => formatDecimal(n, locale));
}

// A French group is a space of any width (a plain one as typed, the no-break ones as copied from a page).
const GROUP_TYPED: Record<Locale, string> = { en: ',', de: '\\.', fr: '[ \\u00a0\\u202f]' };
const POINT_TYPED: Record<Locale, string> = { en: '\\.', de: ',', fr: ',' };

/**
 * A number typed in the UI language's form (`285,00`, `1.234,50` in German, `1 234,50` in French, `1,234.50`
 * in English) as the engine writes decimals (`1234.50`), digit for digit; null when it is not such a number.
 */
export function canonicalDecimal(text: string, locale: Locale): string | null {
  const whole = `(\\d{1,3}(?:${GROUP_TYPED[locale]}\\d{3})+|\\d+)`;
  const m = new RegExp(`^(-?)${whole}(?:${POINT_TYPED[locale]}(\\d+))?$`).exec(text.trim());
  if (!m) return null;
  const [, sign, digits = '', fraction] = m;
  return `${sign}${digits.replace(/\D/g, '')}${fraction === undefined ? '' : `.${fraction}`}`;
}
