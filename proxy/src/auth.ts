import type { MiddlewareHandler } from 'hono';

/**
 * The authentication seam: every keyed v3 route runs this one middleware (not /health or
 * /openapi.json, which are public per spec 5.3). A pass-through until API keys plug in here.
 */
export const noAuth: MiddlewareHandler = async (_c, next) => {
  await next();
};
