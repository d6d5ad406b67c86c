import { getConnInfo } from '@hono/node-server/conninfo';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimit } from '../auth/rateLimit.ts';
import { legacyAuth } from './access.ts';
import { registerV1Convert } from './convert.ts';
import { deprecatedV2, markDeprecated, V2_PREFIX } from './deprecation.ts';
import { LEGACY_BASE, type LegacyDeps } from './deps.ts';
import { LegacyError, legacyErrorResponse } from './errors.ts';
import { registerFixer } from './fixer.ts';
import { registerLegacyOpenApi } from './openapi.ts';
import { loadRepairClasses } from './repairClasses.ts';
import { registerV1Validate } from './validate.ts';
import { registerV2 } from './validateAndFix.ts';

/** What further /api/v1 routes get to register themselves: the sub-application and both middlewares. */
export interface LegacyTools {
  /** The earlier-interface sub-application mounted at {legacy_base_url} (paths /v1/…); errors use the earlier codes. */
  app: OpenAPIHono;
  /** Authentication, rate limit and rate headers for keyed routes (then c.get('apiKey')). */
  auth: MiddlewareHandler;
  /** Rate headers (per client address) for public routes. */
  publicRoute: MiddlewareHandler;
  /**
   * Registers `describe` (OpenAPI paths of /v1/openapi.json) to run once, when the document is first asked for:
   * for descriptions whose closed values come from data the server should not load at start.
   */
  describeOnFirstDocument(describe: () => void): void;
}

/** The mounted earlier interface. */
export interface LegacyMount extends LegacyTools {
  /** Answers a path under /api/v1 or /api/v2 that no route serves: 404 NOT_FOUND in the earlier envelope. */
  notFound(c: Context): Promise<Response>;
}

const PUBLIC_RATE = { limit: 60, windowMs: 60_000 };

/**
 * Mounts the earlier interface (spec 4.9, 4.10, 4.12 batch and convert; errors 7.2) at /api on `app`: POST
 * /v1/validate, /v1/validate/batch, /v2/validate-and-fix, /v1/fixer/{categorize,fix,fix-with-input}, /v1/convert,
 * GET /v1/fixer/usage and GET /v1/openapi.json. Errors of these routes use the earlier codes (legacyErrorResponse).
 */
export function registerLegacy(
  app: OpenAPIHono,
  deps: LegacyDeps,
  /** Further /v1 routes (e.g. knowledge endpoints), registered before the sub-application is mounted. */
  extensions: readonly ((tools: LegacyTools) => void)[] = [],
): LegacyMount {
  const legacy = new OpenAPIHono();
  legacy.onError((err, c) => legacyErrorResponse(c, err));
  legacy.use('*', async (_c, next) => {
    await loadRepairClasses();
    await next();
  });
  const auth = legacyAuth(deps);
  const publicRoute: MiddlewareHandler = async (c, next) => {
    const address = (() => {
      try {
        return getConnInfo(c).remote.address ?? 'unknown';
      } catch {
        return 'unknown';
      }
    })();
    await rateLimit(c, deps.repository, { bucket: `anon:${address}`, ...PUBLIC_RATE }, deps.clock());
    await next();
  };
  legacy.use('/v1/openapi.json', publicRoute);
  const pendingDescriptions: (() => void)[] = [];
  legacy.use('/v1/openapi.json', async (_c, next) => {
    for (const describe of pendingDescriptions.splice(0)) describe();
    await next();
  });
  legacy.use('/v2/*', deprecatedV2);
  registerLegacyOpenApi(legacy);
  registerV1Validate(legacy, deps, auth);
  registerV2(legacy, deps, auth);
  registerFixer(legacy, deps, auth);
  registerV1Convert(legacy, deps, auth);
  const describeOnFirstDocument = (describe: () => void) => {
    pendingDescriptions.push(describe);
  };
  for (const extend of extensions) extend({ app: legacy, auth, publicRoute, describeOnFirstDocument });
  app.route(LEGACY_BASE, legacy);

  const notFound = async (c: Context): Promise<Response> => {
    try {
      await publicRoute(c, async () => {});
    } catch (err) {
      return legacyErrorResponse(c, err);
    }
    if (c.req.path.startsWith(V2_PREFIX)) markDeprecated(c);
    return legacyErrorResponse(c, new LegacyError('NOT_FOUND', `No route for ${c.req.method} ${c.req.path}`));
  };
  return { app: legacy, auth, publicRoute, describeOnFirstDocument, notFound };
}
