import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { pageBeingBuilt } from './pageBeingBuilt.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xsd': 'application/xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** The build's precompressed variants (web/vite/precompress.ts), best first. */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

// Vite names every bundled file by its content hash; nothing else in the build is.
const HASHED = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The codings the client accepts (`q=0` refuses one; `*` accepts all). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!name || (q && Number(q.slice(2)) === 0)) continue;
    if (name === '*') for (const v of VARIANTS) accepted.add(v.encoding);
    accepted.add(name);
  }
  return accepted;
}

async function fileStat(file: string): Promise<fs.Stats | null> {
  const stat = await fs.promises.stat(file).catch(() => null);
  return stat?.isFile() ? stat : null;
}

/**
 * Serves the built web app from `root`: the brotli or gzip file written at build time when the client
 * accepts it (`Content-Encoding`, `Vary: Accept-Encoding`), hashed assets cached for a year, everything
 * else revalidated by ETag. Anything it does not find goes on to the next handler, except `/` while the page is
 * not built yet (pageBeingBuilt).
 */
export function serveWebApp(root: string): MiddlewareHandler {
  const base = path.resolve(root);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return next();
    }
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = path.join(base, pathname);
    if (!file.startsWith(base + path.sep) || file.includes('\0')) return next();
    const stat = await fileStat(file);
    // Before the page is built `/` says so, in HTML, rather than the API's JSON 404.
    if (!stat && pathname === '/index.html') return pageBeingBuilt(c);
    if (!stat) return next();

    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    let body = { file, stat, encoding: null as string | null };
    for (const v of VARIANTS) {
      if (!accepted.has(v.encoding)) continue;
      const variant = await fileStat(file + v.suffix);
      if (variant) {
        body = { file: file + v.suffix, stat: variant, encoding: v.encoding };
        break;
      }
    }
    const compressible = body.encoding !== null || (await fileStat(`${file}.gz`)) !== null;
    const etag = `"${stat.size.toString(36)}-${stat.mtimeMs.toString(36)}${body.encoding ? `-${body.encoding}` : ''}"`;
    const headers = new Headers({
      'content-type': type,
      'cache-control': HASHED.test(pathname) ? IMMUTABLE : REVALIDATE,
      etag,
    });
    if (compressible) headers.set('vary', 'Accept-Encoding');
    if (body.encoding) headers.set('content-encoding', body.encoding);
    if (c.req.header('if-none-match') === etag) return new Response(null, { status: 304, headers });
    headers.set('content-length', String(body.stat.size));
    if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
    const stream = Readable.toWeb(fs.createReadStream(body.file)) as ReadableStream<Uint8Array>;
    return new Response(stream, { status: 200, headers });
  };
}
