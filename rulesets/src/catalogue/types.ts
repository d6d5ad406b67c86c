/** The error catalogue the rulesets build writes as `build/catalogue.json` (served by `/api/v1/errors`). */

export type CatalogueSeverity = 'error' | 'warning' | 'info';

export interface CatalogueText {
  en: string;
  de: string | null;
  /** Where the engine has a French text (rule texts, term names); absent otherwise. */
  fr?: string | null;
}

/** One artefact (rule set, syntax, version) a rule appears in, with the level its flag gives. */
export interface CatalogueAppearance {
  artefact: string;
  /** Rule set family: `en16931`, `xrechnung`, `peppol`, `xsd` (the artefact id without its syntax). */
  ruleset: string;
  name: string;
  authority: string;
  version: string;
  syntax: 'UBL' | 'CII';
  flag: string | null;
  severity: CatalogueSeverity;
  /** Short hash of the rule's context and test: two versions with different hashes check differently. */
  testHash: string | null;
}

/** Where a scenario's KoSIT customLevel changes the rule's severity. */
export interface CatalogueOverride {
  scenario: string;
  severity: CatalogueSeverity;
}

/** A corpus document that breaks (or keeps) the rule, by file and, for VEFA testSets, the test's index. */
export interface CatalogueExample {
  corpus: string;
  file: string;
  test: number | null;
  location: string | null;
}

export interface CatalogueEntry {
  ruleId: string;
  kind: 'schematron' | 'xsd';
  appearances: CatalogueAppearance[];
  /** Most severe level over the appearances, before scenario overrides. */
  severity: CatalogueSeverity;
  overrides: CatalogueOverride[];
  terms: { id: string; name: CatalogueText }[];
  /**
   * The owner's message in the language the owner publishes it (KoSIT writes most XRechnung rules in German,
   * FNFE its French rules in French).
   */
  message: { en: string | null; de: string | null; fr?: string | null };
  plain: CatalogueText;
  howToFix: CatalogueText;
  /** `engine`: the engine's own rule text; `generated`: the generic text built from message and terms. */
  textSource: 'engine' | 'generated';
  repair: 'auto' | 'input' | 'blocked';
  /** ISO country codes of national rules (BR-DE-*, Peppol `XX-R-nnn`). */
  countries: string[];
  examples: { failing: CatalogueExample | null; passing: CatalogueExample | null };
}

export interface Catalogue {
  rulesets: { ruleset: string; artefact: string; name: string; authority: string; version: string }[];
  entries: CatalogueEntry[];
}
