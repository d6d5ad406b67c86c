/**
 * The earlier interface (v1, v2) and what other /api/v1 routes reuse: the envelope, the error codes and
 * their one status table, the key/rate middleware and plan gating.
 */
export { holdQuota, type LegacyAccessDeps, legacyAuth, requirePlan, withOneUnit } from './access.ts';
export { LEGACY_BASE, type LegacyDeps } from './deps.ts';
export { legacyOk } from './envelope.ts';
export {
  LEGACY_STATUS,
  type LegacyCode,
  LegacyError,
  legacyErrorResponse,
  legacyFail,
  toLegacyError,
} from './errors.ts';
export { type LegacyMount, type LegacyTools, registerLegacy } from './registerLegacy.ts';
