import type { Context } from 'hono';
import { failHttp } from '../errors/httpError.ts';
import type { Repository } from '../storage/repository.ts';
import { withDatabase } from '../storage/withDatabase.ts';
import { type FixedWindow, fixedWindow } from './fixedWindow.ts';

/** A limit of `limit` requests per fixed window of `windowMs`, counted under `bucket`. */
export interface RateRule {
  bucket: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts the request in the database (so every proxy process shares one count), sets
 * X-RateLimit-Limit/Remaining/Reset (Reset in epoch seconds) and refuses with 429 RATE_LIMITED
 * and Retry-After (seconds) once the window is full. Resolves with the requests the window has left.
 */
export async function rateLimit(
  c: Context,
  repo: Repository,
  rule: RateRule,
  nowMs: number,
): Promise<number> {
  const window = fixedWindow(nowMs, rule.windowMs);
  const count = await withDatabase(() => repo.hitWindow(rule.bucket, window.start, rule.limit));
  answerRate(c, rule, window, nowMs, count);
  return rule.limit - (count ?? rule.limit);
}

/**
 * The rate-limit headers for a request counted in `window` (`count` including it, null when the window
 * was already full), and the 429 refusal in that case.
 */
export function answerRate(
  c: Context,
  rule: RateRule,
  window: FixedWindow,
  nowMs: number,
  count: number | null,
): void {
  c.header('X-RateLimit-Limit', String(rule.limit));
  c.header('X-RateLimit-Remaining', String(rule.limit - (count ?? rule.limit)));
  c.header('X-RateLimit-Reset', String(Math.ceil(window.resetMs / 1000)));
  if (count !== null) return;
  const retryAfter = Math.max(1, Math.ceil((window.resetMs - nowMs) / 1000));
  c.header('Retry-After', String(retryAfter));
  failHttp('RATE_LIMITED', `Rate limit of ${rule.limit} requests per ${rule.windowMs / 1000} s reached`, {
    limit: rule.limit,
    windowSeconds: rule.windowMs / 1000,
    retryAfter,
  });
}

/**
 * The rate-limit headers of a key with a lifetime request cap (an instant key) whenever the cap leaves no more
 * requests than its rate window does (`rateRemaining`): the cap is then what the key really allows. Its units
 * come back only with a new key, so Reset is the key's expiry. `used`: units used including this request
 * (null: none was left).
 */
export function answerCap(
  c: Context,
  cap: { limit: number; used: number | null; expiresAt: Date | null },
  rateRemaining: number,
): void {
  const remaining = cap.limit - (cap.used ?? cap.limit);
  if (remaining > rateRemaining || !cap.expiresAt) return;
  c.header('X-RateLimit-Limit', String(cap.limit));
  c.header('X-RateLimit-Remaining', String(remaining));
  c.header('X-RateLimit-Reset', String(Math.ceil(cap.expiresAt.getTime() / 1000)));
}
