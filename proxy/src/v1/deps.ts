import type { EnginePool } from '../engine/pool.ts';
import type { EvidencePacks } from '../evidence/evidencePacks.ts';
import type { LegacyAccessDeps } from './access.ts';

/** Everything the earlier interface's routes use. */
export interface LegacyDeps extends LegacyAccessDeps {
  pool: EnginePool;
  /**
   * Makes the signed evidence pack of a validation at once (v2 `generate_evidence_pack: true`); absent when
   * the server signs no packs (the pack is then made on first request).
   */
  evidencePacks?: EvidencePacks;
}

/** Root of the earlier interface ({legacy_base_url}): /api/v1/…, /api/v2/… (spec 9.4). */
export const LEGACY_BASE = '/api';
