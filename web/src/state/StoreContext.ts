import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AppState } from './AppState.ts';
import type { Controller } from './Controller.ts';
import type { Store } from './createStore.ts';

/** What components reach through context: the store to read, the controller to act. */
export interface AppContextValue {
  store: Store;
  controller: Controller;
}

/** Provided once at the root by main.tsx. */
export const AppContext = createContext<AppContextValue | null>(null);

function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('AppContext is not provided');
  return value;
}

/** Subscribes a component to one slice of the state; the selector must return a stable reference. */
export function useAppState<T>(select: (state: AppState) => T): T {
  const { store } = useAppContext();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}

/** The controller that runs engine jobs and dispatches their outcome. */
export function useController(): Controller {
  return useAppContext().controller;
}
