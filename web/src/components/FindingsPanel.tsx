import { termById } from '../../../engine/src/semantics/terms.ts';
import type { Finding, Severity } from '../../../engine/src/types.ts';
import { pickText } from '../i18n/pickText.ts';
import { useT } from '../i18n/useT.ts';
import { useAppState } from '../state/StoreContext.ts';

const ORDER: Severity[] = ['error', 'warning', 'info'];

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
        return (
          <section key={severity} aria-labelledby={`sev-${severity}`}>
            <h3 id={`sev-${severity}`} className={`severity-title ${severity}`}>
              {t.severity[severity]} <span className="count">{group.length}</span>
            </h3>
            <ul>
              {group.map((f, i) => (
                <FindingItem key={`${f.ruleId}-${i}`} finding={f} onShowLine={onShowLine} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
