import { useMemo } from 'react';
import { useAppState } from '../state/StoreContext.ts';
import type { Knowledge } from './loadKnowledge.ts';

/**
 * A country's name in the UI language: the dataset's (English and German), else the browser's own list (CLDR,
 * which also names every country in French), else the code.
 */
export function useCountryName(knowledge: Knowledge): (code: string) => string {
  const locale = useAppState((s) => s.locale);
  return useMemo(() => {
    const names = new Map(
      locale === 'fr' ? [] : (knowledge.dataset?.countries.map((c) => [c.code, c.name[locale]]) ?? []),
    );
    const display = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return (code) => names.get(code) ?? display.of(code) ?? code;
  }, [knowledge, locale]);
}
