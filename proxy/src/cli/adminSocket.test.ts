import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sendAdminCommand, serveAdminSocket } from './adminSocket.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'admin-socket-'));
const socketPath = path.join(dir, 'admin.sock');
const ran: unknown[] = [];
let served: { close(): Promise<void> };

beforeAll(async () => {
  served = await serveAdminSocket(socketPath, async (command) => {
    ran.push(command);
    return { echoed: command };
  });
});

afterAll(async () => {
  await served.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Writes `text` on a fresh connection; resolves with what came back once the server closed it. */
function exchange(text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    let output = '';
    socket.on('connect', () => socket.write(text));
    socket.on('data', (d) => {
      output += d;
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(output));
  });
}

it('answers one command per connection, whatever follows its line', async () => {
  expect(await sendAdminCommand(socketPath, { op: 'list' })).toEqual({ result: { echoed: { op: 'list' } } });
  ran.length = 0;
  const reply = await exchange(`${JSON.stringify({ op: 'a' })}\n${JSON.stringify({ op: 'b' })}\n`);
  expect(JSON.parse(reply)).toEqual({ ok: true, result: { echoed: { op: 'a' } } });
  expect(ran).toEqual([{ op: 'a' }]);
});

it('closes a connection whose line passes 64 KB without running anything', async () => {
  ran.length = 0;
  expect(await exchange('x'.repeat(1024 * 1024))).toBe('');
  expect(ran).toEqual([]);
});
