import { readStorageConfig, type StorageConfig } from '../storage/storageConfig.ts';

/** Storage plus what start-up provisions and what refusals point to. */
export interface AccessConfig extends StorageConfig {
  /** INITIAL_API_KEY: a sk_live_ key given to a Scale account at start-up unless an account holds it. */
  initialApiKey?: string;
  /** Where QUOTA_EXCEEDED sends the client (details.upgradeUrl). */
  upgradeUrl: string;
}

/** Reads DATABASE_URL, DATA_DIR, INITIAL_API_KEY and UPGRADE_URL (default `/pricing` on the site). */
export function readAccessConfig(env: NodeJS.ProcessEnv): AccessConfig {
  const config: AccessConfig = { ...readStorageConfig(env), upgradeUrl: env.UPGRADE_URL || '/pricing' };
  if (env.INITIAL_API_KEY) config.initialApiKey = env.INITIAL_API_KEY;
  return config;
}
