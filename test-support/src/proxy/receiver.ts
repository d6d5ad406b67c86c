import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a test receiver got. */
export interface Received {
  eventId: string;
  attempt: number;
  body: string;
  /** The signature checked the way a receiver is told to (section "Webhooks" of the README). */
  signatureOk: boolean;
}

/**
 * A webhook receiver on loopback for tests. Its signature check is written from the documented
 * scheme alone (HMAC-SHA256 over "<t>.<body>", `Webhook-Signature: t=…,v1=…`, 5-minute window),
 * not with the service's own code. `status` sets what it answers; `hold` keeps requests open (all, or
 * those to one path).
 */
export async function startReceiver(secret: () => string) {
  const received: Received[] = [];
  const paths: string[] = [];
  let status = 200;
  let hold: boolean | string = false;
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      body += c;
    });
    req.on('end', () => {
      const header = String(req.headers['webhook-signature'] ?? '');
      const t = Number(/(?:^|,)t=(\d+)/.exec(header)?.[1]);
      const v1 = /(?:^|,)v1=([0-9a-f]{64})/.exec(header)?.[1];
      const expected = createHmac('sha256', secret()).update(`${t}.${body}`).digest('hex');
      paths.push(String(req.url));
      received.push({
        eventId: String(req.headers['webhook-id']),
        attempt: Number(req.headers['webhook-attempt']),
        body,
        signatureOk: v1 === expected && Math.abs(Date.now() / 1000 - t) <= 300,
      });
      if (hold === true || hold === req.url) {
        held.push(res);
        return;
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** The path of each request, in order. */
    paths,
    setStatus: (s: number) => {
      status = s;
    },
    setHold: (h: boolean | string) => {
      hold = h;
    },
    close: async () => {
      for (const r of held) r.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
