import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { readJsonBody } from '../body/readJsonBody.ts';
import type { Clock } from '../lib/clock.ts';
import { withDatabase } from '../storage/withDatabase.ts';
import { checkTarget, type Resolve, type TargetPolicy } from '../webhooks/targetPolicy.ts';
import type { WebhookStore } from '../webhooks/webhookStore.ts';
import { legacyOk } from './envelope.ts';
import { legacyFail } from './errors.ts';
import { errorResponses } from './openapiParts.ts';
import { parseLegacy } from './parse.ts';
import { legacyEnvelope } from './schemas.ts';

/** The one event kind the service sends (spec 6). */
export const EVENTS = ['validation.completed'] as const;
/** Registrations per account and key mode. */
const MAX_WEBHOOKS = 20;

const RegisterSchema = z
  .object({
    url: z.string().url().max(2048),
    events: z.array(z.enum(EVENTS)).min(1).max(EVENTS.length),
    description: z.string().max(500).optional(),
  })
  .openapi('WebhookRegistration');

/** One delivery as GET /v1/webhooks/{id}/deliveries lists it (webhookStore.ts `deliveries`). */
const DeliverySchema = z
  .object({
    id: z.string(),
    eventId: z.string(),
    event: z.string(),
    status: z.enum(['pending', 'delivered', 'dead']),
    attempts: z.array(
      z.object({
        attempt: z.int(),
        at: z.string(),
        result: z.enum(['delivered', 'failed', 'in progress']),
        statusCode: z
          .int()
          .optional()
          .openapi({ description: "The receiver's status, on a delivered attempt" }),
      }),
    ),
    nextRetryAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('WebhookDelivery');

const WebhookSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(z.string()),
    description: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('Webhook');

const routes = [
  createRoute({
    method: 'post',
    path: '/v1/webhooks',
    summary: 'Register a webhook; the signing secret is shown in this answer only',
    request: { body: { required: true, content: { 'application/json': { schema: RegisterSchema } } } },
    responses: {
      201: {
        description: 'Registered',
        content: {
          'application/json': {
            schema: legacyEnvelope(WebhookSchema.extend({ secret: z.string() }), 'WebhookCreated'),
          },
        },
      },
      ...errorResponses({
        400: 'BAD_REQUEST (URL refused: not https, private network or loopback, does not resolve; unknown event; more than 20 webhooks)',
      }),
    },
  }),
  createRoute({
    method: 'get',
    path: '/v1/webhooks',
    summary: "The account's webhooks (of the calling key's mode)",
    responses: {
      200: {
        description: 'Webhooks',
        content: {
          'application/json': {
            schema: legacyEnvelope(z.object({ webhooks: z.array(WebhookSchema) }), 'WebhookList'),
          },
        },
      },
      ...errorResponses({}),
    },
  }),
  createRoute({
    method: 'delete',
    path: '/v1/webhooks/{id}',
    summary: 'Remove a webhook and its pending deliveries',
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: {
        description: 'Removed',
        content: {
          'application/json': {
            schema: legacyEnvelope(z.object({ id: z.string(), deleted: z.literal(true) }), 'WebhookDeleted'),
          },
        },
      },
      ...errorResponses({ 404: 'NOT_FOUND' }),
    },
  }),
  createRoute({
    method: 'get',
    path: '/v1/webhooks/{id}/deliveries',
    summary:
      'The last 100 deliveries: status, every attempt (delivered with its status code, or failed), next retry',
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: {
        description: 'Deliveries, newest first',
        content: {
          'application/json': {
            schema: legacyEnvelope(z.object({ deliveries: z.array(DeliverySchema) }), 'WebhookDeliveries'),
          },
        },
      },
      ...errorResponses({ 404: 'NOT_FOUND' }),
    },
  }),
];

/** Webhook registration under the earlier interface (the spec leaves it open; this is the documented form). */
export function registerWebhooks(
  app: OpenAPIHono,
  auth: MiddlewareHandler,
  d: { store: WebhookStore; policy: TargetPolicy; resolve: Resolve; clock: Clock },
): void {
  for (const r of routes) app.openAPIRegistry.registerPath(r);
  const owner = (c: Context) => {
    const key = c.get('apiKey');
    if (!key.accountId)
      legacyFail('BAD_REQUEST', 'Webhooks belong to an account; instant keys cannot register any');
    return { accountId: key.accountId, mode: key.mode };
  };

  app.post('/v1/webhooks', auth, async (c) => {
    const { accountId, mode } = owner(c);
    const body = parseLegacy(
      RegisterSchema,
      await readJsonBody(c, { maxBytes: 16 * 1024, purpose: 'a webhook registration' }),
    );
    const checked = await checkTarget(body.url, d.policy, d.resolve);
    if ('refusal' in checked)
      legacyFail('BAD_REQUEST', `Webhook URL refused: ${checked.refusal}`, { field: 'url' });
    const created = await withDatabase(() =>
      d.store.create(
        accountId,
        mode,
        body.url,
        [...new Set(body.events)],
        body.description ?? null,
        new Date(d.clock()),
        MAX_WEBHOOKS,
      ),
    );
    if (!created) legacyFail('BAD_REQUEST', `At most ${MAX_WEBHOOKS} webhooks per account`);
    const res = legacyOk(c, created);
    return new Response(res.body, { status: 201, headers: res.headers });
  });

  app.get('/v1/webhooks', auth, async (c) => {
    const { accountId, mode } = owner(c);
    return legacyOk(c, { webhooks: await withDatabase(() => d.store.list(accountId, mode)) });
  });

  app.delete('/v1/webhooks/:id', auth, async (c) => {
    const { accountId, mode } = owner(c);
    const id = c.req.param('id');
    if (!(await withDatabase(() => d.store.remove(accountId, mode, id))))
      legacyFail('NOT_FOUND', `No webhook ${id}`);
    return legacyOk(c, { id, deleted: true as const });
  });

  app.get('/v1/webhooks/:id/deliveries', auth, async (c) => {
    const { accountId, mode } = owner(c);
    const id = c.req.param('id');
    const deliveries = await withDatabase(() => d.store.deliveries(accountId, mode, id, 100));
    if (!deliveries) legacyFail('NOT_FOUND', `No webhook ${id}`);
    return legacyOk(c, { deliveries });
  });
}
