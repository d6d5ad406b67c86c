import { useEffect, useState } from 'react';
import { useT } from '../i18n/useT.ts';
import { formatBytes } from '../lib/formatBytes.ts';
import type { FileCheck, FileEntry, TaskName } from '../state/AppState.ts';
import { useAppState, useController } from '../state/StoreContext.ts';

/** Seconds since `since`, ticking once a second while shown. */
function useSeconds(since: number | null): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (since === null) return;
    const timer = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}

/** A check in progress: waiting or running with the time it takes, and a Cancel that ends it at once. */
export function CheckProgress({
  file,
  check,
}: {
  file: FileEntry;
  check: Extract<FileCheck, { state: 'validating' }>;
}) {
  const t = useT();
  const locale = useAppState((s) => s.locale);
  const controller = useController();
  const seconds = useSeconds(check.runningSince);
  const text =
    check.runningSince === null ? t.waiting : t.checkingFor(seconds, formatBytes(file.size, locale));
  return (
    <div
      className="validating"
      role="status"
      data-testid="check-progress"
      data-running={check.runningSince !== null}
    >
      <span className="spinner" aria-hidden="true" /> <span>{text}</span>
      <progress aria-label={text} />
      <button
        type="button"
        className="button"
        data-testid="cancel-check"
        onClick={() => controller.cancel(file.id, 'check')}
      >
        {t.cancel}
      </button>
    </div>
  );
}

/** A cancelled check: what happened, and the way to check again. */
export function CheckCancelled({ file }: { file: FileEntry }) {
  const t = useT();
  const controller = useController();
  return (
    <div className="banner info" role="status" data-testid="check-cancelled">
      <p>{t.cancelledNote}</p>
      <button type="button" className="button" onClick={() => void controller.recheck(file.id)}>
        {t.checkAgainButton}
      </button>
    </div>
  );
}

/** Cancels a running repair, conversion or reading (the Worker doing it is ended and restarted). */
export function CancelTask({ id, task }: { id: string; task: TaskName }) {
  const t = useT();
  const controller = useController();
  return (
    <button
      type="button"
      className="button"
      data-testid={`cancel-${task}`}
      onClick={() => controller.cancel(id, task)}
    >
      {t.cancel}
    </button>
  );
}
