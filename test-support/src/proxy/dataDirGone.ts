import { rmSync } from 'node:fs';
import { expect } from 'vitest';

/**
 * Deletes a running server's data directory and waits until its health answer says the database is
 * unwritable, so what follows meets the state the server is in, not the moment before it noticed.
 */
export async function removeDataDir(serverUrl: string, dataDir: string): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  await expect
    .poll(async () => (await (await fetch(`${serverUrl}/api/v3/health`)).json()).validator.database, {
      timeout: 15_000,
    })
    .toMatchObject({ state: 'unwritable' });
}
