/**
 * Package entry `@einvoice/engine/catalog`: the engine's tables a client shows (convert targets, business
 * terms, electronic-address schemes), without the validators, so a page can import it cheaply.
 */
export { PLANNED_TARGETS, TARGETS, targetById } from './convert/targets.ts';
export { FRANCE_OFFER_RULE } from './findings/franceOffer.ts';
export { EAS_OPTIONS } from './findings/ruleTextsFields.ts';
export { TERM_NAMES_FR, termNameFr } from './semantics/termNamesFr.ts';
export { TERMS, termById } from './semantics/terms.ts';
