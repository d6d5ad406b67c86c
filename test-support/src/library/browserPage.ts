import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { build } from 'vite';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
};

/** Builds the project's index.html with Vite (from the installed package, as a stranger's app would). */
export async function buildPage(projectDir: string): Promise<string> {
  const outDir = path.join(projectDir, 'page-dist');
  await build({
    root: projectDir,
    logLevel: 'error',
    configFile: false,
    build: { outDir, target: 'es2022' },
  });
  return outDir;
}

/** Serves a folder on loopback; resolves to its URL and a close function. */
export function serveFolder(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const target = file.endsWith('/') ? path.join(file, 'index.html') : file;
    if (!target.startsWith(dir) || !fs.existsSync(target)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream' });
    fs.createReadStream(target).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}
