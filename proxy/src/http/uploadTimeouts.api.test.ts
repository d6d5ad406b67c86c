/**
 * Slow and aborted uploads on the real server (issue 34, 9): Node's defaults kept a slow upload open up to
 * 300 s, and every aborted upload wrote an error-level stack trace.
 */
import net from 'node:net';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// An engine deadline of 1 s: the whole request must then arrive within 6 s (uploadTimeouts).
const keyed = keyedServerEnv();
let server: SpawnedProxy;
let port = 0;

beforeAll(async () => {
  server = await spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1', ENGINE_TIMEOUT_MS: '1000' });
  port = Number(new URL(server.url).port);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  keyed.cleanup();
});

/** Sends a POST head declaring `declared` bytes and `part` of them; resolves with the socket. */
function startUpload(declared: number, part: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/v3/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${TEST_AUTH_HEADERS.authorization}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n${' '.repeat(part)}`,
      );
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

describe('uploads', () => {
  it('a body that stops coming is cut within the deadline + 5 s (checked every 2 s), not after 300 s', async () => {
    const started = Date.now();
    const socket = await startUpload(1_000, 10);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const ms = Date.now() - started;
    expect(ms).toBeGreaterThan(5_000);
    expect(ms).toBeLessThan(12_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);

  it('20 aborted uploads are logged once each at warn, with no stack and no "unexpected error"', async () => {
    // The upload the previous test left is logged as aborted too, just after its cut.
    await new Promise((r) => setTimeout(r, 1_000));
    const before = server.output().length;
    const sockets = await Promise.all(Array.from({ length: 20 }, () => startUpload(100_000, 1_000)));
    await new Promise((r) => setTimeout(r, 1_500));
    for (const s of sockets) s.destroy();
    const logged = () => server.output().slice(before);
    for (let i = 0; i < 50 && (logged().match(/upload aborted by the client/g) ?? []).length < 20; i++)
      await new Promise((r) => setTimeout(r, 100));
    const lines = logged()
      .split('\n')
      .filter((l) => l.includes('upload aborted by the client'));
    expect(lines.length).toBe(20);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ level: 40 });
    expect(logged()).not.toContain('unexpected error');
    expect(logged()).not.toMatch(/\n\s+at /);
    // The server still answers.
    expect((await fetch(`${server.url}/api/v3/health`)).status).toBe(200);
  }, 30_000);
});
