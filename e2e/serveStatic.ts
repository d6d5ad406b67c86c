import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xsd': 'application/xml',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** A running static server; `url` ends with '/'. */
export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves a built web app from `root` on an ephemeral loopback port (GET only, no directory listing). */
export async function serveStatic(root: string): Promise<StaticServer> {
  const base = path.resolve(root);
  const server = http.createServer((req, res) => {
    let file = path.join(base, decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname));
    if (file.endsWith(path.sep)) file = path.join(file, 'index.html');
    const inside = file === base || file.startsWith(base + path.sep);
    if (req.method !== 'GET' || !inside || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(req.method === 'GET' ? 404 : 405).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
