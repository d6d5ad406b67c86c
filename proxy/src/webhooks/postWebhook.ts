import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Target } from './targetPolicy.ts';

/** How an attempt ended short of an answer. */
export class DeliveryFailure extends Error {
  constructor(readonly reason: 'timed out' | 'unreachable') {
    super(`receiver ${reason}`);
  }
}

/**
 * A lookup that answers only the addresses the policy checked: the connection goes to exactly those
 * (a second resolution, which DNS rebinding would answer differently, never happens). With
 * `all` (Node's happy-eyeballs connect) every checked address is offered, in the resolver's order.
 */
function pinned(addresses: string[]): LookupFunction {
  const all = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_host, options, callback) => {
    if (options.all) callback(null, all);
    else callback(null, all[0]?.address ?? '', all[0]?.family ?? 4);
  };
}

/**
 * POSTs `body` to a checked target and resolves with the status code; no redirect is followed and the
 * answer's body is not read. TLS checks the certificate against the URL's host name as usual. Rejects
 * with DeliveryFailure when nothing answers within `timeoutMs` or no connection can be made.
 */
export function postWebhook(
  target: Target,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<number> {
  const request = target.url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const req = request(target.url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: pinned(target.addresses),
      // A fresh connection per attempt: a pooled one could have been made to an address checked earlier.
      agent: false,
    });
    const timer = setTimeout(() => {
      timedOut = true;
      req.destroy();
    }, timeoutMs);
    req.once('response', (res) => {
      clearTimeout(timer);
      resolve(res.statusCode ?? 0);
      res.destroy();
    });
    req.once('error', () => {
      clearTimeout(timer);
      reject(new DeliveryFailure(timedOut ? 'timed out' : 'unreachable'));
    });
    req.end(body);
  });
}
