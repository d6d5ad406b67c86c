/**
 * Issue 38 point 8: a first start serves this machine only, and SIGNUP switches off who may open an account.
 * The bound address is read from the kernel's socket table (/proc/net/tcp{,6}), never by sending traffic off
 * loopback.
 */
import fs from 'node:fs';
import { SessionClient } from '@einvoice/test-support/account/sessionClient';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The local addresses (hex, as the kernel writes them) of the sockets listening on `port`. */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    fs
      .readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // st 0A is LISTEN
      .filter((cols) => cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A')
      .map((cols) => cols[1]?.split(':')[0] ?? ''),
  );
}

const closedData = keyedServerEnv();
const inviteData = keyedServerEnv();
let closed: SpawnedProxy;
let inviteOnly: SpawnedProxy;

beforeAll(async () => {
  // HOST empty is HOST unset: the default a fresh clone's `npm start` gets (NODE_ENV unset is development).
  [closed, inviteOnly] = await Promise.all([
    spawnProxy({ ...closedData.env, HOST: '', NODE_ENV: '', SIGNUP: 'closed' }),
    spawnProxy({ ...inviteData.env, HOST: '', NODE_ENV: '', SIGNUP: 'invite-only' }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([closed?.stop(), inviteOnly?.stop()]);
  closedData.cleanup();
  inviteData.cleanup();
});

describe('a first start', () => {
  it('binds 127.0.0.1 only, and its log says so and how to serve the network', () => {
    const url = new URL(closed.url);
    expect(url.hostname).toBe('127.0.0.1');
    // 0100007F is 127.0.0.1 in the kernel's byte order; no wildcard (00000000, ::) socket on the port.
    expect(listeningAddresses(Number(url.port))).toEqual(['0100007F']);
    expect(closed.output()).toContain(
      'bound to 127.0.0.1: only this machine reaches the server (HOST=0.0.0.0 or NODE_ENV=production serves the network); sign-up closed',
    );
  });
});

describe('SIGNUP', () => {
  const instantKey = (server: SpawnedProxy) =>
    fetch(`${server.url}/api/developers/instant-key`, { method: 'POST' }).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));

  it('closed: neither an account nor an instant key', async () => {
    const signUp = await new SessionClient(closed.url).signUp('a@example.test', 'correct horse battery');
    expect(signUp.status).toBe(401);
    expect(signUp.body.error).toMatchObject({
      code: 'UNAUTHORIZED',
      message: expect.stringMatching(/SIGNUP=closed/),
    });
    const key = await instantKey(closed);
    expect(key.status).toBe(401);
    expect(key.body.error.message).toMatch(/SIGNUP=closed/);
  });

  it('invite-only: a sign-up without an invitation and an instant key are refused, an unknown invitation too', async () => {
    const client = new SessionClient(inviteOnly.url);
    const signUp = await client.signUp('a@example.test', 'correct horse battery');
    expect(signUp.status).toBe(401);
    expect(signUp.body.error.message).toMatch(/invitation only/);
    const invited = await client.call('POST', '/signup', {
      email: 'a@example.test',
      password: 'correct horse battery',
      invite: 'no-such-invitation',
    });
    expect(invited.status).toBe(400);
    expect((await instantKey(inviteOnly)).status).toBe(401);
  });
});
