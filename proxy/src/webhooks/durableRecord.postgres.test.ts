/**
 * v3 validation records of an account with webhooks are stored, with their `validation.completed` event, before
 * the answer (issue 30: a kill -9 lost acknowledged validations' events written behind their answers). Made
 * visible on PostgreSQL: while this test holds a lock on validation_records, the answer to such an account waits
 * for its record, and once the lock goes the event is there when the answer arrives; an account without webhooks
 * is answered under the lock (its record is written behind the answer). Real server process, real HTTP.
 */
import fs from 'node:fs';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { apiCall } from '@einvoice/test-support/proxy/apiCall';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { startReceiver } from '@einvoice/test-support/proxy/receiver';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { startPostgres, type TestPostgres } from '@einvoice/test-support/proxy/startPostgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../storage/openDatabase.ts';
import { Repository } from '../storage/repository.ts';

const XML = fs.readFileSync(
  `${corpusDir}/xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml`,
  'utf8',
);
const data = keyedServerEnv();
let postgres: TestPostgres;
let proxy: SpawnedProxy;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const keys = { withWebhook: '', without: '' };

beforeAll(async () => {
  postgres = await startPostgres();
  const db = await openDatabase({ dataDir: data.env.DATA_DIR, databaseUrl: postgres.url });
  const repository = new Repository(db.db);
  keys.withWebhook = (await repository.createAccount('Hooked GmbH', 'Pro', new Date(), null)).test.key;
  keys.without = (await repository.createAccount('Plain GmbH', 'Pro', new Date(), null)).test.key;
  await db.close();
  receiver = await startReceiver(() => '');
  // Loopback receivers are a development setting.
  proxy = await spawnProxy({
    ...data.env,
    DATABASE_URL: postgres.url,
    WEB_DIST: '/none',
    WEBHOOK_ALLOW_LOOPBACK: '1',
  });
}, 180_000);

afterAll(async () => {
  await proxy?.stop();
  await receiver?.close();
  await postgres?.destroy();
  data.cleanup();
});

describe('v3 validation records of accounts with webhooks', () => {
  it('are stored with their event before the answer; other accounts are answered first', async () => {
    const hook = await apiCall(`${proxy.url}/api/v1/webhooks`, keys.withWebhook, {
      url: receiver.url,
      events: ['validation.completed'],
    });
    expect(hook.status).toBe(201);
    const webhookId = hook.body.data.id as string;

    const sql = new pg.Client({ connectionString: postgres.url });
    const watch = new pg.Client({ connectionString: postgres.url });
    await Promise.all([sql.connect(), watch.connect()]);
    try {
      await sql.query('begin');
      await sql.query('lock table validation_records in exclusive mode');
      let answered = false;
      const hooked = apiCall(`${proxy.url}/api/v3/validate`, keys.withWebhook, { xml: XML }).then((r) => {
        answered = true;
        return r;
      });
      // The record's insert waits for the lock: the answer must not have gone out. (Watched from a second
      // connection: within the locking transaction pg_stat_activity would stay the snapshot of its first read.)
      const waiting = async () =>
        (
          await watch.query(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%insert into%validation_records%'",
          )
        ).rows[0].n as number;
      const deadline = Date.now() + 60_000;
      while ((await waiting()) < 1 && !answered && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
      expect(answered).toBe(false);
      expect(await waiting()).toBe(1);

      const plain = await apiCall(`${proxy.url}/api/v3/validate`, keys.without, { xml: XML });
      expect(plain.status).toBe(200);
      expect(answered).toBe(false);

      await sql.query('commit');
      const answer = await hooked;
      expect(answer.status).toBe(200);
      const events = await sql.query('select body from webhook_deliveries where webhook_id = $1', [
        webhookId,
      ]);
      expect(events.rows).toHaveLength(1);
      expect(JSON.parse(events.rows[0].body)).toMatchObject({
        event: 'validation.completed',
        data: { isValid: answer.body.data.valid },
      });
    } finally {
      await Promise.all([sql.end(), watch.end()]);
    }
  }, 180_000);
});
