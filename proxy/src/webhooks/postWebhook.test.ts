/**
 * The connector goes to the addresses the policy checked, not to what the host name resolves to again:
 * a receiver on 127.0.0.2 is reached through the name `localhost` (which the system resolves to
 * 127.0.0.1, where nothing listens on that port). Loopback only.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryFailure, postWebhook } from './postWebhook.ts';

let server: http.Server;
let port = 0;
const seen: { host: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ host: req.headers.host, body });
      if (req.url === '/hang') return;
      res.writeHead(req.url === '/moved' ? 302 : 204, { location: 'http://127.0.0.2/elsewhere' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const target = (path: string) => ({
  url: new URL(`http://localhost:${port}${path}`),
  addresses: ['127.0.0.2'],
});

describe('postWebhook', () => {
  it('connects to the checked address, keeping the name in the Host header', async () => {
    expect(await postWebhook(target('/hook'), { 'content-type': 'application/json' }, '{"a":1}', 5_000)).toBe(
      204,
    );
    expect(seen.at(-1)).toEqual({ host: `localhost:${port}`, body: '{"a":1}' });
  });

  it('answers a redirect as its status, without following it', async () => {
    const before = seen.length;
    expect(await postWebhook(target('/moved'), {}, '{}', 5_000)).toBe(302);
    expect(seen.length).toBe(before + 1);
  });

  it('fails with "timed out" when the receiver does not answer in time, "unreachable" when nothing listens', async () => {
    const started = Date.now();
    await expect(postWebhook(target('/hang'), {}, '{}', 300)).rejects.toEqual(
      new DeliveryFailure('timed out'),
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    const closed = { url: new URL(`http://localhost:${port}/hook`), addresses: ['127.0.0.3'] };
    await expect(postWebhook(closed, {}, '{}', 5_000)).rejects.toEqual(new DeliveryFailure('unreachable'));
  });
});
