import type { RecordsOutbox } from '../storage/legacyStore.ts';
import type { QueuedEvent, WebhookStore } from './webhookStore.ts';

/**
 * The outbox for validation records: queues `validation.completed` (spec 6) for each record's account webhooks
 * of the key's mode, in the statement that stores the records, then wakes the dispatcher.
 * Validations of instant keys (no account) have no webhooks.
 */
export function queueValidationCompleted(store: WebhookStore, wake: () => void): RecordsOutbox {
  return {
    queueing: (rs) => {
      const events = rs.flatMap((r): QueuedEvent[] =>
        r.accountId
          ? [
              {
                accountId: r.accountId,
                mode: r.keyMode,
                event: 'validation.completed',
                payload: (eventId) =>
                  JSON.stringify({
                    id: eventId,
                    event: 'validation.completed',
                    ...(r.keyMode === 'test' ? { testMode: true } : {}),
                    timestamp: r.createdAt.toISOString(),
                    data: {
                      validationRef: r.validationRef,
                      isValid: r.isValid,
                      format: r.format ?? 'unknown',
                    },
                  }),
                now: r.createdAt,
              },
            ]
          : [],
      );
      return events.length > 0 ? store.queueing(events) : null;
    },
    // After the commit, not inside it: a dispatcher woken earlier would not yet see the rows.
    queued: (count) => {
      if (count > 0) setTimeout(wake, 20);
    },
  };
}
