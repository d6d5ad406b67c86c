import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pkg from '../package.json' with { type: 'json' };
import { createApp } from './app.ts';
import { poolConfig, type ServerConfig } from './config.ts';
import { createEnginePool, type EnginePool } from './engine/pool.ts';
import { noteArrivals } from './http/arrival.ts';
import { uploadTimeouts } from './http/uploadTimeouts.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { logger } from './log/logger.ts';
import { startServices } from './services.ts';
import { serveWebApp } from './static/serveWebApp.ts';
import { systemResolver } from './webhooks/targetPolicy.ts';

/** A listening server and the means to stop it. */
export interface RunningServer {
  url: string;
  pool: EnginePool;
  /** The app's route table (method, Hono path), middleware included: what the interface documents must cover. */
  routes: readonly { method: string; path: string }[];
  /** Stops accepting connections, lets in-flight requests finish, then stops the workers and the database. */
  close(): Promise<void>;
}

/**
 * Starts the services (database, engine pool, evidence keys, webhook dispatcher: services.ts) and the HTTP
 * server; resolves once all are ready. The engine workers prepare on their own threads while this one opens the
 * database (README "Two commands": start time). `pool` is a pool already starting (main.ts starts it before
 * loading the rest of the server); `clock` is for tests.
 */
export async function startServer(
  config: ServerConfig,
  clock: Clock = systemClock,
  pool: Promise<EnginePool> = createEnginePool(poolConfig(config)),
): Promise<RunningServer> {
  // Without PUBLIC_BASE_URL (development only, see readConfig) packs name the server's own address.
  let ownOrigin = '';
  const services = await startServices(config, clock, pool, () => ownOrigin);
  const app = createApp({
    pool: services.pool,
    version: pkg.version,
    auth: services.auth,
    database: services.databaseHealth,
    developerRoutes: services.developerRoutes,
    records: services.records,
    legacy: {
      repository: services.repository,
      store: services.legacyStore,
      clock,
      upgradeUrl: config.access.upgradeUrl,
    },
    evidence: services.evidence,
    webhooks: {
      store: services.webhookStore,
      policy: config.webhooks.policy,
      resolve: systemResolver(config.webhooks.lookupTimeoutMs),
    },
    account: {
      store: services.accountStore,
      repository: services.repository,
      clock,
      signup: config.signup,
      webhooks: {
        store: services.webhookStore,
        rows: services.webhookRows,
        policy: config.webhooks.policy,
        resolve: systemResolver(config.webhooks.lookupTimeoutMs),
      },
      evidence: services.evidence,
      ...(config.evidence.publicBaseUrl ? { publicBaseUrl: config.evidence.publicBaseUrl } : {}),
    },
    ...(config.hstsMaxAge !== undefined ? { hstsMaxAge: config.hstsMaxAge } : {}),
  });
  // Registered even before the page is built: a first `npm start` builds it while the server answers, and each
  // request looks for its file.
  app.use('/*', serveWebApp(config.webDist));

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve(
      {
        fetch: app.fetch,
        port: config.port,
        hostname: config.host,
        serverOptions: uploadTimeouts(config.timeoutMs),
      },
      () => resolve(s),
    );
    s.once('error', reject);
  });
  noteArrivals(server as Server);
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
    pool: services.pool,
    routes: app.routes.map(({ method, path }) => ({ method, path })),
    close: async () => {
      // Idle keep-alive connections close at once, busy ones after their answer; a connection still
      // open past the longest engine deadline is cut.
      const cut = setTimeout(() => (server as Server).closeAllConnections(), config.timeoutMs + 5_000);
      try {
        await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
      } finally {
        clearTimeout(cut);
        await services.close();
      }
    },
  };
}
