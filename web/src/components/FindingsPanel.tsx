import type { Finding, Severity } from '@einvoice/engine';
import { termById } from '@einvoice/engine/catalog';
import { useState } from 'react';
import { EngineText } from '../i18n/EngineText.tsx';
import { engineText, findingText } from '../i18n/engineText.ts';
import { termName } from '../i18n/termName.ts';
import { useT } from '../i18n/useT.ts';
import { useAppState } from '../state/StoreContext.ts';
import type { SourceTarget } from './SourceView.tsx';

const ORDER: Severity[] = ['error', 'warning', 'info'];
// A broken 10 MB invoice can raise tens of thousands of findings; the DOM grows by pages of this size.
const PAGE = 100;

function TermChip({ id }: { id: string }) {
  const locale = useAppState((s) => s.locale);
  const term = termById(id);
  const name = term ? termName(term, locale) : null;
  return (
    <span className="chip" title={name ? `${id}: ${name.text}` : id}>
      <b>{id}</b> {name ? <EngineText shown={name} /> : ''}
    </span>
  );
}

/** Findings of one rule, in document order. */
interface RuleGroup {
  ruleId: string;
  findings: Finding[];
}

function byRule(findings: readonly Finding[]): RuleGroup[] {
  const groups = new Map<string, RuleGroup>();
  for (const f of findings) {
    const g = groups.get(f.ruleId);
    if (g) g.findings.push(f);
    else groups.set(f.ruleId, { ruleId: f.ruleId, findings: [f] });
  }
  return [...groups.values()];
}

/** Opens the source at a finding; absent where the file is not at hand (a result kept in the history). */
type OnShow = ((at: SourceTarget) => void) | undefined;

function Location({ finding, onShow }: { finding: Finding; onShow: OnShow }) {
  const t = useT();
  return (
    <>
      {finding.xpath && (
        <code className="xpath" translate="no">
          {finding.xpath}
        </code>
      )}
      {finding.line && onShow ? (
        <button
          type="button"
          className="link"
          onClick={() =>
            onShow({ line: finding.line as number, column: finding.column ?? null, xpath: finding.xpath })
          }
        >
          {t.showLine(finding.line)}
        </button>
      ) : finding.line ? (
        <span className="muted">{t.atLine(finding.line)}</span>
      ) : null}
    </>
  );
}

function RuleItem({ group, onShow }: { group: RuleGroup; onShow: OnShow }) {
  const t = useT();
  const locale = useAppState((s) => s.locale);
  const [shown, setShown] = useState(PAGE);
  const first = group.findings[0] as Finding;
  const text = findingText(first, locale);
  // The owners publish the official messages in English; the explanation above is the engine's own.
  const official = first.plain ? first.message.en : null;
  const many = group.findings.length > 1;
  return (
    <li
      className={`finding ${first.severity}`}
      data-testid="finding"
      data-rule={group.ruleId}
      data-count={group.findings.length}
    >
      <div className="finding-head">
        <code className="rule">{group.ruleId}</code>
        {many && <span className="rule-count">× {group.findings.length.toLocaleString(locale)}</span>}
        {first.bt.map((bt) => (
          <TermChip key={bt} id={bt} />
        ))}
      </div>
      <p className="plain">
        {text.lang !== locale && <span className="muted">{t.englishOnly} </span>}
        <EngineText shown={text} />
      </p>
      {first.levelNote && (
        // Why the finding is at this level and not the owner's (an owner defect handled as KoSIT does).
        <p className="level-note" data-testid="level-note">
          <EngineText shown={engineText(first.levelNote, locale)} />
        </p>
      )}
      {official && official !== text.text && (
        <details>
          <summary>{t.officialMessage}</summary>
          <p className="official">
            <EngineText shown={{ text: official, lang: 'en' }} />
          </p>
        </details>
      )}
      {!many && (first.xpath || first.line) && (
        <p className="where">
          <span className="muted">{t.where}:</span> <Location finding={first} onShow={onShow} />
        </p>
      )}
      {many && (
        <details className="where-list">
          <summary>{t.locations(group.findings.length)}</summary>
          <ol>
            {group.findings.slice(0, shown).map((f, i) => (
              <li key={`${f.xpath}-${i}`}>
                <Location finding={f} onShow={onShow} />
              </li>
            ))}
          </ol>
          {group.findings.length > shown && (
            <button type="button" className="button" onClick={() => setShown((n) => n + PAGE * 5)}>
              {t.showMore(Math.min(PAGE * 5, group.findings.length - shown))}
            </button>
          )}
        </details>
      )}
    </li>
  );
}

function SeverityGroup({
  severity,
  group,
  onShow,
}: {
  severity: Severity;
  group: Finding[];
  onShow: OnShow;
}) {
  const t = useT();
  const rules = byRule(group);
  return (
    <section aria-labelledby={`sev-${severity}`}>
      <h3 id={`sev-${severity}`} className={`severity-title ${severity}`}>
        {t.severity[severity]} <span className="count">{group.length}</span>
      </h3>
      <ul>
        {rules.map((r) => (
          <RuleItem key={r.ruleId} group={r} onShow={onShow} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The findings of one file: errors first, then warnings and notes; within each, one entry per rule with
 * its count ("BR-CO-10 × 600"), business terms, plain text and the locations it fired at.
 */
export function FindingsPanel({
  findings,
  onShow,
}: {
  findings: Finding[];
  onShow?: (at: SourceTarget) => void;
}) {
  const t = useT();
  if (findings.length === 0) return <p className="empty-state">{t.noFindings}</p>;
  return (
    <div className="findings">
      {ORDER.map((severity) => {
        const group = findings.filter((f) => f.severity === severity);
        if (group.length === 0) return null;
        return <SeverityGroup key={severity} severity={severity} group={group} onShow={onShow} />;
      })}
    </div>
  );
}
