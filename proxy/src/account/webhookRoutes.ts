import type { Hono } from 'hono';
import { z } from 'zod';
import { rateLimit } from '../auth/rateLimit.ts';
import type { Clock } from '../lib/clock.ts';
import type { Repository } from '../storage/repository.ts';
import { withDatabase } from '../storage/withDatabase.ts';
import { checkTarget, type Resolve, type TargetPolicy } from '../webhooks/targetPolicy.ts';
import type { WebhookStore } from '../webhooks/webhookStore.ts';
import type { AccountStore } from './accountStore.ts';
import { parseBody } from './authRoutes.ts';
import { requireAccount } from './keyAccess.ts';
import { invalid, notFound } from './refusals.ts';
import type { AccountEnv } from './session.ts';
import { manualDeliveryRule } from './throttle.ts';
import type { WebhookRows } from './webhookRows.ts';

/** Registrations per account and key mode, as through the API (webhooks/registerWebhooks.ts). */
const MAX_WEBHOOKS = 20;
const Register = z.object({
  url: z.url().max(2048),
  mode: z.enum(['live', 'test']),
  description: z.string().max(500).optional(),
});

export interface WebhookDeps {
  store: AccountStore;
  repository: Repository;
  clock: Clock;
  webhooks: { store: WebhookStore; rows: WebhookRows; policy: TargetPolicy; resolve: Resolve };
}

/**
 * The account's webhooks: register (the API's target policy: HTTPS outside loopback, no private targets), list,
 * delete, rotate the secret, send a test event, the delivery log and redelivery. Ids of other accounts answer
 * 404; a database that must not be written refuses every change with 503 before any statement runs (the
 * stores check it: WebhookStore for register and delete, WebhookRows for the rest).
 */
export function registerWebhookRoutes(app: Hono<AccountEnv>, d: WebhookDeps): void {
  const session = requireAccount(d.store, d.repository, d.clock);
  const w = d.webhooks;

  app.post('/webhooks', session, async (c) => {
    const body = await parseBody(c, Register);
    const checked = await checkTarget(body.url, w.policy, w.resolve);
    if ('refusal' in checked) invalid(`Webhook URL refused: ${checked.refusal}`, { fields: ['url'] });
    const created = await withDatabase(() =>
      w.store.create(
        c.get('account').accountId,
        body.mode,
        body.url,
        ['validation.completed'],
        body.description ?? null,
        new Date(d.clock()),
        MAX_WEBHOOKS,
      ),
    );
    if (!created) invalid(`At most ${MAX_WEBHOOKS} webhooks per account and mode`);
    return c.json({ success: true, data: { ...created, mode: body.mode } }, 201);
  });

  app.get('/webhooks', session, async (c) => {
    const accountId = c.get('account').accountId;
    const [live, test] = await withDatabase(() =>
      Promise.all([w.store.list(accountId, 'live'), w.store.list(accountId, 'test')]),
    );
    const webhooks = [
      ...live.map((h) => ({ ...h, mode: 'live' as const })),
      ...test.map((h) => ({ ...h, mode: 'test' as const })),
    ];
    return c.json({ success: true, data: { webhooks } });
  });

  app.delete('/webhooks/:id', session, async (c) => {
    const accountId = c.get('account').accountId;
    const id = c.req.param('id');
    const mode = await withDatabase(() => w.rows.modeOf(accountId, id));
    // One statement removes the registration and its count; its deliveries go with it (foreign key cascade).
    const removed = mode ? await withDatabase(() => w.store.remove(accountId, mode, id)) : false;
    if (!removed) return notFound(c, 'No webhook with this id in this account');
    return c.body(null, 204);
  });

  app.post('/webhooks/:id/secret', session, async (c) => {
    const secret = await withDatabase(() =>
      w.rows.rotateSecret(c.get('account').accountId, c.req.param('id')),
    );
    if (!secret) return notFound(c, 'No webhook with this id in this account');
    return c.json({ success: true, data: { secret } });
  });

  app.post('/webhooks/:id/test', session, async (c) => {
    await rateLimit(c, d.repository, manualDeliveryRule(c.get('account').accountId), d.clock());
    const id = await withDatabase(() =>
      w.rows.queueTest(c.get('account').accountId, c.req.param('id'), new Date(d.clock())),
    );
    if (!id) return notFound(c, 'No webhook with this id in this account');
    return c.json({ success: true, data: { deliveryId: id } }, 202);
  });

  app.get('/webhooks/:id/deliveries', session, async (c) => {
    const accountId = c.get('account').accountId;
    const id = c.req.param('id');
    const mode = await withDatabase(() => w.rows.modeOf(accountId, id));
    const deliveries = mode ? await withDatabase(() => w.store.deliveries(accountId, mode, id, 100)) : null;
    if (!deliveries) return notFound(c, 'No webhook with this id in this account');
    return c.json({ success: true, data: { deliveries } });
  });

  app.post('/deliveries/:id/redeliver', session, async (c) => {
    await rateLimit(c, d.repository, manualDeliveryRule(c.get('account').accountId), d.clock());
    const ok = await withDatabase(() =>
      w.rows.redeliver(c.get('account').accountId, c.req.param('id'), new Date(d.clock())),
    );
    if (!ok) return notFound(c, 'No delivery with this id in this account');
    return c.json({ success: true, data: { queued: true } }, 202);
  });
}
