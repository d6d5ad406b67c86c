import type {
  Answer,
  ConvertOptions,
  ConvertResult,
  EngineErrorData,
  EngineInfo,
  FixOptions,
  FixResult,
  InspectResult,
  InvoiceDiff,
  Remediation,
  RenderOptions,
  RenderResult,
  ValidateInput,
  ValidateOptions,
  ValidateResult,
} from '@einvoice/validator-js/node';

/**
 * An engine call the pool queues: validate, fix (spec 4.3), convert (spec 4.4, which validates its output),
 * render (spec 4.5), or the value differences between two versions of an invoice (remediation packs).
 */
export type EngineCall =
  | { type: 'validate'; input: ValidateInput; options?: ValidateOptions }
  | { type: 'inspect'; input: ValidateInput; options?: ValidateOptions }
  | { type: 'remediate'; input: ValidateInput; answers: Answer[] }
  | { type: 'fix'; input: ValidateInput; options: FixOptions }
  | { type: 'convert'; input: ValidateInput; options: ConvertOptions }
  | { type: 'render'; input: ValidateInput; options: RenderOptions }
  | { type: 'diff'; input: ValidateInput; after: ValidateInput; limit: number };

/** What each call type answers. */
export interface EngineResults {
  validate: ValidateResult;
  inspect: InspectResult;
  remediate: Remediation;
  fix: FixResult;
  convert: ConvertResult;
  render: RenderResult;
  diff: InvoiceDiff;
}

/**
 * Pool → worker: the closed set of requests. `json` asks for the result as JSON text, serialized on the
 * worker and checked against `maxJsonBytes` there, so the event loop neither clones nor stringifies it.
 */
export type WorkerRequest = EngineCall & { id: number; json: boolean; maxJsonBytes: number };

/**
 * Worker → pool: the closed set of replies. `error: null` marks a failure that was not an
 * EngineError (a bug); the worker logs it and the pool answers 500 without its text. An answer says how large
 * the worker's young generation has grown (`youngMb`, V8's new space as committed), which the pool reads to
 * renew a worker that a load left holding memory.
 */
export type WorkerReply =
  | ({ type: 'ready'; info: EngineInfo } & Grown)
  | { type: 'startFailed'; message: string }
  | ({ type: 'result'; id: number; result: EngineResults[EngineCall['type']] } & Grown)
  | ({ type: 'json'; id: number; json: string; ms: number; extra?: InspectResult } & Grown)
  | ({ type: 'error'; id: number; error: EngineErrorData | null } & Grown);

interface Grown {
  youngMb?: number;
}
