import type { MiddlewareHandler } from 'hono';
import { logger } from '../log/logger.ts';

/** One log line per answered request: id, method, path, status and duration. */
export const accessLog: MiddlewareHandler = async (c, next) => {
  const startedAt = performance.now();
  await next();
  logger.info(
    {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - startedAt) * 10) / 10,
    },
    'request',
  );
};
