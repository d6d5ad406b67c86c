import { createCountryQueries, createErrorCatalogue, createRequirements } from '@einvoice/knowledge';

/** The knowledge queries the Rules view answers from, built from the bundled data (the proxy's same logic). */
export type Knowledge = Awaited<ReturnType<typeof build>>;

async function build() {
  const { catalogue, layers, dataset } = (await import('virtual:knowledge-data')).default;
  const countries = dataset ? createCountryQueries(dataset, catalogue, layers) : null;
  return {
    catalogue,
    errors: createErrorCatalogue(catalogue),
    dataset,
    countries,
    requirements: dataset && countries ? createRequirements(dataset, catalogue, countries) : null,
  };
}

let loading: Promise<Knowledge> | null = null;

/** Fetches the data chunk once (the service worker caches it); a failed fetch may be retried. */
export function loadKnowledge(): Promise<Knowledge> {
  loading ??= build().catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}
