import type { CatalogueSeverity } from '@einvoice/rulesets';
import { type KeyboardEvent, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { EngineText } from '../i18n/EngineText.tsx';
import { engineText } from '../i18n/engineText.ts';
import { useVirtualRows } from '../lib/useVirtualRows.ts';
import { useAppState } from '../state/StoreContext.ts';
import type { Knowledge } from './loadKnowledge.ts';
import { useRulesT } from './messages.ts';
import { RuleDetail } from './RuleDetail.tsx';
import { useCountryName } from './useCountryName.ts';

const ROW_HEIGHT = 64;
const SEVERITIES: CatalogueSeverity[] = ['error', 'warning', 'info'];

/** Search and filters over every rule, a virtualised list of the matches and the chosen rule's explanation. */
export function RuleCatalogue({
  knowledge,
  ruleId,
  onRule,
}: {
  knowledge: Knowledge;
  ruleId: string | null;
  onRule: (id: string) => void;
}) {
  const t = useRulesT();
  const locale = useAppState((s) => s.locale);
  const countryName = useCountryName(knowledge);
  const ids = useId();
  const [q, setQ] = useState('');
  const [ruleset, setRuleset] = useState('');
  const [severity, setSeverity] = useState<CatalogueSeverity | ''>('');
  const [country, setCountry] = useState('');
  // Typing stays immediate; the list follows when the browser has time.
  const filter = useDeferredValue({ q: q.trim(), ruleset, severity, country });
  const { errors, catalogue } = knowledge;

  const matches = useMemo(() => {
    const list = errors.list({
      q: filter.q || undefined,
      ruleset: filter.ruleset || undefined,
      severity: filter.severity || undefined,
      country: filter.country || undefined,
    });
    // A query that is a rule id shows that rule first.
    const exact = filter.q.toUpperCase();
    return exact ? [...list].sort((a, b) => Number(b.ruleId === exact) - Number(a.ruleId === exact)) : list;
  }, [errors, filter]);
  const countries = useMemo(
    () => [...new Set(catalogue.entries.flatMap((e) => e.countries))].sort(),
    [catalogue],
  );

  const scroller = useRef<HTMLDivElement>(null);
  const { start, end } = useVirtualRows(matches.length, ROW_HEIGHT, scroller);
  // Arrow keys, Home and End move between rows; a row not rendered yet is scrolled to and focused once it is.
  const pendingFocus = useRef<number | null>(null);
  const focusPending = () => {
    const to = pendingFocus.current;
    const row =
      to === null ? null : scroller.current?.querySelector<HTMLButtonElement>(`button[data-index="${to}"]`);
    if (!row) return;
    row.focus({ preventScroll: true });
    pendingFocus.current = null;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rendered slice changes
  useEffect(focusPending, [start, end]);
  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const from = Number((e.target as HTMLElement).dataset.index);
    const step = { ArrowDown: 1, ArrowUp: -1, Home: -Infinity, End: Infinity }[e.key];
    const el = scroller.current;
    if (step === undefined || Number.isNaN(from) || !el) return;
    e.preventDefault();
    const to = Math.max(0, Math.min(matches.length - 1, from + step));
    const top = to * ROW_HEIGHT;
    if (top < el.scrollTop) el.scrollTop = top;
    else if (top + ROW_HEIGHT > el.scrollTop + el.clientHeight)
      el.scrollTop = top + ROW_HEIGHT - el.clientHeight;
    pendingFocus.current = to;
    focusPending();
  };

  return (
    <div className="rule-catalogue">
      <search className="rule-filters">
        <label className="rule-search">
          <span>{t.search}</span>
          <input
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            aria-describedby={`${ids}-hint`}
            data-testid="rules-search"
            spellCheck={false}
          />
        </label>
        <label>
          <span>{t.ruleset}</span>
          <select value={ruleset} onChange={(e) => setRuleset(e.target.value)} data-testid="rules-ruleset">
            <option value="">{t.any}</option>
            {errors.families.map((f) => (
              <option key={f} value={f}>
                {catalogue.rulesets.find((r) => r.ruleset === f)?.name.replace(/ \((UBL|CII)\)$/, '') ?? f}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t.severity}</span>
          <select
            value={severity}
            onChange={(e) => setSeverity(e.target.value as CatalogueSeverity | '')}
            data-testid="rules-severity"
          >
            <option value="">{t.any}</option>
            {SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {t.severities[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t.country}</span>
          <select value={country} onChange={(e) => setCountry(e.target.value)} data-testid="rules-country">
            <option value="">{t.any}</option>
            {countries.map((c) => (
              <option key={c} value={c}>
                {countryName(c)} ({c})
              </option>
            ))}
          </select>
        </label>
        <p id={`${ids}-hint`} className="muted small rule-hint">
          {t.searchHint}
        </p>
      </search>
      <p className="muted small" role="status" data-testid="rules-count">
        {t.found(matches.length, catalogue.entries.length)}
      </p>
      <div className="rule-browser">
        {matches.length === 0 ? (
          <p className="card muted">{t.noneFound}</p>
        ) : (
          <div
            className="rule-scroll card"
            ref={scroller}
            tabIndex={0}
            role="region"
            aria-label={t.ruleListLabel}
          >
            <ul
              onKeyDown={onListKey}
              style={{ paddingTop: start * ROW_HEIGHT, paddingBottom: (matches.length - end) * ROW_HEIGHT }}
            >
              {matches.slice(start, end).map((m, i) => (
                <li key={m.ruleId} style={{ height: ROW_HEIGHT }}>
                  <button
                    type="button"
                    className="rule-row"
                    data-index={start + i}
                    data-testid="rule-row"
                    data-rule-id={m.ruleId}
                    aria-current={m.ruleId === ruleId ? 'true' : undefined}
                    onClick={() => onRule(m.ruleId)}
                  >
                    <span className="rule-row-head">
                      <code translate="no">{m.ruleId}</code>
                      <span className={`rule-severity ${m.severity}`}>{t.severities[m.severity]}</span>
                      <span className="muted small">{m.rulesets.join(', ')}</span>
                    </span>
                    <span className="rule-row-text">
                      <EngineText shown={engineText(m.plain, locale)} />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <RuleDetail knowledge={knowledge} ruleId={ruleId} />
      </div>
    </div>
  );
}
