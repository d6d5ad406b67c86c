import type { Engine, EngineConfig } from './engine.ts';
import { validatePipeline } from './pipeline.ts';
import { createRuntime } from './runtime.ts';

/** Prepares an engine: reads the rulesets manifest once; stylesheets and schemas load on first use. */
export async function createEngine(config: EngineConfig): Promise<Engine> {
  const rt = await createRuntime(config.loader);
  return {
    validate: (input, options) => validatePipeline(rt, input, options),
    // What the default path uses: the schemas and the compiled rules. The SaxonJS stylesheets of the
    // reference executor load on first use of `engine: 'reference'`.
    prepare: async () => {
      await rt.schemas();
      await Promise.all(
        rt.manifest.artefacts.filter((a) => a.kind === 'schematron').map((a) => rt.rules(a.id)),
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
