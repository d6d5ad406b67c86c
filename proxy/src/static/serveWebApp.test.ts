import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, serveWebApp } from './serveWebApp.ts';

describe('serveWebApp', () => {
  let root: string;
  let app: Hono;
  const script = 'export const x = 1;\n'.repeat(200);

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'webapp-'));
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
    const asset = path.join(root, 'assets/index-B1rrlB0a.js');
    fs.writeFileSync(asset, script);
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
    fs.writeFileSync(path.join(root, 'secret.txt'), 'outside');
    app = new Hono();
    app.use('/*', serveWebApp(path.join(root)));
    app.notFound((c) => c.json({ code: 'NOT_FOUND' }, 404));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const get = (p: string, headers: Record<string, string> = {}) => app.request(p, { headers });

  it('sends the brotli variant when accepted, and it decodes to the file', async () => {
    const res = await get('/assets/index-B1rrlB0a.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    expect(zlib.brotliDecompressSync(body).toString()).toBe(script);
  });

  it('falls back to gzip, then to the file itself; q=0 refuses a coding', async () => {
    const gz = await get('/assets/index-B1rrlB0a.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const raw = await get('/assets/index-B1rrlB0a.js', { 'accept-encoding': 'identity' });
    expect(raw.headers.get('content-encoding')).toBeNull();
    expect(raw.headers.get('vary')).toBe('Accept-Encoding');
    expect(await raw.text()).toBe(script);
  });

  it('revalidates unhashed files by ETag', async () => {
    const first = await get('/');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await first.text()).toContain('<title>t</title>');
    const etag = first.headers.get('etag') as string;
    const again = await get('/index.html', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('passes unknown paths and escapes from the root on to the next handler', async () => {
    expect((await get('/nope.js')).status).toBe(404);
    expect((await get('/assets/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await get('/%E0%A4%A')).status).toBe(404);
    expect((await app.request('/index.html', { method: 'POST' })).status).toBe(404);
  });

  it('parses Accept-Encoding', () => {
    expect([...acceptedEncodings('br;q=1.0, gzip;q=0.5')]).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=0').has('gzip')).toBe(false);
    expect(acceptedEncodings('*').has('br')).toBe(true);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });
});
