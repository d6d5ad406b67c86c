import { randomBytes } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import { hashApiKey, type KeyMode, newApiKey } from '../lib/apiKey.ts';
import { systemClock } from '../lib/clock.ts';
import { KeyCache } from './keyCache.ts';
import { refuseUnwritable, type WriteProblem } from './refuseUnwritable.ts';
import type { Database } from './schema.ts';
import type { StoredKey } from './storedKey.ts';

/** A live and a test key issued together; the only moment the keys exist in clear. */
export interface IssuedKeys {
  accountId: string;
  live: { id: string; key: string };
  test: { id: string; key: string };
}

/** An account with its keys (metadata only) and its use of the current quota period. */
export interface AccountSummary {
  id: string;
  name: string;
  plan: string;
  createdAt: Date;
  keys: { id: string; mode: KeyMode; active: boolean; expiresAt: Date | null; createdAt: Date }[];
}

/** What a request draws on besides its rate window: a plan's quota, or an instant key's request cap. */
export type Claim =
  | { kind: 'quota'; accountId: string; period: string; limit: number }
  | { kind: 'requests'; keyId: string };

/** One request to admit: its rate window (`bucket` from `windowStart`, `rateLimit` requests) and what it draws on. */
export interface AdmissionRequest {
  bucket: string;
  windowStart: Date;
  rateLimit: number;
  claim: Claim | null;
}

/** A request's admission: its window's count including it (null: rate limited), its claim's units used (null: none taken). */
export interface Admitted {
  count: number | null;
  claimed: number | null;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/** Thrown inside a transaction to roll it back without it being a failure. */
class Rollback extends Error {}

/**
 * The one data-access layer: every SQL statement of the proxy is here. Counters are changed by
 * single conditional upserts, so concurrent requests and several proxy processes on one
 * PostgreSQL cannot overshoot a limit; multi-row changes run in transactions.
 */
export class Repository {
  /**
   * `writeProblem` names why the database must not be written now (the embedded database's DATA_DIR
   * was deleted, became unwritable or lost its lock); every write is then refused with 503 rather than
   * landing in a database nobody will read again. `keys` caches key lookups (none by default); every change
   * of keys made here clears it.
   */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly writeProblem: WriteProblem = () => null,
    private readonly keys: KeyCache = new KeyCache(0, systemClock),
  ) {}

  /** Runs a change of keys and then forgets every cached key, also when it failed (it may have committed). */
  private async changingKeys<T>(change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } finally {
      this.keys.clear();
    }
  }

  private writable(): void {
    refuseUnwritable(this.writeProblem);
  }

  /** A round trip to the database; rejects when it is unreachable. */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  /** Creates an account and its first key pair atomically. */
  async createAccount(name: string, plan: string, now: Date, expiresAt: Date | null): Promise<IssuedKeys> {
    this.writable();
    return this.db.transaction().execute(async (tx) => {
      const accountId = newId('acct');
      await tx.insertInto('accounts').values({ id: accountId, name, plan, created_at: now }).execute();
      return { accountId, ...(await insertPair(tx, accountId, now, expiresAt)) };
    });
  }

  /**
   * Retires an account's keys and issues a new pair, atomically; null when there is no such account. The old
   * keys are deactivated at once, or with `graceUntil` the current key of each mode keeps working until then
   * (its expiry is brought forward) while keys already in grace expire now: at most one old key per mode.
   */
  async regenerateKeys(
    accountId: string,
    now: Date,
    expiresAt: Date | null,
    graceUntil: Date | null = null,
  ): Promise<IssuedKeys | null> {
    this.writable();
    return this.changingKeys(() =>
      this.db.transaction().execute(async (tx) => {
        const account = await tx
          .selectFrom('accounts')
          .select('id')
          .where('id', '=', accountId)
          .executeTakeFirst();
        if (!account) return null;
        const retiring = tx.updateTable('api_keys').where('account_id', '=', accountId);
        if (graceUntil) {
          const live = await tx
            .selectFrom('api_keys')
            .select(['id', 'mode'])
            .where('account_id', '=', accountId)
            .where('active', '=', true)
            .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
            .orderBy('created_at', 'desc')
            .execute();
          const current = ['live', 'test'].flatMap((mode) => live.find((k) => k.mode === mode)?.id ?? []);
          const until = (at: Date) => sql<Date>`least(coalesce(expires_at, ${at}), ${at})`;
          await retiring
            .set({ expires_at: until(now) })
            .where('active', '=', true)
            .$if(current.length > 0, (q) => q.where('id', 'not in', current))
            .execute();
          if (current.length > 0)
            await retiring
              .set({ expires_at: until(graceUntil) })
              .where('id', 'in', current)
              .execute();
        } else await retiring.set({ active: false }).execute();
        return { accountId, ...(await insertPair(tx, accountId, now, expiresAt)) };
      }),
    );
  }

  /** Deactivates one key, or every key of an account; resolves with the number changed. */
  async deactivate(target: { keyId: string } | { accountId: string }): Promise<number> {
    this.writable();
    const query = this.db.updateTable('api_keys').set({ active: false }).where('active', '=', true);
    const result = await this.changingKeys(() =>
      ('keyId' in target
        ? query.where('id', '=', target.keyId)
        : query.where('account_id', '=', target.accountId)
      ).executeTakeFirst(),
    );
    return Number(result.numUpdatedRows);
  }

  /** Every account with its keys, oldest first. */
  async listAccounts(): Promise<AccountSummary[]> {
    const accounts = await this.db.selectFrom('accounts').selectAll().orderBy('created_at').execute();
    const keys = await this.db
      .selectFrom('api_keys')
      .select(['id', 'account_id', 'mode', 'active', 'expires_at', 'created_at'])
      .where('account_id', 'is not', null)
      .orderBy('created_at')
      .execute();
    return accounts.map((a) => ({
      id: a.id,
      name: a.name,
      plan: a.plan,
      createdAt: a.created_at,
      keys: keys
        .filter((k) => k.account_id === a.id)
        .map((k) => ({
          id: k.id,
          mode: k.mode,
          active: k.active,
          expiresAt: k.expires_at,
          createdAt: k.created_at,
        })),
    }));
  }

  /**
   * Gives `key` to a new account on `plan` unless some account already holds it. Safe when
   * several processes start at once: the unique hash decides, the loser rolls back.
   */
  async provisionKey(key: string, mode: KeyMode, plan: string, now: Date): Promise<boolean> {
    this.writable();
    const keyHash = hashApiKey(key);
    const held = await this.db
      .selectFrom('api_keys')
      .select('id')
      .where('key_hash', '=', keyHash)
      .executeTakeFirst();
    if (held) return false;
    try {
      await this.db.transaction().execute(async (tx) => {
        const accountId = newId('acct');
        await tx
          .insertInto('accounts')
          .values({ id: accountId, name: 'Initial account', plan, created_at: now })
          .execute();
        const inserted = await tx
          .insertInto('api_keys')
          .values(keyRow(accountId, keyHash, mode, now, null))
          .onConflict((oc) => oc.column('key_hash').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) throw new Rollback();
      });
      return true;
    } catch (err) {
      if (err instanceof Rollback) return false;
      throw err;
    }
  }

  /** An instant test key: no account, its own expiry and lifetime request cap. */
  async createInstantKey(
    now: Date,
    expiresAt: Date,
    requestCap: number,
  ): Promise<{ id: string; key: string }> {
    this.writable();
    const key = newApiKey('test');
    const row = { ...keyRow(null, hashApiKey(key), 'test', now, expiresAt), request_cap: requestCap };
    await this.db.insertInto('api_keys').values(row).execute();
    return { id: row.id, key };
  }

  /** The key with this hash, with its account's plan (through the key cache). */
  findKey(keyHash: string): Promise<StoredKey | null> {
    return this.keys.find(keyHash, () => this.lookUpKey(keyHash));
  }

  private async lookUpKey(keyHash: string): Promise<StoredKey | null> {
    const row = await this.db
      .selectFrom('api_keys')
      .leftJoin('accounts', 'accounts.id', 'api_keys.account_id')
      .select([
        'api_keys.id',
        'api_keys.account_id',
        'accounts.plan',
        'api_keys.mode',
        'api_keys.active',
        'api_keys.expires_at',
        'api_keys.request_cap',
      ])
      .where('api_keys.key_hash', '=', keyHash)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      accountId: row.account_id,
      plan: row.plan,
      mode: row.mode,
      active: row.active,
      expiresAt: row.expires_at,
      requestCap: row.request_cap,
    };
  }

  /** Gives back a quota unit taken by admit. */
  async releaseQuota(accountId: string, period: string): Promise<void> {
    this.writable();
    await this.db
      .updateTable('quota_usage')
      .set({ used: sql`used - 1` })
      .where('account_id', '=', accountId)
      .where('period', '=', period)
      .where('used', '>', 0)
      .execute();
  }

  /** Units of quota an account has used in `period`. */
  async quotaUsed(accountId: string, period: string): Promise<number> {
    const row = await this.db
      .selectFrom('quota_usage')
      .select('used')
      .where('account_id', '=', accountId)
      .where('period', '=', period)
      .executeTakeFirst();
    return row?.used ?? 0;
  }

  /** Takes one of a capped key's lifetime requests (the earlier interface, whose quota the handlers take); null when the cap is reached. */
  async reserveKeyRequest(keyId: string): Promise<number | null> {
    this.writable();
    const row = await this.db
      .updateTable('api_keys')
      .set({ requests_used: sql`requests_used + 1` })
      .where('id', '=', keyId)
      .where(sql<boolean>`requests_used < request_cap`)
      .returning('requests_used')
      .executeTakeFirst();
    return row?.requests_used ?? null;
  }

  /**
   * Counts one request in a fixed window; resolves with the count including it, or null when
   * `limit` requests were already counted (the refused one is not).
   */
  async hitWindow(bucket: string, windowStart: Date, limit: number): Promise<number | null> {
    this.writable();
    const row = await this.db
      .insertInto('rate_windows')
      .values({ bucket, window_start: windowStart, count: 1 })
      .onConflict((oc) =>
        oc
          .columns(['bucket', 'window_start'])
          .doUpdateSet({ count: sql`rate_windows.count + 1` })
          .where('rate_windows.count', '<', limit),
      )
      .returning('count')
      .executeTakeFirst();
    return row?.count ?? null;
  }

  /** Takes back one request counted by hitWindow (a sign-in that succeeded counts as no attempt). */
  async unhitWindow(bucket: string, windowStart: Date): Promise<void> {
    this.writable();
    await this.db
      .updateTable('rate_windows')
      .set({ count: sql`count - 1` })
      .where('bucket', '=', bucket)
      .where('window_start', '=', windowStart)
      .where('count', '>', 0)
      .execute();
  }

  /**
   * The admissions of `requests` in one round trip (admit_request of migration 0012 for each, in order, inside
   * admit_requests of 0021): each counts its request in the rate window (as hitWindow) and, only if the window
   * admitted it, takes one unit of its claim: of the account's quota for the period, or of the key's lifetime
   * request cap. Each is a single conditional upsert, so concurrent requests and several processes cannot
   * overshoot, and a later request of the batch sees the counts of the earlier ones. Resolves, in the order of
   * `requests`, with each window count (null: rate limited) and the units used including it (null: used up,
   * or not attempted).
   */
  async admitMany(requests: readonly AdmissionRequest[]): Promise<Admitted[]> {
    this.writable();
    const column = <T>(of: (r: AdmissionRequest) => T) => requests.map(of);
    const quota = (r: AdmissionRequest) => (r.claim?.kind === 'quota' ? r.claim : null);
    const { rows } = await sql<{ ord: number; window_count: number | null; claimed: number | null }>`
      select ord, window_count, claimed from admit_requests(
        ${column((r) => r.bucket)}::text[], ${column((r) => r.windowStart)}::timestamptz[],
        ${column((r) => r.rateLimit)}::integer[], ${column((r) => quota(r)?.accountId ?? null)}::text[],
        ${column((r) => quota(r)?.period ?? null)}::text[], ${column((r) => quota(r)?.limit ?? null)}::integer[],
        ${column((r) => (r.claim?.kind === 'requests' ? r.claim.keyId : null))}::text[])`.execute(this.db);
    const byOrd = new Map(rows.map((row) => [row.ord, row]));
    return requests.map((_, i) => {
      const row = byOrd.get(i + 1);
      if (!row) throw new Error(`admit_requests answered ${rows.length} of ${requests.length} admissions`);
      return { count: row.window_count, claimed: row.claimed };
    });
  }

  /** Drops instant keys (no account) that expired before `before`. */
  async pruneExpiredInstantKeys(before: Date): Promise<void> {
    this.writable();
    await this.changingKeys(() =>
      this.db
        .deleteFrom('api_keys')
        .where('account_id', 'is', null)
        .where('expires_at', '<', before)
        .execute(),
    );
  }

  /** Drops rate windows that began before `before`; they can no longer limit anything. */
  async pruneWindows(before: Date): Promise<void> {
    this.writable();
    await this.db.deleteFrom('rate_windows').where('window_start', '<', before).execute();
  }
}

function keyRow(accountId: string | null, keyHash: string, mode: KeyMode, now: Date, expiresAt: Date | null) {
  return {
    id: newId('key'),
    account_id: accountId,
    key_hash: keyHash,
    mode,
    active: true,
    expires_at: expiresAt,
    request_cap: null,
    created_at: now,
  };
}

async function insertPair(tx: Transaction<Database>, accountId: string, now: Date, expiresAt: Date | null) {
  const live = newApiKey('live');
  const test = newApiKey('test');
  // The prefix shown in the dashboard: the mode and 4 random characters, too few to help a guess.
  const liveRow = {
    ...keyRow(accountId, hashApiKey(live), 'live', now, expiresAt),
    key_prefix: live.slice(0, 12),
  };
  const testRow = {
    ...keyRow(accountId, hashApiKey(test), 'test', now, expiresAt),
    key_prefix: test.slice(0, 12),
  };
  await tx.insertInto('api_keys').values([liveRow, testRow]).execute();
  return { live: { id: liveRow.id, key: live }, test: { id: testRow.id, key: test } };
}
