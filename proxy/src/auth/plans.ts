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
}

/**
 * Quotas of spec 8; Business is not priced there, so it gets 100,000 a month: four times Scale,
 * continuing the ×5 steps loosely while staying a finite, enforceable number.
 */
export const PLANS: Readonly<Record<PlanName, Plan>> = {
  'Free Trial': { quota: 100, period: 'lifetime', ratePerMinute: 60 },
  Starter: { quota: 1_000, period: 'month', ratePerMinute: 120 },
  Pro: { quota: 5_000, period: 'month', ratePerMinute: 300 },
  Scale: { quota: 25_000, period: 'month', ratePerMinute: 600 },
  Business: { quota: 100_000, period: 'month', ratePerMinute: 1_200 },
};

/** Narrows a string to a plan name. */
export function isPlanName(name: string): name is PlanName {
  return (PLAN_NAMES as readonly string[]).includes(name);
}

/** The quota period a moment falls in: `lifetime`, or the UTC month as YYYY-MM. */
export function quotaPeriod(plan: Plan, nowMs: number): string {
  return plan.period === 'lifetime' ? 'lifetime' : new Date(nowMs).toISOString().slice(0, 7);
}
