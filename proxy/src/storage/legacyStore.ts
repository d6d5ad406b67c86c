import { randomUUID } from 'node:crypto';
import type { ReleaseReason } from '@einvoice/engine';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from './schema.ts';

/** What every validation leaves behind (issue 11): never the invoice, only its hash and facts. */
export interface ValidationRecord {
  validationRef: string;
  accountId: string | null;
  keyId: string;
  keyMode: 'live' | 'test';
  api: 'v1' | 'v1-batch' | 'v2' | 'v3';
  createdAt: Date;
  sha256: string;
  format: string | null;
  isValid: boolean;
  /** What `rulesetsApplied` said; `reason`, `date` and `note` are absent in records made before issue 23. */
  rulesets: {
    id: string;
    version: string;
    pinned: boolean;
    reason?: ReleaseReason;
    date?: string;
    note?: string;
  }[];
  errorCount: number;
  warningCount: number;
  metadata: Record<string, string>;
  fileName: string | null;
  /** Rule ids of the error findings with how often each fired. */
  errorRules: { ruleId: string; count: number }[];
  /** The verdict's format key (e.g. xrechnung-3.0). */
  formatName: string | null;
}

/** Error codes of a flow by repair class (spec 2.4 `categorized`). */
export interface Categorized {
  auto: string[];
  input: string[];
  blocked: string[];
  /** The engine's open questions by input name, with the codes each answers (fix-with-input's `values`). */
  inputs?: Record<string, string[]>;
}

/** A remediation flow as fix-with-input continues it. */
export interface FixFlow {
  id: string;
  owner: string;
  keyId: string;
  createdAt: Date;
  updatedAt: Date;
  validationRef: string | null;
  originalSha256: string;
  fixedSha256: string | null;
  categorized: Categorized;
  skipped: string[];
  steps: number;
}

// pg and PGlite both parse jsonb on read; written as text so arrays are not taken for PostgreSQL arrays.
const json = (value: unknown) => JSON.stringify(value);

/** What stored records queue beside them (the webhook outbox), and what to do once both are stored. */
export interface RecordsOutbox {
  /** One data-modifying statement for what the records queue, returning a row per queued item; null for nothing. */
  queueing(rs: readonly ValidationRecord[]): RawBuilder<unknown> | null;
  /** After the commit, with the number of items the statement queued. */
  queued(count: number): void;
}

/**
 * Validation records, remediation flows and the multi-unit quota reservations of the earlier interface;
 * beside Repository, on the same database and migrations.
 */
export class LegacyStore {
  /**
   * `outbox` gives what records queue (the webhook outbox), stored in the same statement as the records: an
   * event is queued exactly when its validation is recorded, never one without the other.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly outbox?: RecordsOutbox,
  ) {}

  async recordValidation(r: ValidationRecord): Promise<void> {
    await this.recordValidations([r]);
  }

  /**
   * Stores several records and what each queues in one statement: one round trip and one transaction for the
   * lot (PGlite runs each query on the server's thread, and its fixed cost per statement dominates a small insert).
   */
  async recordValidations(rs: ValidationRecord[]): Promise<void> {
    if (rs.length === 0) return;
    const record = this.db.insertInto('validation_records').values(
      rs.map((r) => ({
        validation_ref: r.validationRef,
        account_id: r.accountId,
        key_id: r.keyId,
        key_mode: r.keyMode,
        api: r.api,
        created_at: r.createdAt,
        sha256: r.sha256,
        format: r.format,
        is_valid: r.isValid,
        rulesets: json(r.rulesets),
        error_count: r.errorCount,
        warning_count: r.warningCount,
        metadata: json(r.metadata),
        file_name: r.fileName,
        error_rules: json(r.errorRules),
        format_name: r.formatName,
      })),
    );
    const queueing = this.outbox?.queueing(rs) ?? null;
    if (queueing === null) {
      await record.execute();
      return;
    }
    const { rows } = await sql<{ queued: number }>`
      with record as (${record}), queued as (${queueing})
      select count(*)::int as queued from queued`.execute(this.db);
    this.outbox?.queued(rows[0]?.queued ?? 0);
  }

  /** The record of one validation, or null. */
  async findValidation(validationRef: string): Promise<ValidationRecord | null> {
    const row = await this.db
      .selectFrom('validation_records')
      .selectAll()
      .where('validation_ref', '=', validationRef)
      .executeTakeFirst();
    if (!row) return null;
    return {
      validationRef: row.validation_ref,
      accountId: row.account_id,
      keyId: row.key_id,
      keyMode: row.key_mode,
      api: row.api as ValidationRecord['api'],
      createdAt: row.created_at,
      sha256: row.sha256,
      format: row.format,
      isValid: row.is_valid,
      rulesets: row.rulesets as ValidationRecord['rulesets'],
      errorCount: row.error_count,
      warningCount: row.warning_count,
      metadata: row.metadata as Record<string, string>,
      fileName: row.file_name,
      errorRules: row.error_rules as ValidationRecord['errorRules'],
      formatName: row.format_name,
    };
  }

  /** Opens a flow; resolves with its UUID. */
  async openFlow(flow: Omit<FixFlow, 'id' | 'updatedAt' | 'steps'>): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto('fix_flows')
      .values({
        id,
        owner: flow.owner,
        key_id: flow.keyId,
        created_at: flow.createdAt,
        updated_at: flow.createdAt,
        validation_ref: flow.validationRef,
        original_sha256: flow.originalSha256,
        fixed_sha256: flow.fixedSha256,
        categorized: json(flow.categorized),
        skipped: json(flow.skipped),
        steps: 1,
      })
      .execute();
    return id;
  }

  /** The flow `id` if `owner` opened it; another owner's flow reads as absent. */
  async findFlow(id: string, owner: string): Promise<FixFlow | null> {
    const row = await this.db
      .selectFrom('fix_flows')
      .selectAll()
      .where('id', '=', id)
      .where('owner', '=', owner)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      owner: row.owner,
      keyId: row.key_id,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      validationRef: row.validation_ref,
      originalSha256: row.original_sha256,
      fixedSha256: row.fixed_sha256,
      categorized: row.categorized as Categorized,
      skipped: row.skipped as string[],
      steps: row.steps,
    };
  }

  /** Records a continuation of a flow: the latest fixed hash and every code skipped so far. */
  async continueFlow(id: string, owner: string, fixedSha256: string | null, skipped: string[], now: Date) {
    await this.db
      .updateTable('fix_flows')
      .set({ fixed_sha256: fixedSha256, skipped: json(skipped), updated_at: now, steps: sql`steps + 1` })
      .where('id', '=', id)
      .where('owner', '=', owner)
      .execute();
  }

  /**
   * Takes up to `wanted` units of an account's quota for `period` at once; resolves with the number
   * granted (0 when none is left). One transaction with the row locked, so concurrent batches and
   * several proxy processes never overshoot `limit`.
   */
  async reserveQuotaUnits(accountId: string, period: string, limit: number, wanted: number): Promise<number> {
    if (wanted <= 0) return 0;
    return this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('quota_usage')
        .values({ account_id: accountId, period, used: 0 })
        .onConflict((oc) => oc.columns(['account_id', 'period']).doNothing())
        .execute();
      const row = await tx
        .selectFrom('quota_usage')
        .select('used')
        .where('account_id', '=', accountId)
        .where('period', '=', period)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const granted = Math.max(0, Math.min(wanted, limit - row.used));
      if (granted > 0) {
        await tx
          .updateTable('quota_usage')
          .set({ used: sql`used + ${granted}` })
          .where('account_id', '=', accountId)
          .where('period', '=', period)
          .execute();
      }
      return granted;
    });
  }

  /** Gives back `units` taken by reserveQuotaUnits (or Repository.reserveQuota). */
  async releaseQuotaUnits(accountId: string, period: string, units: number): Promise<void> {
    if (units <= 0) return;
    await this.db
      .updateTable('quota_usage')
      .set({ used: sql`greatest(used - ${units}, 0)` })
      .where('account_id', '=', accountId)
      .where('period', '=', period)
      .execute();
  }

  /** When an account was created (the start of a lifetime quota period). */
  async accountCreatedAt(accountId: string): Promise<Date | null> {
    const row = await this.db
      .selectFrom('accounts')
      .select('created_at')
      .where('id', '=', accountId)
      .executeTakeFirst();
    return row?.created_at ?? null;
  }

  /** Requests an instant key has used of its cap. */
  async keyRequestsUsed(keyId: string): Promise<number> {
    const row = await this.db
      .selectFrom('api_keys')
      .select('requests_used')
      .where('id', '=', keyId)
      .executeTakeFirst();
    return row?.requests_used ?? 0;
  }
}
