import type { MiddlewareHandler } from 'hono';
import { logger } from '../log/logger.ts';
import { arrivedAt } from './arrival.ts';
import { addTiming } from './serverTiming.ts';

/**
 * One log line per answered request (id, method, path, status, duration), and the duration from the
 * request's arrival (arrival.ts) to its answer as `Server-Timing: total;dur=…` after the parts the request's handlers reported (serverTiming.ts).
 * The page's own files are logged at debug level: one visit fetches dozens, and they would bury the API's lines.
 */
export const accessLog: MiddlewareHandler = async (c, next) => {
  const startedAt = arrivedAt(c);
  await next();
  const ms = performance.now() - startedAt;
  addTiming(c, 'total', ms);
  c.res.headers.append('Server-Timing', (c.get('timings') as string[]).join(', '));
  const asset = !c.req.path.startsWith('/api') && c.res.status < 400;
  logger[asset ? 'debug' : 'info'](
    {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(ms * 10) / 10,
    },
    'request',
  );
};
