import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '@einvoice/engine/repoRoot';
import { type AccessConfig, readAccessConfig } from './auth/accessConfig.ts';
import { SIGNUP_MODES, type SignupMode } from './auth/signupMode.ts';
import { DEFAULT_MAX_HEAP_MB, DEFAULT_MAX_RESPONSE_BYTES, type PoolConfig } from './engine/pool.ts';
import { type DeliveryOptions, readDeliveryOptions } from './webhooks/dispatcher.ts';

/** Everything the server takes from its environment, read once at start-up. */
export interface ServerConfig {
  port: number;
  /** The address bound: loopback in development, every interface in production, HOST when set. */
  host: string;
  /** Who may open an account or mint an instant key (SIGNUP). */
  signup: SignupMode;
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
  /**
   * Evidence signing: a supplied PKCS#8 PEM key (EVIDENCE_SIGNING_KEY) and the public base URL printed on packs
   * (PUBLIC_BASE_URL; absent only in development, where packs name the server's own address).
   */
  evidence: { signingKeyPem?: string; publicBaseUrl?: string };
}

const DEFAULT_WEB_DIST = path.join(repoRoot, 'web/dist');

/**
 * Reads PORT, HOST, SIGNUP, ENGINE_WORKERS, ENGINE_QUEUE, ENGINE_TIMEOUT_MS, ENGINE_MAX_HEAP_MB, MAX_RESPONSE_MB,
 * HSTS_MAX_AGE, WEB_DIST, EVIDENCE_SIGNING_KEY, PUBLIC_BASE_URL and those of readAccessConfig; a bad value
 * stops start-up.
 */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const hsts = env.HSTS_MAX_AGE ? { hstsMaxAge: intFrom(env, 'HSTS_MAX_AGE', 0, 0) } : {};
  return {
    ...hsts,
    port: intFrom(env, 'PORT', 3000, 0),
    // A developer's laptop does not serve its LAN unasked: the API and its open sign-up stay on this machine.
    host: env.HOST || (isDevelopment(env) ? '127.0.0.1' : '0.0.0.0'),
    signup: signupFrom(env),
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
      ...publicBaseUrl(env),
    },
  };
}

/**
 * Production is explicit, as Node's ecosystem reads it: NODE_ENV=production. Anything else, unset included,
 * is development, so `npm start` on a fresh clone runs on its embedded defaults; a production deployment sets
 * NODE_ENV=production and then must name its public base URL.
 */
export function isDevelopment(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV !== 'production';
}

/**
 * PUBLIC_BASE_URL: the origin (and path prefix) signed into every evidence pack's verification link, QR code
 * and /ContactInfo. Evidence packs are always served, so outside development it is required: a pack is
 * permanent, and no request header may choose what it points to.
 */
function publicBaseUrl(env: NodeJS.ProcessEnv): { publicBaseUrl?: string } {
  const raw = env.PUBLIC_BASE_URL;
  if (!raw) {
    if (isDevelopment(env)) return {};
    throw new Error(
      'PUBLIC_BASE_URL is required: evidence packs sign it into their verification links ' +
        '(e.g. PUBLIC_BASE_URL=https://einvoice.example.com) when NODE_ENV=production',
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_BASE_URL must be an absolute http(s) URL, got '${raw}'`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash)
    throw new Error(`PUBLIC_BASE_URL must be an http(s) origin with an optional path, got '${raw}'`);
  return { publicBaseUrl: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
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

function signupFrom(env: NodeJS.ProcessEnv): SignupMode {
  const raw = env.SIGNUP || 'open';
  const mode = SIGNUP_MODES.find((m) => m === raw);
  if (!mode) throw new Error(`SIGNUP must be one of ${SIGNUP_MODES.join(', ')}, got '${raw}'`);
  return mode;
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be an integer >= ${min}, got '${raw}'`);
  return value;
}
