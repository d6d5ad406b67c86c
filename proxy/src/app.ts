import { OpenAPIHono } from '@hono/zod-openapi';
import type { Hono, MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { ACCOUNT_BASE, type AccountDeps, accountRoutes } from './account/accountRoutes.ts';
import { noAuth } from './auth.ts';
import { lingerUnreadBody } from './body/unreadBody.ts';
import { pricingPage } from './developers/pricingPage.ts';
import type { EnginePool } from './engine/pool.ts';
import type { EvidencePacks } from './evidence/evidencePacks.ts';
import type { EvidenceStore } from './evidence/evidenceStore.ts';
import type { SigningKeyring } from './evidence/signingIdentity.ts';
import { accessLog } from './http/accessLog.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { configurationOfBuild } from './kosit/configuration.ts';
import { kositRoutes } from './kosit/routes.ts';
import { type ErrorEnvelope, NOT_FOUND_CODE } from './platform/envelopes.ts';
import { toErrorResponse } from './platform/toErrorResponse.ts';
import type { ValidationRecords } from './platform/validationRecords.ts';
import type { DatabaseHealth } from './storage/databaseHealth.ts';
import { registerEvidence } from './v1/evidenceRoutes.ts';
import { type LegacyDeps, registerLegacy } from './v1/index.ts';
import { registerKnowledge } from './v1/knowledgeRoutes.ts';
import { registerWebhooks } from './v1/webhookRoutes.ts';
import { registerConvert } from './v3/convert.ts';
import { registerFix } from './v3/fix.ts';
import { registerHealth } from './v3/health.ts';
import { registerOpenApi } from './v3/openapi.ts';
import { registerRender } from './v3/render.ts';
import { registerValidate } from './v3/validate.ts';
import type { Resolve, TargetPolicy } from './webhooks/targetPolicy.ts';
import type { WebhookStore } from './webhooks/webhookStore.ts';

/** Root of the v3 interface ({base_url}). */
export const V3_BASE = '/api/v3';
/** Root of KoSIT's daemon interface on the main server. */
export const KOSIT_BASE = '/kosit';

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
  /** Where v3 validations leave their records; absent: none are kept. */
  records?: ValidationRecords;
  /** Keys, quotas and records of the earlier interface (v1, v2) at /api; absent: not served. */
  legacy?: Omit<LegacyDeps, 'pool' | 'evidencePacks'>;
  /**
   * Evidence packs (with `legacy`): their store, the signing keys, the pack maker, the base URL printed on
   * packs.
   */
  evidence?: { store: EvidenceStore; keyring: SigningKeyring; packs: EvidencePacks; baseUrl: () => string };
  /** Webhook registration (with `legacy`). */
  webhooks?: { store: WebhookStore; policy: TargetPolicy; resolve: Resolve };
  /** The account dashboard's routes at /api/account; absent: not served. */
  account?: AccountDeps;
  /** HSTS_MAX_AGE (seconds): Strict-Transport-Security on every answer; unset, none is sent. */
  hstsMaxAge?: number;
}

/**
 * The HTTP application: a body no handler read is discarded only briefly (unreadBody.ts); a request id (X-Request-Id, kept when the client sent a sane one), an access log
 * line and the security headers on every answer; v3 routes, one error mapper, JSON 404s.
 */
export function createApp(deps: AppDeps): OpenAPIHono {
  const app = new OpenAPIHono();
  app.use(
    '*',
    lingerUnreadBody,
    requestId({ limitLength: 64 }),
    accessLog,
    securityHeaders('/api', { hstsMaxAge: deps.hstsMaxAge }),
  );
  const legacyDeps = deps.legacy;
  const packs = deps.evidence?.packs;
  const legacyWithPool = legacyDeps
    ? { ...legacyDeps, pool: deps.pool, ...(packs ? { evidencePacks: packs } : {}) }
    : null;
  const legacy =
    legacyWithPool && legacyDeps
      ? registerLegacy(app, legacyWithPool, [
          (mount) => {
            // The knowledge endpoints of spec 4.12 (countries, rules, errors, samples, score).
            registerKnowledge(mount.app, mount);
            if (deps.evidence)
              registerEvidence({
                ...mount,
                ...deps.evidence,
                records: legacyDeps.store,
                pool: deps.pool,
                clock: legacyDeps.clock,
                upgradeUrl: legacyDeps.upgradeUrl,
              });
            if (deps.webhooks)
              registerWebhooks(mount.app, mount.auth, { ...deps.webhooks, clock: legacyDeps.clock });
          },
        ])
      : null;
  const v3 = new OpenAPIHono();
  registerHealth(v3, deps.pool, deps.version, deps.database);
  registerOpenApi(v3);
  registerValidate(v3, deps.pool, deps.auth ?? noAuth, deps.records?.recordV3);
  registerFix(v3, deps.pool, deps.auth ?? noAuth);
  registerConvert(v3, deps.pool, deps.auth ?? noAuth);
  registerRender(v3, deps.pool, deps.auth ?? noAuth);

  app.route(V3_BASE, v3);
  // KoSIT's daemon interface in this process (issue 27): its configuration is the build's, loaded at the first use.
  let kositConfiguration: ReturnType<typeof configurationOfBuild> | undefined;
  app.route(
    KOSIT_BASE,
    kositRoutes({
      engine: deps.pool,
      up: () => deps.pool.state().ready > 0,
      configuration: () => {
        kositConfiguration ??= configurationOfBuild([]);
        return kositConfiguration;
      },
      version: deps.version,
      base: KOSIT_BASE,
      gui: true,
      admit: deps.auth ?? noAuth,
    }),
  );
  if (deps.developerRoutes) app.route('/api/developers', deps.developerRoutes);
  if (deps.account) app.route(ACCOUNT_BASE, accountRoutes(deps.account));
  app.route('/', pricingPage());
  app.notFound((c) => {
    if (legacy && /^\/api\/v[12]\//.test(c.req.path)) return legacy.notFound(c);
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
