import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { INSTANT_KEY } from '../auth/plans.ts';
import { rateLimit } from '../auth/rateLimit.ts';
import type { SignupMode } from '../auth/signupMode.ts';
import { failHttp } from '../errors/httpError.ts';
import type { Clock } from '../lib/clock.ts';
import type { Repository } from '../storage/repository.ts';
import { withDatabase } from '../storage/withDatabase.ts';

/** Keys one client address may mint per hour: enough to retry, too few to farm test capacity. */
export const INSTANT_KEYS_PER_ADDRESS_HOUR = 5;

/**
 * The public routes under {site_url}/api/developers: POST /instant-key, no body, no account.
 * Answers 201 `{success, data: {key, mode: 'test', expiresAt, requestLimit}, meta}`; the key is
 * shown only here. Minting is limited per client address (429 RATE_LIMITED, Retry-After). An instant key is
 * an open sign-up without an e-mail: any SIGNUP but `open` refuses it with 401 UNAUTHORIZED.
 */
export function instantKeyRoutes(repo: Repository, clock: Clock, signup: SignupMode): Hono {
  const app = new Hono();
  app.post('/instant-key', async (c) => {
    if (signup !== 'open')
      failHttp('UNAUTHORIZED', `Instant keys are switched off on this server (SIGNUP=${signup})`);
    const startedAt = performance.now();
    const now = clock();
    const rule = {
      bucket: `instant-key:${clientAddress(c)}`,
      limit: INSTANT_KEYS_PER_ADDRESS_HOUR,
      windowMs: 3_600_000,
    };
    await rateLimit(c, repo, rule, now);
    const expiresAt = new Date(now + INSTANT_KEY.ttlMs);
    const { key } = await withDatabase(() =>
      repo.createInstantKey(new Date(now), expiresAt, INSTANT_KEY.requests),
    );
    const data = {
      key,
      mode: 'test',
      expiresAt: expiresAt.toISOString(),
      requestLimit: INSTANT_KEY.requests,
    };
    c.header('Cache-Control', 'no-store');
    return c.json(
      { success: true, data, meta: { processingTimeMs: Math.round(performance.now() - startedAt) } },
      201,
    );
  });
  return app;
}

/** The peer address of the connection; requests without a socket (in-process tests) share one bucket. */
function clientAddress(c: Parameters<typeof getConnInfo>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
