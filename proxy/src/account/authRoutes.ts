import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { fixedWindow } from '../auth/fixedWindow.ts';
import { rateLimit } from '../auth/rateLimit.ts';
import type { SignupMode } from '../auth/signupMode.ts';
import { readJsonBody } from '../body/readJsonBody.ts';
import { failHttp } from '../errors/httpError.ts';
import type { Clock } from '../lib/clock.ts';
import type { IssuedKeys, Repository } from '../storage/repository.ts';
import { withDatabase } from '../storage/withDatabase.ts';
import type { AccountStore } from './accountStore.ts';
import { decoyHash, hashPassword, PASSWORD_MAX, PASSWORD_MIN, verifyPassword } from './passwords.ts';
import { invalid } from './refusals.ts';
import {
  type AccountEnv,
  clearSessionCookie,
  requireSession,
  SESSION_TTL_MS,
  sameOrigin,
  sessionIdOf,
  setSessionCookie,
} from './session.ts';
import { emailKey, passwordChangeRule, signInRules, signUpRule } from './throttle.ts';

const LIMIT = { maxBytes: 4_096, purpose: 'an account request' };
const Email = z
  .email()
  .max(254)
  .transform((e) => e.toLowerCase());
const Password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
const SignUp = z.object({ email: Email, password: Password, invite: z.string().min(1).max(100).optional() });
const SignIn = z.object({ email: Email, password: z.string().min(1).max(PASSWORD_MAX) });
const ChangePassword = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword: Password,
});

/** Without a mail server a sign-up cannot hide that an address is registered; it is rate limited instead. */
const EMAIL_TAKEN = 'This e-mail cannot be used to sign up; sign in instead';
/** The one answer to every failed sign-in, whether the e-mail is unknown or the password wrong. */
const BAD_CREDENTIALS = 'E-mail or password is wrong';

export interface AuthDeps {
  store: AccountStore;
  repository: Repository;
  clock: Clock;
  /** PUBLIC_BASE_URL is https: the session cookie is Secure even though this server hears plain HTTP. */
  publicHttps: boolean;
  /** SIGNUP: who may open an account. */
  signup: SignupMode;
}

/** Parses a body against `schema`; a failure is 400 INVALID_OPTION naming the fields, never echoing values. */
export async function parseBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const parsed = schema.safeParse(await readJsonBody(c, LIMIT));
  if (!parsed.success) invalid('Invalid request body', { fields: fieldsOf(parsed.error) });
  return parsed.data;
}

/** The paths of a validation's failing fields. */
export const fieldsOf = (e: z.ZodError) => e.issues.map((i) => i.path.join('.'));

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Sign up, sign in, sign out, the current session and the password change. A successful sign-in or sign-up
 * always starts a new session (a session id planted before cannot be carried into the signed-in state) and
 * ends the one the browser presented.
 */
export function registerAuthRoutes(app: Hono<AccountEnv>, d: AuthDeps): void {
  const session = requireSession(d.store, d.clock);

  const startSession = async (c: Context, userId: string) => {
    const old = sessionIdOf(c);
    if (old) await withDatabase(() => d.store.closeSession(old));
    const s = await withDatabase(() => d.store.openSession(userId, new Date(d.clock()), SESSION_TTL_MS));
    setSessionCookie(c, s.id, d.publicHttps);
    c.header('Cache-Control', 'no-store');
    return s.csrfToken;
  };

  app.post('/signup', async (c) => {
    sameOrigin(c);
    const now = d.clock();
    await rateLimit(c, d.repository, signUpRule(clientAddress(c)), now);
    const body = await parseBody(c, SignUp);
    // 401 as every other refusal of the account routes: the spec's closed set has no 403 code for it.
    if (d.signup === 'closed') failHttp('UNAUTHORIZED', 'Sign-up is closed on this server (SIGNUP=closed)');
    if (d.signup === 'invite-only' && !body.invite)
      failHttp('UNAUTHORIZED', 'This server opens accounts by invitation only (SIGNUP=invite-only)');
    const passwordHash = await hashPassword(body.password);
    const at = new Date(now);
    let accountId: string | null;
    let keys: Pick<IssuedKeys, 'live' | 'test'> | null = null;
    if (body.invite) {
      const invite = body.invite;
      accountId = await withDatabase(() => d.store.takeInvite(invite, body.email, at));
      if (!accountId) invalid('This invitation is unknown, used or expired');
    } else {
      const taken = await withDatabase(() => d.store.findUserByEmail(body.email));
      if (taken) invalid(EMAIL_TAKEN);
      accountId = await withDatabase(() => d.store.createAccountFor(body.email, at));
    }
    const owner = accountId;
    const userId = await withDatabase(() => d.store.addUser(owner, body.email, passwordHash, at));
    if (!userId) {
      if (!body.invite) await withDatabase(() => d.store.dropEmptyAccount(owner));
      invalid(EMAIL_TAKEN);
    }
    if (!body.invite) {
      const issued = await withDatabase(() => d.repository.regenerateKeys(owner, at, null));
      if (issued) keys = { live: issued.live, test: issued.test };
    }
    const csrfToken = await startSession(c, userId);
    return c.json({ success: true, data: { email: body.email, accountId: owner, csrfToken, keys } }, 201);
  });

  app.post('/signin', async (c) => {
    sameOrigin(c);
    const body = await parseBody(c, SignIn);
    const now = d.clock();
    // Per address and per e-mail, counted alike for unknown e-mails: the limit tells nothing either. Each
    // attempt is counted before the password is checked (parallel guesses cannot outrun the count) and a
    // successful one is taken back: only failures lock out.
    const rules = signInRules(clientAddress(c), emailKey(body.email));
    for (const rule of rules) await rateLimit(c, d.repository, rule, now);
    const user = await withDatabase(() => d.store.findUserByEmail(body.email));
    const ok = await verifyPassword(body.password, user?.password_hash ?? (await decoyHash()));
    if (!user || !ok) failHttp('UNAUTHORIZED', BAD_CREDENTIALS);
    for (const rule of rules)
      await withDatabase(() => d.repository.unhitWindow(rule.bucket, fixedWindow(now, rule.windowMs).start));
    const csrfToken = await startSession(c, user.id);
    return c.json({ success: true, data: { email: user.email, accountId: user.account_id, csrfToken } });
  });

  app.post('/signout', session, async (c) => {
    await withDatabase(() => d.store.closeSession(c.get('sessionId')));
    clearSessionCookie(c, d.publicHttps);
    return c.body(null, 204);
  });

  app.get('/session', session, (c) => {
    const u = c.get('user');
    return c.json({
      success: true,
      data: { email: u.email, accountId: u.accountId, plan: u.plan, csrfToken: u.csrfToken },
    });
  });

  app.post('/password', session, async (c) => {
    const u = c.get('user');
    await rateLimit(c, d.repository, passwordChangeRule(u.userId), d.clock());
    const body = await parseBody(c, ChangePassword);
    const user = await withDatabase(() => d.store.findUserByEmail(u.email));
    if (!user || !(await verifyPassword(body.currentPassword, user.password_hash)))
      failHttp('UNAUTHORIZED', 'The current password is wrong');
    const hash = await hashPassword(body.newPassword);
    await withDatabase(() => d.store.setPassword(user.id, hash, new Date(d.clock())));
    // Every session of the user ended with the change; this browser continues in a new one.
    const csrfToken = await startSession(c, user.id);
    return c.json({ success: true, data: { csrfToken } });
  });
}
