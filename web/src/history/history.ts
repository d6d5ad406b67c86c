import { useSyncExternalStore } from 'react';
import { historyDb } from './historyDb.ts';
import { createHistory, type HistoryState } from './historyStore.ts';

/** The page's one local history (IndexedDB of this origin, switch in localStorage). */
export const history = createHistory(historyDb, localStorage);

/** Subscribes a component to one slice of the history; the selector must return a stable reference. */
export function useHistory<T>(select: (state: HistoryState) => T): T {
  return useSyncExternalStore(history.subscribe, () => select(history.getState()));
}
