import { Hono } from 'hono';
import type { SignupMode } from '../auth/signupMode.ts';
import type { Clock } from '../lib/clock.ts';
import type { Repository } from '../storage/repository.ts';
import type { AccountStore } from './accountStore.ts';
import { registerAuthRoutes } from './authRoutes.ts';
import { registerDashboardRoutes } from './dashboardRoutes.ts';
import { ACCOUNT_OPENAPI } from './openapi.ts';
import { type PackDeps, registerPackRoutes } from './packRoutes.ts';
import type { AccountEnv } from './session.ts';
import { registerWebhookRoutes, type WebhookDeps } from './webhookRoutes.ts';

/** What the account routes need: their store, the key repository (issuing, quotas, rate windows), the clock. */
export interface AccountDeps {
  store: AccountStore;
  repository: Repository;
  clock: Clock;
  /** SIGNUP: who may open an account. */
  signup: SignupMode;
  /** The service's public origin (PUBLIC_BASE_URL); https makes the session cookie Secure. */
  publicBaseUrl?: string;
  /** Webhook registrations; absent: the webhook routes are not served. */
  webhooks?: WebhookDeps['webhooks'];
  /** The evidence service (packs, their store and keys); absent: the pack routes are not served. */
  evidence?: PackDeps['evidence'];
}

/** Mount point of the account routes (the session cookie's path). */
export const ACCOUNT_BASE = '/api/account';

/** The account's own HTTP interface (issue 29), described by its own OpenAPI document at /openapi.json. */
export function accountRoutes(deps: AccountDeps): Hono<AccountEnv> {
  const app = new Hono<AccountEnv>();
  app.get('/openapi.json', (c) => c.json(ACCOUNT_OPENAPI));
  registerAuthRoutes(app, { ...deps, publicHttps: deps.publicBaseUrl?.startsWith('https:') === true });
  registerDashboardRoutes(app, deps);
  if (deps.webhooks) registerWebhookRoutes(app, { ...deps, webhooks: deps.webhooks });
  if (deps.evidence) registerPackRoutes(app, { ...deps, evidence: deps.evidence });
  return app;
}
