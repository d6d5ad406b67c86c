import path from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';
import { AccountStore } from '../account/accountStore.ts';
import { WebhookRows } from '../account/webhookRows.ts';
import { serveAdminSocket } from '../cli/adminSocket.ts';
import { runKeysCommand } from '../cli/runKeysCommand.ts';
import { instantKeyRoutes } from '../developers/instantKeyRoutes.ts';
import { EvidenceStore } from '../evidence/evidenceStore.ts';
import type { DataDirProblem } from '../storage/dataDirLock.ts';
import { KeyCache } from '../storage/keyCache.ts';
import { LegacyStore } from '../storage/legacyStore.ts';
import { openDatabase } from '../storage/openDatabase.ts';
import { Repository } from '../storage/repository.ts';
import { databaseOutageLog } from '../storage/withDatabase.ts';
import { WriteBehind } from '../storage/writeBehind.ts';
import { queueValidationCompleted } from '../webhooks/validationCompleted.ts';
import { WebhookPresence } from '../webhooks/webhookPresence.ts';
import { WebhookStore } from '../webhooks/webhookStore.ts';
import type { AccessConfig } from './accessConfig.ts';
import { modeOfKey } from './apiKey.ts';
import { type Clock, systemClock } from './clock.ts';
import { createAuth } from './createAuth.ts';

/** State of the database as GET /health reports it under `validator.database`. */
export interface DatabaseHealth {
  kind: 'pglite' | 'postgres';
  /** unwritable: the embedded database's DATA_DIR is gone, read-only or lost its lock (see `reason`). */
  state: 'ok' | 'unreachable' | 'unwritable';
  reason?: DataDirProblem;
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
  /** Users, sessions and invitations of the account dashboard. */
  accountStore: AccountStore;
  /** The dashboard's webhook statements (secret rotation, test events, redelivery). */
  webhookRows: WebhookRows;
  /** v3 validation records written after their answers; drained before the database closes. */
  recordsBehind: WriteBehind;
  /** Which accounts have webhooks (their v3 records are written before the answer). */
  webhookPresence: WebhookPresence;
  /** Called when validation events were queued (the server points it at its dispatcher). */
  onWebhooksQueued: { wake: () => void };
  close(): Promise<void>;
}

/** How long health waits for the database before calling it unreachable. */
const HEALTH_PROBE_MS = 1_000;
/** Rate windows older than this can no longer limit anything (the longest window is an hour). */
const WINDOW_RETENTION_MS = 24 * 3_600_000;
/** Expired instant keys are kept this long, so their holders read KEY_EXPIRED rather than UNAUTHORIZED. */
const EXPIRED_KEY_RETENTION_MS = 24 * 3_600_000;
/** How often a running server drops old rate windows and expired instant keys. */
const CLEANUP_INTERVAL_MS = 10 * 60_000;

/** Opens and migrates the database, provisions INITIAL_API_KEY, and serves the keys CLI's socket (PGlite). */
export async function startAccess(config: AccessConfig, clock: Clock = systemClock): Promise<Access> {
  if (config.initialApiKey !== undefined && modeOfKey(config.initialApiKey) !== 'live') {
    throw new Error('INITIAL_API_KEY must be a sk_live_ key of at least 16 characters after the prefix');
  }
  const database = await openDatabase(config);
  const repository = new Repository(
    database.db,
    database.writeProblem,
    new KeyCache(config.keyCacheMs, clock),
  );
  const webhookStore = new WebhookStore(database.db);
  const onWebhooksQueued = { wake: () => {} };
  const recordsBehind = new WriteBehind();
  const accountStore = new AccountStore(database.db, database.writeProblem);
  const cleanUp = async () => {
    const now = clock();
    await accountStore.pruneSessions(new Date(now));
    await repository.pruneWindows(new Date(now - WINDOW_RETENTION_MS));
    await repository.pruneExpiredInstantKeys(new Date(now - EXPIRED_KEY_RETENTION_MS));
  };
  let admin: { close(): Promise<void> } | undefined;
  try {
    if (config.initialApiKey) {
      await repository.provisionKey(config.initialApiKey, 'live', 'Scale', new Date(clock()));
    }
    await cleanUp();
    if (database.kind === 'pglite') {
      admin = await serveAdminSocket(path.join(config.dataDir, 'admin.sock'), (command) =>
        runKeysCommand(repository, clock, command, accountStore),
      );
    }
  } catch (err) {
    await database.close();
    throw err;
  }
  const cleanup = setInterval(() => {
    cleanUp().catch((err: unknown) => databaseOutageLog.failed(`cleanup failed: ${String(err)}`));
  }, CLEANUP_INTERVAL_MS).unref();
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
    accountStore,
    webhookRows: new WebhookRows(database.db),
    onWebhooksQueued,
    recordsBehind,
    webhookPresence: new WebhookPresence(database.db, config.keyCacheMs),
    databaseHealth: async () => {
      const problem = database.writeProblem();
      if (problem) return { kind: database.kind, state: 'unwritable', reason: problem };
      return { kind: database.kind, state: (await reachable(repository)) ? 'ok' : 'unreachable' };
    },
    close: async () => {
      clearInterval(cleanup);
      await recordsBehind.drain();
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
