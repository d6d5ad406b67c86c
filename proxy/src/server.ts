import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import pkg from '../package.json' with { type: 'json' };
import { createApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { createEnginePool, type EnginePool } from './engine/pool.ts';

/** A listening server and the means to stop it. */
export interface RunningServer {
  url: string;
  pool: EnginePool;
  /** Stops accepting connections, lets in-flight requests finish, then stops the workers. */
  close(): Promise<void>;
}

/** Starts the engine pool and the HTTP server; resolves once both are ready. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const pool = await createEnginePool({
    size: config.workers,
    maxQueue: config.maxQueue,
    timeoutMs: config.timeoutMs,
  });
  const app = createApp({ pool, version: pkg.version });
  if (existsSync(config.webDist)) app.use('/*', serveStatic({ root: config.webDist }));

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
    },
  };
}
