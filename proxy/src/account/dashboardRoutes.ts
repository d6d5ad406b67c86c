import type { Hono } from 'hono';
import { z } from 'zod';
import { isPlanName, overageOf, PLANS, type Plan, quotaPeriod, TEST_KEY_RATE } from '../auth/plans.ts';
import { rateLimit } from '../auth/rateLimit.ts';
import type { Clock } from '../lib/clock.ts';
import { TimeBoundSchema } from '../platform/schemas/timeBound.ts';
import type { Repository } from '../storage/repository.ts';
import { withDatabase } from '../storage/withDatabase.ts';
import type { AccountStore, DayCount } from './accountStore.ts';
import { fieldsOf, parseBody } from './authRoutes.ts';
import { requireAccount } from './keyAccess.ts';
import { recordAnswer } from './packRoutes.ts';
import { invalid, notFound } from './refusals.ts';
import type { AccountEnv } from './session.ts';
import { keyRegenerationRule } from './throttle.ts';

export interface DashboardDeps {
  store: AccountStore;
  repository: Repository;
  clock: Clock;
}

/** How long the old keys keep working after a regeneration, as the user picks it. */
export const GRACE_MS = { now: 0, '1h': 3_600_000, '24h': 24 * 3_600_000 } as const;
const Regenerate = z.object({ grace: z.enum(['now', '1h', '24h']) });
/** Days the usage chart covers at most (a lifetime period would otherwise grow without end). */
const CHART_DAYS = 31;
const RecordQuery = z.object({
  verdict: z.enum(['valid', 'invalid']).optional(),
  mode: z.enum(['live', 'test']).optional(),
  format: z.string().max(60).optional(),
  before: TimeBoundSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** The start of the quota period a moment is in: the account's creation for a lifetime quota, else the UTC month. */
function periodStart(plan: Plan, nowMs: number, accountCreated: Date): Date {
  if (plan.period === 'lifetime') return accountCreated;
  const d = new Date(nowMs);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}

function planOf(name: string): Plan {
  // Accounts are created with a plan name checked against PLAN_NAMES; an unknown one is a corrupted row.
  if (!isPlanName(name)) throw new Error(`account has unknown plan ${name}`);
  return PLANS[name];
}

/** CSV of the per-day counts; fields are dates, interface names and numbers, so nothing needs quoting. */
export function usageCsv(days: DayCount[]): string {
  return (
    ['day,api,valid,invalid', ...days.map((r) => `${r.day},${r.api},${r.valid},${r.invalid}`)].join('\r\n') +
    '\r\n'
  );
}

/** Keys, usage and validation records of the signed-in account. */
export function registerDashboardRoutes(app: Hono<AccountEnv>, d: DashboardDeps): void {
  const session = requireAccount(d.store, d.repository, d.clock);

  const usage = async (accountId: string, planName: string) => {
    const now = d.clock();
    const plan = planOf(planName);
    const created = await withDatabase(() => d.store.accountCreated(accountId));
    const start = periodStart(plan, now, created);
    const period = quotaPeriod(plan, now);
    const used = await withDatabase(() => d.repository.quotaUsed(accountId, period));
    const chartFrom = new Date(Math.max(start.getTime(), now - CHART_DAYS * 86_400_000));
    const days = await withDatabase(() => d.store.dailyCounts(accountId, chartFrom));
    return { plan, period, start, used, days };
  };

  app.get('/keys', session, async (c) => {
    const u = c.get('account');
    const { start } = await usage(u.accountId, u.plan);
    const keys = await withDatabase(() => d.store.keys(u.accountId, start));
    return c.json({ success: true, data: { keys } });
  });

  app.post('/keys/regenerate', session, async (c) => {
    const body = await parseBody(c, Regenerate);
    const now = d.clock();
    await rateLimit(c, d.repository, keyRegenerationRule(c.get('account').accountId), now);
    const grace = GRACE_MS[body.grace];
    const issued = await withDatabase(() =>
      d.repository.regenerateKeys(
        c.get('account').accountId,
        new Date(now),
        null,
        // Expiring (not deactivating) the old keys, also at once: they then answer 401 KEY_EXPIRED.
        new Date(now + grace),
      ),
    );
    if (!issued) return notFound(c, 'No such account');
    return c.json(
      {
        success: true,
        data: {
          live: issued.live,
          test: issued.test,
          oldKeysUntil: new Date(now + grace).toISOString(),
        },
      },
      201,
    );
  });

  app.get('/usage', session, async (c) => {
    const u = c.get('account');
    const { plan, period, start, used, days } = await usage(u.accountId, u.plan);
    return c.json({
      success: true,
      data: {
        plan: u.plan,
        period,
        periodStart: start.toISOString(),
        used,
        quota: plan.quota,
        overage: overageOf(plan, used),
        rateLimit: { livePerMinute: plan.ratePerMinute, testPerHour: TEST_KEY_RATE.limit },
        days,
      },
    });
  });

  app.get('/usage.csv', session, async (c) => {
    const u = c.get('account');
    const { period, days } = await usage(u.accountId, u.plan);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="usage-${period}.csv"`);
    return c.body(usageCsv(days));
  });

  app.get('/records', session, async (c) => {
    const q = RecordQuery.safeParse(c.req.query());
    if (!q.success) invalid('Invalid query', { fields: fieldsOf(q.error) });
    const { before, ...rest } = q.data;
    const records = await withDatabase(() =>
      d.store.records(c.get('account').accountId, {
        ...rest,
        ...(before ? { before: new Date(before) } : {}),
      }),
    );
    const last = records.at(-1);
    const next = records.length === q.data.limit && last ? last.createdAt.toISOString() : null;
    return c.json({ success: true, data: { records: records.map(recordAnswer), next } });
  });

  app.get('/records/:ref', session, async (c) => {
    const record = await withDatabase(() => d.store.record(c.get('account').accountId, c.req.param('ref')));
    if (!record) return notFound(c, 'No validation record with this reference in this account');
    return c.json({ success: true, data: recordAnswer(record) });
  });
}
