import path from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';
import { serveAdminSocket } from '../cli/adminSocket.ts';
import { runKeysCommand } from '../cli/runKeysCommand.ts';
import { instantKeyRoutes } from '../developers/instantKeyRoutes.ts';
import { EvidenceStore } from '../evidence/evidenceStore.ts';
import { LegacyStore } from '../storage/legacyStore.ts';
import { openDatabase } from '../storage/openDatabase.ts';
import { Repository } from '../storage/repository.ts';
import { queueValidationCompleted } from '../webhooks/validationCompleted.ts';
import { WebhookStore } from '../webhooks/webhookStore.ts';
import type { AccessConfig } from './accessConfig.ts';
import { modeOfKey } from './apiKey.ts';
import { type Clock, systemClock } from './clock.ts';
import { createAuth } from './createAuth.ts';

/** State of the database as GET /health reports it under `validator.database`. */
export interface DatabaseHealth {
  kind: 'pglite' | 'postgres';
  state: 'ok' | 'unreachable';
}

/** Keys, quotas and limits of a running server. */
export interface Access {
  /** The authentication middleware for every keyed route. */
  auth: MiddlewareHandler;
  /** Public routes mounted at {site_url}/api/developers. */
  developerRoutes: Hono;
  databaseHealth(): Promise<DatabaseHealth>;
  repository: Repository;
  /** Validation records, remediation flows and multi-unit quota reservations (earlier interface). */
  legacyStore: LegacyStore;
  /** Webhook registrations and the delivery queue. */
  webhookStore: WebhookStore;
  evidenceStore: EvidenceStore;
  /** Called when validation events were queued (the server points it at its dispatcher). */
  onWebhooksQueued: { wake: () => void };
  close(): Promise<void>;
}

/** How long health waits for the database before calling it unreachable. */
const HEALTH_PROBE_MS = 1_000;
/** Rate windows older than this can no longer limit anything (the longest window is an hour). */
const WINDOW_RETENTION_MS = 24 * 3_600_000;

/** Opens and migrates the database, provisions INITIAL_API_KEY, and serves the keys CLI's socket (PGlite). */
export async function startAccess(config: AccessConfig, clock: Clock = systemClock): Promise<Access> {
  if (config.initialApiKey !== undefined && modeOfKey(config.initialApiKey) !== 'live') {
    throw new Error('INITIAL_API_KEY must be a sk_live_ key of at least 16 characters after the prefix');
  }
  const database = await openDatabase(config);
  const repository = new Repository(database.db);
  const webhookStore = new WebhookStore(database.db);
  const onWebhooksQueued = { wake: () => {} };
  let admin: { close(): Promise<void> } | undefined;
  try {
    if (config.initialApiKey) {
      await repository.provisionKey(config.initialApiKey, 'live', 'Scale', new Date(clock()));
    }
    await repository.pruneWindows(new Date(clock() - WINDOW_RETENTION_MS));
    if (database.kind === 'pglite') {
      admin = await serveAdminSocket(path.join(config.dataDir, 'admin.sock'), (command) =>
        runKeysCommand(repository, clock, command),
      );
    }
  } catch (err) {
    await database.close();
    throw err;
  }
  return {
    auth: createAuth(repository, clock, config.upgradeUrl),
    developerRoutes: instantKeyRoutes(repository, clock),
    repository,
    legacyStore: new LegacyStore(
      database.db,
      queueValidationCompleted(webhookStore, () => onWebhooksQueued.wake()),
    ),
    webhookStore,
    evidenceStore: new EvidenceStore(database.db),
    onWebhooksQueued,
    databaseHealth: async () => ({
      kind: database.kind,
      state: (await reachable(repository)) ? 'ok' : 'unreachable',
    }),
    close: async () => {
      await admin?.close();
      await database.close();
    },
  };
}

function reachable(repository: Repository): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_PROBE_MS);
  });
  const ping = repository.ping().then(
    () => true,
    () => false,
  );
  return Promise.race([ping, timeout]).finally(() => clearTimeout(timer));
}
