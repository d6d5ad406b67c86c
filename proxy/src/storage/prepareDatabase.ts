/**
 * Run as a short-lived process by initPglite.ts on a new PGlite folder (argv: folder, start parameters as JSON):
 * creates the cluster (PostgreSQL's initdb inside PGlite), applies the migrations and exits, so the WebAssembly
 * memory both touch goes with this process instead of staying with the server.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { migrateToLatest } from './migrations.ts';
import type { Database } from './schema.ts';

const [dir, params] = process.argv.slice(2);
if (!dir || !params) throw new Error('usage: prepareDatabase <folder> <start parameters as JSON>');
const client = new PGlite(dir, { startParams: JSON.parse(params) as string[] });
const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
try {
  await migrateToLatest(db);
} finally {
  await db.destroy();
}
