import { Decimal } from '../../decimal/Decimal.ts';
import type { RenderLocale } from '../types.ts';

const SEPARATORS: Record<RenderLocale, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
  // CLDR fr: a narrow no-break space groups the thousands.
  fr: { group: '\u202f', decimal: ',' },
};

/**
 * An xs:decimal written for the locale, exactly: every digit kept (never rounded through a float), digit
 * groups of three, fraction padded to `minFraction` digits. null when the text is not a decimal.
 */
export function formatNumber(text: string, locale: RenderLocale, minFraction = 0): string | null {
  const d = Decimal.parse(text);
  if (!d) return null;
  const negative = d.units < 0n;
  const digits = (negative ? -d.units : d.units).toString().padStart(d.scale + 1, '0');
  const int = digits.slice(0, digits.length - d.scale);
  const frac = digits.slice(digits.length - d.scale).padEnd(minFraction, '0');
  const { group, decimal } = SEPARATORS[locale];
  const grouped = int.replace(/\B(?=(\d{3})+$)/g, group);
  return `${negative ? '-' : ''}${grouped}${frac ? `${decimal}${frac}` : ''}`;
}
