import type { RulesetLoader } from './host/loader.ts';
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
  validate(input: ValidateInput, options?: ValidateOptions): Promise<ValidateResult>;
  info(): EngineInfo;
  /** Loads every schema and stylesheet now rather than on first use (servers call it at start-up). */
  prepare(): Promise<void>;
  /** A file of the rulesets build that is no rule set (the page fonts of produced PDFs); engines over a loader have it. */
  resource?(path: string): Promise<Uint8Array>;
}

export interface EngineConfig {
  loader: RulesetLoader;
}
