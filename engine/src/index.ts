export { extractInvoice } from './container/openInput.ts';
export { convert } from './convert/convert.ts';
export type * from './convert/types.ts';
export { createEngine } from './createEngine.ts';
export type {
  Engine,
  EngineConfig,
  EngineInfo,
  ScenarioId,
  ValidateInput,
  ValidateOptions,
} from './engine.ts';
export * from './errors.ts';
export { fix } from './fix/fix.ts';
export type * from './fix/types.ts';
export type { RulesetLoader } from './host/loader.ts';
export { renderInvoice } from './render/renderInvoice.ts';
export type * from './render/types.ts';
export type * from './types.ts';
