import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The live key every keyed test server is provisioned with (a Scale account, via INITIAL_API_KEY). */
export const TEST_API_KEY = 'sk_live_testsuite0000000000000000';

/** Headers that authenticate a test request with TEST_API_KEY. */
export const TEST_AUTH_HEADERS: Readonly<{ authorization: string }> = {
  authorization: `Bearer ${TEST_API_KEY}`,
};

/**
 * Environment for a server under test: INITIAL_API_KEY = TEST_API_KEY and a fresh DATA_DIR (so
 * tests never write ./data). Call cleanup() after the server stopped.
 */
export function keyedServerEnv(): { env: { INITIAL_API_KEY: string; DATA_DIR: string }; cleanup(): void } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'proxy-data-'));
  return {
    env: { INITIAL_API_KEY: TEST_API_KEY, DATA_DIR: dataDir },
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
