import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../log/logger.ts';
import { accessLog } from './accessLog.ts';
import { noteArrivals } from './arrival.ts';

afterEach(() => vi.restoreAllMocks());

/** Serves an app with the access log on loopback; `beforeApp` runs on each request before the app sees it. */
async function served(noted: boolean, beforeApp: () => void) {
  const app = new Hono();
  app.use('*', accessLog);
  app.get('/api/x', (c) => c.text('ok'));
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  server.prependListener('request', beforeApp);
  if (noted) noteArrivals(server);
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/x`, close: () => new Promise((r) => server.close(r)) };
}

const totalOf = (header: string | null) => Number(/total;dur=([\d.]+)/.exec(header ?? '')?.[1]);

/** Keeps this thread busy, as a request that waits behind other work before the middleware runs. */
const busy = (ms: number) => () => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('Server-Timing total', () => {
  it('starts when the request arrived, not when the first middleware ran', async () => {
    vi.spyOn(logger, 'info').mockImplementation(() => {});
    for (const noted of [true, false]) {
      const server = await served(noted, busy(60));
      try {
        const res = await fetch(server.url);
        expect(res.status).toBe(200);
        const total = totalOf(res.headers.get('server-timing'));
        // Noted, the 60 ms before the app are in the total; not noted (the old start), they are not.
        if (noted) expect(total).toBeGreaterThanOrEqual(60);
        else expect(total).toBeLessThan(60);
      } finally {
        await server.close();
      }
    }
  });
});
