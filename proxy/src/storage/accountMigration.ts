import { type Kysely, type Migration, sql } from 'kysely';

/**
 * People who own accounts (issue 29): users with a scrypt password hash, their browser sessions (only a hash of
 * the session id is stored, beside the CSRF token it goes with), invitations of an e-mail to an existing
 * account, and a displayable prefix of every key issued from now on. Additive only.
 */
export const accountUsersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      // Lower-cased on the way in, so one address is one user whatever its spelling.
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('users_account').on('users').column('account_id').execute();
    await db.schema
      .createTable('sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('csrf_token', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
    await db.schema
      .createTable('account_invites')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('api_keys').addColumn('key_prefix', 'text').execute();
    await db.schema
      .createIndex('validation_records_key_time')
      .on('validation_records')
      .columns(['key_id', 'created_at'])
      .execute();
    // Sessions are looked up by hash; expired ones are pruned by time.
    await sql`create index sessions_expiry on sessions (expires_at)`.execute(db);
  },
};
