import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { refuseUnwritable, type WriteProblem } from '../storage/refuseUnwritable.ts';
import type { Database } from '../storage/schema.ts';

/** A signed-in user as every account route sees it. */
export interface SessionUser {
  userId: string;
  accountId: string;
  email: string;
  plan: string;
  csrfToken: string;
}

/** One key of the account, as its owner sees it: never the key, never its hash. */
export interface KeyView {
  id: string;
  mode: 'live' | 'test';
  prefix: string | null;
  active: boolean;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  requestsThisPeriod: number;
}

/** A validation record as the dashboard lists it: facts of the verdict, never the invoice. */
export interface RecordView {
  validationRef: string;
  createdAt: Date;
  api: string;
  mode: 'live' | 'test';
  fileName: string | null;
  format: string | null;
  isValid: boolean;
  errorCount: number;
  warningCount: number;
  errorRules: unknown;
  /** The record's evidence pack, when one was made. */
  evidencePackId: string | null;
}

export interface RecordFilter {
  verdict?: 'valid' | 'invalid';
  mode?: 'live' | 'test';
  format?: string;
  /** Records before this moment (the page's cursor: created_at of the last row shown). */
  before?: Date;
  limit: number;
}

/** Requests of one UTC day by interface version and verdict. */
export interface DayCount {
  day: string;
  api: string;
  valid: number;
  invalid: number;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** A random token for a cookie, a CSRF header or an invitation: 256 bits. */
export const newToken = () => randomBytes(32).toString('base64url');

/**
 * Users, sessions and invitations, and the account's own view of its keys, usage and records. Beside
 * Repository on the same database; keys themselves are issued and retired there.
 */
export class AccountStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly writeProblem: WriteProblem = () => null,
  ) {}

  private writable(): void {
    refuseUnwritable(this.writeProblem);
  }

  async findUserByEmail(email: string) {
    return (
      (await this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()) ?? null
    );
  }

  /** A new account on the Free Trial (spec 8), named by its first user's e-mail; its keys come from Repository. */
  async createAccountFor(email: string, now: Date): Promise<string> {
    this.writable();
    const id = newId('acct');
    await this.db
      .insertInto('accounts')
      .values({ id, name: email, plan: 'Free Trial', created_at: now })
      .execute();
    return id;
  }

  async accountCreated(accountId: string): Promise<Date> {
    const row = await this.db
      .selectFrom('accounts')
      .select('created_at')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    return row.created_at;
  }

  /** Removes an account created for a sign-up that lost a race for its e-mail (it has no user yet). */
  async dropEmptyAccount(accountId: string): Promise<void> {
    this.writable();
    await this.db
      .deleteFrom('accounts')
      .where('id', '=', accountId)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('users').select('id').whereRef('users.account_id', '=', 'accounts.id'))),
      )
      .execute();
  }

  /** Adds a user to an account; false when the e-mail is taken (the unique index decides races). */
  async addUser(accountId: string, email: string, passwordHash: string, now: Date): Promise<string | null> {
    this.writable();
    const id = newId('user');
    const row = await this.db
      .insertInto('users')
      .values({
        id,
        account_id: accountId,
        email,
        password_hash: passwordHash,
        created_at: now,
        password_changed_at: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** Sets a user's password and ends every session of the user (a changed password signs out everywhere). */
  async setPassword(userId: string, passwordHash: string, now: Date): Promise<boolean> {
    this.writable();
    return this.db.transaction().execute(async (tx) => {
      const r = await tx
        .updateTable('users')
        .set({ password_hash: passwordHash, password_changed_at: now })
        .where('id', '=', userId)
        .executeTakeFirst();
      await tx.deleteFrom('sessions').where('user_id', '=', userId).execute();
      return Number(r.numUpdatedRows) === 1;
    });
  }

  /** A new session for the user: the id goes into the cookie, only its hash into the table. */
  async openSession(userId: string, now: Date, ttlMs: number): Promise<{ id: string; csrfToken: string }> {
    this.writable();
    const id = newToken();
    const csrfToken = newToken();
    await this.db
      .insertInto('sessions')
      .values({
        id_hash: sha256(id),
        user_id: userId,
        csrf_token: csrfToken,
        created_at: now,
        expires_at: new Date(now.getTime() + ttlMs),
      })
      .execute();
    return { id, csrfToken };
  }

  async findSession(id: string, now: Date): Promise<SessionUser | null> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .innerJoin('accounts', 'accounts.id', 'users.account_id')
      .select([
        'users.id as userId',
        'users.account_id as accountId',
        'users.email',
        'accounts.plan',
        'sessions.csrf_token',
      ])
      .where('sessions.id_hash', '=', sha256(id))
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
    if (!row) return null;
    return {
      userId: row.userId,
      accountId: row.accountId,
      email: row.email,
      plan: row.plan,
      csrfToken: row.csrf_token,
    };
  }

  async closeSession(id: string): Promise<void> {
    this.writable();
    await this.db.deleteFrom('sessions').where('id_hash', '=', sha256(id)).execute();
  }

  async pruneSessions(before: Date): Promise<void> {
    this.writable();
    await this.db.deleteFrom('sessions').where('expires_at', '<', before).execute();
    await this.db.deleteFrom('account_invites').where('expires_at', '<', before).execute();
  }

  /** An invitation of `email` to an existing account; the token is returned once. Null: no such account. */
  async invite(accountId: string, email: string, now: Date, ttlMs: number): Promise<string | null> {
    this.writable();
    const account = await this.db
      .selectFrom('accounts')
      .select('id')
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!account) return null;
    const token = newToken();
    await this.db
      .insertInto('account_invites')
      .values({
        token_hash: sha256(token),
        account_id: accountId,
        email,
        created_at: now,
        expires_at: new Date(now.getTime() + ttlMs),
      })
      .execute();
    return token;
  }

  /** Takes an invitation for `email` (used once); the account it invites to, or null. */
  async takeInvite(token: string, email: string, now: Date): Promise<string | null> {
    this.writable();
    const row = await this.db
      .deleteFrom('account_invites')
      .where('token_hash', '=', sha256(token))
      .where('email', '=', email)
      .where('expires_at', '>', now)
      .returning('account_id')
      .executeTakeFirst();
    return row?.account_id ?? null;
  }

  /** The account's keys, newest first, with their last use and requests since `periodStart` (from the records). */
  async keys(accountId: string, periodStart: Date): Promise<KeyView[]> {
    const rows = await this.db
      .selectFrom('api_keys')
      .leftJoin('validation_records as r', 'r.key_id', 'api_keys.id')
      .select([
        'api_keys.id',
        'api_keys.mode',
        'api_keys.key_prefix',
        'api_keys.active',
        'api_keys.created_at',
        'api_keys.expires_at',
        sql<Date | null>`max(r.created_at)`.as('last_used'),
        sql<number>`count(r.validation_ref) filter (where r.created_at >= ${periodStart})::int`.as(
          'period_count',
        ),
      ])
      .where('api_keys.account_id', '=', accountId)
      .groupBy('api_keys.id')
      .orderBy('api_keys.created_at', 'desc')
      .orderBy('api_keys.mode')
      .execute();
    return rows.map((k) => ({
      id: k.id,
      mode: k.mode,
      prefix: k.key_prefix,
      active: k.active,
      createdAt: k.created_at,
      expiresAt: k.expires_at,
      lastUsedAt: k.last_used ? new Date(k.last_used) : null,
      requestsThisPeriod: Number(k.period_count),
    }));
  }

  /** Validations per UTC day, interface and verdict since `since`. */
  async dailyCounts(accountId: string, since: Date): Promise<DayCount[]> {
    const rows = await sql<{ day: string; api: string; valid: number; invalid: number }>`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, api,
        count(*) filter (where is_valid)::int as valid, count(*) filter (where not is_valid)::int as invalid
      from validation_records where account_id = ${accountId} and created_at >= ${since}
      group by 1, 2 order by 1, 2`.execute(this.db);
    return rows.rows.map((r) => ({
      day: r.day,
      api: r.api,
      valid: Number(r.valid),
      invalid: Number(r.invalid),
    }));
  }

  /** The account's records, newest first, one page. */
  async records(accountId: string, f: RecordFilter): Promise<RecordView[]> {
    let q = this.recordRows(accountId);
    if (f.verdict) q = q.where('is_valid', '=', f.verdict === 'valid');
    if (f.mode) q = q.where('key_mode', '=', f.mode);
    if (f.format) q = q.where('format_name', '=', f.format);
    if (f.before) q = q.where('created_at', '<', f.before);
    const rows = await q.orderBy('created_at', 'desc').limit(f.limit).execute();
    return rows.map(toRecordView);
  }

  /** One record of the account; null also when it belongs to another account. */
  async record(accountId: string, validationRef: string): Promise<RecordView | null> {
    const row = await this.recordRows(accountId)
      .where('validation_ref', '=', validationRef)
      .executeTakeFirst();
    return row ? toRecordView(row) : null;
  }

  /**
   * The account's records with the id of their evidence pack when one was made (the first, as
   * EvidenceStore.packForValidation finds it), so a reloaded page offers the download rather than "create".
   */
  private recordRows(accountId: string) {
    return this.db
      .selectFrom('validation_records')
      .select((eb) => [
        'validation_ref',
        'created_at',
        'api',
        'key_mode',
        'file_name',
        'format_name',
        'is_valid',
        'error_count',
        'warning_count',
        'error_rules',
        eb
          .selectFrom('evidence_packs as p')
          .select('p.id')
          .whereRef('p.validation_ref', '=', 'validation_records.validation_ref')
          .where('p.owner', '=', accountId)
          .orderBy('p.created_at')
          .limit(1)
          .as('pack_id'),
      ])
      .where('account_id', '=', accountId);
  }
}

function toRecordView(r: {
  validation_ref: string;
  created_at: Date;
  api: string;
  key_mode: 'live' | 'test';
  file_name: string | null;
  format_name: string | null;
  is_valid: boolean;
  error_count: number;
  warning_count: number;
  error_rules: unknown;
  pack_id: string | null;
}): RecordView {
  return {
    validationRef: r.validation_ref,
    createdAt: r.created_at,
    api: r.api,
    mode: r.key_mode,
    fileName: r.file_name,
    format: r.format_name,
    isValid: r.is_valid,
    errorCount: r.error_count,
    warningCount: r.warning_count,
    errorRules: r.error_rules,
    evidencePackId: r.pack_id,
  };
}
