/**
 * The keys CLI: `npm run keys -- <command> [options]`, what a dashboard does until there is one.
 *   create-account --name <name> --plan <plan> [--expires <ISO time>]
 *   list
 *   regenerate --account <id> [--expires <ISO time>]
 *   deactivate --key <id> | --account <id>
 * Uses DATABASE_URL or DATA_DIR like the server. With the embedded database it talks to a running
 * server over DATA_DIR/admin.sock, and opens the database itself only when no server runs.
 * Prints JSON; issued keys are shown this once and stored only as hashes.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../auth/clock.ts';
import { openDatabase } from '../storage/openDatabase.ts';
import { Repository } from '../storage/repository.ts';
import { readStorageConfig } from '../storage/storageConfig.ts';
import { sendAdminCommand } from './adminSocket.ts';
import { runKeysCommand } from './runKeysCommand.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    plan: { type: 'string' },
    expires: { type: 'string' },
    account: { type: 'string' },
    key: { type: 'string' },
  },
});

const command = {
  command: positionals[0],
  name: values.name,
  plan: values.plan,
  expiresAt: values.expires,
  accountId: values.account,
  keyId: values.key,
};

try {
  const config = readStorageConfig(process.env);
  const remote = config.databaseUrl
    ? undefined
    : await sendAdminCommand(path.join(config.dataDir, 'admin.sock'), command);
  const result = remote ? remote.result : await runLocally();
  console.log(JSON.stringify(result, null, 2));

  async function runLocally() {
    const database = await openDatabase(config);
    try {
      return await runKeysCommand(new Repository(database.db), systemClock, command);
    } finally {
      await database.close();
    }
  }
} catch (err) {
  console.error(`keys: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
