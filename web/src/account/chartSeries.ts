import type { Usage } from './accountApi.ts';

/** Valid and invalid requests per day (all interfaces together), the series the chart draws. */
export function chartSeries(days: Usage['days']): { x: number[]; valid: number[]; invalid: number[] } {
  const byDay = new Map<string, { valid: number; invalid: number }>();
  for (const d of days) {
    const sum = byDay.get(d.day) ?? { valid: 0, invalid: 0 };
    sum.valid += d.valid;
    sum.invalid += d.invalid;
    byDay.set(d.day, sum);
  }
  const sorted = [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b));
  return {
    x: sorted.map(([day]) => Date.parse(`${day}T00:00:00Z`) / 1000),
    valid: sorted.map(([, s]) => s.valid),
    invalid: sorted.map(([, s]) => s.invalid),
  };
}
