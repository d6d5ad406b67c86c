import type { HistoryRecord } from './historyDb.ts';

/** What the history store needs of IndexedDB (historyDb), so its logic is testable without a browser. */
export interface HistoryBackend {
  all(): Promise<HistoryRecord[]>;
  put(record: HistoryRecord): Promise<void>;
  remove(key: string): Promise<void>;
  clear(): Promise<void>;
}

/** The local history as the page shows it: off by default; records newest first. */
export interface HistoryState {
  enabled: boolean;
  records: HistoryRecord[];
  /** The record whose verdict and findings are shown, or null. */
  viewing: string | null;
}

export interface History {
  getState(): HistoryState;
  subscribe(listener: () => void): () => void;
  /** Reads the kept records when the switch was left on (call once at start). */
  load(): Promise<void>;
  /** On: keep every verdict from now on. Off: stop and delete everything kept. */
  setEnabled(on: boolean): Promise<void>;
  save(record: HistoryRecord): Promise<void>;
  clear(): Promise<void>;
  view(key: string | null): void;
}

/** localStorage key of the switch; the records themselves are in IndexedDB. */
export const HISTORY_SWITCH_KEY = 'einvoice.history';

/** The most records kept; the oldest go first beyond it. */
export const MAX_RECORDS = 500;

const newestFirst = (a: HistoryRecord, b: HistoryRecord) => b.checkedAt.localeCompare(a.checkedAt);

// The history is a convenience: where the browser refuses IndexedDB (private windows, a full disk) the page
// works on without it, and says why in the console.
async function quietly<T>(work: () => Promise<T>, otherwise: T): Promise<T> {
  try {
    return await work();
  } catch (e) {
    console.warn('local history unavailable:', e);
    return otherwise;
  }
}

/** The history over a backend and the storage that remembers the switch. */
export function createHistory(
  backend: HistoryBackend,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): History {
  let state: HistoryState = {
    enabled: storage.getItem(HISTORY_SWITCH_KEY) === 'on',
    records: [],
    viewing: null,
  };
  const listeners = new Set<() => void>();
  const set = (next: Partial<HistoryState>) => {
    state = { ...state, ...next };
    for (const l of listeners) l();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      if (state.enabled) set({ records: (await quietly(() => backend.all(), [])).sort(newestFirst) });
    },
    async setEnabled(on) {
      storage.setItem(HISTORY_SWITCH_KEY, on ? 'on' : 'off');
      if (on) {
        set({ enabled: true });
        return;
      }
      set({ enabled: false, records: [], viewing: null });
      await quietly(() => backend.clear(), undefined);
    },
    async save(record) {
      if (!state.enabled) return;
      const records = [record, ...state.records.filter((r) => r.key !== record.key)];
      const dropped = records.splice(MAX_RECORDS);
      set({ records });
      await quietly(async () => {
        await backend.put(record);
        for (const r of dropped) await backend.remove(r.key);
      }, undefined);
    },
    async clear() {
      set({ records: [], viewing: null });
      await quietly(() => backend.clear(), undefined);
    },
    view(key) {
      set({ viewing: key });
    },
  };
}
