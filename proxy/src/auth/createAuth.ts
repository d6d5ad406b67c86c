import type { Context, MiddlewareHandler } from 'hono';
import { failHttp } from '../errors/httpError.ts';
import { timed } from '../http/serverTiming.ts';
import { hashApiKey, modeOfKey } from '../lib/apiKey.ts';
import type { Clock } from '../lib/clock.ts';
import { logger } from '../log/logger.ts';
import { GroupCommit } from '../storage/groupCommit.ts';
import type { AdmissionRequest, Claim, Repository } from '../storage/repository.ts';
import type { StoredKey } from '../storage/storedKey.ts';
import { withDatabase } from '../storage/withDatabase.ts';
import { fixedWindow } from './fixedWindow.ts';
import { FullLimits } from './fullLimits.ts';
import { enforcedQuota, isPlanName, PLANS, quotaPeriod, TEST_KEY_RATE } from './plans.ts';
import { answerCap, answerRate, type RateRule } from './rateLimit.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The key a request was authenticated with; set by every authentication middleware. */
    apiKey: StoredKey;
  }
}

const MINUTE_MS = 60_000;

/** Something a request draws on that is given back when the request does not succeed. */
interface Allowance {
  claim: Claim;
  /** Gives the unit back; null: it stays taken whatever the answer (an instant key's 10 requests, spec 8). */
  release: (() => Promise<void>) | null;
  refusal: { message: string; details: Record<string, unknown> };
  /** The limit it draws on, as FullLimits names it, the span it is counted in, and its size. */
  limit: { name: string; span: string; size: number };
}

/**
 * The authentication middleware behind the auth seam: Bearer key → 401 UNAUTHORIZED /
 * 401 KEY_EXPIRED / 403 KEY_INACTIVE, then the key's rate limit (429), then its allowance
 * (402): the plan's quota for live keys (past it, plans with overage run on and are billed), the request cap
 * for instant keys, whose headers then state the cap. The allowance is
 * reserved before the answer is written, so concurrent requests cannot overshoot it. Quota is given back
 * unless the answer is 200 (or the route marked it `completed`), so an invoice that fails is never billed;
 * an instant key's request stays counted whatever the answer.
 * A route marked admitBesideEngine settles the admission beside its engine call (admission.ts) unless its
 * limit was last seen full; every other route is admitted before its handler runs. Test keys get X-Test-Mode: true and
 * meta.testMode: true; live answers never carry testMode.
 */
export function createAuth(repo: Repository, clock: Clock, upgradeUrl: string): MiddlewareHandler {
  const full = new FullLimits();
  // Admissions that arrive while one is being written share the next statement (PGlite runs on this thread).
  const admissions = new GroupCommit((batch: AdmissionRequest[]) => repo.admitMany(batch));
  return async (c, next) => {
    const now = clock();
    const stored = await timed(c, 'key', () => authenticate(c, repo, now));
    const test = stored.mode === 'test';
    if (test) {
      c.header('X-Test-Mode', 'true');
      c.set('testMode', true);
    }

    const rule = rateRule(stored);
    const window = fixedWindow(now, rule.windowMs);
    const windowSpan = String(window.start.getTime());
    const allowance = allowanceOf(repo, stored, now, upgradeUrl);
    let taken = false;
    // The rate window and the allowance in one database statement: a request the window refuses takes nothing.
    const admit = async () => {
      const admitted = await withDatabase(() =>
        admissions.submit({
          bucket: rule.bucket,
          windowStart: window.start,
          rateLimit: rule.limit,
          claim: allowance?.claim ?? null,
        }),
      );
      full.note(rule.bucket, windowSpan, admitted.count === null || admitted.count >= rule.limit);
      answerRate(c, rule, window, now, admitted.count);
      if (!allowance) return;
      if (allowance.claim.kind === 'requests') {
        const cap = { limit: allowance.limit.size, used: admitted.claimed, expiresAt: stored.expiresAt };
        answerCap(c, cap, rule.limit - (admitted.count ?? rule.limit));
      }
      const { name, span, size } = allowance.limit;
      full.note(name, span, admitted.claimed === null || admitted.claimed >= size);
      if (admitted.claimed === null) {
        failHttp('QUOTA_EXCEEDED', allowance.refusal.message, allowance.refusal.details);
      }
      taken = true;
    };
    const beside =
      c.get('admitBeside') === true &&
      !full.isFull(rule.bucket, windowSpan) &&
      !(allowance && full.isFull(allowance.limit.name, allowance.limit.span));
    let admission: Promise<void> | undefined;
    const settle = () => {
      admission ??= timed(c, 'admit', admit, beside ? 'beside pool' : undefined);
      return admission;
    };
    if (beside) c.set('admission', settle);
    else await settle();

    let succeeded = false;
    try {
      await next();
      // The route answers through answerBesideAdmission, which settles it first; should a route not, its
      // admission is settled here and a refusal replaces what it answered.
      if (beside) {
        await settle().catch((refusal: unknown) => {
          if (c.error !== refusal) throw refusal;
        });
      }
      succeeded = c.res.status === 200 || c.get('completed') === true;
    } finally {
      if (allowance?.release && taken && !succeeded) {
        full.note(allowance.limit.name, allowance.limit.span, false);
        await allowance.release().catch((err: unknown) => {
          logger.error({ err, keyId: stored.id }, 'could not give back an allowance unit');
        });
      }
    }
    if (test && succeeded && !c.get('testModeWritten')) await markTestMode(c);
  };
}

/**
 * The stored key of a request's Bearer key, set as `apiKey` on the context: 401 UNAUTHORIZED for a
 * missing, malformed or unknown key, 403 KEY_INACTIVE, 401 KEY_EXPIRED.
 */
export async function authenticate(c: Context, repo: Repository, now: number): Promise<StoredKey> {
  const key = bearerKey(c.req.header('authorization'));
  const stored = await withDatabase(() => repo.findKey(hashApiKey(key)));
  if (!stored) failHttp('UNAUTHORIZED', 'Invalid API key');
  if (!stored.active) failHttp('KEY_INACTIVE', 'This API key has been deactivated');
  if (stored.expiresAt && stored.expiresAt.getTime() <= now)
    failHttp('KEY_EXPIRED', 'This API key has expired');
  c.set('apiKey', stored);
  return stored;
}

function bearerKey(header: string | undefined): string {
  const key = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
  if (!key || !modeOfKey(key)) {
    failHttp(
      'UNAUTHORIZED',
      'Missing or malformed API key: send Authorization: Bearer sk_live_… or sk_test_…',
    );
  }
  return key;
}

/** The plan of a key's account; throws for a key whose account has no known plan (a data fault). */
export function planOf(stored: StoredKey) {
  if (stored.plan === null || !isPlanName(stored.plan)) throw new Error(`key ${stored.id} has no known plan`);
  return PLANS[stored.plan];
}

/** The rate limit a key draws on: its test bucket or its plan's live rate. */
export function rateRule(stored: StoredKey): RateRule {
  if (stored.mode === 'test') return { bucket: `test:${stored.id}`, ...TEST_KEY_RATE };
  return { bucket: `live:${stored.id}`, limit: planOf(stored).ratePerMinute, windowMs: MINUTE_MS };
}

function allowanceOf(repo: Repository, stored: StoredKey, now: number, upgradeUrl: string): Allowance | null {
  if (stored.mode === 'test') {
    const cap = stored.requestCap;
    if (cap === null) return null;
    return {
      claim: { kind: 'requests', keyId: stored.id },
      limit: { name: `cap:${stored.id}`, span: 'lifetime', size: cap },
      // Every answer counts, 4xx included: failed requests given back let one address send ~500 an hour.
      release: null,
      refusal: {
        message: `This instant test key allowed ${cap} requests and has used them; sign up for an account`,
        details: { limit: cap, used: cap, upgradeUrl },
      },
    };
  }
  const plan = planOf(stored);
  const accountId = stored.accountId as string;
  const period = quotaPeriod(plan, now);
  return {
    claim: { kind: 'quota', accountId, period, limit: enforcedQuota(plan) },
    limit: { name: `quota:${accountId}`, span: period, size: enforcedQuota(plan) },
    release: () => repo.releaseQuota(accountId, period),
    refusal: {
      message: `The plan's quota of ${plan.quota} invoices (${period}) is used up`,
      details: { limit: plan.quota, used: plan.quota, period, upgradeUrl },
    },
  };
}

/** Adds testMode: true to the meta of a success envelope its handler did not mark itself. */
async function markTestMode(c: Context): Promise<void> {
  if (!c.res.headers.get('content-type')?.includes('application/json')) return;
  const body = JSON.parse(await c.res.text());
  if (body?.success === true && typeof body.meta === 'object') body.meta.testMode = true;
  const headers = new Headers(c.res.headers);
  headers.delete('content-length');
  const { status } = c.res;
  // Unset first: assigning over a response makes Hono copy its stale headers onto the new one.
  c.res = undefined;
  c.res = new Response(JSON.stringify(body), { status, headers });
}
