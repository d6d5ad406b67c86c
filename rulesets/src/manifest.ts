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

/** Rule sets a caller can pin to a version. */

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
    ruleset: 'en16931',
    id: 'en16931-ubl',
    name: 'EN 16931 schematron (UBL)',
    authority: 'CEN/TC 434',
    version: '1.3.16',
    source: { from: 'xslt', path: 'en16931/ubl/xslt/EN16931-UBL-validation.xslt' },
    rulesSource: 'en16931/ubl/schematron/EN16931-UBL-validation.sch',
  },
  {
    kind: 'schematron',
    ruleset: 'en16931',
    id: 'en16931-cii',
    name: 'EN 16931 schematron (CII)',
    authority: 'CEN/TC 434',
    version: '1.3.16',
    source: { from: 'xslt', path: 'en16931/cii/xslt/EN16931-CII-validation.xslt' },
    rulesSource: 'en16931/cii/schematron/EN16931-CII-validation.sch',
  },
  // The previous CEN release, kept so callers can pin `en16931: 1.3.15` (SOURCES.md).
  {
    kind: 'schematron',
    ruleset: 'en16931',
    id: 'en16931-ubl-1.3.15',
    alternativeOf: 'en16931-ubl',
    name: 'EN 16931 schematron (UBL)',
    authority: 'CEN/TC 434',
    version: '1.3.15',
    source: { from: 'xslt', path: 'en16931-1.3.15/ubl/xslt/EN16931-UBL-validation.xslt' },
    rulesSource: 'en16931-1.3.15/ubl/schematron/EN16931-UBL-validation.sch',
  },
  {
    kind: 'schematron',
    ruleset: 'en16931',
    id: 'en16931-cii-1.3.15',
    alternativeOf: 'en16931-cii',
    name: 'EN 16931 schematron (CII)',
    authority: 'CEN/TC 434',
    version: '1.3.15',
    source: { from: 'xslt', path: 'en16931-1.3.15/cii/xslt/EN16931-CII-validation.xslt' },
    rulesSource: 'en16931-1.3.15/cii/schematron/EN16931-CII-validation.sch',
  },
  {
    kind: 'schematron',
    ruleset: 'xrechnung',
    id: 'xrechnung-ubl',
    name: 'XRechnung CIUS schematron (UBL)',
    authority: 'KoSIT',
    version: '3.0.2',
    source: { from: 'sch', path: 'xrechnung/schematron-merged/ubl/XRechnung-UBL-validation.sch' },
  },
  {
    kind: 'schematron',
    ruleset: 'xrechnung',
    id: 'xrechnung-cii',
    name: 'XRechnung CIUS schematron (CII)',
    authority: 'KoSIT',
    version: '3.0.2',
    source: { from: 'sch', path: 'xrechnung/schematron-merged/cii/XRechnung-CII-validation.sch' },
  },
  {
    kind: 'schematron',
    ruleset: 'peppol',
    id: 'peppol-ubl',
    name: 'Peppol BIS Billing 3.0 rules (UBL)',
    authority: 'OpenPEPPOL',
    version: '3.0.19',
    source: { from: 'sch', path: 'peppol-bis-3/schematron/PEPPOL-EN16931-UBL.sch' },
  },
  {
    kind: 'schematron',
    ruleset: 'peppol',
    id: 'peppol-cii',
    name: 'Peppol BIS Billing 3.0 rules (CII)',
    authority: 'OpenPEPPOL',
    version: '3.0.19',
    source: { from: 'sch', path: 'peppol-bis-3/schematron/PEPPOL-EN16931-CII.sch' },
  },
  ...FACTURX_ARTEFACTS,
];
