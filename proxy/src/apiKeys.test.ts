/**
 * Keys, test mode, quotas and rate limits over real HTTP: proxy/src/main.ts runs as its own
 * process, once on the embedded PGlite and once on PostgreSQL, with the same expectations.
 * Limits come from spec 5 and 8 (plans.ts for the live rates the spec leaves open); counters
 * are read back through the keys CLI while the server runs.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { apiCall } from '@einvoice/test-support/proxy/apiCall';
import { keyedServerEnv, TEST_API_KEY } from '@einvoice/test-support/proxy/keyedServerEnv';
import { REPO_ROOT, type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { startPostgres, type TestPostgres } from '@einvoice/test-support/proxy/startPostgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTANT_KEY } from './auth/plans.ts';
import { INSTANT_KEYS_PER_ADDRESS_HOUR } from './developers/instantKeyRoutes.ts';
import { openDatabase } from './storage/openDatabase.ts';
import { Repository } from './storage/repository.ts';

const VALID_XML = readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);
const run = promisify(execFile);

/**
 * `count` calls, at most 25 at a time: even a request the engine refuses at once passes the
 * engine pool, whose queue (64) would answer 503 to a larger burst.
 */
async function inBatches<T>(count: number, call: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < count; i += 25) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(25, count - i) }, call))));
  }
  return results;
}

/** Waits, if needed, so that a fixed window of `sizeMs` has at least `marginMs` left. */
async function awayFromWindowEdge(sizeMs: number, marginMs: number): Promise<void> {
  const left = sizeMs - (Date.now() % sizeMs);
  if (left < marginMs) await new Promise((r) => setTimeout(r, left + 50));
}

/** Every file under `dir` holds none of `secrets` (database pages, WAL, logs). */
function expectNoSecretsIn(dir: string, secrets: string[]): void {
  const files = (d: string): string[] =>
    readdirSync(d).flatMap((n) => {
      const p = path.join(d, n);
      const s = statSync(p, { throwIfNoEntry: false });
      return s?.isDirectory() ? files(p) : s?.isFile() ? [p] : [];
    });
  const all = files(dir);
  expect(all.length).toBeGreaterThan(10);
  for (const file of all) {
    const bytes = readFileSync(file);
    for (const secret of secrets) expect(bytes.includes(secret), `${secret} in ${file}`).toBe(false);
  }
}

for (const backend of ['pglite', 'postgres'] as const) {
  describe(`API keys over HTTP on ${backend}`, () => {
    const data = keyedServerEnv();
    let postgres: TestPostgres | undefined;
    let env: Record<string, string> = {};
    let proxy: SpawnedProxy;
    let v3 = '';
    /** Keys issued in this suite: none may appear in the database or the logs. */
    const secrets: string[] = [TEST_API_KEY];
    let trial: { accountId: string; live: string; test: string };
    let starter: { accountId: string; live: string; test: string };

    const keys = async (...args: string[]) => {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'proxy/src/cli/keys.ts', ...args], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env },
      });
      return JSON.parse(stdout);
    };
    const quotaOf = async (accountId: string) =>
      ((await keys('list')) as { id: string; quota: { used: number } }[]).find((a) => a.id === accountId)
        ?.quota.used;
    const validate = (key?: string, body: unknown = { xml: VALID_XML }) =>
      apiCall(`${v3}/validate`, key, body);

    beforeAll(async () => {
      // The CLI changes PostgreSQL itself, so a server learns of a deactivation only when its key cache
      // expires (apiKeys.cache.test.ts shows that bound); here every change is to apply at once.
      if (backend === 'postgres') {
        postgres = await startPostgres();
        env = { ...data.env, DATABASE_URL: postgres.url, KEY_CACHE_MS: '0' };
      } else env = data.env;
      // Seeded before the server starts: the embedded database has one process at a time.
      const seeded = await openDatabase({ dataDir: env.DATA_DIR as string, databaseUrl: env.DATABASE_URL });
      const repo = new Repository(seeded.db);
      const issue = async (plan: string) => {
        const issued = await repo.createAccount(`${plan} test`, plan, new Date(), null);
        secrets.push(issued.live.key, issued.test.key);
        return { accountId: issued.accountId, live: issued.live.key, test: issued.test.key };
      };
      trial = await issue('Free Trial');
      starter = await issue('Starter');
      // 80 of the Free Trial's 100 lifetime invoices already used.
      await seeded.db
        .insertInto('quota_usage')
        .values({ account_id: trial.accountId, period: 'lifetime', used: 80 })
        .execute();
      await seeded.close();
      proxy = await spawnProxy(env);
      v3 = `${proxy.url}/api/v3`;
    });

    afterAll(async () => {
      await proxy?.stop();
      await postgres?.destroy();
      data.cleanup();
    });

    it('reports the database in health', async () => {
      const body = await (await fetch(`${v3}/health`)).json();
      // With the database up, only a release in force that the build lacks (currency.api.test.ts) degrades it.
      expect(body.status).toBe('ok');
      expect(body.validator.database).toEqual({ kind: backend, state: 'ok' });
    });

    it('refuses missing, malformed and unknown keys with 401 UNAUTHORIZED', async () => {
      for (const key of [
        undefined,
        'sk_live_short',
        'pk_live_0123456789abcdef0123',
        'sk_live_0123456789abcdef0123',
      ]) {
        const { status, body } = await validate(key);
        expect([key, status, body.error.code]).toEqual([key, 401, 'UNAUTHORIZED']);
      }
      const basic = await fetch(`${v3}/validate`, {
        method: 'POST',
        headers: { authorization: `Basic ${TEST_API_KEY}` },
      });
      expect(basic.status).toBe(401);
    });

    it('serves INITIAL_API_KEY as a live Scale key: no testMode, quota counted', async () => {
      const { status, body, headers } = await validate(TEST_API_KEY);
      expect(status).toBe(200);
      expect(body.data.valid).toBe(true);
      expect(body.meta.testMode).toBeUndefined();
      expect(headers.get('x-test-mode')).toBeNull();
      expect(headers.get('x-ratelimit-limit')).toBe('600');
      const scale = ((await keys('list')) as { plan: string; quota: { used: number; limit: number } }[]).find(
        (a) => a.plan === 'Scale',
      );
      expect(scale?.quota).toMatchObject({ used: 1, limit: 25_000 });
    });

    it('gives test and live keys of one account the same result, differing only as spec 5.7 says', async () => {
      const before = await quotaOf(starter.accountId);
      const live = await validate(starter.live);
      const test = await validate(starter.test);
      expect([live.status, test.status]).toEqual([200, 200]);
      expect(test.body.data).toEqual(live.body.data);
      expect(test.body.meta.testMode).toBe(true);
      expect('testMode' in live.body.meta).toBe(false);
      expect(test.headers.get('x-test-mode')).toBe('true');
      expect(live.headers.get('x-test-mode')).toBeNull();
      // Separate limits: 100 per hour for the test key, the plan's per-minute rate for the live key.
      expect(test.headers.get('x-ratelimit-limit')).toBe('100');
      expect(live.headers.get('x-ratelimit-limit')).toBe('120');
      expect(await quotaOf(starter.accountId)).toBe((before ?? 0) + 1);
      // A request that fails before the engine runs is not counted.
      expect((await validate(starter.live, {})).body.error.code).toBe('MISSING_XML');
      expect(await quotaOf(starter.accountId)).toBe((before ?? 0) + 1);
    });

    it('stops the quota at exactly the plan number under 50 concurrent requests (402 QUOTA_EXCEEDED)', async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, () => validate(trial.live)));
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(20);
      expect(statuses.filter((s) => s === 402)).toHaveLength(30);
      const refused = answers.find((a) => a.status === 402);
      expect(refused?.body.error).toMatchObject({
        code: 'QUOTA_EXCEEDED',
        details: { limit: 100, upgradeUrl: '/pricing' },
      });
      expect(await quotaOf(trial.accountId)).toBe(100);
      // Test keys consume no quota: the exhausted account's test key still validates.
      const test = await validate(trial.test);
      expect([test.status, test.body.meta.testMode]).toEqual([200, true]);
    });

    it('limits a live key per minute with 429 RATE_LIMITED, Retry-After and X-RateLimit headers', async () => {
      await awayFromWindowEdge(60_000, 15_000);
      const { accountId, live } = await keys('create-account', '--name', 'rate', '--plan', 'Free Trial');
      secrets.push(live.key);
      // Cheap requests: 400 before the engine, still counted by the rate limit, never by the quota.
      const answers = await inBatches(60, () => validate(live.key, {}));
      expect(answers.every((a) => a.status === 400)).toBe(true);
      const remaining = answers
        .map((a) => Number(a.headers.get('x-ratelimit-remaining')))
        .sort((a, b) => a - b);
      expect(remaining).toEqual(Array.from({ length: 60 }, (_, i) => i));
      const limited = await validate(live.key, {});
      expect([limited.status, limited.body.error.code]).toEqual([429, 'RATE_LIMITED']);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.headers.get('x-ratelimit-limit')).toBe('60');
      expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
      const reset = Number(limited.headers.get('x-ratelimit-reset'));
      expect(reset % 60).toBe(0);
      expect(Math.abs(reset - Date.now() / 1000 - retryAfter)).toBeLessThan(2);
      expect(await quotaOf(accountId)).toBe(0);
    });

    it('limits a test key to 100 requests per hour, separately from its live key', async () => {
      await awayFromWindowEdge(3_600_000, 30_000);
      const { live, test } = await keys('create-account', '--name', 'test-rate', '--plan', 'Pro');
      secrets.push(live.key, test.key);
      const answers = await inBatches(100, () => validate(test.key, {}));
      expect(answers.map((a) => [a.status, a.body.error?.code, a.headers.get('x-test-mode')])).toEqual(
        Array.from({ length: 100 }, () => [400, 'MISSING_XML', 'true']),
      );
      const limited = await validate(test.key, {});
      expect([limited.status, limited.body.error.code]).toEqual([429, 'RATE_LIMITED']);
      expect(limited.headers.get('x-test-mode')).toBe('true');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      const liveAnswer = await validate(live.key, {});
      expect([liveAnswer.status, liveAnswer.headers.get('x-ratelimit-remaining')]).toEqual([400, '299']);
    });

    it('answers 401 KEY_EXPIRED and 403 KEY_INACTIVE for keys managed with the CLI while the server runs', async () => {
      const expired = await keys(
        'create-account',
        '--name',
        'old',
        '--plan',
        'Starter',
        '--expires',
        '2020-01-01T00:00:00Z',
      );
      secrets.push(expired.live.key, expired.test.key);
      const e = await validate(expired.live.key, {});
      expect([e.status, e.body.error.code]).toEqual([401, 'KEY_EXPIRED']);

      const account = await keys('create-account', '--name', 'rotating', '--plan', 'Pro');
      secrets.push(account.live.key, account.test.key);
      expect((await validate(account.live.key, {})).status).toBe(400);
      expect(await keys('deactivate', '--key', account.test.id)).toEqual({ deactivated: 1 });
      const inactive = await validate(account.test.key, {});
      expect([inactive.status, inactive.body.error.code]).toEqual([403, 'KEY_INACTIVE']);
      expect((await validate(account.live.key, {})).status).toBe(400);

      const renewed = await keys('regenerate', '--account', account.accountId);
      secrets.push(renewed.live.key, renewed.test.key);
      expect(renewed.live.key).toMatch(/^sk_live_/);
      expect(renewed.test.key).toMatch(/^sk_test_/);
      expect((await validate(account.live.key, {})).status).toBe(403);
      expect((await validate(renewed.live.key, {})).status).toBe(400);
      expect((await validate(renewed.test.key, {})).status).toBe(400);
    });

    it('mints instant test keys that allow exactly 10 requests, and limits minting per address', async () => {
      const minted = await fetch(`${proxy.url}/api/developers/instant-key`, { method: 'POST' });
      const body = await minted.json();
      expect(minted.status).toBe(201);
      expect(body.data).toMatchObject({ mode: 'test', requestLimit: 10 });
      expect(body.data.key).toMatch(/^sk_test_/);
      expect(Math.abs(Date.parse(body.data.expiresAt) - Date.now() - 3_600_000)).toBeLessThan(5_000);
      secrets.push(body.data.key);
      // A failed request counts as one of the 10 (pdfWork.api.test.ts: ten of them use the key up); 15
      // concurrent valid ones then get exactly the 9 left.
      expect((await validate(body.data.key, {})).status).toBe(400);
      const answers = await Promise.all(Array.from({ length: 15 }, () => validate(body.data.key)));
      const ok = answers.filter((a) => a.status === 200);
      expect(ok).toHaveLength(INSTANT_KEY.requests - 1);
      expect(ok.every((a) => a.body.meta.testMode === true && a.headers.get('x-test-mode') === 'true')).toBe(
        true,
      );
      const refused = answers.filter((a) => a.status === 402);
      expect(refused).toHaveLength(6);
      expect(refused[0]?.body.error.code).toBe('QUOTA_EXCEEDED');

      const more = [];
      for (let i = 0; i < INSTANT_KEYS_PER_ADDRESS_HOUR; i++) {
        more.push(await fetch(`${proxy.url}/api/developers/instant-key`, { method: 'POST' }));
      }
      const statuses = more.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(INSTANT_KEYS_PER_ADDRESS_HOUR - 1);
      const last = more.at(-1) as Response;
      expect([last.status, (await last.json()).error.code]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
      for (const r of more.slice(0, -1)) secrets.push((await r.json()).data.key);
    });

    it('never stores or logs a key in clear', async () => {
      if (backend === 'pglite') {
        await proxy.stop();
        expectNoSecretsIn(env.DATA_DIR as string, secrets);
      } else {
        const db = await openDatabase({ dataDir: env.DATA_DIR as string, databaseUrl: env.DATABASE_URL });
        const dump = JSON.stringify([
          await db.db.selectFrom('api_keys').selectAll().execute(),
          await db.db.selectFrom('accounts').selectAll().execute(),
          await db.db.selectFrom('rate_windows').selectAll().execute(),
        ]);
        await db.close();
        expect(dump).toContain('key_');
        for (const secret of secrets) expect(dump.includes(secret)).toBe(false);
        await proxy.stop();
        if (postgres?.dataDir) expectNoSecretsIn(postgres.dataDir, secrets);
      }
      const log = proxy.output();
      expect(log).toContain('listening on');
      for (const secret of secrets) expect(log.includes(secret)).toBe(false);
      expect(secrets.length).toBeGreaterThan(15);
    });
  });
}
