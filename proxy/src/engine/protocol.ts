import type {
  EngineErrorData,
  EngineInfo,
  InspectResult,
  ValidateInput,
  ValidateOptions,
  ValidateResult,
} from '@einvoice/engine';
import type { ConvertOptions, ConvertResult } from '../../../engine/src/convert/types.ts';
import type { Answer, FixOptions, FixResult } from '../../../engine/src/fix/types.ts';
import type { Remediation } from '../legacy/remediate.ts';

/** An engine call the pool queues: validate, fix (spec 4.3) or convert (spec 4.4, which validates its output). */
export type EngineCall =
  | { type: 'validate'; input: ValidateInput; options?: ValidateOptions }
  | { type: 'inspect'; input: ValidateInput; options?: ValidateOptions }
  | { type: 'remediate'; input: ValidateInput; answers: Answer[] }
  | { type: 'fix'; input: ValidateInput; options: FixOptions }
  | { type: 'convert'; input: ValidateInput; options: ConvertOptions };

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
      result: ValidateResult | FixResult | ConvertResult | InspectResult | Remediation;
    }
  | { type: 'error'; id: number; error: EngineErrorData | null };
