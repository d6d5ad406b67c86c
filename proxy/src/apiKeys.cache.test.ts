/**
 * The key cache over real HTTP (README "Keys"): a deactivated or regenerated key is refused at once by the
 * server that made the change (the embedded database: the keys CLI goes through the server), and by every
 * other proxy once KEY_CACHE_MS has passed (PostgreSQL: the CLI writes the database itself). Servers run in
 * this process (startServer) on an injected clock, so the bound is shown without waiting for it; the CLI
 * is its own process.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { apiCall } from '@einvoice/test-support/proxy/apiCall';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { REPO_ROOT } from '@einvoice/test-support/proxy/spawnProxy';
import { startPostgres, type TestPostgres } from '@einvoice/test-support/proxy/startPostgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { type RunningServer, startServer } from './server.ts';

const KEY_CACHE_MS = 5_000;
// An hour boundary ahead, so no rate window closes while the tests move the clock by seconds.
let now = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 1_000;
const clock = () => now;

/** Starts a server in this process on `env`, with the shared clock and a key cache of KEY_CACHE_MS. */
const serve = (env: Record<string, string>) =>
  startServer(
    readConfig({
      ...env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      ENGINE_WORKERS: '1',
      WEB_DIST: '/none',
      KEY_CACHE_MS: String(KEY_CACHE_MS),
    }),
    clock,
  );

/** Runs the keys CLI as its own process; its JSON answer. */
async function keys(env: Record<string, string>, ...args: string[]) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'proxy/src/cli/keys.ts', ...args],
    { cwd: REPO_ROOT, env: { ...process.env, ...env } },
  );
  return JSON.parse(stdout);
}

/** Status and error code of a validation without an invoice: 400 MISSING_XML once the key is accepted. */
async function answer(server: RunningServer, key: string) {
  const r = await apiCall(`${server.url}/api/v3/validate`, key, {});
  return [r.status, r.body.error?.code];
}
const ACCEPTED = [400, 'MISSING_XML'];
const INACTIVE = [403, 'KEY_INACTIVE'];

describe('key cache on the embedded database: changes through the server apply at once', () => {
  const data = keyedServerEnv();
  let server: RunningServer;

  beforeAll(async () => {
    server = await serve(data.env);
  });

  afterAll(async () => {
    await server?.close();
    data.cleanup();
  });

  it('refuses a deactivated and a regenerated key on the next request, the clock standing still', async () => {
    const account = await keys(data.env, 'create-account', '--name', 'cached', '--plan', 'Pro');
    expect(await answer(server, account.live.key)).toEqual(ACCEPTED);
    expect(await answer(server, account.test.key)).toEqual(ACCEPTED);

    expect(await keys(data.env, 'deactivate', '--key', account.test.id)).toEqual({ deactivated: 1 });
    expect(await answer(server, account.test.key)).toEqual(INACTIVE);
    expect(await answer(server, account.live.key)).toEqual(ACCEPTED);

    const renewed = await keys(data.env, 'regenerate', '--account', account.accountId);
    expect(await answer(server, account.live.key)).toEqual(INACTIVE);
    expect(await answer(server, renewed.live.key)).toEqual(ACCEPTED);
    expect(await answer(server, renewed.test.key)).toEqual(ACCEPTED);
  });
});

describe('key cache with two proxies on one PostgreSQL: changes apply within KEY_CACHE_MS', () => {
  const dataA = keyedServerEnv();
  const dataB = keyedServerEnv();
  let postgres: TestPostgres;
  let a: RunningServer;
  let b: RunningServer;
  let cli: Record<string, string>;

  beforeAll(async () => {
    postgres = await startPostgres();
    cli = { DATABASE_URL: postgres.url, DATA_DIR: dataA.env.DATA_DIR };
    a = await serve({ ...dataA.env, DATABASE_URL: postgres.url });
    b = await serve({ ...dataB.env, DATABASE_URL: postgres.url });
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await postgres?.destroy();
    dataA.cleanup();
    dataB.cleanup();
  });

  it('keeps serving a key deactivated elsewhere until its cache entry expires, then refuses it on both', async () => {
    const account = await keys(cli, 'create-account', '--name', 'shared', '--plan', 'Pro');
    const cachedAt = now;
    for (const proxy of [a, b]) expect(await answer(proxy, account.live.key)).toEqual(ACCEPTED);

    expect(await keys(cli, 'deactivate', '--key', account.live.id)).toEqual({ deactivated: 1 });
    now = cachedAt + KEY_CACHE_MS - 1;
    for (const proxy of [a, b]) expect(await answer(proxy, account.live.key)).toEqual(ACCEPTED);
    now = cachedAt + KEY_CACHE_MS;
    for (const proxy of [a, b]) expect(await answer(proxy, account.live.key)).toEqual(INACTIVE);
  });

  it('serves regenerated keys at once and refuses the old ones within the bound', async () => {
    const account = await keys(cli, 'create-account', '--name', 'rotated', '--plan', 'Pro');
    const cachedAt = now;
    for (const proxy of [a, b]) expect(await answer(proxy, account.test.key)).toEqual(ACCEPTED);

    const renewed = await keys(cli, 'regenerate', '--account', account.accountId);
    // Unknown keys are never cached: the new pair works everywhere on its first request.
    for (const proxy of [a, b]) {
      expect(await answer(proxy, renewed.live.key)).toEqual(ACCEPTED);
      expect(await answer(proxy, renewed.test.key)).toEqual(ACCEPTED);
    }
    now = cachedAt + KEY_CACHE_MS;
    for (const proxy of [a, b]) expect(await answer(proxy, account.test.key)).toEqual(INACTIVE);
  });
});
