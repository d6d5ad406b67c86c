import { type KeyboardEvent, type ReactNode, useRef } from 'react';

/** One tab: its id, label and whether it can be chosen. */
export interface TabSpec<T extends string> {
  id: T;
  label: string;
  disabled?: boolean;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel is rendered. */
export function Tabs<T extends string>({
  tabs,
  current,
  onChange,
  label,
  children,
}: {
  tabs: TabSpec<T>[];
  current: T;
  onChange: (id: T) => void;
  label: string;
  children: ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  const enabled = tabs.filter((t) => !t.disabled);
  const onKeyDown = (e: KeyboardEvent) => {
    const i = enabled.findIndex((t) => t.id === current);
    const next =
      e.key === 'ArrowRight'
        ? enabled[(i + 1) % enabled.length]
        : e.key === 'ArrowLeft'
          ? enabled[(i - 1 + enabled.length) % enabled.length]
          : e.key === 'Home'
            ? enabled[0]
            : e.key === 'End'
              ? enabled[enabled.length - 1]
              : undefined;
    if (!next) return;
    e.preventDefault();
    onChange(next.id);
    list.current?.querySelector<HTMLElement>(`[data-tab="${next.id}"]`)?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown} className="tablist">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            data-tab={t.id}
            aria-selected={t.id === current}
            aria-controls={`panel-${t.id}`}
            tabIndex={t.id === current ? 0 : -1}
            disabled={t.disabled}
            onClick={() => onChange(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${current}`} aria-labelledby={`tab-${current}`} className="tabpanel">
        {children}
      </div>
    </div>
  );
}
