import type { BuiltRelease } from '@einvoice/engine/manifest';
import {
  createCountryQueries,
  createErrorCatalogue,
  createFacts,
  createRequirements,
  type Dataset,
} from '@einvoice/knowledge';
import { loadCatalogue, loadDataset, loadReleases } from '@einvoice/knowledge/node';
import type { Catalogue } from '@einvoice/rulesets';
import { createComplianceScore } from './complianceScore.ts';
import { createTimeline } from './timeline.ts';
import { createUpcoming } from './upcoming.ts';

/** Every knowledge query, built once from the dataset, the catalogue and the release registry (pure after construction). */
export function createKnowledge(
  dataset: Dataset = loadDataset(),
  catalogue: Catalogue = loadCatalogue(),
  releases: readonly BuiltRelease[] = loadReleases(),
) {
  const countries = createCountryQueries(dataset, catalogue);
  const errors = createErrorCatalogue(catalogue);
  return {
    dataset,
    countries,
    errors,
    timeline: createTimeline(dataset),
    requirements: createRequirements(dataset, catalogue, countries),
    facts: createFacts(dataset),
    upcoming: createUpcoming(dataset, catalogue, releases),
    score: createComplianceScore(dataset, countries, errors),
  };
}

export type Knowledge = ReturnType<typeof createKnowledge>;
