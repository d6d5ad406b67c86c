import type { BuiltManifest, BuiltScenario, DocumentKind } from '@einvoice/engine/manifest';
import { type ReleaseStatus, releaseInForce, releasesOn, todayUtc } from '@einvoice/engine/releases';
import type { Catalogue } from '@einvoice/rulesets';

/** What the knowledge queries read of the rules build's manifest: the registry's releases and the layers' scenarios. */
export type LayerManifest = Pick<BuiltManifest, 'releases' | 'scenarios'>;

/**
 * A national layer as /v1/rules/{country} and /v1/countries/{code} state it, all from the release registry as
 * built (never restated): the owner's profile and country, the release that judges on the day asked, its dates,
 * the base it sits on and the rule that selects a document for it.
 */
export interface NationalLayerFacts {
  ruleset: string;
  profile: string;
  country: string;
  owner: string;
  version: string;
  published: string | null;
  inForceFrom: string | null;
  inForceUntil: string | null;
  status: ReleaseStatus;
  /** The scenario family the layer sits on (its XSD and schematrons run first): `en16931` or `peppol`. */
  base: string;
  /**
   * Which documents the layer judges: those of these kinds whose specification identifier (BT-24) equals
   * (`equals`) or starts with (`prefix`) one of `customizationIds`, and, where the owner asks, whose seller's
   * (BT-40) or buyer's (BT-55) country is listed. Every other document is judged without the layer.
   */
  appliesTo: {
    documents: DocumentKind[];
    customizationIds: string[];
    match: BuiltScenario['match']['mode'];
    sellerCountry: string[] | null;
    buyerCountry: string[] | null;
  };
  /** The rule ids only this layer holds (not the EN 16931 or Peppol rules its owner's file repeats). */
  ruleIds: string[];
  /** The layer's rules in the error catalogue. */
  catalogue: string;
}

/** The manifest's layers, by country code, as judged on `today` (the installed release in force then). */
export function nationalLayers(
  manifest: LayerManifest,
  catalogue: Catalogue,
  today = todayUtc(),
): NationalLayerFacts[] {
  const standing = releasesOn(manifest.releases, today);
  const rulesets = [...new Set(manifest.releases.flatMap((r) => (r.layer ? [r.ruleset] : [])))];
  return rulesets.flatMap((ruleset) => {
    const installed = manifest.releases.filter((r) => r.ruleset === ruleset && r.installed !== false);
    const release = releaseInForce(installed, today);
    const scenarios = manifest.scenarios.filter((s) => s.layer?.ruleset === ruleset);
    const first = scenarios[0];
    if (!release?.layer || !first) return [];
    const own = catalogue.entries.filter(
      (e) => e.appearances.length > 0 && e.appearances.every((a) => a.ruleset === ruleset),
    );
    return [
      {
        ruleset,
        profile: release.layer.profile,
        country: release.layer.country,
        owner: release.owner,
        version: release.version,
        published: release.published,
        inForceFrom: release.inForceFrom,
        inForceUntil: release.inForceUntil,
        status:
          standing.find((r) => r.ruleset === ruleset && r.version === release.version)?.status ?? 'in-force',
        base: release.layer.base,
        appliesTo: {
          documents: [...new Set(scenarios.map((s) => s.document))],
          customizationIds: [...new Set(scenarios.map((s) => s.match.specId))],
          match: first.match.mode,
          sellerCountry: first.match.sellerCountry ?? null,
          buyerCountry: first.match.buyerCountry ?? null,
        },
        ruleIds: own.map((e) => e.ruleId),
        catalogue: `/api/v1/errors?ruleset=${ruleset}`,
      },
    ];
  });
}
