import type { RulesetLoader } from './loader.ts';
import type { ValidateResult } from './types.ts';

/** Scenario ids a caller may force (KoSIT scenarios and the Peppol/EN 16931 fallbacks). */
export type ScenarioId = string;

/** What a caller hands to validate(): exactly one of the two fields (spec 4.1). */
export interface ValidateInput {
  xml?: unknown;
  xmlBase64?: unknown;
}

export interface ValidateOptions {
  /** Force the rule sets of a scenario instead of choosing by the specification identifier. */
  scenario?: ScenarioId;
  /**
   * Schematron executor: `compiled` (default) runs the rules compiled to JavaScript; `reference` runs the
   * official stylesheets in SaxonJS (the oracle of the differential test).
   */
  engine?: 'compiled' | 'reference';
}

/** Facts a host reports in /health: loaded artefacts and their versions. */
export interface EngineInfo {
  artefacts: { id: string; name: string; authority: string; version: string }[];
  scenarios: ScenarioId[];
}

/** One prepared engine: rule sets compiled once, then many validate() calls. */
export interface Engine {
  /** Validates a caller's input (or a ParsedDocument: repair and conversion hand over their one parse). */
  validate(input: ValidateInput, options?: ValidateOptions): Promise<ValidateResult>;
  info(): EngineInfo;
  /** Loads the schemas and compiled rules now rather than on first use (servers call it at start-up). */
  prepare(): Promise<void>;
}

export interface EngineConfig {
  loader: RulesetLoader;
}
