import type {
  EngineErrorData,
  EngineInfo,
  ValidateInput,
  ValidateOptions,
  ValidateResult,
} from '@einvoice/engine';
import type { ConvertOptions, ConvertResult } from '../../../engine/src/convert/types.ts';
import type { FixOptions, FixResult } from '../../../engine/src/fix/types.ts';
import type { InvoiceMetadata } from '../../../engine/src/model/invoiceMetadata.ts';

/** A validation with the invoice facts the earlier interface reports beside it (spec 2.4 metadata). */
export interface InspectResult {
  result: ValidateResult;
  metadata: InvoiceMetadata;
}

/** An engine call the pool queues: validate, fix (spec 4.3) or convert (spec 4.4, which validates its output). */
export type EngineCall =
  | { type: 'validate'; input: ValidateInput; options?: ValidateOptions }
  | { type: 'inspect'; input: ValidateInput; options?: ValidateOptions }
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
  | { type: 'result'; id: number; result: ValidateResult | FixResult | ConvertResult | InspectResult }
  | { type: 'error'; id: number; error: EngineErrorData | null };
