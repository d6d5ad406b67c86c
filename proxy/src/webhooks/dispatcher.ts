import { DeliveryFailure, postWebhook } from './postWebhook.ts';
import { checkTarget, type Resolve, systemResolver, type TargetPolicy } from './targetPolicy.ts';
import { SIGNATURE_HEADER, signWebhook } from './webhookSignature.ts';
import type { ClaimedDelivery, WebhookStore } from './webhookStore.ts';

/** Delivery settings; defaults in `DELIVERY_DEFAULTS`. */
export interface DeliveryOptions {
  /** How often an idle dispatcher looks for due deliveries. */
  pollMs: number;
  /** How long a claimed delivery stays with one proxy (longer than `lookupTimeoutMs` + `timeoutMs`). */
  leaseMs: number;
  /** How long a receiver may take to answer. */
  timeoutMs: number;
  /** How long resolving a receiver's host name may take. */
  lookupTimeoutMs: number;
  /** Attempts before a delivery is dead-lettered. */
  maxAttempts: number;
  /** First retry delay; doubles per attempt up to `retryMaxMs`, with jitter. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts under way at once in one proxy, and of those at most so many per account and per host. */
  concurrency: number;
  perAccount: number;
  perHost: number;
  /** Timeouts in a row after which an endpoint is paused for `breakerPauseMs` (then tried once before more). */
  breakerTimeouts: number;
  breakerPauseMs: number;
  /** How long delivered and dead-lettered deliveries are kept. */
  retentionMs: number;
  policy: TargetPolicy;
}

/** 10 attempts over roughly 6 hours: 10 s, 20 s, 40 s … capped at 2 h, each with up to 50 % less. */
export const DELIVERY_DEFAULTS: DeliveryOptions = {
  pollMs: 1_000,
  leaseMs: 60_000,
  timeoutMs: 10_000,
  lookupTimeoutMs: 5_000,
  maxAttempts: 10,
  retryBaseMs: 10_000,
  retryMaxMs: 2 * 3_600_000,
  concurrency: 32,
  perAccount: 4,
  perHost: 8,
  breakerTimeouts: 3,
  breakerPauseMs: 60_000,
  retentionMs: 30 * 86_400_000,
  policy: { allowHttp: false, allowPrivate: false, allowLoopback: false },
};

/** Finished deliveries older than the retention are deleted this often (and when a dispatcher starts). */
const PRUNE_EVERY_MS = 3_600_000;

/** Delay before attempt `attempt + 1`: exponential with "equal jitter", so retries of many events spread out. */
export function retryDelay(
  attempt: number,
  o: Pick<DeliveryOptions, 'retryBaseMs' | 'retryMaxMs'>,
  random = Math.random,
) {
  const full = Math.min(o.retryBaseMs * 2 ** (attempt - 1), o.retryMaxMs);
  return Math.round(full / 2 + (full / 2) * random());
}

/** Attempts under way per key (account or host). */
class InFlight {
  private readonly counts = new Map<string, number>();
  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }
  add(key: string, n: 1 | -1): void {
    const next = this.get(key) + n;
    if (next > 0) this.counts.set(key, next);
    else this.counts.delete(key);
  }
  keys(): string[] {
    return [...this.counts.keys()];
  }
}

/**
 * Holds back endpoints (one registration: one account's URL) whose receivers time out: each such attempt
 * holds a slot for the whole timeout. After a timeout the endpoint gets one attempt at a time; after
 * `limit` in a row it is skipped for `pauseMs`, then tried once at a time again, until an attempt ends
 * otherwise than by timing out. The deliveries wait meanwhile without spending attempts. Per endpoint,
 * not per host: one tenant's hanging receivers never pause another tenant's deliveries to the same host.
 */
class EndpointBreaker {
  private readonly endpoints = new Map<string, { timeouts: number; pausedUntil: number }>();
  constructor(
    private readonly limit: number,
    private readonly pauseMs: number,
    private readonly log: (message: string) => void,
  ) {}

  record(d: Pick<ClaimedDelivery, 'webhookId' | 'host'>, timedOut: boolean, now: number): void {
    if (!timedOut) {
      this.endpoints.delete(d.webhookId);
      return;
    }
    const h = this.endpoints.get(d.webhookId) ?? { timeouts: 0, pausedUntil: 0 };
    h.timeouts++;
    if (h.timeouts >= this.limit && h.pausedUntil <= now) {
      h.pausedUntil = now + this.pauseMs;
      this.log(
        `pausing deliveries to ${d.host} of webhook ${d.webhookId} for ${this.pauseMs} ms after ${h.timeouts} timeouts in a row`,
      );
    }
    this.endpoints.set(d.webhookId, h);
  }

  paused(now: number): string[] {
    return [...this.endpoints].filter(([, h]) => h.pausedUntil > now).map(([id]) => id);
  }

  /** Whether the endpoint's last attempt timed out: then it has one attempt at a time. */
  suspect(webhookId: string): boolean {
    return this.endpoints.has(webhookId);
  }
}

export interface Dispatcher {
  /** Looks for due deliveries now (after an event was queued). */
  kick(): void;
  /** Stops claiming, waits for attempts under way. */
  close(): Promise<void>;
}

/**
 * The delivery pool of one proxy. Each proxy runs one; they share the queue in the database and never
 * make the same attempt twice (see WebhookStore.claimDue). Attempts run side by side and a freed slot is
 * refilled at once, so a slow receiver holds only its own slots: accounts and hosts at their cap and
 * paused endpoints are left out of claims. At least once: a delivery stays pending until a receiver answers
 * 2xx or its attempts run out. `resolve` is the system resolver unless a test gives a table.
 */
export function startDispatcher(
  store: WebhookStore,
  options: DeliveryOptions,
  log: (message: string) => void = (m) => console.error(`[webhooks] ${m}`),
  resolve: Resolve = systemResolver(options.lookupTimeoutMs),
): Dispatcher {
  let closed = false;
  let nudged = false;
  let wake: (() => void) | undefined;
  let lastFailureLog = 0;
  let nextPrune = 0;
  const running = new Set<Promise<void>>();
  const byAccount = new InFlight();
  const byHost = new InFlight();
  const byEndpoint = new InFlight();
  const breaker = new EndpointBreaker(options.breakerTimeouts, options.breakerPauseMs, log);
  const nudge = () => {
    nudged = true;
    wake?.();
  };
  // A nudge while the loop was busy (a kick, an attempt finishing) skips the next sleep: none is lost.
  const sleep = (ms: number) =>
    nudged
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });

  const attempt = async (d: ClaimedDelivery) => {
    if (!(await store.startAttempt(d.id, d.attempt, new Date()))) return;
    const started = Date.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    const checked = await checkTarget(d.url, options.policy, resolve);
    if ('refusal' in checked) error = `target refused: ${checked.refusal}`;
    else {
      try {
        statusCode = await postWebhook(
          checked.target,
          {
            'content-type': 'application/json',
            'user-agent': 'einvoice-check-webhooks/1',
            'webhook-id': d.eventId,
            'webhook-attempt': String(d.attempt),
            [SIGNATURE_HEADER]: signWebhook(d.secret, d.body, Math.floor(Date.now() / 1000)),
          },
          d.body,
          options.timeoutMs,
        );
        if (statusCode < 200 || statusCode > 299) error = `receiver answered ${statusCode}`;
      } catch (err) {
        error = err instanceof DeliveryFailure ? err.message : 'receiver unreachable';
      }
    }
    breaker.record(d, error === 'receiver timed out', Date.now());
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

  const start = (d: ClaimedDelivery) => {
    byAccount.add(d.accountId, 1);
    byHost.add(d.host, 1);
    byEndpoint.add(d.webhookId, 1);
    const run = attempt(d)
      .catch((err: unknown) => log(`delivery ${d.id} attempt ${d.attempt} not recorded: ${String(err)}`))
      .finally(() => {
        byAccount.add(d.accountId, -1);
        byHost.add(d.host, -1);
        byEndpoint.add(d.webhookId, -1);
        running.delete(run);
        nudge();
      });
    running.add(run);
  };

  const fill = async (): Promise<number> => {
    const free = options.concurrency - running.size;
    if (free <= 0) return 0;
    const now = Date.now();
    if (now >= nextPrune) {
      nextPrune = now + PRUNE_EVERY_MS;
      await store.prune(new Date(now - options.retentionMs));
    }
    const held = (webhookId: string) => breaker.suspect(webhookId) && byEndpoint.get(webhookId) >= 1;
    const skip = {
      accounts: byAccount.keys().filter((a) => byAccount.get(a) >= options.perAccount),
      hosts: byHost.keys().filter((h) => byHost.get(h) >= options.perHost),
      webhooks: [...byEndpoint.keys().filter(held), ...breaker.paused(now)],
    };
    let started = 0;
    for (const d of await store.claimDue(new Date(now), options.leaseMs, free, skip)) {
      // One claim can hold more of an account, host or endpoint than it has room for: the rest goes back.
      if (
        byAccount.get(d.accountId) >= options.perAccount ||
        byHost.get(d.host) >= options.perHost ||
        held(d.webhookId)
      )
        await store.release(d);
      else {
        start(d);
        started++;
      }
    }
    return started;
  };

  const loop = (async () => {
    while (!closed) {
      nudged = false;
      let started = 0;
      try {
        started = await fill();
      } catch (err) {
        // The database being away is reported once a minute, not once per poll.
        if (Date.now() - lastFailureLog > 60_000) {
          lastFailureLog = Date.now();
          log(`cannot read the delivery queue: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
      if (started === 0 && !closed) await sleep(options.pollMs);
    }
    await Promise.all(running);
  })();

  return {
    kick: nudge,
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
    lookupTimeoutMs: num('WEBHOOK_LOOKUP_TIMEOUT_MS', d.lookupTimeoutMs),
    maxAttempts: num('WEBHOOK_MAX_ATTEMPTS', d.maxAttempts),
    retryBaseMs: num('WEBHOOK_RETRY_BASE_MS', d.retryBaseMs),
    retryMaxMs: num('WEBHOOK_RETRY_MAX_MS', d.retryMaxMs),
    concurrency: num('WEBHOOK_CONCURRENCY', d.concurrency),
    perAccount: num('WEBHOOK_ACCOUNT_CONCURRENCY', d.perAccount),
    perHost: num('WEBHOOK_HOST_CONCURRENCY', d.perHost),
    breakerTimeouts: num('WEBHOOK_BREAKER_TIMEOUTS', d.breakerTimeouts),
    breakerPauseMs: num('WEBHOOK_BREAKER_PAUSE_MS', d.breakerPauseMs),
    retentionMs: num('WEBHOOK_RETENTION_DAYS', d.retentionMs / 86_400_000) * 86_400_000,
    policy: {
      allowHttp: env.WEBHOOK_ALLOW_HTTP === '1',
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE === '1',
      allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK === '1',
    },
  };
}
