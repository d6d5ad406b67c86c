import { OpenAPIHono } from '@hono/zod-openapi';
import type { Hono, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import type { DatabaseHealth } from './auth/startAccess.ts';
import { noAuth } from './auth.ts';
import type { EnginePool } from './engine/pool.ts';
import { toErrorResponse } from './errors/toErrorResponse.ts';
import { accessLog } from './http/accessLog.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { registerConvert } from './v3/convert.ts';
import { registerFix } from './v3/fix.ts';
import { registerHealth } from './v3/health.ts';
import { registerOpenApi } from './v3/openapi.ts';
import { registerRender } from './v3/render.ts';
import { type ErrorEnvelope, NOT_FOUND_CODE } from './v3/schemas/envelopes.ts';
import { registerValidate } from './v3/validate.ts';

/** Root of the v3 interface ({base_url}). */
export const V3_BASE = '/api/v3';

export interface AppDeps {
  pool: EnginePool;
  /** Service version reported by /health. */
  version: string;
  /** Authentication for keyed routes; defaults to the pass-through seam. */
  auth?: MiddlewareHandler;
  /** Database probe reported by /health under validator.database. */
  database?: () => Promise<DatabaseHealth>;
  /** Public routes at {site_url}/api/developers (instant key). */
  developerRoutes?: Hono;
  /** HSTS_MAX_AGE (seconds): Strict-Transport-Security on every answer; unset, none is sent. */
  hstsMaxAge?: number;
}

/**
 * The HTTP application: a request id (X-Request-Id, kept when the client sent a sane one), an access log
 * line and the security headers on every answer; v3 routes, one error mapper, JSON 404s.
 */
export function createApp(deps: AppDeps): OpenAPIHono {
  const v3 = new OpenAPIHono();
  registerHealth(v3, deps.pool, deps.version, deps.database);
  registerOpenApi(v3);
  registerValidate(v3, deps.pool, deps.auth ?? noAuth);
  registerFix(v3, deps.pool, deps.auth ?? noAuth);
  registerConvert(v3, deps.pool, deps.auth ?? noAuth);
  registerRender(v3, deps.pool, deps.auth ?? noAuth);

  const app = new OpenAPIHono();
  app.use(
    '*',
    requestId({ limitLength: 64 }),
    accessLog,
    securityHeaders('/api', { hstsMaxAge: deps.hstsMaxAge }),
  );
  app.route(V3_BASE, v3);
  if (deps.developerRoutes) app.route('/api/developers', deps.developerRoutes);
  app.notFound((c) => {
    const body: ErrorEnvelope = {
      success: false,
      error: {
        code: NOT_FOUND_CODE,
        message: `No route for ${c.req.method} ${c.req.path}`,
        requestId: c.get('requestId'),
      },
    };
    return c.json(body, 404);
  });
  app.onError((err, c) => toErrorResponse(c, err));
  return app;
}
