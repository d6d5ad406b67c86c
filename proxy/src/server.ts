import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import pkg from '../package.json' with { type: 'json' };
import { createApp } from './app.ts';
import type { Clock } from './auth/clock.ts';
import { startAccess } from './auth/startAccess.ts';
import type { ServerConfig } from './config.ts';
import { createEnginePool, type EnginePool } from './engine/pool.ts';
import { serveWebApp } from './static/serveWebApp.ts';

/** A listening server and the means to stop it. */
export interface RunningServer {
  url: string;
  pool: EnginePool;
  /** Stops accepting connections, lets in-flight requests finish, then stops the workers. */
  close(): Promise<void>;
}

/** Starts the database, the engine pool and the HTTP server; resolves once all are ready. `clock` is for tests. */
export async function startServer(config: ServerConfig, clock?: Clock): Promise<RunningServer> {
  const access = await startAccess(config.access, clock);
  const pool = await createEnginePool({
    size: config.workers,
    maxQueue: config.maxQueue,
    timeoutMs: config.timeoutMs,
  }).catch(async (err: unknown) => {
    await access.close();
    throw err;
  });
  const app = createApp({
    pool,
    version: pkg.version,
    auth: access.auth,
    database: access.databaseHealth,
    developerRoutes: access.developerRoutes,
  });
  if (existsSync(config.webDist)) app.use('/*', serveWebApp(config.webDist));

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once('error', reject);
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}`,
    pool,
    close: async () => {
      await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
      await pool.close();
      await access.close();
    },
  };
}
