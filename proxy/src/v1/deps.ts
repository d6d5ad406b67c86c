import type { Context } from 'hono';
import type { EnginePool } from '../engine/pool.ts';
import type { WriteBehind } from '../storage/writeBehind.ts';
import type { WebhookPresence } from '../webhooks/webhookPresence.ts';
import type { LegacyAccessDeps } from './access.ts';

/** Everything the earlier interface's routes use. */
export interface LegacyDeps extends LegacyAccessDeps {
  pool: EnginePool;
  /**
   * Makes the signed evidence pack of a validation at once (v2 `generate_evidence_pack: true`); set by the
   * evidence routes when they are mounted, absent otherwise (the pack is then made on first request).
   */
  evidencePacks?: { create(c: Context, validationRef: string): Promise<string> };
  /** Where v3 validation records are written after the answer; absent, they are written before it. */
  recordsBehind?: WriteBehind;
  /** Accounts with webhooks: their v3 records and events are written before the answer, also with recordsBehind. */
  webhookPresence?: WebhookPresence;
}

/** Root of the earlier interface ({legacy_base_url}): /api/v1/…, /api/v2/… (spec 9.4). */
export const LEGACY_BASE = '/api';
