import type { EnginePool } from '../engine/pool.ts';
import type { LegacyAccessDeps } from './access.ts';

/** Everything the earlier interface's routes use. */
export interface LegacyDeps extends LegacyAccessDeps {
  pool: EnginePool;
}

/** Root of the earlier interface ({legacy_base_url}): /api/v1/…, /api/v2/… (spec 9.4). */
export const LEGACY_BASE = '/api';
