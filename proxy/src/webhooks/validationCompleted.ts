import type { RecordOutbox, ValidationRecord } from '../storage/legacyStore.ts';
import type { WebhookStore } from './webhookStore.ts';

/**
 * The outbox hook for validation records: queues `validation.completed` (spec 6) for the account's
 * webhooks of the key's mode, in the statement that stores the record, then wakes the dispatcher.
 * Validations of instant keys (no account) have no webhooks.
 */
export function queueValidationCompleted(store: WebhookStore, wake: () => void) {
  return (r: ValidationRecord): RecordOutbox | null => {
    if (!r.accountId) return null;
    const queueing = store.queueing(
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
    return {
      queueing,
      // After the commit, not inside it: a dispatcher woken earlier would not yet see the rows.
      queued: (count) => {
        if (count > 0) setTimeout(wake, 20);
      },
    };
  };
}
