import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { createController } from './app/createController.ts';
import { createEnginePool } from './app/enginePool.ts';
import { history } from './history/history.ts';
import { recordChecks } from './history/recordChecks.ts';
import { initialLocale } from './i18n/initialLocale.ts';
import { installTestHooks } from './installTestHooks.ts';
import { watchOffline } from './offline/watchOffline.ts';
import { startEngineWorker } from './startEngineWorker.ts';
import { createStore } from './state/createStore.ts';
import { DEFAULT_RULE_SETTINGS } from './state/ruleSettings.ts';
import { AppContext } from './state/StoreContext.ts';
import './styles.css';

const startedAt = performance.now();
const pool = createEnginePool(startEngineWorker);
installTestHooks(pool, startedAt);

const locale = initialLocale();
document.documentElement.lang = locale;
const store = createStore({
  locale,
  engine: { state: 'loading' },
  files: [],
  selectedId: null,
  api: { enabled: false },
  offline: { state: 'unsupported' },
  repairAll: { state: 'idle' },
  rules: DEFAULT_RULE_SETTINGS,
});
void watchOffline((offline) => store.dispatch({ type: 'offline/set', offline }));
const controller = createController(store, pool);
void history.load();
recordChecks(store, history);
const queryClient = new QueryClient();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppContext.Provider value={{ store, controller }}>
        <App />
      </AppContext.Provider>
    </QueryClientProvider>
  </StrictMode>,
);
