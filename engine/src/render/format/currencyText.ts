import type { RenderLocale } from '../types.ts';

/** A currency beside an amount: `de` and `fr` write the euro as €, every other currency (and `en`) by its ISO code. */
export function currencyText(code: string, locale: RenderLocale): string {
  return locale !== 'en' && code === 'EUR' ? '€' : code;
}
