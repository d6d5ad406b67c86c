/**
 * The pinned official artefacts (see ../shared/rulesets/SOURCES.md): what the build turns into
 * engine inputs. Versions are the owners' published versions for this pin.
 */
import { FACTURX_ARTEFACTS } from './facturx/facturxArtefacts.ts';

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
  /**
   * A code DB the rules read with `document()` (RULESETS_DIR-relative): the build inlines it into both
   * executors, so neither fetches a file at validation time (rulesets/src/facturx/inlineCodeDb.ts).
   */
  codeDb?: string;
}

export type Artefact = XsdArtefact | SchematronArtefact;

export const ARTEFACTS: readonly Artefact[] = [
  {
    kind: 'xsd',
    id: 'xsd-ubl-invoice',
    name: 'UBL 2.1 Invoice XML Schema',
    authority: 'OASIS UBL TC',
    version: '2.1',
    tree: 'ubl-2.1/xsd',
    entry: 'maindoc/UBL-Invoice-2.1.xsd',
  },
  {
    kind: 'xsd',
    id: 'xsd-ubl-creditnote',
    name: 'UBL 2.1 CreditNote XML Schema',
    authority: 'OASIS UBL TC',
    version: '2.1',
    tree: 'ubl-2.1/xsd',
    entry: 'maindoc/UBL-CreditNote-2.1.xsd',
  },
  {
    kind: 'xsd',
    id: 'xsd-cii',
    name: 'UN/CEFACT Cross Industry Invoice D16B XML Schema',
    authority: 'UN/CEFACT',
    version: 'D16B',
    tree: 'cii-d16b/xsd',
    entry: 'uncoupled clm/CII/uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd',
  },
  {
    kind: 'schematron',
    id: 'en16931-ubl',
    name: 'EN 16931 schematron (UBL)',
    authority: 'CEN/TC 434',
    version: '1.3.16',
    source: { from: 'xslt', path: 'en16931/ubl/xslt/EN16931-UBL-validation.xslt' },
    rulesSource: 'en16931/ubl/schematron/EN16931-UBL-validation.sch',
  },
  {
    kind: 'schematron',
    id: 'en16931-cii',
    name: 'EN 16931 schematron (CII)',
    authority: 'CEN/TC 434',
    version: '1.3.16',
    source: { from: 'xslt', path: 'en16931/cii/xslt/EN16931-CII-validation.xslt' },
    rulesSource: 'en16931/cii/schematron/EN16931-CII-validation.sch',
  },
  {
    kind: 'schematron',
    id: 'xrechnung-ubl',
    name: 'XRechnung CIUS schematron (UBL)',
    authority: 'KoSIT',
    version: '3.0.2',
    source: { from: 'sch', path: 'xrechnung/schematron-merged/ubl/XRechnung-UBL-validation.sch' },
  },
  {
    kind: 'schematron',
    id: 'xrechnung-cii',
    name: 'XRechnung CIUS schematron (CII)',
    authority: 'KoSIT',
    version: '3.0.2',
    source: { from: 'sch', path: 'xrechnung/schematron-merged/cii/XRechnung-CII-validation.sch' },
  },
  {
    kind: 'schematron',
    id: 'peppol-ubl',
    name: 'Peppol BIS Billing 3.0 rules (UBL)',
    authority: 'OpenPEPPOL',
    version: '3.0.19',
    source: { from: 'sch', path: 'peppol-bis-3/schematron/PEPPOL-EN16931-UBL.sch' },
  },
  {
    kind: 'schematron',
    id: 'peppol-cii',
    name: 'Peppol BIS Billing 3.0 rules (CII)',
    authority: 'OpenPEPPOL',
    version: '3.0.19',
    source: { from: 'sch', path: 'peppol-bis-3/schematron/PEPPOL-EN16931-CII.sch' },
  },
  ...FACTURX_ARTEFACTS,
];

/** The document kinds a scenario is written for. */
export type DocumentKind = 'ubl-invoice' | 'ubl-creditnote' | 'cii';

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
  family: 'xrechnung' | 'xrechnung-extension' | 'xrechnung-cvd' | 'en16931' | 'peppol' | 'facturx';
  /** The Factur-X / ZUGFeRD profile a `facturx` scenario judges (its schematron title's profile). */
  profile?: FacturxProfile;
  document: DocumentKind;
  /** Specification identifier (BT-24) the scenario matches; `prefix` also matches longer identifiers. */
  match: { specId: string; mode: 'equals' | 'text-equals' | 'prefix' };
  xsd: string;
  schematrons: string[];
  customLevels: Record<string, Level>;
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
  artefacts: BuiltArtefact[];
  scenarios: BuiltScenario[];
}

export type BuiltArtefact =
  | { kind: 'xsd'; id: string; name: string; authority: string; version: string; entry: string }
  | {
      kind: 'schematron';
      id: string;
      name: string;
      authority: string;
      version: string;
      sef: string;
      sha256: string;
      /** Compiled rules (rules IR JSON) for the default executor, relative to the build root. */
      rules: string;
    };
