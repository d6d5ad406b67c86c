import type { Engine, EngineConfig } from './engine.ts';
import { validatePipeline } from './pipeline.ts';
import { createRuntime } from './runtime.ts';

/** Prepares an engine: reads the rulesets manifest once; stylesheets and schemas load on first use. */
export async function createEngine(config: EngineConfig): Promise<Engine> {
  const rt = await createRuntime(config.loader);
  return {
    validate: (input, options) => validatePipeline(rt, input, options),
    resource: (path) => config.loader.bytes(path),
    prepare: async () => {
      await rt.schemas();
      // The Factur-X stylesheets (40 MB of SEF, for the few hybrid invoices) load on first use instead.
      await Promise.all(
        rt.manifest.artefacts
          .filter((a) => a.kind === 'schematron' && !a.id.startsWith('facturx-'))
          .map((a) => rt.stylesheet(a.id)),
      );
    },
    info: () => ({
      artefacts: rt.manifest.artefacts.map(({ id, name, authority, version }) => ({
        id,
        name,
        authority,
        version,
      })),
      scenarios: [...new Set(rt.manifest.scenarios.map((s) => s.family))],
    }),
  };
}
