import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pkg from '../package.json' with { type: 'json' };
import { createApp } from './app.ts';
import { type Clock, systemClock } from './auth/clock.ts';
import { type Access, startAccess } from './auth/startAccess.ts';
import { poolConfig, type ServerConfig } from './config.ts';
import { createEnginePool, type EnginePool } from './engine/pool.ts';
import { openKeyring } from './evidence/signingIdentity.ts';
import { logger } from './log/logger.ts';
import { serveWebApp } from './static/serveWebApp.ts';
import { startDispatcher } from './webhooks/dispatcher.ts';
import { systemResolver } from './webhooks/targetPolicy.ts';

/** A listening server and the means to stop it. */
export interface RunningServer {
  url: string;
  pool: EnginePool;
  /** Stops accepting connections, lets in-flight requests finish, then stops the workers and the database. */
  close(): Promise<void>;
}

/**
 * Starts the database, the engine pool and the HTTP server; resolves once all are ready. The engine workers
 * prepare on their own threads while this one opens the database (README "Two commands": start time).
 * `pool` is a pool already starting (main.ts starts it before loading the rest of the server); `clock` is
 * for tests.
 */
export async function startServer(
  config: ServerConfig,
  clock?: Clock,
  pool: Promise<EnginePool> = createEnginePool(poolConfig(config)),
): Promise<RunningServer> {
  const [accessStart, poolStart] = await Promise.allSettled([startAccess(config.access, clock), pool]);
  if (accessStart.status === 'rejected' || poolStart.status === 'rejected') {
    if (accessStart.status === 'fulfilled') await accessStart.value.close();
    if (poolStart.status === 'fulfilled') await poolStart.value.close();
    throw accessStart.status === 'rejected'
      ? accessStart.reason
      : (poolStart as PromiseRejectedResult).reason;
  }
  return listen(config, clock, accessStart.value, poolStart.value);
}

async function listen(
  config: ServerConfig,
  clock: Clock | undefined,
  access: Access,
  pool: EnginePool,
): Promise<RunningServer> {
  const keyring = await openKeyring(config.access.dataDir, config.evidence.signingKeyPem).catch(
    async (err: unknown) => {
      await pool.close();
      await access.close();
      throw err;
    },
  );
  // Without PUBLIC_BASE_URL (development only, see readConfig) packs name the server's own address.
  let ownOrigin = '';
  const dispatcher = startDispatcher(access.webhookStore, config.webhooks);
  access.onWebhooksQueued.wake = dispatcher.kick;
  const app = createApp({
    pool,
    version: pkg.version,
    auth: access.auth,
    database: access.databaseHealth,
    developerRoutes: access.developerRoutes,
    legacy: {
      repository: access.repository,
      store: access.legacyStore,
      clock: clock ?? systemClock,
      upgradeUrl: config.access.upgradeUrl,
      recordsBehind: access.recordsBehind,
      webhookPresence: access.webhookPresence,
    },
    evidence: {
      store: access.evidenceStore,
      keyring,
      baseUrl: () => config.evidence.publicBaseUrl ?? ownOrigin,
    },
    webhooks: {
      store: access.webhookStore,
      policy: config.webhooks.policy,
      resolve: systemResolver(config.webhooks.lookupTimeoutMs),
    },
    account: {
      store: access.accountStore,
      repository: access.repository,
      clock: clock ?? systemClock,
      webhooks: {
        store: access.webhookStore,
        rows: access.webhookRows,
        policy: config.webhooks.policy,
        resolve: systemResolver(config.webhooks.lookupTimeoutMs),
      },
    },
    ...(config.hstsMaxAge !== undefined ? { hstsMaxAge: config.hstsMaxAge } : {}),
  });
  if (existsSync(config.webDist)) app.use('/*', serveWebApp(config.webDist));

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once('error', reject);
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  const reachable = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '[::1]' : host;
  ownOrigin = `http://${reachable}:${port}`;
  if (!config.evidence.publicBaseUrl)
    logger.warn(
      `PUBLIC_BASE_URL is not set: evidence packs name ${ownOrigin} in their verification links (set it, and NODE_ENV=production, for a deployment)`,
    );
  return {
    url: `http://${host}:${port}`,
    pool,
    close: async () => {
      // Idle keep-alive connections close at once, busy ones after their answer; a connection still
      // open past the longest engine deadline is cut.
      const cut = setTimeout(() => (server as Server).closeAllConnections(), config.timeoutMs + 5_000);
      try {
        await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
      } finally {
        clearTimeout(cut);
        await dispatcher.close();
        await pool.close();
        await access.close();
      }
    },
  };
}
