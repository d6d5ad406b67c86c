import { rulesetVersions } from '@einvoice/engine/releases';
import { type FormEvent, useId, useState } from 'react';
import { type AsOfChoice, isCustom, type RuleSettings } from '../state/ruleSettings.ts';
import { useAppState, useController } from '../state/StoreContext.ts';
import { useSettingsT } from './messages.ts';
import { useReleaseManifest } from './useReleaseManifest.ts';
import './settings.css';

/**
 * The rule settings: a release per rule set (every version the build ships, from the release registry),
 * the date whose rules apply, and the preview of the next release. Applying them checks every file again.
 */
export function RuleSettingsPanel() {
  const t = useSettingsT();
  const manifest = useReleaseManifest();
  const saved = useAppState((s) => s.rules);
  const controller = useController();
  const [draft, setDraft] = useState<RuleSettings>(saved);
  const id = useId();
  if (!manifest) return null;
  const rulesets = rulesetVersions(manifest).filter((r) => r.versions.length > 0);
  const setPin = (ruleset: string, version: string) => {
    const { [ruleset]: _, ...rest } = draft.pins;
    setDraft({ ...draft, pins: version ? { ...rest, [ruleset]: version } : rest });
  };
  const setAsOf = (asOf: AsOfChoice) => setDraft({ ...draft, asOf });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void controller.setRules(draft);
  };
  const date = draft.asOf.kind === 'date' ? draft.asOf.date : '';
  return (
    <details className="card rule-settings" data-testid="rule-settings">
      <summary>
        {t.title}
        {isCustom(saved) && <span className="muted small"> · {t.custom}</span>}
      </summary>
      <form onSubmit={submit}>
        <p className="muted small">{t.intro}</p>
        <fieldset>
          <legend>{t.releases}</legend>
          {rulesets.map((r) => (
            <label key={r.id} className="setting-row">
              <span translate="no">{r.id}</span>
              <select
                value={draft.pins[r.id] ?? ''}
                onChange={(e) => setPin(r.id, e.target.value)}
                data-testid={`pin-${r.id}`}
              >
                <option value="">{t.inForce(r.default)}</option>
                {r.versions.map((v) => (
                  <option key={v} value={v}>
                    {v}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t.asOf}</legend>
          <label>
            <input
              type="radio"
              name={`${id}-asof`}
              checked={draft.asOf.kind === 'today'}
              onChange={() => setAsOf({ kind: 'today' })}
            />{' '}
            {t.asOfToday}
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-asof`}
              checked={draft.asOf.kind === 'date'}
              onChange={() => setAsOf({ kind: 'date', date })}
              data-testid="asof-date-choice"
            />{' '}
            {t.asOfDate}
          </label>
          {draft.asOf.kind === 'date' && (
            <label className="setting-row">
              <span>{t.date}</span>
              <input
                type="date"
                required
                value={date}
                onChange={(e) => setAsOf({ kind: 'date', date: e.target.value })}
                data-testid="asof-date"
              />
            </label>
          )}
          <label>
            <input
              type="radio"
              name={`${id}-asof`}
              checked={draft.asOf.kind === 'issueDate'}
              onChange={() => setAsOf({ kind: 'issueDate' })}
              data-testid="asof-issue-date"
            />{' '}
            {t.asOfIssueDate}
          </label>
        </fieldset>
        <label>
          <input
            type="checkbox"
            checked={draft.preview}
            onChange={(e) => setDraft({ ...draft, preview: e.target.checked })}
            data-testid="preview"
          />{' '}
          {t.preview}
        </label>
        <button type="submit" className="button" data-testid="apply-rules">
          {t.apply}
        </button>
      </form>
    </details>
  );
}
