import { refuseTarget, type TargetPolicy } from './targetPolicy.ts';
import { SIGNATURE_HEADER, signWebhook } from './webhookSignature.ts';
import type { ClaimedDelivery, WebhookStore } from './webhookStore.ts';

/** Delivery settings; defaults in `DELIVERY_DEFAULTS`. */
export interface DeliveryOptions {
  /** How often an idle dispatcher looks for due deliveries. */
  pollMs: number;
  /** How long a claimed delivery stays with one proxy (longer than `timeoutMs`). */
  leaseMs: number;
  /** How long a receiver may take to answer. */
  timeoutMs: number;
  /** Attempts before a delivery is dead-lettered. */
  maxAttempts: number;
  /** First retry delay; doubles per attempt up to `retryMaxMs`, with jitter. */
  retryBaseMs: number;
  retryMaxMs: number;
  policy: TargetPolicy;
}

/** 10 attempts over roughly 6 hours: 10 s, 20 s, 40 s … capped at 2 h, each with up to 50 % less. */
export const DELIVERY_DEFAULTS: DeliveryOptions = {
  pollMs: 1_000,
  leaseMs: 60_000,
  timeoutMs: 10_000,
  maxAttempts: 10,
  retryBaseMs: 10_000,
  retryMaxMs: 2 * 3_600_000,
  policy: { allowHttp: false, allowPrivate: false },
};

/** Delay before attempt `attempt + 1`: exponential with "equal jitter", so retries of many events spread out. */
export function retryDelay(
  attempt: number,
  o: Pick<DeliveryOptions, 'retryBaseMs' | 'retryMaxMs'>,
  random = Math.random,
) {
  const full = Math.min(o.retryBaseMs * 2 ** (attempt - 1), o.retryMaxMs);
  return Math.round(full / 2 + (full / 2) * random());
}

export interface Dispatcher {
  /** Looks for due deliveries now (after an event was queued). */
  kick(): void;
  /** Stops claiming, waits for attempts under way. */
  close(): Promise<void>;
}

/**
 * The delivery loop of one proxy. Each proxy runs one; they share the queue in the database and
 * never make the same attempt twice (see WebhookStore.claimDue). At least once: a delivery stays
 * pending until a receiver answers 2xx or its attempts run out.
 */
export function startDispatcher(
  store: WebhookStore,
  options: DeliveryOptions,
  log: (message: string) => void = (m) => console.error(`[webhooks] ${m}`),
): Dispatcher {
  let closed = false;
  let wake: (() => void) | undefined;
  let lastFailureLog = 0;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const deliver = async (d: ClaimedDelivery) => {
    if (!(await store.startAttempt(d.id, d.attempt, new Date()))) return;
    const started = Date.now();
    let statusCode: number | null = null;
    let error: string | null = await refuseTarget(d.url, options.policy, d.mode === 'test');
    if (error === null) {
      try {
        const res = await fetch(d.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'einvoice-check-webhooks/1',
            'webhook-id': d.eventId,
            'webhook-attempt': String(d.attempt),
            [SIGNATURE_HEADER]: signWebhook(d.secret, d.body, Math.floor(Date.now() / 1000)),
          },
          body: d.body,
          // A redirect could lead anywhere, including inside the network: not followed.
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        statusCode = res.status;
        await res.body?.cancel();
        if (res.status < 200 || res.status > 299) error = `receiver answered ${res.status}`;
      } catch (err) {
        error =
          err instanceof Error && err.name === 'TimeoutError' ? 'receiver timed out' : 'receiver unreachable';
      }
    }
    const outcome = { statusCode, error, durationMs: Date.now() - started };
    const now = new Date();
    const next =
      error === null
        ? ({ delivered: true, at: now } as const)
        : ({
            delivered: false,
            retryAt:
              d.attempt >= options.maxAttempts
                ? null
                : new Date(now.getTime() + retryDelay(d.attempt, options)),
          } as const);
    await store.finishAttempt(d, outcome, next);
  };

  const loop = (async () => {
    while (!closed) {
      let claimed: ClaimedDelivery[] = [];
      try {
        claimed = await store.claimDue(new Date(), options.leaseMs, 16);
        await Promise.all(
          claimed.map((d) =>
            deliver(d).catch((err: unknown) =>
              log(`delivery ${d.id} attempt ${d.attempt} not recorded: ${String(err)}`),
            ),
          ),
        );
      } catch (err) {
        // The database being away is reported once a minute, not once per poll.
        if (Date.now() - lastFailureLog > 60_000) {
          lastFailureLog = Date.now();
          log(`cannot read the delivery queue: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
      if (claimed.length === 0 && !closed) await sleep(options.pollMs);
    }
  })();

  return {
    kick: () => wake?.(),
    close: async () => {
      closed = true;
      wake?.();
      await loop;
    },
  };
}

/** Delivery options from the environment (WEBHOOK_* variables); anything unset keeps its default. */
export function readDeliveryOptions(env: NodeJS.ProcessEnv): DeliveryOptions {
  const num = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const v = Number(raw);
    if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number, got '${raw}'`);
    return v;
  };
  const d = DELIVERY_DEFAULTS;
  return {
    pollMs: num('WEBHOOK_POLL_MS', d.pollMs),
    leaseMs: num('WEBHOOK_LEASE_MS', d.leaseMs),
    timeoutMs: num('WEBHOOK_TIMEOUT_MS', d.timeoutMs),
    maxAttempts: num('WEBHOOK_MAX_ATTEMPTS', d.maxAttempts),
    retryBaseMs: num('WEBHOOK_RETRY_BASE_MS', d.retryBaseMs),
    retryMaxMs: num('WEBHOOK_RETRY_MAX_MS', d.retryMaxMs),
    policy: {
      allowHttp: env.WEBHOOK_ALLOW_HTTP === '1',
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE === '1',
    },
  };
}
