import { useT } from '../i18n/useT.ts';
import { formatBytes } from '../lib/formatBytes.ts';
import { useAppState } from '../state/StoreContext.ts';
import { history, useHistory } from './history.ts';

/**
 * The switch of the local history (off until the user turns it on), the kept results and a way to delete
 * them. Choosing a kept result shows its verdict and findings.
 */
export function HistoryPanel() {
  const t = useT();
  const locale = useAppState((s) => s.locale);
  const enabled = useHistory((s) => s.enabled);
  const records = useHistory((s) => s.records);
  const viewing = useHistory((s) => s.viewing);
  return (
    <section className="card file-list history" aria-labelledby="history-title" data-testid="history">
      <h2 id="history-title">{t.history.title}</h2>
      <label className="choice">
        <input
          type="checkbox"
          data-testid="history-switch"
          checked={enabled}
          aria-describedby="history-help"
          onChange={(e) => void history.setEnabled(e.target.checked)}
        />
        <span>{t.history.keep}</span>
      </label>
      <p className="muted small" id="history-help">
        {t.history.help}
      </p>
      {enabled && records.length === 0 && <p className="muted">{t.history.empty}</p>}
      {enabled && records.length > 0 && (
        <>
          <div className="file-scroll" tabIndex={0} role="region" aria-label={t.history.listLabel}>
            <ul>
              {records.map((r) => (
                <li
                  key={r.key}
                  className={r.key === viewing ? 'selected' : undefined}
                  data-testid="history-item"
                >
                  <button
                    type="button"
                    className="file-select"
                    aria-current={r.key === viewing ? 'true' : undefined}
                    title={r.name}
                    onClick={() => history.view(r.key)}
                  >
                    <span className="file-name" translate="no">
                      {r.name}
                    </span>
                    <span className="file-meta">
                      {new Date(r.checkedAt).toLocaleString(locale)} · {formatBytes(r.size, locale)}
                      <span className={`badge ${r.result.valid ? 'valid' : 'invalid'}`}>
                        {r.result.valid ? t.valid : t.invalid}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <button
            type="button"
            className="button"
            data-testid="history-clear"
            onClick={() => void history.clear()}
          >
            {t.history.clear}
          </button>
        </>
      )}
    </section>
  );
}
