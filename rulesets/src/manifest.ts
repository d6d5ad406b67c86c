import type {
  BuiltArtefact,
  BuiltManifest,
  BuiltScenario,
  DocumentKind,
  FacturxProfile,
  Level,
  RulesetIntegrity,
  RulesetName,
} from '@einvoice/engine/manifest';

export { PAGE_FONTS } from '@einvoice/engine/manifest';
export type {
  BuiltArtefact,
  BuiltManifest,
  BuiltScenario,
  DocumentKind,
  FacturxProfile,
  Level,
  RulesetIntegrity,
  RulesetName,
};

/**
 * The artefacts the build turns into engine inputs, as the release registry describes them
 * (rulesets/src/releases/registry.ts).
 */

export type ArtefactKind = 'xsd' | 'schematron';

/** How a schematron artefact reaches XSLT: the owner's compiled XSLT, or our compiler from `.sch`. */
export type SchematronSource = { from: 'xslt'; path: string } | { from: 'sch'; path: string };

export interface XsdArtefact {
  kind: 'xsd';
  id: string;
  name: string;
  authority: string;
  version: string;
  /** Folder copied into the build, relative to RULESETS_DIR. */
  tree: string;
  /** Entry schema relative to `tree`. */
  entry: string;
}

export interface SchematronArtefact {
  kind: 'schematron';
  id: string;
  name: string;
  authority: string;
  version: string;
  source: SchematronSource;
  /** The `.sch` the compiled rules are built from (RULESETS_DIR-relative); defaults to a `sch` source. */
  rulesSource?: string;
  /** The rule set a caller pins by name (`options.ruleset_versions` of v1 validate): en16931, xrechnung, peppol. */
  ruleset: RulesetName;
  /**
   * Set on an earlier release kept addressable for pinning: the id of the default artefact it stands in for.
   * Scenarios name only defaults; an artefact without it is its rule set's default version.
   */
  alternativeOf?: string;
  /**
   * A code DB the rules read with `document()` (RULESETS_DIR-relative): the build inlines it into both
   * executors, so neither fetches a file at validation time (rulesets/src/facturx/inlineCodeDb.ts).
   */
  codeDb?: string;
}

export type Artefact = XsdArtefact | SchematronArtefact;
