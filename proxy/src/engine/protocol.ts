import type {
  Answer,
  ConvertOptions,
  ConvertResult,
  EngineErrorData,
  EngineInfo,
  FixOptions,
  FixResult,
  InspectResult,
  Remediation,
  RenderOptions,
  RenderResult,
  ValidateInput,
  ValidateOptions,
  ValidateResult,
} from '@einvoice/engine';

/**
 * An engine call the pool queues: validate, fix (spec 4.3), convert (spec 4.4, which validates its output) or
 * render (spec 4.5): everything that touches a document runs on a worker, so the server thread stays free.
 */
export type EngineCall =
  | { type: 'validate'; input: ValidateInput; options?: ValidateOptions }
  | { type: 'inspect'; input: ValidateInput; options?: ValidateOptions }
  | { type: 'remediate'; input: ValidateInput; answers: Answer[] }
  | { type: 'fix'; input: ValidateInput; options: FixOptions }
  | { type: 'convert'; input: ValidateInput; options: ConvertOptions }
  | { type: 'render'; input: ValidateInput; options: RenderOptions };

/** Pool → worker: the closed set of requests. */
export type WorkerRequest = EngineCall & { id: number };

/**
 * Worker → pool: the closed set of replies. `error: null` marks a failure that was not an
 * EngineError (a bug); the worker logs it and the pool answers 500 without its text.
 */
export type WorkerReply =
  | { type: 'ready'; info: EngineInfo }
  | { type: 'startFailed'; message: string }
  | {
      type: 'result';
      id: number;
      result: ValidateResult | FixResult | ConvertResult | RenderResult | InspectResult | Remediation;
    }
  | { type: 'error'; id: number; error: EngineErrorData | null };
