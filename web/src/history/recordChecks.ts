import type { FileEntry } from '../state/AppState.ts';
import type { Store } from '../state/createStore.ts';
import type { HistoryRecord } from './historyDb.ts';
import type { History } from './historyStore.ts';

/** The record of a checked file; null while it has no verdict. */
export function recordOf(file: FileEntry, checkedAt: string): HistoryRecord | null {
  if (file.check.state !== 'done') return null;
  const { result, ms } = file.check;
  return {
    key: `${result.sha256}\u0000${file.name}`,
    name: file.name,
    size: file.size,
    sha256: result.sha256,
    checkedAt,
    ms,
    result,
    summary: file.summary,
  };
}

/**
 * Keeps each verdict (and, once read, the invoice's number, seller and total) in the history while it is on,
 * also those on the page when it is turned on. A file is written again only when its verdict or summary changed.
 */
export function recordChecks(
  store: Store,
  history: History,
  now = () => new Date().toISOString(),
): () => void {
  let written = new WeakMap<FileEntry, true>();
  const seen = new Map<string, { result: unknown; summary: unknown; at: string }>();
  let wasEnabled = false;
  const scan = () => {
    const enabled = history.getState().enabled;
    // Turned on: the verdicts already on the page are kept too, from now on.
    if (enabled && !wasEnabled) {
      written = new WeakMap();
      seen.clear();
    }
    wasEnabled = enabled;
    if (!enabled) return;
    for (const f of store.getState().files) {
      if (written.has(f) || f.check.state !== 'done') continue;
      written.set(f, true);
      const last = seen.get(f.id);
      if (last && last.result === f.check.result && last.summary === f.summary) continue;
      // The summary is read after the verdict: its record keeps the time of the check.
      const at = last?.result === f.check.result ? last.at : now();
      seen.set(f.id, { result: f.check.result, summary: f.summary, at });
      const record = recordOf(f, at);
      if (record) void history.save(record);
    }
  };
  const unsubscribe = [store.subscribe(scan), history.subscribe(scan)];
  scan();
  return () => {
    for (const u of unsubscribe) u();
  };
}
