import type { AddressInfo } from 'node:net';
import { createEnginePool, poolConfig, readConfig, uploadTimeouts } from '@einvoice/proxy';
import { type Configuration, kositDaemonApp } from '@einvoice/proxy/kosit';
import { serve } from '@hono/node-server';
import type { Options } from './options.ts';

export interface Daemon {
  url: string;
  /** Resolves with the return code once the daemon has stopped (SIGINT, SIGTERM or close()). */
  closed: Promise<number>;
  close(): Promise<void>;
}

/**
 * KoSIT's daemon: the KoSIT routes the main server also serves under /kosit/ (proxy/src/kosit/routes.ts), here at
 * the root of their own server. Documents are checked on the engine worker pool the API server uses (its ENGINE_*
 * settings), so requests run in parallel within the same size and time bounds.
 */
export async function startDaemon(o: Options, config: Configuration, version: string): Promise<Daemon> {
  const settings = poolConfig(readConfig(process.env));
  const pool = await createEnginePool(o.threads ? { ...settings, size: o.threads } : settings);
  const app = kositDaemonApp({
    engine: pool,
    up: () => pool.state().ready > 0,
    configuration: async () => config,
    version,
    gui: !o.disableGui,
    acceptPdf: o.acceptPdf,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve(
      { fetch: app.fetch, port: o.port, hostname: o.host, serverOptions: uploadTimeouts(settings.timeoutMs) },
      () => resolve(s),
    );
    s.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  console.error(`validator daemon listening on ${url}`);
  let finish: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => {
    finish = resolve;
  });
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await pool.close();
    finish(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void close());
  return { url, closed, close };
}
