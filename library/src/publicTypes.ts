// What every entry of the package exports beside its constructor: the engine's answer types and its errors.
export type {
  Answer,
  ConvertOptions,
  ConvertResult,
  EngineErrorData,
  EngineInfo,
  ErrorCode,
  Finding,
  FixOptions,
  FixResult,
  InspectResult,
  InvoiceDiff,
  Remediation,
  RenderOptions,
  RenderResult,
  RulesetLoader,
  ValidateInput,
  ValidateOptions,
  ValidateResult,
} from '@einvoice/engine';
export { asComplexityLimit, EngineError, isEngineError, toErrorData } from '@einvoice/engine/errors';
export type { HostOptions, InvoiceInput, Validator } from './createValidator.ts';
