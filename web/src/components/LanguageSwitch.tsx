import { useT } from '../i18n/useT.ts';
import type { Locale } from '../state/AppState.ts';
import { useAppState, useController } from '../state/StoreContext.ts';

// Each language named in itself, so a reader finds their own language whatever the page is in.
const LOCALES: { id: Locale; name: string }[] = [
  { id: 'de', name: 'Deutsch' },
  { id: 'en', name: 'English' },
  { id: 'fr', name: 'Français' },
];

/** Deutsch/English/Français switch (each language in itself); the choice is remembered in localStorage. */
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
          aria-pressed={locale === l.id}
          data-testid={`lang-${l.id}`}
          onClick={() => controller.setLocale(l.id)}
        >
          {l.name}
        </button>
      ))}
    </fieldset>
  );
}
