/**
 * The server process over its life: signals at any moment (start-up, in-flight requests) and its hold on
 * DATA_DIR (one server per directory, a directory deleted under it, the keys CLI beside it).
 */

import { execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { largeUblInvoice } from '@einvoice/test-support/invoices/largeInvoice';
import { removeDataDir } from '@einvoice/test-support/proxy/dataDirGone';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { REPO_ROOT, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { describe, expect, it } from 'vitest';

const TYPICAL = readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);

const validate = (url: string, xml = TYPICAL) =>
  fetch(`${url}/api/v3/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
    body: JSON.stringify({ xml }),
  });

/** Runs the keys CLI; resolves with its exit code and output, never rejects. */
async function keysCli(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'proxy/src/cli/keys.ts', ...args],
      { cwd: REPO_ROOT, env: { ...process.env, ...env } },
    );
    return { code: 0, output: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

describe('signals', () => {
  it('SIGTERM during a request: the answer is still sent, then the process exits 0', async () => {
    const keyed = keyedServerEnv();
    try {
      const server = await spawnProxy(keyed.env);
      const running = validate(server.url, largeUblInvoice(3_000));
      await new Promise((r) => setTimeout(r, 300));
      const exit = server.stop();
      const answer = await running;
      expect(answer.status).toBe(200);
      expect((await answer.json()).data.valid).toBe(true);
      expect(await exit).toBe(0);
      await expect(fetch(`${server.url}/api/v3/health`)).rejects.toThrow();
      expect(server.output()).toMatch(/"msg":"stopped"/);
    } finally {
      keyed.cleanup();
    }
  });

  it('SIGTERM during start-up: exits 0 and leaves DATA_DIR to the next server', async () => {
    const keyed = keyedServerEnv();
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'proxy/src/main.ts'], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...keyed.env, PORT: '0', HOST: '127.0.0.1', ENGINE_WORKERS: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      await new Promise<void>((resolve) =>
        child.stdout.on('data', (d: Buffer) => {
          output += d;
          if (output.includes('"msg":"starting"')) resolve();
        }),
      );
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).not.toContain('listening on');
      const next = await spawnProxy(keyed.env);
      expect((await validate(next.url)).status).toBe(200);
      expect(await next.stop()).toBe(0);
    } finally {
      keyed.cleanup();
    }
  });
});

describe('one server per DATA_DIR', () => {
  it('refuses a second server and the keys CLI when the admin socket is gone; a deleted DATA_DIR degrades health and refuses writes', async () => {
    const keyed = keyedServerEnv();
    const dataDir = keyed.env.DATA_DIR;
    const server = await spawnProxy(keyed.env);
    try {
      rmSync(path.join(dataDir, 'admin.sock'));
      // Without the socket the old guard let a second server open the same PGlite directory.
      const second = await spawnProxy(keyed.env).then(
        async (s) => `listening: ${await s.stop()}`,
        (err: Error) => err.message,
      );
      expect(second).toMatch(/exited with 1[\s\S]*another process holds .*server\.lock/);
      const cli = await keysCli(keyed.env, 'list');
      expect(cli.code).toBe(1);
      expect(cli.output).toMatch(/a server holds .* but does not answer on its admin\.sock/);
      expect((await validate(server.url)).status).toBe(200);

      await removeDataDir(server.url, dataDir);
      const t0 = performance.now();
      const health = await fetch(`${server.url}/api/v3/health`);
      expect(performance.now() - t0).toBeLessThan(1_000);
      expect((await health.json()).status).toBe('degraded');
      const refused = await validate(server.url);
      const body = await refused.json();
      expect([refused.status, body.error.code, body.error.details.component]).toEqual([
        503,
        'ORACLE_UNAVAILABLE',
        'database',
      ]);
      // Where the running server's database was, the CLI does not create a fresh empty one.
      const recreate = await keysCli(keyed.env, 'create-account', '--name', 'x', '--plan', 'Starter');
      expect(recreate.code).toBe(1);
      expect(recreate.output).toMatch(/no database in .*--init/);
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      await server.stop();
      keyed.cleanup();
    }
  });
});
