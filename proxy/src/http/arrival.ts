import type { IncomingMessage, Server } from 'node:http';
import type { Context } from 'hono';

const arrivals = new WeakMap<IncomingMessage, number>();

/**
 * Notes when each request of `server` arrives (its head parsed: Node's first sight of it), before the
 * framework turns it into a Request and runs the middleware, so `Server-Timing: total` covers that too.
 */
export function noteArrivals(server: Server): void {
  server.prependListener('request', (request: IncomingMessage) => arrivals.set(request, performance.now()));
}

/** When the request of `c` arrived (performance.now()), or now if the server did not note it (in-process tests). */
export function arrivedAt(c: Context): number {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return (incoming && arrivals.get(incoming)) ?? performance.now();
}
