import { connectEngineWorker, type WorkerEngine } from '@einvoice/engine/workerClient';

/** Starts the engine Worker, which reads the rulesets copied beside the page (`./rulesets/`). */
export function startEngineWorker(): Promise<WorkerEngine> {
  const worker = new Worker(new URL('./worker/engine.worker.ts', import.meta.url), {
    type: 'module',
    name: 'engine',
  });
  return connectEngineWorker(worker, new URL('rulesets/', document.baseURI).href);
}
