import type {
  EngineErrorData,
  EngineInfo,
  ValidateInput,
  ValidateOptions,
  ValidateResult,
} from '@einvoice/engine';

/** Pool → worker: the closed set of requests. */
export type WorkerRequest = { type: 'validate'; id: number; input: ValidateInput; options?: ValidateOptions };

/**
 * Worker → pool: the closed set of replies. `error: null` marks a failure that was not an
 * EngineError (a bug); the worker logs it and the pool answers 500 without its text.
 */
export type WorkerReply =
  | { type: 'ready'; info: EngineInfo }
  | { type: 'startFailed'; message: string }
  | { type: 'result'; id: number; result: ValidateResult }
  | { type: 'error'; id: number; error: EngineErrorData | null };
