import type { RulesetLoader } from './loader.ts';
import type { BuiltRelease, DocumentKind, RulesetIntegrity } from './manifest.ts';
import type { InvoiceMetadata } from './model/invoiceMetadata.ts';
import type { RulesetVersions } from './scenario/chooseReleases.ts';
import type { Sha256Hex } from './sha256Hex.ts';
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
  /**
   * Rule set → version to run instead of the default (e.g. `{ en16931: '1.3.15' }`); every version the build
   * ships is addressable, anything else is INVALID_OPTION.
   */
  rulesetVersions?: Readonly<Record<string, unknown>>;
  /**
   * Run the releases in force on a date instead of today's: "YYYY-MM-DD", or "issueDate" for the
   * invoice's own issue date (BT-2). Pins win over it.
   */
  asOf?: unknown;
  /** Also judge under the next release of each rule set and report the difference (ValidateResult.preview). */
  preview?: boolean;
  /**
   * Locations listed per rule in `findings` (default MAX_LOCATIONS_PER_RULE, 100); counts stay exact.
   * Repair and conversion read every location, so they ask for all of them.
   */
  maxLocationsPerRule?: number;
}

/** A validation with the invoice's metadata. */
export interface InspectResult {
  result: ValidateResult;
  metadata: InvoiceMetadata;
  /**
   * The scenario whose rule sets ran; `kosit` is true only when the KoSIT configuration's own match selected
   * it (false for a forced scenario, Peppol or the EN 16931 fallback), which is when KoSIT reports a match.
   */
  scenario: { id: string; name: string; kosit: boolean };
}

/** Facts a host reports in /health: loaded artefacts and their versions, and the build's file hashes. */
export interface EngineInfo {
  artefacts: {
    id: string;
    name: string;
    authority: string;
    version: string;
    /** The pinnable rule set a schematron belongs to; null for schemas. */
    ruleset: string | null;
  }[];
  scenarios: ScenarioId[];
  /** Pinnable rule sets with every version shipped and the default. */
  rulesets: RulesetVersions[];
  /** The release registry as built: every release with its dates, source pin and the owner's tests. */
  releases: BuiltRelease[];
  /** The SHA-256 of every rulesets build file, as the manifest records and the host checked them. */
  integrity: RulesetIntegrity;
  /** The national layers' scenarios, in the build's order: what a conversion to a layer declares and runs. */
  layers: LayerScenario[];
}

/** A national layer's scenario in the build: the identifier (BT-24) it selects by, per document kind. */
export interface LayerScenario {
  /** The layer's rule set in the release registry (`cius-ro`). */
  ruleset: string;
  document: DocumentKind;
  /** The scenario id, which validate() takes as a forced scenario. */
  scenario: string;
  customizationId: string;
}

/** One prepared engine: rule sets compiled once, then many validate() calls. */
export interface Engine {
  /** Validates a caller's input (or a ParsedDocument: repair and conversion hand over their one parse). */
  validate(input: ValidateInput, options?: ValidateOptions): Promise<ValidateResult>;
  info(): EngineInfo;
  /**
   * Loads the schemas and compiled rules now rather than on first use: those of the default path, or only those
   * of the given scenarios (a server prepares its most common one and loads the others on first use).
   */
  prepare(scenarios?: readonly ScenarioId[]): Promise<void>;
  /** A file of the rulesets build that is no rule set (the page fonts of produced PDFs); engines over a loader have it. */
  resource?(path: string): Promise<Uint8Array>;
}

/** An in-process engine: also reads the earlier interface's invoice metadata from the same parse. */
export interface LocalEngine extends Engine {
  /** validate() plus the invoice facts of spec 2.4 `metadata`. */
  inspect(input: ValidateInput, options?: ValidateOptions): Promise<InspectResult>;
}

export interface EngineConfig {
  loader: RulesetLoader;
  /**
   * The digest of each validated document (`sha256` of the result); Web Crypto's by default. Node hosts pass
   * node:crypto's: Web Crypto's `digest` goes through the thread pool, 0.1–0.15 ms for a typical invoice in a
   * loaded server against ~0.015 ms in the calling thread.
   */
  sha256?: Sha256Hex;
}
