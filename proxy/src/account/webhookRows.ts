import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { refuseUnwritable, type WriteProblem } from '../storage/refuseUnwritable.ts';
import type { Database } from '../storage/schema.ts';

/**
 * What the dashboard does to webhooks beyond the registration API (webhooks/webhookStore.ts): find one by id
 * within an account, rotate its secret, queue a test event for it alone, queue a delivery again. Every
 * statement names the account, so another account's ids match nothing. Each change is one statement, so a
 * failing database leaves nothing half-written.
 */
export class WebhookRows {
  /** `writeProblem` as in Repository: the embedded database's DATA_DIR is gone, read-only or its lock lost. */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly writeProblem: WriteProblem = () => null,
  ) {}

  private writable(): void {
    refuseUnwritable(this.writeProblem);
  }

  async modeOf(accountId: string, id: string): Promise<'live' | 'test' | null> {
    const row = await this.db
      .selectFrom('webhooks')
      .select('mode')
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return row?.mode ?? null;
  }

  /** A new signing secret (returned once); null when the account has no such webhook. */
  async rotateSecret(accountId: string, id: string): Promise<string | null> {
    this.writable();
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    const r = await this.db
      .updateTable('webhooks')
      .set({ secret })
      .where('id', '=', id)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1 ? secret : null;
  }

  /** Queues a test `validation.completed` (spec 6 shape, testMode true) for this webhook only. */
  async queueTest(accountId: string, id: string, now: Date): Promise<string | null> {
    this.writable();
    if (!(await this.modeOf(accountId, id))) return null;
    const eventId = `evt_${randomUUID()}`;
    const deliveryId = `dlv_${randomBytes(8).toString('hex')}`;
    const body = JSON.stringify({
      id: eventId,
      event: 'validation.completed',
      testMode: true,
      timestamp: now.toISOString(),
      data: { validationRef: 'val_test_event', isValid: true, format: 'test' },
    });
    await this.db
      .insertInto('webhook_deliveries')
      .values({
        id: deliveryId,
        webhook_id: id,
        event_id: eventId,
        body,
        status: 'pending',
        next_attempt_at: now,
        created_at: now,
      })
      .execute();
    return deliveryId;
  }

  /** Queues a finished delivery again with the same event (receivers deduplicate by event id); false: not the account's. */
  async redeliver(accountId: string, deliveryId: string, now: Date): Promise<boolean> {
    this.writable();
    const row = await this.db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhooks as w', 'w.id', 'd.webhook_id')
      .select(['d.webhook_id', 'd.event_id', 'd.body'])
      .where('d.id', '=', deliveryId)
      .where('w.account_id', '=', accountId)
      .executeTakeFirst();
    if (!row) return false;
    await this.db
      .insertInto('webhook_deliveries')
      .values({
        id: `dlv_${randomBytes(8).toString('hex')}`,
        webhook_id: row.webhook_id,
        event_id: row.event_id,
        body: row.body,
        status: 'pending',
        next_attempt_at: now,
        created_at: now,
      })
      .execute();
    return true;
  }
}
