import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A first `npm start` serves the API before the page is built (setup's --page-later): from the moment the server
 * listens, `/` must answer a page that says so, never the API's JSON 404 (issue 38).
 */
describe('/ before the page is built', () => {
  const keyed = keyedServerEnv();
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-not-built-'));
  let server: SpawnedProxy;
  let firstAnswer: Response;

  beforeAll(async () => {
    server = await spawnProxy({ ...keyed.env, WEB_DIST: webDist });
    // The first request, as soon as the start log says where to open the page.
    firstAnswer = await fetch(`${server.url}/`, { headers: { accept: 'text/html' } });
  });

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(webDist, { recursive: true, force: true });
    keyed.cleanup();
  });

  it('answers HTML from the first request on: 503, Retry-After, reloading itself, never cached', async () => {
    expect(firstAnswer.status).toBe(503);
    expect(firstAnswer.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(firstAnswer.headers.get('retry-after')).toBe('5');
    expect(firstAnswer.headers.get('cache-control')).toBe('no-store');
    const body = await firstAnswer.text();
    expect(body).not.toContain('NOT_FOUND');
    expect(body).toContain('<meta http-equiv="refresh" content="5">');
    expect(body).toContain('<html lang="en">');
    expect(body).toContain('The page is being built');
    expect(body).toContain('/api/v3/health');
  });

  it('speaks the reader’s language by Accept-Language (de, fr; by weight; English otherwise)', async () => {
    const page = async (accept: string) =>
      (await fetch(`${server.url}/`, { headers: { 'accept-language': accept } })).text();
    expect(await page('de-AT,de;q=0.9,en;q=0.5')).toContain('<title>Die Seite wird gebaut</title>');
    expect(await page('en;q=0.3, fr-CH')).toContain('<html lang="fr">');
    expect(await page('it-IT')).toContain('<html lang="en">');
  });

  it('while the API already answers, and unknown paths keep their JSON 404', async () => {
    const health = await fetch(`${server.url}/api/v3/health`);
    expect(health.headers.get('content-type')).toContain('application/json');
    const missing = await fetch(`${server.url}/nothing-here`);
    expect([missing.status, (await missing.json()).error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('serves the page as soon as it is built, without a restart', async () => {
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>e-invoice check</title>');
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>e-invoice check</title>');
  });
});
