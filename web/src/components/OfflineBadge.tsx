import { useT } from '../i18n/useT.ts';
import { reloadForUpdate } from '../offline/watchOffline.ts';
import { useAppState } from '../state/StoreContext.ts';

/** Whether the page works without the network, only as the service worker reports it; a quiet reload offer on update. */
export function OfflineBadge() {
  const t = useT();
  const offline = useAppState((s) => s.offline);
  if (offline.state === 'unsupported') return null;
  const update = (offline.state === 'preparing' || offline.state === 'ready') && offline.update && (
    <button
      type="button"
      className="link-button"
      data-testid="offline-update"
      onClick={() => void reloadForUpdate()}
    >
      {t.offlineUpdate}
    </button>
  );
  return (
    <div className="offline-status" role="status" data-testid="offline-status" data-state={offline.state}>
      {offline.state === 'preparing' && (
        <>
          <span>{t.offlinePreparing(offline.percent)}</span>
          <progress max={100} value={offline.percent} aria-label={t.offlinePreparing(offline.percent)} />
        </>
      )}
      {offline.state === 'ready' && (
        <span>
          <span className="dot" aria-hidden="true" /> {t.offlineReady}
        </span>
      )}
      {offline.state === 'failed' && <span>{t.offlineFailed}</span>}
      {offline.state === 'insecure' && <span>{t.offlineInsecure}</span>}
      {update}
    </div>
  );
}
