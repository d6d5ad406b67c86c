import { useT } from '../i18n/useT.ts';
import { useAppState } from '../state/StoreContext.ts';

/** Whether the rule sets are loaded: a progress bar while they load, then a quiet note. */
export function EngineStatusBadge() {
  const t = useT();
  const engine = useAppState((s) => s.engine);
  if (engine.state === 'loading') {
    return (
      <div className="engine-status" role="status" data-testid="engine-status" data-state="loading">
        <span>{t.engineLoading}</span>
        <progress aria-label={t.engineLoading} />
      </div>
    );
  }
  if (engine.state === 'failed') {
    return (
      <div className="engine-status failed" role="alert" data-testid="engine-status" data-state="failed">
        {t.engineFailed} <code>{engine.error.code}</code> {engine.error.message}
      </div>
    );
  }
  return (
    <div className="engine-status ready" role="status" data-testid="engine-status" data-state="ready">
      <span className="dot" aria-hidden="true" /> {t.engineReady(engine.info.artefacts.length)}
    </div>
  );
}
