import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import { accountUsersMigration } from './accountMigration.ts';
import type { Database } from './schema.ts';

/**
 * Schema migrations in order; names sort in the order they run. Both PGlite and PostgreSQL run
 * exactly these, so every query serves both.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '0001_accounts_keys_counters': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('api_keys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
        .addColumn('key_hash', 'text', (c) => c.notNull().unique())
        .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('live', 'test')`))
        .addColumn('active', 'boolean', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz')
        .addColumn('request_cap', 'integer')
        .addColumn('requests_used', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('api_keys_account').on('api_keys').column('account_id').execute();
      await db.schema
        .createTable('quota_usage')
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('used', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('quota_usage_pk', ['account_id', 'period'])
        .execute();
      await db.schema
        .createTable('rate_windows')
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('window_start', 'timestamptz', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_windows_pk', ['bucket', 'window_start'])
        .execute();
    },
  },
  /**
   * The earlier interface's records (issue 11): one row per validation of any version (never the invoice,
   * only its hash and facts) and the remediation flows fix-with-input continues. Additive only.
   */
  '0002_legacy_validation_records_and_flows': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('validation_records')
        .addColumn('validation_ref', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.references('accounts.id').onDelete('cascade'))
        .addColumn('key_id', 'text', (c) => c.notNull())
        .addColumn('key_mode', 'text', (c) => c.notNull().check(sql`key_mode in ('live', 'test')`))
        .addColumn('api', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('format', 'text')
        .addColumn('is_valid', 'boolean', (c) => c.notNull())
        .addColumn('rulesets', 'jsonb', (c) => c.notNull())
        .addColumn('error_count', 'integer', (c) => c.notNull())
        .addColumn('warning_count', 'integer', (c) => c.notNull())
        .addColumn('metadata', 'jsonb', (c) => c.notNull())
        .addColumn('file_name', 'text')
        .execute();
      await db.schema
        .createIndex('validation_records_account_time')
        .on('validation_records')
        .columns(['account_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('fix_flows')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('key_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addColumn('validation_ref', 'text')
        .addColumn('original_sha256', 'text', (c) => c.notNull())
        .addColumn('fixed_sha256', 'text')
        .addColumn('categorized', 'jsonb', (c) => c.notNull())
        .addColumn('skipped', 'jsonb', (c) => c.notNull())
        .addColumn('steps', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('fix_flows_owner').on('fix_flows').column('owner').execute();
    },
  },
  // Numbered apart from other additions so independent migration sets sort after one another.
  '0010_webhooks': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('webhooks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('live', 'test')`))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('webhooks_account')
        .on('webhooks')
        .columns(['account_id', 'mode'])
        .execute();
      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('webhook_id', 'text', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().check(sql`status in ('pending', 'delivered', 'dead')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
        .addColumn('lease_until', 'timestamptz')
        .addColumn('last_status', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('delivered_at', 'timestamptz')
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_due')
        .on('webhook_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createTable('webhook_attempts')
        .addColumn('delivery_id', 'text', (c) =>
          c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
        )
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('started_at', 'timestamptz', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('error', 'text')
        .addColumn('duration_ms', 'integer')
        // One row per attempt number: two proxies can never both record (and so make) the same attempt.
        .addPrimaryKeyConstraint('webhook_attempts_pk', ['delivery_id', 'attempt'])
        .execute();
    },
  },
  '0011_evidence_packs': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('evidence_packs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        // The account, or `key:<id>` for an instant key (as remediation flows are owned).
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('validation_ref', 'text', (c) => c.notNull())
        .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('live', 'test')`))
        .addColumn('kid', 'text', (c) => c.notNull())
        .addColumn('facts', 'text', (c) => c.notNull())
        .addColumn('pdf_sha256', 'text', (c) => c.notNull())
        .addColumn('pdf', 'bytea', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('evidence_packs_validation')
        .on('evidence_packs')
        .column('validation_ref')
        .execute();
      await db.schema
        .createTable('evidence_bundles')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('key_mode', 'text', (c) => c.notNull())
        .addColumn('zip', 'bytea', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('remediation_packs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('metadata', 'text', (c) => c.notNull())
        .addColumn('zip_sha256', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // What an evidence certificate states beyond the record's counts: the rules that failed and the format.
      await db.schema
        .alterTable('validation_records')
        .addColumn('error_rules', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .execute();
      await db.schema.alterTable('validation_records').addColumn('format_name', 'text').execute();
      await db.schema
        .createIndex('evidence_packs_account_created')
        .on('evidence_packs')
        .columns(['owner', 'created_at'])
        .execute();
    },
  },
  // One request's admission as a function: PL/pgSQL keeps the plans of its statements for the session, so a
  // request pays for neither parsing nor planning (a third of the statement's time on PGlite and PostgreSQL).
  // The same conditional upserts as before run in the call's one transaction, so no limit can be overshot.
  '0012_admit_request': {
    async up(db: Kysely<unknown>) {
      await sql`
        create function admit_request(
          p_bucket text, p_window_start timestamptz, p_rate_limit integer,
          p_account_id text, p_period text, p_quota integer, p_key_id text,
          out window_count integer, out claimed integer)
        language plpgsql as $$
        begin
          insert into rate_windows as w (bucket, window_start, count) values (p_bucket, p_window_start, 1)
            on conflict (bucket, window_start) do update set count = w.count + 1 where w.count < p_rate_limit
            returning w.count into window_count;
          if window_count is null then
            return;
          end if;
          if p_account_id is not null then
            insert into quota_usage as q (account_id, period, used) values (p_account_id, p_period, 1)
              on conflict (account_id, period) do update set used = q.used + 1 where q.used < p_quota
              returning q.used into claimed;
          elsif p_key_id is not null then
            update api_keys as k set requests_used = k.requests_used + 1
              where k.id = p_key_id and k.requests_used < k.request_cap
              returning k.requests_used into claimed;
          end if;
        end
        $$`.execute(db);
    },
  },
  // Fair delivery claims around busy receivers by host; the cap on registrations is a counter that one
  // conditional upsert takes (a count and an insert race with several proxies); finished deliveries are
  // pruned by age.
  '0013_webhook_hosts_counts_retention': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('webhooks').addColumn('host', 'text').execute();
      const { rows } = await sql<{ id: string; url: string }>`select id, url from webhooks`.execute(db);
      for (const r of rows)
        await sql`update webhooks set host = ${new URL(r.url).host} where id = ${r.id}`.execute(db);
      await db.schema
        .alterTable('webhooks')
        .alterColumn('host', (c) => c.setNotNull())
        .execute();
      await db.schema
        .createTable('webhook_counts')
        .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('webhook_counts_pk', ['account_id', 'mode'])
        .execute();
      await sql`
        insert into webhook_counts (account_id, mode, count)
        select account_id, mode, count(*) from webhooks group by account_id, mode`.execute(db);
      await db.schema
        .createIndex('webhook_deliveries_created')
        .on('webhook_deliveries')
        .column('created_at')
        .execute();
    },
  },
  '0020_account_users': accountUsersMigration,
  // The admissions of several requests in one statement, each as admit_request would give it, in order: a
  // statement's fixed cost (~0.4 ms of PGlite on the server's thread) is paid once per batch, not per request.
  '0021_admit_requests': {
    async up(db: Kysely<unknown>) {
      await sql`
        create function admit_requests(
          p_buckets text[], p_window_starts timestamptz[], p_rate_limits integer[],
          p_account_ids text[], p_periods text[], p_quotas integer[], p_key_ids text[])
        returns table (ord integer, window_count integer, claimed integer)
        language plpgsql as $$
        declare
          admitted record;
        begin
          for i in 1 .. coalesce(array_length(p_buckets, 1), 0) loop
            select a.window_count, a.claimed into admitted from admit_request(p_buckets[i], p_window_starts[i],
              p_rate_limits[i], p_account_ids[i], p_periods[i], p_quotas[i], p_key_ids[i]) a;
            ord := i;
            window_count := admitted.window_count;
            claimed := admitted.claimed;
            return next;
          end loop;
        end
        $$`.execute(db);
    },
  },
};

/** Applies the pending migrations; throws what the first failing one threw. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  }).migrateToLatest();
  if (error) throw error;
}
