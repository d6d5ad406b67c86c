import type { Finding, Severity } from '@einvoice/engine';
import { termById } from '@einvoice/engine/catalog';
import { useState } from 'react';
import { pickText } from '../i18n/pickText.ts';
import { useT } from '../i18n/useT.ts';
import { useAppState } from '../state/StoreContext.ts';

const ORDER: Severity[] = ['error', 'warning', 'info'];
// A broken 10 MB invoice can raise tens of thousands of findings; the DOM grows by pages of this size.
const PAGE = 100;

function TermChip({ id }: { id: string }) {
  const locale = useAppState((s) => s.locale);
  const term = termById(id);
  return (
    <span className="chip" title={term ? `${id}: ${pickText(term.name, locale)}` : id}>
      <b>{id}</b> {term ? pickText(term.name, locale) : ''}
    </span>
  );
}

function FindingItem({ finding, onShowLine }: { finding: Finding; onShowLine: (line: number) => void }) {
  const t = useT();
  const locale = useAppState((s) => s.locale);
  const plain = finding.plain ? pickText(finding.plain, locale) : null;
  const message = pickText(finding.message, locale);
  return (
    <li className={`finding ${finding.severity}`} data-testid="finding" data-rule={finding.ruleId}>
      <div className="finding-head">
        <code className="rule">{finding.ruleId}</code>
        {finding.bt.map((bt) => (
          <TermChip key={bt} id={bt} />
        ))}
      </div>
      <p className="plain">{plain ?? message}</p>
      {plain && (
        <details>
          <summary>{t.officialMessage}</summary>
          <p className="official">{message}</p>
        </details>
      )}
      {(finding.xpath || finding.line) && (
        <p className="where">
          <span className="muted">{t.where}:</span>{' '}
          {finding.xpath && <code className="xpath">{finding.xpath}</code>}
          {finding.line ? (
            <button type="button" className="link" onClick={() => onShowLine(finding.line as number)}>
              {t.showLine(finding.line)}
            </button>
          ) : null}
        </p>
      )}
    </li>
  );
}

function SeverityGroup({
  severity,
  group,
  onShowLine,
}: {
  severity: Severity;
  group: Finding[];
  onShowLine: (line: number) => void;
}) {
  const t = useT();
  const [shown, setShown] = useState(PAGE);
  return (
    <section aria-labelledby={`sev-${severity}`}>
      <h3 id={`sev-${severity}`} className={`severity-title ${severity}`}>
        {t.severity[severity]} <span className="count">{group.length}</span>
      </h3>
      <ul>
        {group.slice(0, shown).map((f, i) => (
          <FindingItem key={`${f.ruleId}-${i}`} finding={f} onShowLine={onShowLine} />
        ))}
      </ul>
      {group.length > shown && (
        <button type="button" className="button" onClick={() => setShown((n) => n + PAGE * 5)}>
          {t.showMore(Math.min(PAGE * 5, group.length - shown))}
        </button>
      )}
    </section>
  );
}

/** The findings of one file grouped by severity, each with its business terms, plain text and location. */
export function FindingsPanel({
  findings,
  onShowLine,
}: {
  findings: Finding[];
  onShowLine: (line: number) => void;
}) {
  const t = useT();
  if (findings.length === 0) return <p className="empty-state">{t.noFindings}</p>;
  return (
    <div className="findings">
      {ORDER.map((severity) => {
        const group = findings.filter((f) => f.severity === severity);
        if (group.length === 0) return null;
        return <SeverityGroup key={severity} severity={severity} group={group} onShowLine={onShowLine} />;
      })}
    </div>
  );
}
