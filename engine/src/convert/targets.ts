import type { LayerScenario } from '../engine.ts';
import { fail } from '../errors.ts';
import type { ConvertTarget, ConvertTargetId } from './types.ts';

/** A target with what the output must declare and which rules judge it. */
export interface TargetSpec extends ConvertTarget {
  /**
   * Specification identifier (BT-24) the output carries; null for a national layer's target, whose identifier is
   * the one the layer's registry entry selects by (`layer`, resolved from the build by `withLayerIdentity`).
   */
  customizationId: string | null;
  /** Business process type (BT-23) the target requires, if any: it replaces the source's. */
  profileId: string | null;
  /** Business process type written when the source has none and the target's rules want one. */
  defaultProfileId: string | null;
  /**
   * Scenario family the output is validated under (`facturx`: the Factur-X EN 16931 profile), or for a national
   * layer's target the layer's rule set in the release registry (`cius-ro`): its scenario judges the output.
   */
  scenario: 'xrechnung' | 'peppol' | 'en16931' | 'facturx' | NationalLayerId;
  /** A national layer's target: the output is judged by the layer's own scenario, forced by its id. */
  layer?: NationalLayerId;
  /** The output is embedded in a Factur-X PDF/A-3B (ConvertResult.pdfBase64). */
  pdf?: boolean;
}

const XRECHNUNG = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
const PEPPOL = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const EN16931 = 'urn:cen.eu:en16931:2017';
// XRechnung's merged Peppol rule R001 wants a business process; Peppol billing is the one KoSIT's examples use.
const PEPPOL_BILLING = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/** The national layers of the release registry a conversion targets (their `ruleset` ids). */
export type NationalLayerId = 'cius-ro' | 'si-ubl' | 'ublbe' | 'hr-cius';

// A layer's target: UBL like every layer the registry declares, judged by the layer's scenario.
function layerTarget(id: ConvertTargetId, label: string, layer: NationalLayerId): TargetSpec {
  return {
    id,
    label,
    syntax: 'UBL',
    customizationId: null,
    profileId: null,
    defaultProfileId: null,
    scenario: layer,
    layer,
  };
}

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
  layerTarget('cius-ro', 'CIUS-RO (RO e-Factura, UBL)', 'cius-ro'),
  layerTarget('nl-si-ubl', 'SI-UBL 2.0 / NLCIUS (UBL)', 'si-ubl'),
  layerTarget('ublbe', 'UBL.BE (UBL)', 'ublbe'),
  layerTarget('hr-cius', 'HR-CIUS (Fiskalizacija 2.0, UBL)', 'hr-cius'),
];

/** Target ids announced but not yet converted to (details.planned of UNSUPPORTED_TARGET). */
export const PLANNED_TARGETS = ['fatturapa', 'ksef-fa3'] as const;

/** The target with this id, if supported. */
export function targetById(id: string): TargetSpec | undefined {
  return TARGETS.find((t) => t.id === (id as ConvertTargetId));
}

/**
 * The target with its identifier: a layer's target takes the first identifier the layer's registry entry
 * selects by, as the build's scenarios carry it (the registry is the one record of it). A build without the
 * layer cannot judge such an output: the target is refused (UNSUPPORTED_TARGET), never judged by other rules.
 */
export function withLayerIdentity(
  target: TargetSpec,
  layers: readonly LayerScenario[],
): TargetSpec & { customizationId: string } {
  if (target.customizationId !== null) return { ...target, customizationId: target.customizationId };
  const own = layers.find((l) => l.ruleset === target.layer);
  if (!own)
    return fail(
      'UNSUPPORTED_TARGET',
      `Conversion target '${target.id}' needs the ${target.layer} rules, which this build does not have.`,
      {
        target: target.id,
        supported: TARGETS.filter((t) => !t.layer || layers.some((l) => l.ruleset === t.layer)).map(
          (t) => t.id,
        ),
        planned: [...PLANNED_TARGETS],
      },
    );
  return { ...target, customizationId: own.customizationId };
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
  target: TargetSpec & { customizationId: string },
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
