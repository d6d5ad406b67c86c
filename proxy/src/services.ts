import path from 'node:path';
import type { Hono, MiddlewareHandler } from 'hono';
import { AccountStore } from './account/accountStore.ts';
import { WebhookRows } from './account/webhookRows.ts';
import { createAuth } from './auth/createAuth.ts';
import { serveAdminSocket } from './cli/adminSocket.ts';
import { runKeysCommand } from './cli/runKeysCommand.ts';
import type { ServerConfig } from './config.ts';
import { instantKeyRoutes } from './developers/instantKeyRoutes.ts';
import type { EnginePool } from './engine/pool.ts';
import { type EvidencePacks, evidencePacks } from './evidence/evidencePacks.ts';
import { EvidenceStore } from './evidence/evidenceStore.ts';
import { openKeyring, type SigningKeyring } from './evidence/signingIdentity.ts';
import { modeOfKey } from './lib/apiKey.ts';
import type { Clock } from './lib/clock.ts';
import {
  recordsWrittenBehind,
  type ValidationRecords,
  validationRecords,
} from './platform/validationRecords.ts';
import type { DatabaseHealth } from './storage/databaseHealth.ts';
import { KeyCache } from './storage/keyCache.ts';
import { LegacyStore, type ValidationRecord } from './storage/legacyStore.ts';
import { openDatabase } from './storage/openDatabase.ts';
import { Repository } from './storage/repository.ts';
import { databaseOutageLog } from './storage/withDatabase.ts';
import type { WriteBehind } from './storage/writeBehind.ts';
import { LEGACY_BASE } from './v1/deps.ts';
import { startDispatcher } from './webhooks/dispatcher.ts';
import { queueValidationCompleted } from './webhooks/validationCompleted.ts';
import { WebhookPresence } from './webhooks/webhookPresence.ts';
import { WebhookStore } from './webhooks/webhookStore.ts';

/** Everything a running server's routes use, built once at start-up and passed down to them. */
export interface Services {
  pool: EnginePool;
  /** The authentication middleware for every keyed route. */
  auth: MiddlewareHandler;
  /** Public routes mounted at {site_url}/api/developers. */
  developerRoutes: Hono;
  databaseHealth(): Promise<DatabaseHealth>;
  repository: Repository;
  /** Validation records, remediation flows and multi-unit quota reservations (earlier interface). */
  legacyStore: LegacyStore;
  /** Where v3 validations leave their records. */
  records: ValidationRecords;
  /** Webhook registrations and the delivery queue (delivered by the dispatcher started here). */
  webhookStore: WebhookStore;
  /** Users, sessions and invitations of the account dashboard. */
  accountStore: AccountStore;
  /** The dashboard's webhook statements (secret rotation, test events, redelivery). */
  webhookRows: WebhookRows;
  evidence: { store: EvidenceStore; keyring: SigningKeyring; packs: EvidencePacks; baseUrl: () => string };
  /** Stops the webhook deliveries and the engine workers, drains the records, closes the database. */
  close(): Promise<void>;
}

/**
 * The composition root: opens the database (beside the engine workers, which prepare on their own threads),
 * the evidence keys, and starts the webhook dispatcher; builds the services the routes call. `origin` is the
 * server's own address, known once it listens: evidence links name it when PUBLIC_BASE_URL is not set.
 */
export async function startServices(
  config: ServerConfig,
  clock: Clock,
  starting: Promise<EnginePool>,
  origin: () => string,
): Promise<Services> {
  const [accessStart, poolStart] = await Promise.allSettled([openAccess(config, clock), starting]);
  if (accessStart.status === 'rejected' || poolStart.status === 'rejected') {
    if (accessStart.status === 'fulfilled') await accessStart.value.close();
    if (poolStart.status === 'fulfilled') await poolStart.value.close();
    throw accessStart.status === 'rejected'
      ? accessStart.reason
      : (poolStart as PromiseRejectedResult).reason;
  }
  const access = accessStart.value;
  const pool = poolStart.value;
  const keyring = await openKeyring(config.access.dataDir, config.evidence.signingKeyPem).catch(
    async (err: unknown) => {
      await pool.close();
      await access.close();
      throw err;
    },
  );
  const baseUrl = () => config.evidence.publicBaseUrl ?? origin();
  return {
    pool,
    auth: access.auth,
    developerRoutes: access.developerRoutes,
    databaseHealth: access.databaseHealth,
    repository: access.repository,
    legacyStore: access.legacyStore,
    webhookStore: access.webhookStore,
    accountStore: access.accountStore,
    webhookRows: access.webhookRows,
    records: validationRecords({
      store: access.legacyStore,
      clock,
      recordsBehind: access.recordsBehind,
      hasWebhooks: (accountId, mode) => access.webhookPresence.has(accountId, mode),
    }),
    evidence: {
      store: access.evidenceStore,
      keyring,
      baseUrl,
      packs: evidencePacks({
        store: access.evidenceStore,
        records: access.legacyStore,
        keyring,
        pool,
        clock,
        verifyUrl: (id) => `${baseUrl()}${LEGACY_BASE}/v1/verify/${id}`,
      }),
    },
    close: async () => {
      await access.stopDeliveries();
      await pool.close();
      await access.close();
    },
  };
}

/** The database and what lives on it: keys, quotas, records, webhooks and their dispatcher, evidence packs. */
interface Access {
  auth: MiddlewareHandler;
  developerRoutes: Hono;
  databaseHealth(): Promise<DatabaseHealth>;
  repository: Repository;
  legacyStore: LegacyStore;
  webhookStore: WebhookStore;
  evidenceStore: EvidenceStore;
  accountStore: AccountStore;
  webhookRows: WebhookRows;
  /** v3 validation records written after their answers; drained before the database closes. */
  recordsBehind: WriteBehind<ValidationRecord>;
  /** Which accounts have webhooks (their v3 records are written before the answer). */
  webhookPresence: WebhookPresence;
  stopDeliveries(): Promise<void>;
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

/**
 * Opens and migrates the database, provisions INITIAL_API_KEY, serves the keys CLI's socket (PGlite) and
 * starts the webhook dispatcher, which queued validation events wake.
 */
async function openAccess(serverConfig: ServerConfig, clock: Clock): Promise<Access> {
  const config = serverConfig.access;
  if (config.initialApiKey !== undefined && modeOfKey(config.initialApiKey) !== 'live') {
    throw new Error('INITIAL_API_KEY must be a sk_live_ key of at least 16 characters after the prefix');
  }
  const database = await openDatabase(config);
  const repository = new Repository(
    database.db,
    database.writeProblem,
    new KeyCache(config.keyCacheMs, clock),
  );
  const webhookStore = new WebhookStore(database.db, database.writeProblem);
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
  const dispatcher = startDispatcher(webhookStore, serverConfig.webhooks);
  const legacyStore = new LegacyStore(
    database.db,
    queueValidationCompleted(webhookStore, () => dispatcher.kick()),
  );
  const recordsBehind = recordsWrittenBehind(legacyStore);
  return {
    auth: createAuth(repository, clock, config.upgradeUrl),
    developerRoutes: instantKeyRoutes(repository, clock, serverConfig.signup),
    repository,
    legacyStore,
    webhookStore,
    evidenceStore: new EvidenceStore(database.db),
    accountStore,
    webhookRows: new WebhookRows(database.db, database.writeProblem),
    stopDeliveries: () => dispatcher.close(),
    recordsBehind,
    webhookPresence: new WebhookPresence(database.db, config.keyCacheMs),
    databaseHealth: async () => {
      const problem = database.writeProblem();
      if (problem) return { kind: database.kind, state: 'unwritable', reason: problem };
      return { kind: database.kind, state: (await reachable(repository)) ? 'ok' : 'unreachable' };
    },
    close: async () => {
      await dispatcher.close();
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
