import type { Kysely } from 'kysely';
import type { Database } from '../storage/schema.ts';
import type { KeyMode } from './webhookStore.ts';

/** Accounts remembered at most; past it the oldest entry goes (a Map keeps insertion order). */
const MAX_ENTRIES = 10_000;

/**
 * Whether an account has webhooks of a key mode, remembered for `ttlMs` (KEY_CACHE_MS, as keys are). The v3
 * routes write the validation record and its `validation.completed` event before the answer for such an
 * account, so an acknowledged validation's event survives a crash; for the rest the record is written behind
 * the answer (docs/evidence-and-webhooks.md). A first registration reaches this answer within `ttlMs`; until
 * then its events are still queued, only behind the answer.
 */
export class WebhookPresence {
  private readonly seen = new Map<string, { has: boolean; until: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs: number,
  ) {}

  async has(accountId: string, mode: KeyMode): Promise<boolean> {
    const key = `${mode}:${accountId}`;
    const now = performance.now();
    const hit = this.seen.get(key);
    if (hit && hit.until > now) return hit.has;
    const row = await this.db
      .selectFrom('webhooks')
      .select('id')
      .where('account_id', '=', accountId)
      .where('mode', '=', mode)
      .limit(1)
      .executeTakeFirst();
    this.seen.delete(key);
    if (this.ttlMs > 0) {
      if (this.seen.size >= MAX_ENTRIES) this.seen.delete(this.seen.keys().next().value as string);
      this.seen.set(key, { has: row !== undefined, until: now + this.ttlMs });
    }
    return row !== undefined;
  }
}
