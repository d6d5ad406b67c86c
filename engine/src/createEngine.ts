import type { EngineConfig, InspectResult, LocalEngine } from './engine.ts';
import { fail } from './errors.ts';
import type { BuiltArtefact, BuiltManifest } from './manifest.ts';
import { type InvoiceMetadata, metadataOf } from './model/invoiceMetadata.ts';
import { validatePipeline } from './pipeline.ts';
import { createRuntime } from './runtime.ts';
import { rulesetVersions } from './scenario/chooseReleases.ts';

/** Prepares an engine: reads the rulesets manifest once; stylesheets and schemas load on first use. */
export async function createEngine(config: EngineConfig): Promise<LocalEngine> {
  const rt = await createRuntime(config.loader, config.sha256);
  return {
    validate: (input, options) => validatePipeline(rt, input, options),
    inspect: async (input, options) => {
      let metadata: InvoiceMetadata = {};
      const chosen: { scenario?: InspectResult['scenario'] } = {};
      const result = await validatePipeline(
        rt,
        input,
        options,
        (tree) => {
          metadata = metadataOf(tree);
        },
        ({ scenario, kositMatch }) => {
          chosen.scenario = { id: scenario.id, name: scenario.name, kosit: kositMatch };
        },
      );
      // validatePipeline chooses the scenario before it can return a result.
      if (!chosen.scenario) throw new Error('validation returned without choosing a scenario');
      return { result, metadata, scenario: chosen.scenario };
    },
    resource: (path) => config.loader.bytes(path),
    // What the default path uses: the schemas and the compiled rules. The SaxonJS stylesheets of the
    // reference executor load on first use of `engine: 'reference'`; earlier releases kept for pinning
    // load when first pinned.
    prepare: async (scenarios) => {
      if (scenarios) {
        const chosen = scenarios.map(
          (id) =>
            rt.manifest.scenarios.find((s) => s.id === id) ?? fail('INVALID_OPTION', `no scenario ${id}`),
        );
        await Promise.all(chosen.flatMap((s) => [rt.xsd(s.xsd), ...s.schematrons.map((id) => rt.rules(id))]));
        return;
      }
      await rt.schemas();
      // The Factur-X stylesheets (40 MB of SEF, for the few hybrid invoices) load on first use instead.
      await Promise.all(
        rt.manifest.artefacts
          .filter((a) => a.kind === 'schematron')
          .filter((a) => isPreparedByDefault(rt.manifest, a))
          .map((a) => rt.rules(a.id)),
      );
    },
    info: () => ({
      artefacts: rt.manifest.artefacts.map((a) => ({
        id: a.id,
        name: a.name,
        authority: a.authority,
        version: a.version,
        ruleset: a.kind === 'schematron' ? a.ruleset : null,
      })),
      scenarios: [...new Set(rt.manifest.scenarios.map((s) => s.family))],
      rulesets: rulesetVersions(rt.manifest),
      releases: rt.manifest.releases,
      integrity: rt.manifest.integrity,
      layers: rt.manifest.scenarios.flatMap((s) =>
        s.layer
          ? [
              {
                ruleset: s.layer.ruleset,
                document: s.document,
                scenario: s.id,
                customizationId: s.match.specId,
              },
            ]
          : [],
      ),
    }),
  };
}

/** Rule sets loaded only when a document or a caller asks for them (Factur-X profiles, France's rules). */
const ON_REQUEST = new Set(['facturx', 'france-ctc', 'extended-ctc-fr']);

/**
 * Rule sets the default path loads up front: not the releases kept for pinning, not those loaded on request, and
 * no national layer (a layer runs only for the documents it selects, so its rules load with the first of them).
 */
export function isPreparedByDefault(
  manifest: BuiltManifest,
  a: Extract<BuiltArtefact, { kind: 'schematron' }>,
): boolean {
  if (a.alternativeOf || ON_REQUEST.has(a.ruleset ?? '')) return false;
  return !manifest.releases.some((r) => r.layer && r.artefacts.includes(a.id));
}
