import { readStorageConfig, type StorageConfig } from '../storage/storageConfig.ts';

/** Storage plus what start-up provisions and what refusals point to. */
export interface AccessConfig extends StorageConfig {
  /** INITIAL_API_KEY: a sk_live_ key given to a Scale account at start-up unless an account holds it. */
  initialApiKey?: string;
  /** Where QUOTA_EXCEEDED sends the client (details.upgradeUrl). */
  upgradeUrl: string;
  /**
   * KEY_CACHE_MS: how long a looked-up key is trusted without asking the database again, so how late a
   * deactivation or regeneration made elsewhere (another proxy, the keys CLI on PostgreSQL) applies here.
   */
  keyCacheMs: number;
}

/** Default KEY_CACHE_MS: a key lookup per key and process every 5 s instead of one per request. */
export const DEFAULT_KEY_CACHE_MS = 5_000;

/**
 * Reads DATABASE_URL, DATA_DIR, INITIAL_API_KEY, UPGRADE_URL (default `/pricing` on the site) and KEY_CACHE_MS
 * (0 asks the database on every request).
 */
export function readAccessConfig(env: NodeJS.ProcessEnv): AccessConfig {
  const keyCacheMs = env.KEY_CACHE_MS ? Number(env.KEY_CACHE_MS) : DEFAULT_KEY_CACHE_MS;
  if (!Number.isInteger(keyCacheMs) || keyCacheMs < 0)
    throw new Error(`KEY_CACHE_MS must be an integer >= 0, got '${env.KEY_CACHE_MS}'`);
  const config: AccessConfig = {
    ...readStorageConfig(env),
    upgradeUrl: env.UPGRADE_URL || '/pricing',
    keyCacheMs,
  };
  if (env.INITIAL_API_KEY) config.initialApiKey = env.INITIAL_API_KEY;
  return config;
}
