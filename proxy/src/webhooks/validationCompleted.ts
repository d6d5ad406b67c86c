import type { Kysely } from 'kysely';
import type { ValidationRecord } from '../storage/legacyStore.ts';
import type { Database } from '../storage/schema.ts';
import type { WebhookStore } from './webhookStore.ts';

/**
 * The outbox hook for validation records: queues `validation.completed` (spec 6) for the account's
 * webhooks of the key's mode, inside the record's transaction, then wakes the dispatcher.
 * Validations of instant keys (no account) have no webhooks.
 */
export function queueValidationCompleted(store: WebhookStore, wake: () => void) {
  return async (tx: Kysely<Database>, r: ValidationRecord): Promise<void> => {
    if (!r.accountId) return;
    const queued = await store.enqueue(
      tx,
      r.accountId,
      r.keyMode,
      'validation.completed',
      (eventId) =>
        JSON.stringify({
          id: eventId,
          event: 'validation.completed',
          ...(r.keyMode === 'test' ? { testMode: true } : {}),
          timestamp: r.createdAt.toISOString(),
          data: { validationRef: r.validationRef, isValid: r.isValid, format: r.format ?? 'unknown' },
        }),
      r.createdAt,
    );
    // After the commit, not inside it: a dispatcher woken now would not yet see the rows.
    if (queued > 0) setTimeout(wake, 20);
  };
}
