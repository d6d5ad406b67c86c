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
 * The one table of plans, lowest first: the order is the plans' rank, which gating reads (requirePlan).
 * Free Trial < Starter < Pro < Scale is spec 8's price table in its own order, with its quotas and overage.
 * Business, which the spec names only in its gating ("evidence-pack batch requires Business or higher",
 * spec 5.6) and does not price, is placed after Scale: a plan above the price table for contracts beyond
 * it, with 100,000 a month (four times Scale) and the paid plans' overage (refusing the largest plan at its
 * quota while Starter runs on would invert the plans). docs/contract.md says why.
 */
export const PLANS = {
  'Free Trial': { quota: 100, period: 'lifetime', ratePerMinute: 60, overageEurPer1000: null },
  Starter: { quota: 1_000, period: 'month', ratePerMinute: 120, overageEurPer1000: 50 },
  Pro: { quota: 5_000, period: 'month', ratePerMinute: 300, overageEurPer1000: 50 },
  Scale: { quota: 25_000, period: 'month', ratePerMinute: 600, overageEurPer1000: 50 },
  Business: { quota: 100_000, period: 'month', ratePerMinute: 1_200, overageEurPer1000: 50 },
} as const satisfies Readonly<Record<string, Plan>>;

/** Plan names accepted by accounts. */
export type PlanName = keyof typeof PLANS;

/** The plan names in rank order, lowest first (the table's order). */
export const PLAN_NAMES = Object.keys(PLANS) as [PlanName, ...PlanName[]];

/**
 * The lowest plan the spec's "Business or higher" admits (spec 5.6). The spec's own order ends at Scale, the
 * top of its price table, and it prices no Business: read in that order, "Business" is the top tier, so Scale
 * passes, and so does Business, placed above it.
 */
export const BUSINESS_OR_HIGHER: PlanName = 'Scale';

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
