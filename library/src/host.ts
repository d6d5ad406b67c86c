/**
 * Entry `@einvoice/validator-js/host`: a validator over a rulesets build the host serves from its own storage
 * (no rules bundled), for any runtime. This project's page builds its engine so, over `fetchLoader`.
 */

export { fetchLoader } from '@einvoice/engine/fetchLoader';
export { checkedLoader, type ReadRaw } from '@einvoice/engine/loader';
export { validatorOver } from './createValidator.ts';
export * from './publicTypes.ts';
