import { randomBytes, randomUUID } from 'node:crypto';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { refuseUnwritable, type WriteProblem } from '../storage/refuseUnwritable.ts';
import type { Database } from '../storage/schema.ts';

export type KeyMode = 'live' | 'test';

/** A registration as the API shows it (the secret only once, at creation). */
export interface Webhook {
  id: string;
  url: string;
  events: string[];
  description: string | null;
  createdAt: string;
}

/** A delivery claimed by one proxy for one attempt. */
export interface ClaimedDelivery {
  id: string;
  webhookId: string;
  accountId: string;
  /** The URL's host and port: attempts to one are capped across accounts. */
  host: string;
  eventId: string;
  url: string;
  secret: string;
  mode: KeyMode;
  body: string;
  /** The number of the attempt this claim is for (1 = first). */
  attempt: number;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

const toWebhook = (r: {
  id: string;
  url: string;
  events: string;
  description: string | null;
  created_at: Date;
}) => ({
  id: r.id,
  url: r.url,
  events: JSON.parse(r.events) as string[],
  description: r.description,
  createdAt: new Date(r.created_at).toISOString(),
});

/** One event to queue for the subscribed webhooks of an account's mode; the payload is written for its event id. */
export interface QueuedEvent {
  accountId: string;
  mode: KeyMode;
  event: string;
  payload: (eventId: string) => string;
  now: Date;
}

/** Every SQL statement of webhooks: registrations and the durable delivery queue (an outbox). */
export class WebhookStore {
  /**
   * `writeProblem` as in Repository: registering and removing are refused with 503 while the embedded
   * database's DATA_DIR is gone, read-only or its lock lost (none by default).
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly writeProblem: WriteProblem = () => null,
  ) {}

  /**
   * Registers a webhook unless the account already has `cap` of this mode; null when it has. The
   * counter's conditional upsert and the insert are one statement, so proxies registering side by
   * side on one PostgreSQL cannot pass the cap together (a count followed by an insert could).
   */
  async create(
    accountId: string,
    mode: KeyMode,
    url: string,
    events: string[],
    description: string | null,
    now: Date,
    cap: number,
  ): Promise<(Webhook & { secret: string }) | null> {
    refuseUnwritable(this.writeProblem);
    const row = {
      id: newId('wh'),
      url,
      events: JSON.stringify(events),
      description,
      secret: `whsec_${randomBytes(24).toString('base64url')}`,
      created_at: now,
    };
    const { rows } = await sql<{ id: string }>`
      with slot as (
        insert into webhook_counts as n (account_id, mode, count) values (${accountId}, ${mode}, 1)
        on conflict (account_id, mode) do update set count = n.count + 1 where n.count < ${cap}
        returning account_id
      )
      insert into webhooks (id, account_id, mode, url, host, events, description, secret, created_at)
      select ${row.id}, slot.account_id, ${mode}, ${url}, ${new URL(url).host}, ${row.events},
        ${description}, ${row.secret}, ${now}
      from slot
      returning id`.execute(this.db);
    return rows.length ? { ...toWebhook(row), secret: row.secret } : null;
  }

  async list(accountId: string, mode: KeyMode): Promise<Webhook[]> {
    const rows = await this.db
      .selectFrom('webhooks')
      .select(['id', 'url', 'events', 'description', 'created_at'])
      .where('account_id', '=', accountId)
      .where('mode', '=', mode)
      .orderBy('created_at')
      .execute();
    return rows.map(toWebhook);
  }

  /** Removes a registration and its pending deliveries; false when the account has no such webhook. */
  async remove(accountId: string, mode: KeyMode, id: string): Promise<boolean> {
    refuseUnwritable(this.writeProblem);
    const { rows } = await sql<{ removed: number }>`
      with gone as (
        delete from webhooks where id = ${id} and account_id = ${accountId} and mode = ${mode}
        returning account_id, mode
      ), uncounted as (
        update webhook_counts n set count = n.count - 1
        from gone where n.account_id = gone.account_id and n.mode = gone.mode
      )
      select count(*)::int as removed from gone`.execute(this.db);
    return (rows[0]?.removed ?? 0) > 0;
  }

  /** Deliveries of one of the account's webhooks, newest first, with their attempts; null when not the account's. */
  async deliveries(accountId: string, mode: KeyMode, webhookId: string, limit: number) {
    const owned = await this.db
      .selectFrom('webhooks')
      .select('id')
      .where('id', '=', webhookId)
      .where('account_id', '=', accountId)
      .where('mode', '=', mode)
      .executeTakeFirst();
    if (!owned) return null;
    const rows = await this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('webhook_id', '=', webhookId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute();
    const attempts = rows.length
      ? await this.db
          .selectFrom('webhook_attempts')
          .selectAll()
          .where(
            'delivery_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('attempt')
          .execute()
      : [];
    const now = Date.now();
    return rows.map((r) => ({
      id: r.id,
      eventId: r.event_id,
      event: (JSON.parse(r.body) as { event: string }).event,
      status: r.status,
      attempts: attempts
        .filter((a) => a.delivery_id === r.id)
        // A failed attempt says only that: its status code, error and duration would tell open, closed
        // and filtered ports apart (the listing as a port scanner). The detail stays in the database.
        // An attempt without an outcome is under way while its claim's lease runs, else it was cut off.
        .map((a) => {
          const at = new Date(a.started_at).toISOString();
          if (a.error === null && a.status_code !== null)
            return { attempt: a.attempt, at, result: 'delivered', statusCode: a.status_code };
          const underWay =
            a.error === null &&
            a.attempt === r.attempts &&
            r.lease_until !== null &&
            new Date(r.lease_until).getTime() > now;
          return { attempt: a.attempt, at, result: underWay ? 'in progress' : 'failed' };
        }),
      nextRetryAt: r.status === 'pending' ? new Date(r.next_attempt_at).toISOString() : null,
      deliveredAt: r.delivered_at ? new Date(r.delivered_at).toISOString() : null,
      createdAt: new Date(r.created_at).toISOString(),
    }));
  }

  /**
   * Queues one event for every webhook of the account and mode that subscribed to it, in one statement;
   * resolves with the number of deliveries queued.
   */
  async enqueue(
    db: Kysely<Database>,
    accountId: string,
    mode: KeyMode,
    event: string,
    payload: (eventId: string) => string,
    now: Date,
  ): Promise<number> {
    const { rows } = await sql<{ queued: number }>`
      with queued as (${this.queueing([{ accountId, mode, event, payload, now }])})
      select count(*)::int as queued from queued`.execute(db);
    return rows[0]?.queued ?? 0;
  }

  /**
   * The data-modifying statement behind enqueue (one delivery row per event and subscribed webhook, returning
   * their ids), to run inside the statement that stores what the events report: an event is stored exactly
   * when that is. One statement for any number of events: PGlite's fixed cost is per statement, and a batch
   * of records queued one statement each spent more there than on the records. Delivery ids are 16 hex digits
   * like every other id, from PostgreSQL's strong random UUIDs.
   */
  queueing(events: readonly QueuedEvent[]): RawBuilder<unknown> {
    const rows = events.map((e) => {
      const eventId = `evt_${randomUUID()}`;
      return sql`(${e.accountId}::text, ${e.mode}::text, ${e.event}::text, ${eventId}::text, ${e.payload(eventId)}::text, ${e.now}::timestamptz)`;
    });
    return sql`
      insert into webhook_deliveries (id, webhook_id, event_id, body, status, next_attempt_at, created_at)
      select 'dlv_' || left(md5(gen_random_uuid()::text), 16), w.id, e.event_id, e.body, 'pending', e.at, e.at
      from (values ${sql.join(rows)}) as e (account_id, mode, event, event_id, body, at)
      join webhooks w on w.account_id = e.account_id and w.mode = e.mode and w.events::jsonb ? e.event
      returning id`;
  }

  /**
   * Claims up to `limit` due deliveries for one attempt each, none of the accounts, hosts and webhooks in
   * `skip` (busy or paused ones). FOR UPDATE SKIP LOCKED lets several proxies on one PostgreSQL claim side by
   * side without waiting on or taking each other's rows; the lease keeps a claimed row away from the
   * others until it expires (a proxy that died mid-attempt), and the attempt counter moves with the
   * claim, so an attempt number is used once.
   */
  async claimDue(
    now: Date,
    leaseMs: number,
    limit: number,
    skip: { accounts: string[]; hosts: string[]; webhooks: string[] } = {
      accounts: [],
      hosts: [],
      webhooks: [],
    },
  ): Promise<ClaimedDelivery[]> {
    const leaseUntil = new Date(now.getTime() + leaseMs);
    const notIn = (column: string, values: string[]) =>
      values.length ? sql`and ${sql.ref(column)} not in (${sql.join(values)})` : sql``;
    const rows = await sql<{
      id: string;
      webhook_id: string;
      event_id: string;
      body: string;
      attempts: number;
    }>`
      update webhook_deliveries set lease_until = ${leaseUntil}, attempts = attempts + 1
      where id in (
        select d.id from webhook_deliveries d join webhooks w on w.id = d.webhook_id
        where d.status = 'pending' and d.next_attempt_at <= ${now}
          and (d.lease_until is null or d.lease_until <= ${now})
          ${notIn('w.account_id', skip.accounts)} ${notIn('w.host', skip.hosts)}
          ${notIn('d.webhook_id', skip.webhooks)}
        order by d.next_attempt_at
        limit ${limit}
        for update of d skip locked
      )
      returning id, webhook_id, event_id, body, attempts`.execute(this.db);
    if (rows.rows.length === 0) return [];
    const hooks = await this.db
      .selectFrom('webhooks')
      .select(['id', 'account_id', 'url', 'host', 'secret', 'mode'])
      .where(
        'id',
        'in',
        rows.rows.map((r) => r.webhook_id),
      )
      .execute();
    const byId = new Map(hooks.map((h) => [h.id, h]));
    return rows.rows.flatMap((r) => {
      const hook = byId.get(r.webhook_id);
      return hook
        ? [
            {
              id: r.id,
              webhookId: r.webhook_id,
              accountId: hook.account_id,
              host: hook.host,
              eventId: r.event_id,
              url: hook.url,
              secret: hook.secret,
              mode: hook.mode,
              body: r.body,
              attempt: r.attempts,
            },
          ]
        : [];
    });
  }

  /** Gives back a claim this proxy will not use now (its account or host filled up), as if never made. */
  async release(d: ClaimedDelivery): Promise<void> {
    await this.db
      .updateTable('webhook_deliveries')
      .set((eb) => ({ lease_until: null, attempts: eb('attempts', '-', 1) }))
      .where('id', '=', d.id)
      .where('attempts', '=', d.attempt)
      .execute();
  }

  /**
   * Deletes delivered and dead-lettered deliveries (and their attempts) created before `before`, in
   * batches so no statement holds many rows; pending ones stay whatever their age. Resolves with how
   * many were deleted.
   */
  async prune(before: Date, batch = 1_000): Promise<number> {
    let total = 0;
    for (;;) {
      const r = await sql`
        delete from webhook_deliveries where id in (
          select id from webhook_deliveries
          where created_at < ${before} and status <> 'pending'
          limit ${batch}
        )`.execute(this.db);
      const n = Number(r.numAffectedRows ?? 0);
      total += n;
      if (n < batch) return total;
    }
  }

  /** Records that an attempt starts; false when that attempt number was already made. */
  async startAttempt(deliveryId: string, attempt: number, now: Date): Promise<boolean> {
    const r = await this.db
      .insertInto('webhook_attempts')
      .values({ delivery_id: deliveryId, attempt, started_at: now })
      .onConflict((oc) => oc.columns(['delivery_id', 'attempt']).doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Records an attempt's outcome and schedules what follows. */
  async finishAttempt(
    d: ClaimedDelivery,
    outcome: { statusCode: number | null; error: string | null; durationMs: number },
    next: { delivered: true; at: Date } | { delivered: false; retryAt: Date | null },
  ): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('webhook_attempts')
        .set({ status_code: outcome.statusCode, error: outcome.error, duration_ms: outcome.durationMs })
        .where('delivery_id', '=', d.id)
        .where('attempt', '=', d.attempt)
        .execute();
      const common = { lease_until: null, last_status: outcome.statusCode, last_error: outcome.error };
      await tx
        .updateTable('webhook_deliveries')
        .set(
          next.delivered
            ? { ...common, status: 'delivered', delivered_at: next.at }
            : next.retryAt
              ? { ...common, next_attempt_at: next.retryAt }
              : { ...common, status: 'dead' },
        )
        .where('id', '=', d.id)
        .execute();
    });
  }
}
