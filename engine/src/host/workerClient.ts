import { type Remote, wrap } from 'comlink';
import type { ConvertOptions, ConvertResult } from '../convert/types.ts';
import type { Engine, ValidateOptions } from '../engine.ts';
import { fromErrorData } from '../errors.ts';
import type { FixOptions, FixResult } from '../fix/types.ts';
import type { RenderOptions, RenderResult } from '../render/types.ts';
import type { ValidateResult } from '../types.ts';
import type { EngineWorkerApi, WorkerInput, WorkerOutcome } from './worker.ts';

/**
 * An Engine whose work runs in a Worker, plus the engine's other stages (repair, conversion, rendering);
 * every call also takes a file's raw bytes. `terminate` ends the Worker.
 */
export interface WorkerEngine extends Engine {
  validate(input: WorkerInput, options?: ValidateOptions): Promise<ValidateResult>;
  fix(input: WorkerInput, options?: FixOptions): Promise<FixResult>;
  convert(input: WorkerInput, options: ConvertOptions): Promise<ConvertResult>;
  render(input: WorkerInput, options?: RenderOptions): Promise<RenderResult>;
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
    fix: async (input, options) => unwrap(await api.fix(input, options)),
    convert: async (input, options) => unwrap(await api.convert(input, options)),
    render: async (input, options) => unwrap(await api.render(input, options)),
    terminate: () => worker.terminate(),
  };
}
