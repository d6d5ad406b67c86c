import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { authenticate, planOf, rateRule } from '../auth/createAuth.ts';
import { fixedWindow } from '../auth/fixedWindow.ts';
import { enforcedQuota, PLAN_NAMES, type PlanName, quotaPeriod } from '../auth/plans.ts';
import { answerCap, type RateRule, rateLimit } from '../auth/rateLimit.ts';
import { isApiError } from '../errors/httpError.ts';
import type { Clock } from '../lib/clock.ts';
import type { LegacyStore } from '../storage/legacyStore.ts';
import type { Repository } from '../storage/repository.ts';
import type { StoredKey } from '../storage/storedKey.ts';
import { withDatabase } from '../storage/withDatabase.ts';
import { legacyFail } from './errors.ts';

/** What the earlier interface needs besides the engine pool. */
export interface LegacyAccessDeps {
  repository: Repository;
  store: LegacyStore;
  clock: Clock;
  /** Where QUOTA_EXCEEDED and INSUFFICIENT_TIER send the client. */
  upgradeUrl: string;
}

/** Requests without a usable key are counted per client address, so even a 401 carries real rate headers. */
const ANONYMOUS_RATE = { limit: 60, windowMs: 60_000 };

declare module 'hono' {
  interface ContextVariableMap {
    /** performance.now() when the earlier-interface request began (processingTimeMs, duration_ms). */
    legacyStartedAt: number;
    /** What the key's rate window has left after this request (an instant key's cap headers compare to it). */
    legacyRateRemaining: number;
  }
}

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Counts the request under `rule` (rateLimit sets the headers) and resolves with what the window has left.
 * When the count cannot be taken (database down: 503), the headers still state the rule that applies, with
 * nothing known to remain.
 */
async function countRate(c: Context, repo: Repository, rule: RateRule, now: number): Promise<number> {
  try {
    return await rateLimit(c, repo, rule, now);
  } catch (err) {
    if (!isApiError(err) || err.code !== 'RATE_LIMITED') {
      c.header('X-RateLimit-Limit', String(rule.limit));
      c.header('X-RateLimit-Remaining', '0');
      c.header('X-RateLimit-Reset', String(Math.ceil(fixedWindow(now, rule.windowMs).resetMs / 1000)));
    }
    throw err;
  }
}

/**
 * Authentication for every keyed earlier-interface route: the v3 key checks (401 UNAUTHORIZED /
 * KEY_EXPIRED, 403 KEY_INACTIVE), the key's rate limit shared with v3 (429 RATE_LIMIT_EXCEEDED, or
 * TEST_RATE_LIMIT_EXCEEDED for test keys), X-RateLimit-* on every answer including errors, and an instant
 * key's request cap. The invoice quota is taken by the handlers (per invoice: a batch takes many units).
 */
export function legacyAuth(deps: LegacyAccessDeps): MiddlewareHandler {
  return async (c, next) => {
    c.set('legacyStartedAt', performance.now());
    const now = deps.clock();
    let stored: StoredKey;
    try {
      stored = await authenticate(c, deps.repository, now);
    } catch (err) {
      await countRate(c, deps.repository, { bucket: `anon:${clientAddress(c)}`, ...ANONYMOUS_RATE }, now);
      throw err;
    }
    if (stored.mode === 'test') c.header('X-Test-Mode', 'true');
    const rateRemaining = await countRate(c, deps.repository, rateRule(stored), now);
    c.set('legacyRateRemaining', rateRemaining);
    await withRequestCap(c, deps, stored, rateRemaining, next);
  };
}

async function withRequestCap(
  c: Context,
  deps: LegacyAccessDeps,
  stored: StoredKey,
  rateRemaining: number,
  next: () => Promise<void>,
) {
  const cap = stored.requestCap;
  if (cap === null) return next();
  const used = await withDatabase(() => deps.repository.reserveKeyRequest(stored.id));
  answerCap(c, { limit: cap, used, expiresAt: stored.expiresAt }, rateRemaining);
  if (used === null) {
    legacyFail(
      'QUOTA_EXCEEDED',
      `This instant test key allowed ${cap} requests and has used them; sign up for an account`,
      {
        limit: cap,
        used: cap,
        upgradeUrl: deps.upgradeUrl,
      },
    );
  }
  // Counted whatever the answer, as on v3 (createAuth): 10 requests are 10 requests, 4xx included.
  await next();
}

/** The plan that gates a key: its account's; an instant key (no account) tries everything (spec 4.8). */
export function planNameOf(stored: StoredKey): PlanName | null {
  return stored.accountId === null ? null : (stored.plan as PlanName);
}

/**
 * 403 INSUFFICIENT_TIER unless the key's plan is `minimum` or higher (spec 5.5, 5.6). The message names
 * the plan needed and the plan the account is on.
 */
export function requirePlan(c: Context, minimum: PlanName, what: string, upgradeUrl: string): void {
  const current = planNameOf(c.get('apiKey'));
  if (current === null) return;
  if (PLAN_NAMES.indexOf(current) >= PLAN_NAMES.indexOf(minimum)) return;
  legacyFail(
    'INSUFFICIENT_TIER',
    `${what} requires the ${minimum} plan or higher; this account is on ${current}.`,
    {
      requiredPlan: minimum,
      currentPlan: current,
      upgradeUrl,
    },
  );
}

/** What taking quota needs. */
export type QuotaDeps = Pick<LegacyAccessDeps, 'store' | 'clock' | 'upgradeUrl'>;

/**
 * An instant key's requests for `wanted` invoices (spec 8: 10 requests; a batch counts as the requests it
 * is): legacyAuth took one for the HTTP request, the others are taken here, as many as the cap has left.
 * Never given back, like the request's own. The cap headers then count them.
 */
export async function takeInstantRequests(
  c: Context,
  deps: Pick<LegacyAccessDeps, 'repository'>,
  wanted: number,
): Promise<number> {
  const stored = c.get('apiKey');
  const cap = stored.requestCap;
  if (cap === null || wanted <= 1) return wanted;
  let granted = 1;
  let used: number | null = null;
  for (; granted < wanted; granted++) {
    const next = await withDatabase(() => deps.repository.reserveKeyRequest(stored.id));
    if (next === null) break;
    used = next;
  }
  if (used !== null)
    answerCap(c, { limit: cap, used, expiresAt: stored.expiresAt }, c.get('legacyRateRemaining'));
  return granted;
}

/** Units of an account's invoice allowance taken for one request; given back for what did not succeed. */
export interface QuotaHold {
  granted: number;
  /** Gives back `units` (never more than still held). */
  release(units: number): Promise<void>;
}

/**
 * Takes up to `wanted` units of the key's quota (spec 8): live keys of an account draw on their plan's
 * allowance for the current period, past it only on plans with overage; test keys consume none. `all` refuses with 402 unless every unit is
 * granted; otherwise the caller serves as many invoices as were granted.
 */
export async function holdQuota(c: Context, deps: QuotaDeps, wanted: number, all = true): Promise<QuotaHold> {
  const stored = c.get('apiKey');
  if (stored.mode === 'test' || stored.accountId === null)
    return { granted: wanted, release: async () => {} };
  const accountId = stored.accountId;
  const plan = planOf(stored);
  const period = quotaPeriod(plan, deps.clock());
  const granted = await withDatabase(() =>
    deps.store.reserveQuotaUnits(accountId, period, enforcedQuota(plan), wanted),
  );
  if (granted === 0 || (all && granted < wanted)) {
    if (granted > 0) await deps.store.releaseQuotaUnits(accountId, period, granted);
    legacyFail('QUOTA_EXCEEDED', `The plan's quota of ${plan.quota} invoices (${period}) is used up`, {
      limit: plan.quota,
      period,
      upgradeUrl: deps.upgradeUrl,
    });
  }
  let held = granted;
  return {
    granted,
    release: async (units) => {
      const back = Math.min(units, held);
      held -= back;
      await deps.store.releaseQuotaUnits(accountId, period, back).catch((err: unknown) => {
        console.error(`[proxy] could not give back ${back} quota units of ${accountId}: ${String(err)}`);
      });
    },
  };
}

/** Runs `work` on one unit of quota, given back when it throws. */
export async function withOneUnit<T>(c: Context, deps: QuotaDeps, work: () => Promise<T>): Promise<T> {
  const hold = await holdQuota(c, deps, 1);
  try {
    return await work();
  } catch (err) {
    await hold.release(1);
    throw err;
  }
}
