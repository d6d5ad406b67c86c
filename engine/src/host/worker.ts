import { expose } from 'comlink';
import { extractInvoice } from '../container/openInput.ts';
import { convert } from '../convert/convert.ts';
import type { ConvertOptions, ConvertResult } from '../convert/types.ts';
import type { Engine, EngineInfo, ValidateInput, ValidateOptions } from '../engine.ts';
import { type EngineErrorData, isEngineError, toErrorData } from '../errors.ts';
import { fix } from '../fix/fix.ts';
import type { FixOptions, FixResult } from '../fix/types.ts';
import { toBase64 } from '../input/toBase64.ts';
import { renderInvoice } from '../render/renderInvoice.ts';
import type { RenderOptions, RenderResult } from '../render/types.ts';
import type { ValidateResult } from '../types.ts';
import { fetchLoader } from './fetchLoader.ts';

/** A Worker answer: the value, or the engine error in its structured-cloneable form. */
export type WorkerOutcome<T> = { ok: true; value: T } | { ok: false; error: EngineErrorData };

/**
 * What a Worker call takes: the engine's own input, or a file's raw bytes, which the Worker turns into
 * xmlBase64 itself so a page never spends its main thread encoding a 10 MB file.
 */
export type WorkerInput = ValidateInput | { bytes: Uint8Array };

/** What the engine Worker exposes over comlink. */
export interface EngineWorkerApi {
  /** Prepares the one engine of this Worker from the rulesets build at `baseUrl`; later calls reuse it. */
  init(baseUrl: string): Promise<WorkerOutcome<EngineInfo>>;
  validate(input: WorkerInput, options?: ValidateOptions): Promise<WorkerOutcome<ValidateResult>>;
  prepare(): Promise<WorkerOutcome<void>>;
  fix(input: WorkerInput, options?: FixOptions): Promise<WorkerOutcome<FixResult>>;
  convert(input: WorkerInput, options: ConvertOptions): Promise<WorkerOutcome<ConvertResult>>;
  render(input: WorkerInput, options?: RenderOptions): Promise<WorkerOutcome<RenderResult>>;
}

async function outcome<T>(run: () => Promise<T> | T): Promise<WorkerOutcome<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (e) {
    // Only engine errors are part of the contract; anything else is a bug and crosses as a plain Error.
    if (isEngineError(e)) return { ok: false, error: toErrorData(e) };
    throw e;
  }
}

function engineInput(input: WorkerInput): ValidateInput {
  if (!('bytes' in input)) return input;
  // Anything but bytes goes on as it came, for the engine to refuse as invalid base64.
  return { xmlBase64: input.bytes instanceof Uint8Array ? toBase64(input.bytes) : input.bytes };
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
    validate: (input, options) => outcome(async () => (await ready()).validate(engineInput(input), options)),
    prepare: () => outcome(async () => (await ready()).prepare()),
    fix: (input, options) => outcome(async () => fix(await ready(), engineInput(input), options)),
    convert: (input, options) => outcome(async () => convert(await ready(), engineInput(input), options)),
    render: (input, options) =>
      outcome(async () => renderInvoice((await extractInvoice(engineInput(input))).input, options)),
  };
}

/** Serves the engine API on the current Worker scope; call once from the Worker entry. */
export function exposeEngineWorker(): void {
  expose(engineWorkerApi());
}
