/** Plan names accepted by accounts (spec 8). */
export const PLAN_NAMES = ['Free Trial', 'Starter', 'Pro', 'Scale', 'Business'] as const;

export type PlanName = (typeof PLAN_NAMES)[number];

/** What a plan allows its live keys. */
export interface Plan {
  /** Successful requests per period. */
  quota: number;
  /** `lifetime`: the quota is never reset (Free Trial); `month`: per UTC calendar month. */
  period: 'lifetime' | 'month';
  /** Live requests per minute per key (the spec leaves live rates open; these are ours). */
  ratePerMinute: number;
  /**
   * EUR billed per 1,000 invoices past the quota, which is then never refused; null: the quota is a hard
   * stop (402 QUOTA_EXCEEDED, upgrade required).
   */
  overageEurPer1000: number | null;
}

/**
 * Quotas and overage of spec 8; Business is not priced there, so it gets 100,000 a month (four times Scale,
 * continuing the ×5 steps loosely) and the paid plans' overage: refusing the largest plan at its quota
 * while Starter runs on would invert the plans.
 */
export const PLANS: Readonly<Record<PlanName, Plan>> = {
  'Free Trial': { quota: 100, period: 'lifetime', ratePerMinute: 60, overageEurPer1000: null },
  Starter: { quota: 1_000, period: 'month', ratePerMinute: 120, overageEurPer1000: 50 },
  Pro: { quota: 5_000, period: 'month', ratePerMinute: 300, overageEurPer1000: 50 },
  Scale: { quota: 25_000, period: 'month', ratePerMinute: 600, overageEurPer1000: 50 },
  Business: { quota: 100_000, period: 'month', ratePerMinute: 1_200, overageEurPer1000: 50 },
};

/** Test keys (sk_test_): 100 requests per hour, fixed, in their own bucket (spec 5.7 and 8). */
export const TEST_KEY_RATE = { limit: 100, windowMs: 3_600_000 };

/** An instant key (spec 4.8, 8): a test key that lives one hour and allows 10 requests. */
export const INSTANT_KEY = { ttlMs: 3_600_000, requests: 10 } as const;

/** The largest count the quota columns hold: the limit a plan with overage is counted against. */
const QUOTA_CEILING = 2_147_483_647;

/** Narrows a string to a plan name. */
export function isPlanName(name: string): name is PlanName {
  return (PLAN_NAMES as readonly string[]).includes(name);
}

/** The quota period a moment falls in: `lifetime`, or the UTC month as YYYY-MM. */
export function quotaPeriod(plan: Plan, nowMs: number): string {
  return plan.period === 'lifetime' ? 'lifetime' : new Date(nowMs).toISOString().slice(0, 7);
}

/** The count past which a plan's requests are refused: its quota, or never for a plan with overage. */
export function enforcedQuota(plan: Plan): number {
  return plan.overageEurPer1000 === null ? plan.quota : QUOTA_CEILING;
}

/** Invoices past the quota in a period and what they cost, prorated to the cent (50 EUR per 1,000: 0.05 each). */
export function overageOf(
  plan: Plan,
  used: number,
): { units: number; amountEur: number; eurPer1000: number } | null {
  const eurPer1000 = plan.overageEurPer1000;
  if (eurPer1000 === null) return null;
  const units = Math.max(0, used - plan.quota);
  return { units, amountEur: Math.round((units * eurPer1000 * 100) / 1_000) / 100, eurPer1000 };
}
