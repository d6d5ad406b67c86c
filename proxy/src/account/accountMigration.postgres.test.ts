/**
 * Migration 0020 forward from a database of the previous release, on PGlite and on PostgreSQL: existing
 * accounts and keys keep working (their keys simply have no prefix), and the account store's statements run
 * on both (users unique by e-mail, sessions found only by their id, records only by their own account).
 */

import { startPostgres, type TestPostgres } from '@einvoice/test-support/proxy/startPostgres';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../lib/apiKey.ts';
import { MIGRATIONS } from '../storage/migrations.ts';
import { Repository } from '../storage/repository.ts';
import type { Database } from '../storage/schema.ts';
import { AccountStore } from './accountStore.ts';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);
afterAll(async () => {
  await postgres?.destroy();
});

const backends: [string, () => Kysely<Database>][] = [
  ['PGlite', () => new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) })],
  [
    'PostgreSQL',
    () =>
      new Kysely<Database>({
        dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: postgres.url, max: 2 }) }),
      }),
  ],
];

describe.each(backends)('migration 0020 on %s', (_name, open) => {
  it('migrates a previous release forward and serves accounts on it', async () => {
    const db = open();
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
      expect((await migrator.migrateTo('0013_webhook_hosts_counts_retention')).error).toBeUndefined();
      // Rows as the previous release wrote them (its code, not today's, which also writes key prefixes).
      const old = { accountId: 'acct_old', live: { id: 'key_old', key: 'sk_live_previousrelease000000' } };
      await sql`insert into accounts (id, name, plan, created_at) values ('acct_old', 'Old', 'Pro', now())`.execute(
        db,
      );
      await sql`insert into api_keys (id, account_id, key_hash, mode, active, created_at)
        values ('key_old', 'acct_old', ${hashApiKey(old.live.key)}, 'live', true, now())`.execute(db);
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const repo = new Repository(db);
      const kept = await repo.findKey(hashApiKey(old.live.key));
      expect(kept).toMatchObject({ accountId: old.accountId, active: true, plan: 'Pro' });

      const store = new AccountStore(db);
      const now = new Date();
      const accountId = await store.createAccountFor('a@example.test', now);
      const userId = await store.addUser(accountId, 'a@example.test', 'scrypt$x', now);
      expect(userId).not.toBeNull();
      expect(await store.addUser(old.accountId, 'a@example.test', 'scrypt$y', now)).toBeNull();
      const issued = await repo.regenerateKeys(accountId, now, null);
      const keys = await store.keys(accountId, now);
      expect(keys.map((k) => k.prefix).sort()).toEqual(
        [issued?.live.key.slice(0, 12), issued?.test.key.slice(0, 12)].sort(),
      );
      expect((await store.keys(old.accountId, now)).every((k) => k.prefix === null)).toBe(true);

      const session = await store.openSession(userId as string, now, 60_000);
      expect(await store.findSession(session.id, now)).toMatchObject({ accountId, email: 'a@example.test' });
      expect(await store.findSession(session.id, new Date(now.getTime() + 61_000))).toBeNull();
      const stored = await sql<{ id_hash: string }>`select id_hash from sessions`.execute(db);
      expect(stored.rows.map((r) => r.id_hash)).not.toContain(session.id);

      await sql`insert into validation_records (validation_ref, account_id, key_id, key_mode, api, created_at,
          sha256, is_valid, rulesets, error_count, warning_count, metadata)
        values ('val_1', ${old.accountId}, ${old.live.id}, 'live', 'v3', now(), 'x', true, '[]', 0, 0, '{}')`.execute(
        db,
      );
      expect(await store.record(accountId, 'val_1')).toBeNull();
      expect(await store.record(old.accountId, 'val_1')).toMatchObject({
        validationRef: 'val_1',
        isValid: true,
      });
      expect(await store.dailyCounts(old.accountId, new Date(now.getTime() - 86_400_000))).toEqual([
        { day: new Date().toISOString().slice(0, 10), api: 'v3', valid: 1, invalid: 0 },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
