/**
 * Package entry `@einvoice/knowledge`: the compliance-knowledge queries over the EU dataset and the
 * error catalogue, host-neutral so the proxy's endpoints and the page's Rules view answer from one logic.
 */
export { type CountryQueries, createCountryQueries } from './countries.ts';
export type * from './dataset.ts';
export {
  createErrorCatalogue,
  type ErrorCatalogue,
  type ErrorFilter,
  normaliseTerm,
} from './errorCatalogue.ts';
export { createFacts, type Facts } from './facts.ts';
export { badRequest, KnowledgeError, type KnowledgeErrorCode, notFound } from './knowledgeError.ts';
export { type LayerManifest, type NationalLayerFacts, nationalLayers } from './nationalLayers.ts';
export {
  type Bilingual,
  type Citation,
  confidenceNote,
  createCitations,
  datasetDates,
} from './provenance.ts';
export { type BuyerType, createRequirements } from './requirements.ts';
export { ruleDiff } from './ruleDiff.ts';
export { fold, type Lang, processTerm } from './searchTerms.ts';
