/**
 * Migration 0013 on a database that already has webhooks: each gets its URL's host, and the counter
 * behind the cap starts from the registrations there are (so the cap still holds at 20).
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { expect, it } from 'vitest';
import { MIGRATIONS } from '../storage/migrations.ts';
import type { Database } from '../storage/schema.ts';
import { WebhookStore } from './webhookStore.ts';

it('backfills the host of every webhook and the counts per account and mode', async () => {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
    expect((await migrator.migrateTo('0012_admit_request')).error).toBeUndefined();
    await sql`insert into accounts (id, name, plan, created_at) values ('acc_1', 'A', 'Pro', now())`.execute(
      db,
    );
    const urls = [
      ['live', 'https://hooks.example.com/a'],
      ['live', 'https://hooks.example.com:8443/b'],
      ['test', 'https://[2001:db8::1]/c'],
    ];
    for (const [i, [mode, url]] of urls.entries())
      await sql`insert into webhooks (id, account_id, mode, url, events, description, secret, created_at)
        values (${`wh_${i}`}, 'acc_1', ${mode}, ${url}, '["validation.completed"]', null, 's', now())`.execute(
        db,
      );
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const hosts = await db.selectFrom('webhooks').select(['id', 'host']).orderBy('id').execute();
    expect(hosts.map((h) => h.host)).toEqual([
      'hooks.example.com',
      'hooks.example.com:8443',
      '[2001:db8::1]',
    ]);
    const counts = await db.selectFrom('webhook_counts').selectAll().orderBy('mode').execute();
    expect(counts).toEqual([
      { account_id: 'acc_1', mode: 'live', count: 2 },
      { account_id: 'acc_1', mode: 'test', count: 1 },
    ]);
    const store = new WebhookStore(db);
    const created = [];
    for (let i = 0; i < 20; i++)
      created.push(
        await store.create(
          'acc_1',
          'live',
          `https://h${i}.example.com/`,
          ['validation.completed'],
          null,
          new Date(),
          20,
        ),
      );
    expect(created.filter(Boolean).length).toBe(18);
    expect(await store.remove('acc_1', 'live', 'wh_0')).toBe(true);
    expect(await store.remove('acc_1', 'live', 'wh_0')).toBe(false);
    expect(
      (await db.selectFrom('webhook_counts').select('count').where('mode', '=', 'live').executeTakeFirst())
        ?.count,
    ).toBe(19);
  } finally {
    await db.destroy();
  }
});
