import type { Action } from './Action.ts';
import type { AppState } from './AppState.ts';
import { reduce } from './reduce.ts';

/** The page's one store: read, change through actions, and be told of changes. */
export interface Store {
  getState(): AppState;
  dispatch(action: Action): void;
  subscribe(listener: () => void): () => void;
}

/** A framework-free store over `reduce`; React reads it through useAppState. */
export function createStore(initial: AppState): Store {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = reduce(state, action);
      if (next === state) return;
      state = next;
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
