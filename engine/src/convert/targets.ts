import type { ConvertTarget, ConvertTargetId } from './types.ts';

/** A target with what the output must declare and which rules judge it. */
export interface TargetSpec extends ConvertTarget {
  /** Specification identifier (BT-24) the output carries. */
  customizationId: string;
  /** Business process type (BT-23) the target requires, if any: it replaces the source's. */
  profileId: string | null;
  /** Business process type written when the source has none and the target's rules want one. */
  defaultProfileId: string | null;
  /** Scenario family the output is validated under (`facturx`: the Factur-X EN 16931 profile). */
  scenario: 'xrechnung' | 'peppol' | 'en16931' | 'facturx';
  /** The output is embedded in a Factur-X PDF/A-3B (ConvertResult.pdfBase64). */
  pdf?: boolean;
}

const XRECHNUNG = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
const PEPPOL = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const EN16931 = 'urn:cen.eu:en16931:2017';
// XRechnung's merged Peppol rule R001 wants a business process; Peppol billing is the one KoSIT's examples use.
const PEPPOL_BILLING = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/** The supported targets (spec 4.4, and the hybrid Factur-X PDF). */
export const TARGETS: readonly TargetSpec[] = [
  {
    id: 'xrechnung-ubl',
    label: 'XRechnung 3.0 (UBL)',
    syntax: 'UBL',
    customizationId: XRECHNUNG,
    profileId: null,
    defaultProfileId: PEPPOL_BILLING,
    scenario: 'xrechnung',
  },
  {
    id: 'xrechnung-cii',
    label: 'XRechnung 3.0 (CII)',
    syntax: 'CII',
    customizationId: XRECHNUNG,
    profileId: null,
    defaultProfileId: PEPPOL_BILLING,
    scenario: 'xrechnung',
  },
  {
    id: 'peppol-bis',
    label: 'Peppol BIS Billing 3.0 (UBL)',
    syntax: 'UBL',
    customizationId: PEPPOL,
    profileId: PEPPOL_BILLING,
    defaultProfileId: null,
    scenario: 'peppol',
  },
  {
    id: 'en16931-ubl',
    label: 'EN 16931 (UBL)',
    syntax: 'UBL',
    customizationId: EN16931,
    profileId: null,
    defaultProfileId: null,
    scenario: 'en16931',
  },
  {
    id: 'en16931-cii',
    label: 'EN 16931 (CII)',
    syntax: 'CII',
    customizationId: EN16931,
    profileId: null,
    defaultProfileId: null,
    scenario: 'en16931',
  },
  {
    // The Factur-X / ZUGFeRD EN 16931 profile shares the EN 16931 id; the output is judged by its own rules.
    id: 'factur-x',
    label: 'Factur-X / ZUGFeRD EN 16931 (PDF/A-3)',
    syntax: 'CII',
    customizationId: EN16931,
    profileId: null,
    defaultProfileId: null,
    scenario: 'facturx',
    pdf: true,
  },
];

/** Target ids announced but not yet converted to (details.planned of UNSUPPORTED_TARGET). */
export const PLANNED_TARGETS = ['nl-si-ubl', 'cius-ro', 'fatturapa', 'ksef-fa3'] as const;

/** The target with this id, if supported. */
export function targetById(id: string): TargetSpec | undefined {
  return TARGETS.find((t) => t.id === (id as ConvertTargetId));
}

/** The identity an output declares: BT-24, and BT-23 when it must be written (null: keep the source's). */
export interface OutputIdentity {
  customizationId: string;
  profileId: string | null;
}

/**
 * The identity of a conversion's output. An XRechnung extension or CVD invoice stays in its variant when
 * converted to XRechnung: the variant is XRechnung 3.0 plus content only its own rules admit, so declaring
 * plain XRechnung would make that content invalid rather than convert it.
 */
export function outputIdentity(
  target: TargetSpec,
  sourceSpecId: string | null,
  sourceHasProfile: boolean,
): OutputIdentity {
  const spec = sourceSpecId?.trim() ?? '';
  const variant = target.scenario === 'xrechnung' && spec.startsWith(`${XRECHNUNG}#`);
  return {
    customizationId: variant ? spec : target.customizationId,
    profileId: target.profileId ?? (sourceHasProfile ? null : target.defaultProfileId),
  };
}
