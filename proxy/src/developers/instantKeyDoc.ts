import { createRoute, z } from '@hono/zod-openapi';
import { INSTANT_KEY } from '../auth/plans.ts';
import { MetaSchema } from '../platform/envelopes.ts';
import { errorResponses } from '../platform/schemas/errorResponses.ts';
import { INSTANT_KEYS_PER_ADDRESS_HOUR } from './instantKeyRoutes.ts';

/** Where the developer routes are mounted ({site_url}/api/developers); both documents name it from their server. */
export const DEVELOPERS_PATH = '/developers';

const InstantKeySchema = z
  .object({
    key: z.string().openapi({ description: 'The test key; shown only in this answer', example: 'sk_test_…' }),
    mode: z.literal('test'),
    expiresAt: z.string().openapi({ description: 'ISO 8601 instant the key stops working' }),
    requestLimit: z
      .int()
      .openapi({ description: 'Requests the key may make in all', example: INSTANT_KEY.requests }),
  })
  .openapi('InstantKey');

/**
 * POST {site_url}/api/developers/instant-key as both interface documents describe it (servers `/api`): the key a
 * new integrator tries either interface with. Its envelope and error codes are v3's.
 */
export const instantKeyRoute = createRoute({
  method: 'post',
  path: `${DEVELOPERS_PATH}/instant-key`,
  security: [],
  summary: 'Mint a test key at once: no account, no body',
  description: `A test key (sk_test_…) valid for ${INSTANT_KEY.requests} requests or until expiresAt, whichever comes first. One client address may mint ${INSTANT_KEYS_PER_ADDRESS_HOUR} keys per hour (429 RATE_LIMITED with Retry-After beyond).`,
  responses: {
    201: {
      description: 'The new key',
      content: {
        'application/json': {
          schema: z
            .object({ success: z.literal(true), data: InstantKeySchema, meta: MetaSchema })
            .openapi('InstantKeySuccess'),
        },
      },
    },
    ...errorResponses(['RATE_LIMITED', 'ORACLE_UNAVAILABLE', 'INTERNAL']),
  },
});
