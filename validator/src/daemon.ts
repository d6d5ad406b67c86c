import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isEngineError } from '@einvoice/engine/errors';
import { DEFAULT_INPUT_LIMITS } from '@einvoice/engine/inputLimits';
import { createEnginePool, type EnginePool, HTTP_STATUS, poolConfig, readConfig } from '@einvoice/proxy';
import { check } from './check.ts';
import type { Configuration } from './configuration.ts';
import type { Options } from './options.ts';

const DAEMON_NS = 'http://www.xoev.de/de/validator/framework/1/daemon';
const XML_TYPE = 'application/xml; charset=utf-8';

export interface Daemon {
  url: string;
  /** Resolves with the return code once the daemon has stopped (SIGINT, SIGTERM or close()). */
  closed: Promise<number>;
  close(): Promise<void>;
}

class TooLarge extends Error {}

/** The body, refused past `max` bytes without reading the rest. */
function readBody(req: http.IncomingMessage, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        reject(new TooLarge());
        req.pause();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function healthXml(pool: EnginePool, version: string): string {
  const m = process.memoryUsage();
  const up = pool.state().ready > 0;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>\n<health xmlns="${DAEMON_NS}">`,
    `<status>${up ? 'UP' : 'DOWN'}</status>`,
    `<application><name>einvoice-check validator (KoSIT drop-in)</name><version>${version}</version><build>${process.version}</build></application>`,
    `<memory><freeMemory>${m.heapTotal - m.heapUsed}</freeMemory><maxMemory>${m.rss}</maxMemory><totalMemory>${m.heapTotal}</totalMemory></memory>`,
    '</health>\n',
  ].join('');
}

const USAGE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Validator daemon</title></head><body>
<h1>Validator daemon (KoSIT drop-in)</h1>
<p>POST an XML document as the raw request body to any path; the last path segment names it in the report.</p>
<pre>curl -s -X POST --data-binary @invoice.xml -H 'Content-Type: application/xml' http://HOST:PORT/invoice.xml</pre>
<p>200: the document is acceptable, 406: it is not (both answer KoSIT's report XML), 400: no content,
405: another method, 413: too large, 422: the document could not be processed, 503: busy or too slow.
<a href="/server/health">/server/health</a> answers the daemon's health.</p>
</body></html>
`;

/**
 * KoSIT's daemon (docs/daemon.md): POST the document to any path; the answer is the report with 200 when the
 * document is acceptable and 406 when not. Documents are checked on the engine worker pool the API server uses
 * (its ENGINE_* settings), so requests run in parallel within the same size and time bounds.
 */
export async function startDaemon(o: Options, config: Configuration, version: string): Promise<Daemon> {
  const settings = poolConfig(readConfig(process.env));
  const pool = await createEnginePool(o.threads ? { ...settings, size: o.threads } : settings);
  const maxBody = DEFAULT_INPUT_LIMITS.maxBytes;
  const send = (
    res: http.ServerResponse,
    status: number,
    body: string,
    type = 'text/plain; charset=utf-8',
  ) => {
    res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://daemon');
    if (url.pathname === '/server/health' && (req.method === 'GET' || req.method === 'HEAD'))
      return send(res, 200, healthXml(pool, version), XML_TYPE);
    if (url.pathname === '/' && req.method === 'GET' && !o.disableGui)
      return send(res, 200, USAGE_PAGE, 'text/html; charset=utf-8');
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      return send(res, 405, 'method not allowed: POST the document\n');
    }
    let body: Buffer;
    try {
      body = await readBody(req, maxBody);
    } catch (e) {
      if (e instanceof TooLarge) {
        res.setHeader('connection', 'close');
        return send(res, 413, `document larger than ${maxBody} bytes\n`);
      }
      throw e;
    }
    if (body.length === 0) return send(res, 400, 'no content\n');
    const segment = url.pathname.split('/').filter(Boolean).pop();
    const name = segment ? decodeURIComponent(segment) : 'document';
    try {
      const { report } = await check(pool, config, name, body);
      return send(res, report.accept ? 200 : 406, report.xml, XML_TYPE);
    } catch (e) {
      if (!isEngineError(e)) throw e;
      // Limits and an overloaded pool keep the API's statuses; anything else the engine refuses is KoSIT's 422.
      const status =
        e.code === 'XML_TOO_LARGE' || e.code === 'ORACLE_UNAVAILABLE' ? HTTP_STATUS[e.code] : 422;
      return send(res, status, `${e.code}: ${e.message}\n`);
    }
  };
  const server = http.createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      // Unexpected failures answer 500 with a request id; the error itself goes only to the log.
      const id = randomUUID();
      console.error(
        `validator daemon: request ${id}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
      );
      if (!res.headersSent) send(res, 500, `internal error, request id ${id}\n`);
      else res.destroy();
    });
  });
  server.requestTimeout = settings.timeoutMs + 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  console.error(`validator daemon listening on ${url}`);
  let finish: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => {
    finish = resolve;
  });
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await pool.close();
    finish(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void close());
  return { url, closed, close };
}
