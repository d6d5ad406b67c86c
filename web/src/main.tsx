import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { installTestHooks } from './installTestHooks.ts';
import { startEngineWorker } from './startEngineWorker.ts';

const startedAt = performance.now();
const engine = startEngineWorker();
installTestHooks(engine, startedAt);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App engine={engine} />
  </StrictMode>,
);
