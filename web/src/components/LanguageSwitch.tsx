import { useT } from '../i18n/useT.ts';
import type { Locale } from '../state/AppState.ts';
import { useAppState, useController } from '../state/StoreContext.ts';

const LOCALES: { id: Locale; label: string; name: string }[] = [
  { id: 'en', label: 'EN', name: 'English' },
  { id: 'de', label: 'DE', name: 'Deutsch' },
];

/** EN/DE toggle (accessible names are the visible EN/DE); the choice is remembered in localStorage. */
export function LanguageSwitch() {
  const t = useT();
  const locale = useAppState((s) => s.locale);
  const controller = useController();
  return (
    <fieldset className="segmented" aria-label={t.language}>
      {LOCALES.map((l) => (
        <button
          key={l.id}
          type="button"
          lang={l.id}
          title={l.name}
          aria-pressed={locale === l.id}
          data-testid={`lang-${l.id}`}
          onClick={() => controller.setLocale(l.id)}
        >
          {l.label}
        </button>
      ))}
    </fieldset>
  );
}
