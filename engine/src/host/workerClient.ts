import { type Remote, wrap } from 'comlink';
import type { Engine } from '../engine.ts';
import { fromErrorData } from '../errors.ts';
import type { EngineWorkerApi, WorkerOutcome } from './worker.ts';

/** An Engine whose work runs in a Worker; `terminate` ends the Worker. */
export interface WorkerEngine extends Engine {
  terminate(): void;
}

function unwrap<T>(o: WorkerOutcome<T>): T {
  if (!o.ok) throw fromErrorData(o.error);
  return o.value;
}

/**
 * Connects to a Worker that called exposeEngineWorker() and prepares its engine from the rulesets
 * build at `baseUrl`. Engine errors come back as EngineError, as from an in-process engine.
 */
export async function connectEngineWorker(worker: Worker, baseUrl: string): Promise<WorkerEngine> {
  const api: Remote<EngineWorkerApi> = wrap<EngineWorkerApi>(worker);
  const info = unwrap(await api.init(baseUrl));
  return {
    validate: async (input, options) => unwrap(await api.validate(input, options)),
    info: () => info,
    prepare: async () => unwrap(await api.prepare()),
    terminate: () => worker.terminate(),
  };
}
