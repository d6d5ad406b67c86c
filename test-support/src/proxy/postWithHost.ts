import http from 'node:http';
import type { ApiAnswer } from './apiCall.ts';

/**
 * POSTs JSON to `serverUrl` + `path` with a Host header of the caller's choosing (fetch sends the URL's),
 * over a connection to the server's own (loopback) address. Answers as apiCall does.
 */
export function postWithHost(
  serverUrl: string,
  path: string,
  key: string,
  body: unknown,
  host: string,
): Promise<ApiAnswer> {
  const { hostname, port } = new URL(serverUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname.replace(/^\[|\]$/g, ''),
        port: Number(port),
        path,
        method: 'POST',
        headers: {
          host,
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') headers.set(name, value);
          resolve({
            status: res.statusCode ?? 0,
            headers,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
