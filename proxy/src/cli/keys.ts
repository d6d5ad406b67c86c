/**
 * The keys CLI: `npm run keys -- <command> [options]`, what a dashboard does until there is one.
 *   create-account --name <name> --plan <plan> [--expires <ISO time>]
 *   list
 *   regenerate --account <id> [--expires <ISO time>]
 *   deactivate --key <id> | --account <id>
 *   reset-password --email <e-mail>
 *   invite --account <id> --email <e-mail>
 * Uses DATABASE_URL or DATA_DIR like the server. With the embedded database it talks to a running
 * server over DATA_DIR/admin.sock, and opens the database itself only when no server holds DATA_DIR's
 * lock — and only an existing one: where no database is, it refuses unless given --init, since a
 * missing database usually means a wrong DATA_DIR or one deleted under a running server, and keys
 * written into a fresh empty one would reach no server.
 * Prints JSON; issued keys are shown this once and stored only as hashes.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { commandLine, enterCallerFolder } from '@einvoice/engine/commandLine';
import { AccountStore } from '../account/accountStore.ts';
import { systemClock } from '../lib/clock.ts';
import { isDataDirLocked, pgliteDir } from '../storage/dataDirLock.ts';
import { openDatabase } from '../storage/openDatabase.ts';
import { Repository } from '../storage/repository.ts';
import { readStorageConfig } from '../storage/storageConfig.ts';
import { sendAdminCommand } from './adminSocket.ts';
import { KeysCommandSchema, runKeysCommand } from './runKeysCommand.ts';

const USAGE = `usage: npm run keys -- <command> [options]
  create-account --name <name> --plan <plan> [--expires <ISO time>]
  list
  regenerate --account <id> [--expires <ISO time>]
  deactivate --key <id> | --account <id>
  reset-password --email <e-mail>      prints a temporary password (there is no mail server)
  invite --account <id> --email <e-mail>  prints a token to sign up into the account with
  --init   create a new empty database in DATA_DIR where there is none
DATA_DIR (or DATABASE_URL) selects the database, as for the server; prints JSON.`;

enterCallerFolder();
const { positionals, values } = commandLine('keys', USAGE, {
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    plan: { type: 'string' },
    expires: { type: 'string' },
    account: { type: 'string' },
    key: { type: 'string' },
    email: { type: 'string' },
    init: { type: 'boolean' },
  },
});

const asked = KeysCommandSchema.safeParse({
  command: positionals[0],
  name: values.name,
  plan: values.plan,
  expiresAt: values.expires,
  accountId: values.account,
  keyId: values.key,
  email: values.email,
});
// Refused here, before any database is opened or created, in one line.
if (!asked.success || positionals.length > 1) {
  const problems = asked.success
    ? [`one command, got ${positionals.join(' ')}`]
    : asked.error.issues.map((i) => `${i.path.join('.') || 'command'}: ${i.message}`);
  console.error(`keys: ${problems.join('; ')} (--help shows the usage)`);
  process.exit(2);
}
const command = asked.data;

try {
  const config = readStorageConfig(process.env);
  const remote = config.databaseUrl
    ? undefined
    : await sendAdminCommand(path.join(config.dataDir, 'admin.sock'), command);
  const result = remote ? remote.result : config.databaseUrl ? await runOn(config) : await runLocally();
  console.log(JSON.stringify(result, null, 2));

  async function runLocally() {
    if (await isDataDirLocked(config.dataDir)) {
      throw new Error(
        `a server holds ${config.dataDir} but does not answer on its admin.sock; restart that server, then retry`,
      );
    }
    if (!existsSync(pgliteDir(config.dataDir)) && !values.init) {
      throw new Error(
        `no database in ${config.dataDir}: check DATA_DIR, or pass --init to create a new empty one there`,
      );
    }
    return runOn(config);
  }

  async function runOn(storage: typeof config) {
    const database = await openDatabase(storage);
    try {
      return await runKeysCommand(
        new Repository(database.db, database.writeProblem),
        systemClock,
        command,
        new AccountStore(database.db, database.writeProblem),
      );
    } finally {
      await database.close();
    }
  }
} catch (err) {
  console.error(`keys: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
