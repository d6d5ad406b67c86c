import { afterAll, beforeAll } from 'vitest';
import { keyedServerEnv } from './keyedServerEnv.ts';
import { type SpawnedProxy, spawnProxy } from './spawnProxy.ts';

/**
 * A keyed server (TEST_API_KEY, a DATA_DIR of its own) started before a test file's tests and stopped, its data
 * removed, after them. `url` is the server's base URL once it listens.
 */
export function useKeyedProxy(env: Record<string, string> = {}): { readonly url: string } {
  const keyed = keyedServerEnv();
  let server: SpawnedProxy | undefined;
  beforeAll(async () => {
    server = await spawnProxy({ ...keyed.env, ...env });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    keyed.cleanup();
  });
  return {
    get url() {
      if (!server) throw new Error('the keyed server has not started');
      return server.url;
    },
  };
}
