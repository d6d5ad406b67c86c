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
export type { RulesetLoader } from './host/loader.ts';
export type * from './types.ts';
