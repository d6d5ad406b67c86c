import type { AddressInfo, Socket } from 'node:net';
import { serveWebApp } from '@einvoice/proxy/serveWebApp';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/** A running static server; `url` ends with '/'. */
export interface StaticServer {
  url: string;
  /** Bytes written to every connection so far: headers and (encoded) bodies, as on the wire. */
  bytesSent(): number;
  /** Paths of the requests answered so far, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Serves a built web app from `root` on an ephemeral loopback port through the proxy's own static
 * handler (precompressed variants, cache headers), so browser tests see what users get.
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const requests: string[] = [];
  const app = new Hono();
  app.use('/*', async (c, next) => {
    requests.push(new URL(c.req.url).pathname);
    await next();
  });
  app.use('/*', serveWebApp(root));
  const sockets = new Set<Socket>();
  let closedBytes = 0;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      closedBytes += socket.bytesWritten;
      sockets.delete(socket);
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    bytesSent: () => closedBytes + [...sockets].reduce((n, s) => n + s.bytesWritten, 0),
    close: () =>
      new Promise((resolve, reject) => {
        if (!server.listening) return resolve();
        for (const s of sockets) s.destroy();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
