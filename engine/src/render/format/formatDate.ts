import type { RenderLocale } from '../types.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * An ISO date (YYYY-MM-DD) for the locale: `de` 21.11.2026, `fr` 21/11/2026, `en` 21 Nov 2026 (the month
 * named, so neither a British nor an American reader can misread it). null when the text is not a calendar date.
 */
export function formatDate(text: string, locale: RenderLocale): string | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const [, y, mo, d] = m as unknown as [string, string, string, string];
  const month = MONTHS[Number(mo) - 1];
  if (!month || Number(d) < 1 || Number(d) > 31) return null;
  if (locale === 'de') return `${d}.${mo}.${y}`;
  return locale === 'fr' ? `${d}/${mo}/${y}` : `${Number(d)} ${month} ${y}`;
}
