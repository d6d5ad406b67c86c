import type { BuiltScenario } from '../manifest.ts';
import { isInstalled, type RegistryRelease } from './registry.ts';

/**
 * The scenarios of the registry's national layers: for each layer (its newest installed release's
 * declaration), each document kind and each identifier the owner accepts, the base family's scenario for
 * that document with the layer's schematrons after the base's. Placed before every other scenario, so a
 * document a layer selects is judged by it (the identifiers are the owner's own, more specific than a base's).
 */
export function layerScenarios(
  releases: readonly RegistryRelease[],
  scenarios: readonly BuiltScenario[],
): BuiltScenario[] {
  const newest = new Map<string, RegistryRelease>();
  for (const r of releases) if (r.layer && isInstalled(r)) newest.set(r.ruleset, r);
  return [...newest.values()].flatMap((r) => {
    const layer = r.layer as NonNullable<RegistryRelease['layer']>;
    const own = r.artefacts.flatMap((a) => (a.kind === 'schematron' ? [a.base] : []));
    if (own.length === 0) throw new Error(`layer ${r.ruleset} ${r.version} has no schematron artefact`);
    const { customizationIds, mode, sellerCountry, buyerCountry } = layer.select;
    return layer.documents.flatMap((document) => {
      const base =
        scenarios.find((s) => s.family === layer.base && s.document === document) ??
        fail(`layer ${r.ruleset}: no ${layer.base} scenario for ${document} to sit on`);
      return customizationIds.map(
        (specId, i): BuiltScenario => ({
          id: `${r.ruleset}/${document}${i === 0 ? '' : `-${i + 1}`}`,
          name: `${layer.profile} (${r.owner}) on ${base.name}`,
          kosit: false,
          family: 'national',
          document,
          match: {
            specId,
            mode,
            ...(sellerCountry ? { sellerCountry } : {}),
            ...(buyerCountry ? { buyerCountry } : {}),
          },
          xsd: base.xsd,
          schematrons: [...base.schematrons, ...own],
          customLevels: base.customLevels,
          ...(base.levelNotes ? { levelNotes: base.levelNotes } : {}),
          layer: { ruleset: r.ruleset, profile: layer.profile, country: layer.country },
        }),
      );
    });
  });
}

function fail(message: string): never {
  throw new Error(message);
}
