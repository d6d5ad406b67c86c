import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '@einvoice/engine/repoRoot';
import { type AccessConfig, readAccessConfig } from './auth/accessConfig.ts';
import { DEFAULT_MAX_HEAP_MB, DEFAULT_MAX_RESPONSE_BYTES, type PoolConfig } from './engine/pool.ts';
import { type DeliveryOptions, readDeliveryOptions } from './webhooks/dispatcher.ts';

/** Everything the server takes from its environment, read once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Engine worker threads. */
  workers: number;
  /** Validations that may wait for a worker before new ones are refused with 503. */
  maxQueue: number;
  /** Deadline of an engine call from its arrival; past it the caller gets 503 and a running worker is replaced. */
  timeoutMs: number;
  /** V8 heap limit of each engine worker, MB; a worker over it is replaced. */
  maxHeapMb: number;
  /** Longest answer body, bytes; a longer one is refused with 413 XML_TOO_LARGE (details.limit `response`). */
  maxResponseBytes: number;
  /** Strict-Transport-Security max-age in seconds; only when set (the server is reached over TLS). */
  hstsMaxAge?: number;
  /** Built web app served at `/` when the folder exists. */
  webDist: string;
  /** Database, INITIAL_API_KEY and the upgrade link of API keys and quotas. */
  access: AccessConfig;
  /** Webhook delivery (WEBHOOK_* variables). */
  webhooks: DeliveryOptions;
  /** Evidence signing: a supplied PKCS#8 PEM key (EVIDENCE_SIGNING_KEY) and the public base URL printed on packs. */
  evidence: { signingKeyPem?: string; publicBaseUrl?: string };
}

const DEFAULT_WEB_DIST = path.join(repoRoot, 'web/dist');

/**
 * Reads PORT, HOST, ENGINE_WORKERS, ENGINE_QUEUE, ENGINE_TIMEOUT_MS, ENGINE_MAX_HEAP_MB, MAX_RESPONSE_MB,
 * HSTS_MAX_AGE, WEB_DIST and those of readAccessConfig; a bad value stops start-up.
 */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const hsts = env.HSTS_MAX_AGE ? { hstsMaxAge: intFrom(env, 'HSTS_MAX_AGE', 0, 0) } : {};
  return {
    ...hsts,
    port: intFrom(env, 'PORT', 3000, 0),
    host: env.HOST || '0.0.0.0',
    // More than 4 threads rarely pays: each holds its own compiled rule sets in memory.
    workers: intFrom(env, 'ENGINE_WORKERS', Math.min(4, Math.max(1, os.availableParallelism())), 1),
    maxQueue: intFrom(env, 'ENGINE_QUEUE', 64, 0),
    // A 10 MB invoice validates in about 2 s; 30 s bounds a request without cutting off honest work.
    timeoutMs: intFrom(env, 'ENGINE_TIMEOUT_MS', 30_000, 1),
    maxHeapMb: intFrom(env, 'ENGINE_MAX_HEAP_MB', DEFAULT_MAX_HEAP_MB, 16),
    maxResponseBytes: intFrom(env, 'MAX_RESPONSE_MB', DEFAULT_MAX_RESPONSE_BYTES / 2 ** 20, 1) * 2 ** 20,
    webDist: env.WEB_DIST || DEFAULT_WEB_DIST,
    access: readAccessConfig(env),
    webhooks: readDeliveryOptions(env),
    evidence: {
      ...(env.EVIDENCE_SIGNING_KEY ? { signingKeyPem: env.EVIDENCE_SIGNING_KEY } : {}),
      ...(env.PUBLIC_BASE_URL ? { publicBaseUrl: env.PUBLIC_BASE_URL.replace(/\/$/, '') } : {}),
    },
  };
}

/** The engine pool's part of the configuration. */
export function poolConfig(config: ServerConfig): PoolConfig {
  return {
    size: config.workers,
    maxQueue: config.maxQueue,
    timeoutMs: config.timeoutMs,
    maxHeapMb: config.maxHeapMb,
    maxResponseBytes: config.maxResponseBytes,
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
