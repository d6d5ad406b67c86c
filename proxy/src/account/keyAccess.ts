import type { MiddlewareHandler } from 'hono';
import { authenticate } from '../auth/createAuth.ts';
import { failHttp } from '../errors/httpError.ts';
import type { Clock } from '../lib/clock.ts';
import type { Repository } from '../storage/repository.ts';
import type { AccountStore } from './accountStore.ts';
import { type AccountEnv, requireSession } from './session.ts';

/**
 * The account a dashboard request acts for: with an Authorization header, the account of its live API key
 * (the v3 key authentication: 401 UNAUTHORIZED / KEY_EXPIRED, 403 KEY_INACTIVE), otherwise the browser session
 * (requireSession, CSRF included). A key is sent explicitly by its holder, never attached by a browser to a
 * cross-site request, so no CSRF token applies to it. Its use here draws on neither the invoice quota nor the
 * key's rate window: only the key's check runs, not the API's admission. A test key is refused with 403
 * KEY_INACTIVE (the spec's only 403 code): it is for trying the validation API, not for managing the account.
 */
export function requireAccount(
  store: AccountStore,
  repository: Repository,
  clock: Clock,
): MiddlewareHandler<AccountEnv> {
  const session = requireSession(store, clock);
  return async (c, next) => {
    if (c.req.header('authorization') === undefined) return session(c, next);
    const stored = await authenticate(c, repository, clock());
    if (stored.mode === 'test')
      failHttp('KEY_INACTIVE', 'A test key cannot manage the account: use the live key or sign in');
    // A live key always belongs to an account (only instant test keys have none); this is a data fault.
    if (stored.accountId === null || stored.plan === null)
      throw new Error(`live key ${stored.id} has no account`);
    c.set('account', { accountId: stored.accountId, plan: stored.plan });
    c.header('Cache-Control', 'no-store');
    await next();
  };
}
