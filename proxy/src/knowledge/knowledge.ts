import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalogue } from '@einvoice/rulesets';
import { createComplianceScore } from './complianceScore.ts';
import { createCountryQueries } from './countries.ts';
import { type Dataset, loadDataset } from './dataset.ts';
import { createErrorCatalogue } from './errorCatalogue.ts';
import { createFacts } from './facts.ts';
import { createRequirements } from './requirements.ts';
import { createTimeline } from './timeline.ts';
import { createUpcoming } from './upcoming.ts';

/** The rulesets build beside the repository's packages (RULESETS_BUILD_DIR overrides, as for the engine). */
const DEFAULT_BUILD_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../rulesets/build',
);

/** Reads `catalogue.json` of the rulesets build; without it the server does not start. */
export function loadCatalogue(dir = process.env.RULESETS_BUILD_DIR ?? DEFAULT_BUILD_DIR): Catalogue {
  const file = path.join(dir, 'catalogue.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
  } catch (err) {
    throw new Error(`${file} is missing or unreadable (run \`npm run build -w rulesets\`): ${String(err)}`);
  }
}

/** Every knowledge query, built once from the dataset and the catalogue (pure after construction). */
export function createKnowledge(dataset: Dataset = loadDataset(), catalogue: Catalogue = loadCatalogue()) {
  const countries = createCountryQueries(dataset, catalogue);
  const errors = createErrorCatalogue(catalogue);
  return {
    dataset,
    countries,
    errors,
    timeline: createTimeline(dataset),
    requirements: createRequirements(dataset, catalogue, countries),
    facts: createFacts(dataset),
    upcoming: createUpcoming(dataset, catalogue),
    score: createComplianceScore(dataset, countries, errors),
  };
}

export type Knowledge = ReturnType<typeof createKnowledge>;
