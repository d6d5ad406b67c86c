export { extractInvoice } from './container/openInput.ts';
export { convert } from './convert/convert.ts';
export type * from './convert/types.ts';
export { createEngine } from './createEngine.ts';
export type {
  Engine,
  EngineConfig,
  EngineInfo,
  InspectResult,
  LayerScenario,
  LocalEngine,
  ScenarioId,
  ValidateInput,
  ValidateOptions,
} from './engine.ts';
export * from './errors.ts';
export { FRANCE_OFFER_RULE } from './findings/franceOffer.ts';
export { diffInvoices, type InvoiceDiff, type ValueChange } from './fix/diffInvoices.ts';
export { fix } from './fix/fix.ts';
export { type Remediation, remediate } from './fix/remediate.ts';
export { repairClass, rulesOfSynthesizer } from './fix/repairClass.ts';
export type * from './fix/types.ts';
export type { RulesetLoader } from './loader.ts';
export { type InvoiceMetadata, reportedMetadata } from './model/invoiceMetadata.ts';
export { renderInvoice } from './render/renderInvoice.ts';
export type * from './render/types.ts';
export { RENDER_LOCALES } from './render/types.ts';
export type { Sha256Hex } from './sha256Hex.ts';
export type * from './types.ts';
