import { FACTURX_PROFILES } from '../facturx/facturxArtefacts.ts';
import type { BuiltScenario, DocumentKind } from '../manifest.ts';

/**
 * The identifier some implementers put in BT-24 for FNFE's EXTENDED-CTC-FR profile; no FNFE artefact defines
 * one (../shared/rulesets/france-ctc-1.4.0.03/SOURCES.md), so the engine matches the substring
 * `extended-ctc-fr` (engine/src/scenario/franceScenario.ts) and this is the id the scenario records.
 */
export const EXTENDED_CTC_FR_ID = 'urn:cen.eu:en16931:2017#conformant#urn.cpro.gouv.fr:1p0:extended-ctc-fr';

/** The CDAR guideline ids of BR-FR-CDV-02 share this prefix (`…:invoice`, `…:einvoicingF2`). */
export const CDAR_GUIDELINE_PREFIX = 'urn.cpro.gouv.fr:1p0:CDV:';

/** Factur-X profiles the reform names (FNFE note 1.4.0 §1): BASIC WL, EN 16931, EXTENDED. */
const REFORM_FACTURX = ['basic-wl', 'en16931', 'extended'];

const scenario = (
  id: string,
  name: string,
  document: DocumentKind,
  specId: string,
  xsd: string,
  schematrons: string[],
  mode: BuiltScenario['match']['mode'] = 'equals',
): BuiltScenario => ({
  id: `france-ctc/${id}`,
  name: `France CTC ${name}`,
  kosit: false,
  family: 'france-ctc',
  document,
  match: { specId, mode },
  xsd,
  schematrons,
  customLevels: {},
});

/**
 * FNFE's order of checks (explanatory note 1.4.0 §1): the syntax's or profile's XSD, the profile's
 * schematron, then the French rules of the syntax (`france-ctc-*`, the release chosen like any rule set);
 * a CDAR lifecycle message gets its XSD and the CDAR rules. Listed after every other scenario: an
 * identifier another scenario matches keeps that scenario unless the caller asks for the French rules,
 * and the first scenario per document is the one a bare request for them takes (EN 16931 → CEN).
 */
export function franceScenarios(): BuiltScenario[] {
  const ubl = (['ubl-invoice', 'ubl-creditnote'] as const).flatMap((document) => [
    scenario(
      document,
      `EN 16931 (${document === 'ubl-invoice' ? 'UBL Invoice' : 'UBL CreditNote'})`,
      document,
      'urn:cen.eu:en16931:2017',
      `xsd-${document}`,
      ['en16931-ubl', 'france-ctc-ubl'],
    ),
    scenario(
      `extended-ctc-fr-${document}`,
      `EXTENDED-CTC-FR (${document === 'ubl-invoice' ? 'UBL Invoice' : 'UBL CreditNote'})`,
      document,
      EXTENDED_CTC_FR_ID,
      `xsd-${document}`,
      ['extended-ctc-fr-ubl', 'france-ctc-ubl'],
    ),
  ]);
  const cii = [
    scenario('cii', 'EN 16931 (CII)', 'cii', 'urn:cen.eu:en16931:2017', 'xsd-cii-d22b', [
      'en16931-cii',
      'france-ctc-cii',
    ]),
    scenario('extended-ctc-fr-cii', 'EXTENDED-CTC-FR (CII)', 'cii', EXTENDED_CTC_FR_ID, 'xsd-cii-d22b', [
      'extended-ctc-fr-cii',
      'france-ctc-cii',
    ]),
    ...FACTURX_PROFILES.filter((p) => REFORM_FACTURX.includes(p.slug)).flatMap((p) =>
      p.specIds.map((specId) =>
        scenario(
          `facturx-${p.slug}${specId.includes('zugferd') ? '-zugferd' : ''}`,
          `Factur-X ${p.profile} (CII)`,
          'cii',
          specId,
          `xsd-facturx-${p.slug}`,
          [`facturx-${p.slug}`, 'france-ctc-cii'],
        ),
      ),
    ),
  ];
  const cdar = scenario(
    'cdar',
    'lifecycle status (CDAR)',
    'cdar',
    CDAR_GUIDELINE_PREFIX,
    'xsd-cdar-d22b',
    ['france-ctc-cdar'],
    'prefix',
  );
  return [...ubl, ...cii, cdar];
}
