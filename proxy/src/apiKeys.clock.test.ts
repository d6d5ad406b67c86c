/**
 * Time-dependent key behaviour over real HTTP with an injected clock: the server runs in this
 * process (startServer with a clock) on an ephemeral port, on the embedded PGlite.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { apiCall } from '@einvoice/test-support/proxy/apiCall';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { REPO_ROOT } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { type RunningServer, startServer } from './server.ts';

const VALID_XML = readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);
const HOUR = 3_600_000;
const data = keyedServerEnv();
// Start just after an hour boundary so windows are predictable; moved by the tests.
let now = Math.ceil(Date.now() / HOUR) * HOUR + 1_000;
let server: RunningServer;
const validate = (key: string, body: unknown = {}) => apiCall(`${server.url}/api/v3/validate`, key, body);

beforeAll(async () => {
  const config = readConfig({
    ...data.env,
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    ENGINE_WORKERS: '1',
    WEB_DIST: '/none',
  });
  server = await startServer(config, () => now);
});

afterAll(async () => {
  await server?.close();
  data.cleanup();
});

describe('key lifetimes and windows on the server clock', () => {
  it('expires an instant key one hour after it was minted (401 KEY_EXPIRED)', async () => {
    const minted = await (await fetch(`${server.url}/api/developers/instant-key`, { method: 'POST' })).json();
    const key = minted.data.key as string;
    expect(minted.data.expiresAt).toBe(new Date(now + HOUR).toISOString());
    const first = await validate(key, { xml: VALID_XML });
    expect([first.status, first.body.meta.testMode]).toEqual([200, true]);
    now += HOUR - 1_000;
    expect((await validate(key)).status).toBe(400);
    now += 1_000;
    const expired = await validate(key);
    expect([expired.status, expired.body.error.code]).toEqual([401, 'KEY_EXPIRED']);
  });

  it('opens a new fixed test-key window each hour', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'proxy/src/cli/keys.ts', 'create-account', '--name', 'clock', '--plan', 'Starter'],
      { cwd: REPO_ROOT, env: { ...process.env, ...data.env } },
    );
    const { test } = JSON.parse(stdout);
    const windowEnd = Math.ceil(now / HOUR) * HOUR;
    for (let i = 0; i < 100; i++) expect((await validate(test.key)).status).toBe(400);
    const limited = await validate(test.key);
    expect([limited.status, limited.body.error.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(limited.headers.get('retry-after'))).toBe(Math.ceil((windowEnd - now) / 1000));
    expect(Number(limited.headers.get('x-ratelimit-reset'))).toBe(windowEnd / 1000);
    now = windowEnd;
    const next = await validate(test.key);
    expect([next.status, next.headers.get('x-ratelimit-remaining')]).toEqual([400, '99']);
  });
});
