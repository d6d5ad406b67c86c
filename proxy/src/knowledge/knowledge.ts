import {
  createCountryQueries,
  createErrorCatalogue,
  createFacts,
  createRequirements,
  type Dataset,
  type LayerManifest,
} from '@einvoice/knowledge';
import { loadCatalogue, loadDataset, loadLayerManifest } from '@einvoice/knowledge/node';
import type { Catalogue } from '@einvoice/rulesets';
import { createComplianceScore } from './complianceScore.ts';
import { createTimeline } from './timeline.ts';
import { createUpcoming } from './upcoming.ts';

/**
 * Every knowledge query, built once from the dataset, the catalogue and the release registry with the national
 * layers' scenarios (pure after construction).
 */
export function createKnowledge(
  dataset: Dataset = loadDataset(),
  catalogue: Catalogue = loadCatalogue(),
  manifest: LayerManifest = loadLayerManifest(),
) {
  const countries = createCountryQueries(dataset, catalogue, manifest);
  const errors = createErrorCatalogue(catalogue);
  return {
    dataset,
    countries,
    errors,
    timeline: createTimeline(dataset),
    requirements: createRequirements(dataset, catalogue, countries),
    facts: createFacts(dataset),
    upcoming: createUpcoming(dataset, catalogue, manifest.releases),
    score: createComplianceScore(dataset, countries, errors),
  };
}

export type Knowledge = ReturnType<typeof createKnowledge>;
