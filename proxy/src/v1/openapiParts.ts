import { LegacyErrorEnvelopeSchema } from './schemas.ts';

/** Error responses every keyed earlier-interface route has, plus the route's own (status → description). */
export function errorResponses(own: Record<number, string>) {
  const all: Record<number, string> = {
    401: 'UNAUTHORIZED (missing or invalid key), KEY_EXPIRED',
    403: 'KEY_INACTIVE, INSUFFICIENT_TIER (names the plan needed)',
    429: 'RATE_LIMIT_EXCEEDED, TEST_RATE_LIMIT_EXCEEDED (test keys: 100 requests per hour); Retry-After',
    500: 'INTERNAL',
    503: 'ORACLE_UNAVAILABLE (Retry-After: 60)',
    ...own,
  };
  return Object.fromEntries(
    Object.entries(all).map(([status, description]) => [
      status,
      { description, content: { 'application/json': { schema: LegacyErrorEnvelopeSchema } } },
    ]),
  );
}
