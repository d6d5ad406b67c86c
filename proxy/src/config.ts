import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AccessConfig, readAccessConfig } from './auth/accessConfig.ts';
import { type DeliveryOptions, readDeliveryOptions } from './webhooks/dispatcher.ts';

/** Everything the server takes from its environment, read once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Engine worker threads. */
  workers: number;
  /** Validations that may wait for a worker before new ones are refused with 503. */
  maxQueue: number;
  /** Longest a single validation may run before its worker is replaced. */
  timeoutMs: number;
  /** Built web app served at `/` when the folder exists. */
  webDist: string;
  /** Database, INITIAL_API_KEY and the upgrade link of API keys and quotas. */
  access: AccessConfig;
  /** Webhook delivery (WEBHOOK_* variables). */
  webhooks: DeliveryOptions;
  /** Evidence signing: a supplied PKCS#8 PEM key (EVIDENCE_SIGNING_KEY) and the public base URL printed on packs. */
  evidence: { signingKeyPem?: string; publicBaseUrl?: string };
}

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Reads PORT, HOST, ENGINE_WORKERS, ENGINE_QUEUE, ENGINE_TIMEOUT_MS, WEB_DIST and those of
 * readAccessConfig; a bad value stops start-up.
 */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  return {
    port: intFrom(env, 'PORT', 3000, 0),
    host: env.HOST || '0.0.0.0',
    // More than 4 threads rarely pays: each holds its own compiled rule sets in memory.
    workers: intFrom(env, 'ENGINE_WORKERS', Math.min(4, Math.max(1, os.availableParallelism())), 1),
    maxQueue: intFrom(env, 'ENGINE_QUEUE', 64, 0),
    timeoutMs: intFrom(env, 'ENGINE_TIMEOUT_MS', 120_000, 1),
    webDist: env.WEB_DIST || DEFAULT_WEB_DIST,
    access: readAccessConfig(env),
    webhooks: readDeliveryOptions(env),
    evidence: {
      ...(env.EVIDENCE_SIGNING_KEY ? { signingKeyPem: env.EVIDENCE_SIGNING_KEY } : {}),
      ...(env.PUBLIC_BASE_URL ? { publicBaseUrl: env.PUBLIC_BASE_URL.replace(/\/$/, '') } : {}),
    },
  };
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer >= ${min}, got '${raw}'`);
  return value;
}
