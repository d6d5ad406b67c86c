import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { failHttp } from '../errors/httpError.ts';
import type { Clock } from '../lib/clock.ts';
import { withDatabase } from '../storage/withDatabase.ts';
import type { AccountStore, SessionUser } from './accountStore.ts';

/** The session cookie; scoped to the account routes, so no other endpoint ever receives it. */
export const SESSION_COOKIE = 'einvoice_session';
export const COOKIE_PATH = '/api/account';
/** Header a state change must carry, equal to the session's token (synchronizer token pattern). */
export const CSRF_HEADER = 'x-csrf-token';
/** A session lasts a working day; signing in again starts a new one. */
export const SESSION_TTL_MS = 12 * 3_600_000;

/** The account a request acts for and its plan: the session's, or an API key's (keyAccess.ts). */
export interface AccountPrincipal {
  accountId: string;
  plan: string;
}

/** `user` and `sessionId` exist on session-only routes; `account` on every route that needs sign-in. */
export type AccountEnv = { Variables: { user: SessionUser; sessionId: string; account: AccountPrincipal } };

/** Equal strings in time independent of where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Whether the cookie is `Secure`: when the service's public URL (PUBLIC_BASE_URL) is https, as behind a
 * TLS-terminating proxy that talks plain HTTP to this server, or when the request itself came over HTTPS.
 * X-Forwarded-Proto is not read: no proxy is trusted by configuration, and a client can send the header.
 */
function secureFor(c: Context, publicHttps: boolean): boolean {
  return publicHttps || new URL(c.req.url).protocol === 'https:';
}

/** Sets the session cookie: HttpOnly, SameSite=Strict, Secure when the service is reached over HTTPS. */
export function setSessionCookie(c: Context, id: string, publicHttps: boolean): void {
  setCookie(c, SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: secureFor(c, publicHttps),
    path: COOKIE_PATH,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearSessionCookie(c: Context, publicHttps: boolean): void {
  deleteCookie(c, SESSION_COOKIE, { path: COOKIE_PATH, secure: secureFor(c, publicHttps) });
}

export function sessionIdOf(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/**
 * A browser's state change must come from this site: an Origin header naming another host is refused even
 * before the CSRF token is looked at (sign-in and sign-up have no token yet).
 */
export function sameOrigin(c: Context): void {
  const origin = c.req.header('origin');
  if (origin === undefined) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    host = '';
  }
  if (host !== c.req.header('host')) failHttp('UNAUTHORIZED', 'Cross-site request refused');
}

/**
 * The signed-in user, or 401 UNAUTHORIZED. Every method but GET and HEAD also needs the session's CSRF token
 * in X-CSRF-Token (a cookie alone never changes anything), refused with 401 as well: the token is part of the
 * session's credentials, and the spec's closed set of codes has no other for it.
 */
export function requireSession(store: AccountStore, clock: Clock): MiddlewareHandler<AccountEnv> {
  return async (c, next) => {
    const id = sessionIdOf(c);
    const user = id ? await withDatabase(() => store.findSession(id, new Date(clock()))) : null;
    if (!id || !user) failHttp('UNAUTHORIZED', 'Sign in first');
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      sameOrigin(c);
      const token = c.req.header(CSRF_HEADER) ?? '';
      if (!sameSecret(token, user.csrfToken)) failHttp('UNAUTHORIZED', 'Missing or wrong X-CSRF-Token');
    }
    c.set('user', user);
    c.set('sessionId', id);
    c.set('account', { accountId: user.accountId, plan: user.plan });
    c.header('Cache-Control', 'no-store');
    await next();
  };
}
