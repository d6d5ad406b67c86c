import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../log/logger.ts';
import { accessLog } from './accessLog.ts';

afterEach(() => vi.restoreAllMocks());

describe('accessLog', () => {
  it('logs API requests and failures at info, the page’s own files at debug', async () => {
    const info = vi.spyOn(logger, 'info').mockImplementation(() => {});
    const debug = vi.spyOn(logger, 'debug').mockImplementation(() => {});
    const app = new Hono();
    app.use('*', requestId(), accessLog);
    app.get('/assets/app.js', (c) => c.text('js'));
    app.get('/api/v3/health', (c) => c.json({ status: 'ok' }));
    for (const p of ['/assets/app.js', '/api/v3/health', '/missing.png']) await app.request(p);
    const paths = (spy: typeof info) => spy.mock.calls.map((c) => (c[0] as unknown as { path: string }).path);
    expect(paths(debug)).toEqual(['/assets/app.js']);
    expect(paths(info)).toEqual(['/api/v3/health', '/missing.png']);
  });
});
