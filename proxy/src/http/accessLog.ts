import type { MiddlewareHandler } from 'hono';
import { logger } from '../log/logger.ts';

/**
 * One log line per answered request (id, method, path, status, duration), and the duration as
 * `Server-Timing: total;dur=…` beside the engine's share when a handler reported one.
 */
export const accessLog: MiddlewareHandler = async (c, next) => {
  const startedAt = performance.now();
  await next();
  const ms = performance.now() - startedAt;
  c.res.headers.append('Server-Timing', `total;dur=${ms.toFixed(2)}`);
  logger.info(
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
