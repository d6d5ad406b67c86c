import type { InspectResult } from '@einvoice/engine';
import { getConnInfo } from '@hono/node-server/conninfo';
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimit } from '../auth/rateLimit.ts';
import { newValidationRef, recordValidation } from '../platform/validationRecords.ts';
import type { KeyMode } from '../webhooks/webhookStore.ts';
import { legacyAuth } from './access.ts';
import { registerV1Convert } from './convert.ts';
import { deprecatedV2, markDeprecated, V2_PREFIX } from './deprecation.ts';
import { LEGACY_BASE, type LegacyDeps } from './deps.ts';
import { LegacyError, legacyErrorResponse } from './errors.ts';
import { registerFixer } from './fixer.ts';
import { registerLegacyOpenApi } from './openapi.ts';
import { loadRepairClasses } from './repairClasses.ts';
import { rulesetsApplied } from './v1Result.ts';
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
}

/** The mounted earlier interface. */
export interface LegacyMount extends LegacyTools {
  /** Answers a path under /api/v1 or /api/v2 that no route serves: 404 NOT_FOUND in the earlier envelope. */
  notFound(c: Context): Promise<Response>;
  /** Stores the record of a v3 validation (issue 11: every validation leaves one), behind the answer when it can. */
  recordV3(c: Context, inspected: InspectResult): Promise<void>;
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
  legacy.use('/v2/*', deprecatedV2);
  registerLegacyOpenApi(legacy);
  registerV1Validate(legacy, deps, auth);
  registerV2(legacy, deps, auth);
  registerFixer(legacy, deps, auth);
  registerV1Convert(legacy, deps, auth);
  for (const extend of extensions) extend({ app: legacy, auth, publicRoute });
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
  // v3 answers carry no reference to the record, so a database failure after the quota was taken must not turn
  // a finished validation into a 503 (whose quota give-back would fail too): the gap is logged instead. For the
  // same reason the answer need not wait for the record (README "API under load"): it is written behind it,
  // unless the account has webhooks: then the record and its event are stored before the answer, so an
  // acknowledged validation's event survives a crash (docs/evidence-and-webhooks.md).
  const recordV3 = async (c: Context, inspected: InspectResult) => {
    const key = c.get('apiKey');
    if (!key) return;
    const validationRef = newValidationRef();
    const at = deps.clock();
    // The record's time is the answer's, also when it is written after it.
    const write = () =>
      recordValidation(c, deps.store, () => at, {
        validationRef,
        api: 'v3',
        inspected,
        rulesets: rulesetsApplied(inspected.result),
      }).catch((err: unknown) => {
        console.error(
          `[proxy] validation record ${validationRef} (v3, ${inspected.result.sha256}) not stored: ${String(err)}`,
        );
      });
    const behind = deps.recordsBehind;
    await (behind && !(await hasWebhooks(key.accountId, key.mode)) ? behind.later(write) : write());
  };
  /** Unknown (the database did not answer) counts as yes: the write before the answer then logs the failure. */
  const hasWebhooks = async (accountId: string | null, mode: KeyMode) =>
    accountId !== null && deps.webhookPresence !== undefined
      ? deps.webhookPresence.has(accountId, mode).catch(() => true)
      : false;
  return { app: legacy, auth, publicRoute, notFound, recordV3 };
}
