/**
 * The rulesets build's manifest as the engine reads it (`build/manifest.json` through its loader). The engine
 * owns these types; the rulesets build imports them from `@einvoice/engine/manifest` and writes to them.
 */

/** The document kinds a scenario is written for. */
export type DocumentKind = 'ubl-invoice' | 'ubl-creditnote' | 'cii' | 'cdar';

export type Level = 'error' | 'warning' | 'information';

/**
 * One validation scenario: which XSD and schematrons run for which specification identifier, and the
 * severity overrides applied before acceptance (KoSIT scenario semantics).
 */
export interface BuiltScenario {
  /** Stable slug, e.g. `xrechnung/ubl-invoice`. */
  id: string;
  /** The KoSIT scenario name, or ours for scenarios KoSIT does not configure. */
  name: string;
  /** True for scenarios taken from the KoSIT XRechnung configuration. */
  kosit: boolean;
  family:
    | 'xrechnung'
    | 'xrechnung-extension'
    | 'xrechnung-cvd'
    | 'en16931'
    | 'peppol'
    | 'facturx'
    | 'france-ctc'
    /** A national layer of the release registry (its `layer`): base scenario plus the owner's rules. */
    | 'national';
  /** The Factur-X / ZUGFeRD profile a `facturx` scenario judges (its schematron title's profile). */
  profile?: FacturxProfile;
  document: DocumentKind;
  /**
   * Specification identifier (BT-24) the scenario matches; `prefix` also matches longer identifiers. A
   * national layer may also ask for the seller's (BT-40) or buyer's (BT-55) country.
   */
  match: {
    specId: string;
    mode: 'equals' | 'text-equals' | 'prefix';
    sellerCountry?: string[];
    buyerCountry?: string[];
  };
  /** A national layer's scenario: the rule set, the owner's profile name and the country (verdict.format). */
  layer?: NationalLayer;
  xsd: string;
  schematrons: string[];
  customLevels: Record<string, Level>;
  /**
   * Why a customLevel was set by this service rather than by the KoSIT configuration the scenario was read
   * from (rulesets/src/releases/levelOverrides.json): the rule's note (en/de) and its source. Findings of
   * these rules carry the note; the validator command compares KoSIT files without them.
   */
  levelNotes?: Record<string, { note: { en: string; de: string }; source: string }>;
}

export interface NationalLayer {
  ruleset: string;
  profile: string;
  country: string;
}

export type FacturxProfile = 'MINIMUM' | 'BASIC WL' | 'BASIC' | 'EN 16931' | 'EXTENDED';

/**
 * Fonts the build copies beside the rule sets (DejaVu Sans, latin subset, WOFF 1.0, from @fontsource/dejavu-sans;
 * OFL/Bitstream Vera licence): the engine sets the pages of the Factur-X PDFs it makes in them, reading them
 * through the same loader in Node and the browser.
 */
export const PAGE_FONTS = {
  regular: 'fonts/dejavu-sans-latin-400-normal.woff',
  bold: 'fonts/dejavu-sans-latin-700-normal.woff',
} as const;

/** What the build writes as `build/manifest.json` and the engine reads through its loader. */
export interface BuiltManifest {
  builtFrom: string;
  /** The release registry (rulesets/src/releases/registry.json) as built: the one record of versions and dates. */
  releases: BuiltRelease[];
  artefacts: BuiltArtefact[];
  scenarios: BuiltScenario[];
  /**
   * SHA-256 (lower-case hex) of every file the build wrote besides this manifest, by build-relative path:
   * hosts check each file against it before use, so a truncated, removed or swapped file stops start-up.
   */
  integrity: RulesetIntegrity;
}

/** Whether the reference executor's stylesheets are built: every schematron artefact's SEF is in the table. */
export function referenceBuilt(manifest: Pick<BuiltManifest, 'artefacts' | 'integrity'>): boolean {
  return manifest.artefacts.every(
    (a) => a.kind !== 'schematron' || Object.hasOwn(manifest.integrity.files, a.sef),
  );
}

export interface RulesetIntegrity {
  algorithm: 'sha256';
  files: Record<string, string>;
}

/** Where a release's files come from: the folder of the rulesets root, the owner's archive and its pin. */
export interface ReleaseSource {
  id: string;
  folder: string;
  revision: string;
  url: string;
  archiveSha256: string | null;
}

/** A release as its users know it: the product line and that line's version ("XRechnung 3.0.2 schematron release", "2.6.0"). */
export interface ReleaseLabel {
  line: string;
  version: string;
}

/** The rule changes of a release whose files are not here, as its owner's release notes list them. */
export interface AnnouncedChanges {
  added: string[];
  removed: string[];
  /** Rules whose flag (warning, fatal) changed. */
  levelChanged: string[];
  /** Rules whose test or text changed. */
  changed: string[];
  breaking: boolean;
  source: { title: string; url: string; date: string | null };
}

/**
 * One rule release of the registry. It is in force from `inForceFrom` until the next release of its rule
 * set comes into force (`inForceUntil`, derived by the build: the day before that release's date).
 */
export interface BuiltRelease {
  ruleset: string;
  owner: string;
  version: string;
  published: string | null;
  inForceFrom: string | null;
  inForceUntil: string | null;
  /** False for a release known to exist whose files are not here: it never runs (see rulesets' registry). */
  installed: boolean;
  /** How the release's users name it (e.g. XRechnung's schematron releases by their own numbers). */
  label: ReleaseLabel;
  /** For a release not installed: its rule changes as the owner's release notes state them. */
  announcedChanges?: AnnouncedChanges;
  sources: ReleaseSource[];
  /** The owner's test files: folders of ../shared/corpus with reference verdicts in expected/<folder>.jsonl. */
  tests: string[];
  /** The build's artefact ids of this release. */
  artefacts: string[];
  /** A national layer's release: its profile, country and the scenario family it sits on. */
  layer?: { profile: string; country: string; base: string };
}

/**
 * The pinnable rule sets: en16931, xrechnung, peppol, facturx, france-ctc, extended-ctc-fr and every
 * national layer the registry declares (a registry entry, not a code change).
 */
export type RulesetName = string;

export type BuiltArtefact =
  | { kind: 'xsd'; id: string; name: string; authority: string; version: string; entry: string }
  | {
      kind: 'schematron';
      id: string;
      name: string;
      authority: string;
      version: string;
      /**
       * Where the SaxonJS stylesheet of the reference executor lies once built (`npm run setup -- --reference`):
       * a first start builds only the compiled rules, so the file exists exactly when `integrity` lists it.
       */
      sef: string;
      /** The stylesheet's content key: SHA-256 of the xslt3 version and the XSLT text it is compiled from. */
      sha256: string;
      /** Compiled rules (rules IR JSON) for the default executor, relative to the build root. */
      rules: string;
      ruleset: RulesetName;
      /** Present on a pinnable earlier release: the default artefact it replaces when pinned. */
      alternativeOf?: string;
    };
