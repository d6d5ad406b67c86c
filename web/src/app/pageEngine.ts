import type {
  ConvertOptions,
  ConvertResult,
  EngineInfo,
  FixOptions,
  FixResult,
  RenderOptions,
  RenderResult,
  ValidateOptions,
  ValidateResult,
} from '@einvoice/engine';
import type { WorkerInput } from '../worker/workerApi.ts';

/**
 * The engine as the page uses it: the validator in its Worker (engine errors come back as EngineError, as
 * in-process), the PDF's invoice for the source view, and `terminate` to end the Worker.
 */
export interface PageEngine {
  validate(input: WorkerInput, options?: ValidateOptions): Promise<ValidateResult>;
  info(): EngineInfo;
  prepare(): Promise<void>;
  fix(input: WorkerInput, options?: FixOptions): Promise<FixResult>;
  convert(input: WorkerInput, options: ConvertOptions): Promise<ConvertResult>;
  render(input: WorkerInput, options?: RenderOptions): Promise<RenderResult>;
  /** The invoice XML a hybrid PDF embeds, as its bytes (as the engine took it out to judge it). */
  invoiceXml(pdf: Uint8Array): Promise<Uint8Array>;
  terminate(): void;
}
