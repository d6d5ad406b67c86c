import { badRequest } from '@einvoice/knowledge';

/** `YYYY-MM-DD` (a real calendar day), or undefined when absent. */
export function dateParam(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = m ? new Date(`${value}T00:00:00Z`) : null;
  if (!m || !d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value)
    badRequest(`${name} must be a date YYYY-MM-DD, got '${value}'`, { parameter: name });
  return value;
}

/** One of `allowed` (case-insensitive), or undefined when absent. */
export function enumParam<T extends string>(
  name: string,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined || value === '') return undefined;
  const hit = allowed.find((a) => a.toLowerCase() === value.toLowerCase());
  if (!hit)
    badRequest(`${name} must be one of ${allowed.join(', ')}, got '${value}'`, { parameter: name, allowed });
  return hit;
}

/** An integer in [min, max], `fallback` when absent. */
export function intParam(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max)
    badRequest(`${name} must be an integer from ${min} to ${max}, got '${value}'`, {
      parameter: name,
      min,
      max,
    });
  return n;
}

/** `true`/`false`/`1`/`0`, `fallback` when absent. */
export function boolParam(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(true|1)$/i.test(value)) return true;
  if (/^(false|0)$/i.test(value)) return false;
  return badRequest(`${name} must be true or false, got '${value}'`, { parameter: name });
}

/** Paging of a list: `page` from 1, `limit` up to 100 (the spec's listing limits, section 8). */
export function paging(page: string | undefined, limit: string | undefined): { page: number; limit: number } {
  return { page: intParam('page', page, 1, 1, 100_000), limit: intParam('limit', limit, 20, 1, 100) };
}

export function pageOf<T>(items: readonly T[], p: { page: number; limit: number }) {
  return {
    items: items.slice((p.page - 1) * p.limit, p.page * p.limit),
    total: items.length,
    page: p.page,
    limit: p.limit,
  };
}
