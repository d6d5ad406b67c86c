import { expose } from 'comlink';
import type { Engine, EngineInfo, ValidateInput, ValidateOptions } from '../engine.ts';
import { type EngineErrorData, isEngineError, toErrorData } from '../errors.ts';
import type { ValidateResult } from '../types.ts';
import { fetchLoader } from './fetchLoader.ts';

/** A Worker answer: the value, or the engine error in its structured-cloneable form. */
export type WorkerOutcome<T> = { ok: true; value: T } | { ok: false; error: EngineErrorData };

/** What the engine Worker exposes over comlink. */
export interface EngineWorkerApi {
  /** Prepares the one engine of this Worker from the rulesets build at `baseUrl`; later calls reuse it. */
  init(baseUrl: string): Promise<WorkerOutcome<EngineInfo>>;
  validate(input: ValidateInput, options?: ValidateOptions): Promise<WorkerOutcome<ValidateResult>>;
  prepare(): Promise<WorkerOutcome<void>>;
}

async function outcome<T>(run: () => Promise<T>): Promise<WorkerOutcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (e) {
    // Only engine errors are part of the contract; anything else is a bug and crosses as a plain Error.
    if (isEngineError(e)) return { ok: false, error: toErrorData(e) };
    throw e;
  }
}

/** The Worker API over one lazily created engine. */
export function engineWorkerApi(): EngineWorkerApi {
  let engine: Promise<Engine> | null = null;
  const ready = (): Promise<Engine> =>
    engine ?? Promise.reject(new Error('engine worker: init() was not called'));
  return {
    init: (baseUrl) =>
      outcome(async () => {
        // Imported here, not at the top: libxml2-wasm initialises with a top-level await, and a module
        // Worker still evaluating its imports drops messages that arrive meanwhile.
        engine ??= import('../createEngine.ts').then(({ createEngine }) =>
          createEngine({ loader: fetchLoader(baseUrl) }),
        );
        engine.catch(() => {
          engine = null;
        });
        return (await engine).info();
      }),
    validate: (input, options) => outcome(async () => (await ready()).validate(input, options)),
    prepare: () => outcome(async () => (await ready()).prepare()),
  };
}

/** Serves the engine API on the current Worker scope; call once from the Worker entry. */
export function exposeEngineWorker(): void {
  expose(engineWorkerApi());
}
