/**
 * The outbox of validation records queues every record's `validation.completed` in the one statement that
 * stores the batch: one event per record, a delivery per subscribed webhook of the record's account and mode,
 * none for webhooks of the other mode, other events or instant keys. On PGlite and on PostgreSQL, whose
 * parameter typing of the statement's VALUES list differs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgres, type TestPostgres } from '@einvoice/test-support/proxy/startPostgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LegacyStore, type ValidationRecord } from '../storage/legacyStore.ts';
import { openDatabase } from '../storage/openDatabase.ts';
import { Repository } from '../storage/repository.ts';
import { queueValidationCompleted } from './validationCompleted.ts';
import { WebhookStore } from './webhookStore.ts';

let postgres: TestPostgres;
const dirs: string[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
}, 180_000);

afterAll(async () => {
  await postgres?.destroy();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function record(n: number, accountId: string | null, keyMode: 'live' | 'test'): ValidationRecord {
  return {
    validationRef: `val_outbox${n}`,
    accountId,
    keyId: `key_outbox${n}`,
    keyMode,
    api: 'v3',
    createdAt: new Date(1_790_000_000_000 + n * 1000),
    sha256: String(n).padStart(64, '0'),
    format: n % 2 ? 'cii' : 'ubl',
    isValid: n % 2 === 0,
    rulesets: [],
    errorCount: 0,
    warningCount: 0,
    metadata: {},
    fileName: null,
    errorRules: [],
    formatName: null,
  };
}

describe.each(['pglite', 'postgres'] as const)(
  'validation.completed queued with a batch of records (%s)',
  (kind) => {
    it('queues one event per record for exactly the subscribed webhooks of its account and mode', async () => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'outbox-batch-'));
      dirs.push(dataDir);
      const db = await openDatabase(
        kind === 'postgres' ? { dataDir, databaseUrl: postgres.url } : { dataDir },
      );
      try {
        const repo = new Repository(db.db);
        const a = (await repo.createAccount('A GmbH', 'Pro', new Date(), null)).accountId;
        const b = (await repo.createAccount('B GmbH', 'Pro', new Date(), null)).accountId;
        const hooks = new WebhookStore(db.db);
        const hook = async (account: string, mode: 'live' | 'test', events: string[]) =>
          (
            await hooks.create(
              account,
              mode,
              `https://${account}.example/${mode}`,
              events,
              null,
              new Date(),
              10,
            )
          )?.id;
        const aLive1 = await hook(a, 'live', ['validation.completed']);
        const aLive2 = await hook(a, 'live', ['validation.completed', 'other.event']);
        const aTest = await hook(a, 'test', ['validation.completed']);
        await hook(b, 'live', ['other.event']);
        let woken = 0;
        const store = new LegacyStore(
          db.db,
          queueValidationCompleted(hooks, () => woken++),
        );
        const records = [
          record(1, a, 'live'),
          record(2, b, 'live'),
          record(3, null, 'live'),
          record(4, a, 'test'),
        ];
        await store.recordValidations(records);

        const rows = await db.db
          .selectFrom('webhook_deliveries')
          .select(['webhook_id', 'event_id', 'body', 'status', 'next_attempt_at', 'created_at'])
          .execute();
        const bodies = rows.map((r) => ({ webhook: r.webhook_id, body: JSON.parse(r.body), row: r }));
        const of = (ref: string) => bodies.filter((x) => x.body.data.validationRef === ref);
        // Record 1: both live webhooks of A, one event id; record 2: B's webhook does not subscribe; record 3 has
        // no account; record 4: A's test webhook only, marked as a test event.
        expect(
          of('val_outbox1')
            .map((x) => x.webhook)
            .sort(),
        ).toEqual([aLive1, aLive2].sort());
        expect(new Set(of('val_outbox1').map((x) => x.row.event_id)).size).toBe(1);
        expect(of('val_outbox2')).toEqual([]);
        expect(of('val_outbox3')).toEqual([]);
        expect(of('val_outbox4').map((x) => x.webhook)).toEqual([aTest]);
        expect(rows).toHaveLength(3);
        for (const x of bodies) {
          const r = records.find(
            (rec) => rec.validationRef === x.body.data.validationRef,
          ) as ValidationRecord;
          expect(x.body).toEqual({
            id: x.row.event_id,
            event: 'validation.completed',
            ...(r.keyMode === 'test' ? { testMode: true } : {}),
            timestamp: r.createdAt.toISOString(),
            data: { validationRef: r.validationRef, isValid: r.isValid, format: r.format },
          });
          expect(x.row.status).toBe('pending');
          expect(new Date(x.row.next_attempt_at).getTime()).toBe(r.createdAt.getTime());
          expect(new Date(x.row.created_at).getTime()).toBe(r.createdAt.getTime());
        }
        expect(new Set(bodies.map((x) => x.row.event_id)).size).toBe(2);
        // Every record is stored beside its events.
        for (const r of records)
          expect((await store.findValidation(r.validationRef))?.validationRef).toBe(r.validationRef);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(woken).toBe(1);
      } finally {
        await db.close();
      }
    }, 60_000);
  },
);
