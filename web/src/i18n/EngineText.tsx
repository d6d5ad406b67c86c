import { useAppState } from '../state/StoreContext.ts';
import type { Shown } from './engineText.ts';

/**
 * An engine text; when it is English on the German page (an official message the owners publish only in
 * English), it is marked `lang="en"` so screen readers pronounce it as English.
 */
export function EngineText({ shown }: { shown: Shown }) {
  const locale = useAppState((s) => s.locale);
  return shown.lang === locale ? shown.text : <span lang={shown.lang}>{shown.text}</span>;
}
