import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '@einvoice/test-support/browser/launchChromium';
import { type StaticServer, serveStatic } from '@einvoice/test-support/browser/serveStatic';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropFiles } from './dropFiles.ts';
import { expectedValid } from './expectedValid.ts';
import { distDir, engineReady } from './openApp.ts';

const outDir = path.join(repoRoot, 'test-results/first-visit');
const VALID = 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml';
// Only the reference executor loads these: SaxonJS and the compiled stylesheets.
const REFERENCE_ONLY = /\/rulesets\/sef\/|\/assets\/runSchematron-/;

/** Every request URL (path only) any cache of the page's origin holds. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) paths.push(new URL(req.url).pathname);
    }
    return paths;
  });
}

async function verdict(page: Page): Promise<boolean> {
  const v = page.getByTestId('detail').getByTestId('verdict');
  await v.waitFor({ timeout: 120_000 });
  return (await v.getAttribute('data-valid')) === 'true';
}

describe('first visit: compressed transfer, truthful offline readiness', () => {
  let server: StaticServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(outDir, { recursive: true });
    [server, browser] = await Promise.all([serveStatic(distDir), launchChromium()]);
    context = await browser.newContext();
    page = await context.newPage();
    // Records every offline state the page shows, from its very first render on.
    await page.addInitScript(() => {
      const w = window as unknown as { __offlineStates: string[] };
      w.__offlineStates = [];
      new MutationObserver(() => {
        const el = document.querySelector('[data-testid=offline-status]');
        const entry = el ? `${el.getAttribute('data-state')}|${el.textContent?.trim()}` : '';
        if (entry && w.__offlineStates.at(-1) !== entry) w.__offlineStates.push(entry);
      }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    await page.goto(server.url);
    await page.evaluate(() => localStorage.setItem('einvoice.locale', 'en'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('says "Works offline" only once the service worker holds every file the page fetched; under 3 MB on the wire', async () => {
    const status = page.getByTestId('offline-status');
    await status.and(page.locator('[data-state=ready]')).waitFor({ timeout: 120_000 });
    await engineReady(page);
    // At the moment readiness shows, every file the page, its Worker and the service worker asked for
    // (but the service worker script itself) is in a cache.
    const cached = new Set(await cachedPaths(page));
    const fetched = [...new Set(server.requests)].filter((p) => p !== '/sw.js');
    const missing = fetched.map((p) => (p === '/' ? '/index.html' : p)).filter((p) => !cached.has(p));
    expect(missing).toEqual([]);
    expect(fetched.filter((p) => REFERENCE_ONLY.test(p))).toEqual([]);
    expect([...cached].filter((p) => REFERENCE_ONLY.test(p))).toEqual([]);

    const states = await page.evaluate(
      () => (window as unknown as { __offlineStates: string[] }).__offlineStates,
    );
    expect(states[0]).toMatch(/^preparing\|Preparing offline use… \d+ %/);
    expect(states.at(-1)).toBe('ready|Works offline');
    expect(states.filter((s) => s.startsWith('ready')).length).toBe(1);

    const bytes = server.bytesSent();
    fs.writeFileSync(
      path.join(outDir, 'first-visit.json'),
      JSON.stringify({ bytesOnWire: bytes, requests: server.requests.length, states }, null, 2),
    );
    console.log(
      `first visit: ${(bytes / 1e6).toFixed(2)} MB on the wire in ${server.requests.length} requests`,
    );
    expect(bytes).toBeLessThan(3_000_000);
    await page.screenshot({ path: path.join(outDir, 'works-offline.png') });
  });

  it('fetches the reference executor only when asked, and caches it then', async () => {
    const xml = fs.readFileSync(path.join(corpusDir, VALID), 'utf8');
    const before = server.requests.length;
    const outcome = await page.evaluate(
      (text) =>
        window
          .__validate?.(text, { engine: 'reference' })
          .then((o) => ('result' in o ? o.result.valid : o.error.code)),
      xml,
    );
    expect(outcome).toBe(expectedValid(VALID));
    expect(server.requests.slice(before).some((p) => REFERENCE_ONLY.test(p))).toBe(true);
    const cached = await cachedPaths(page);
    expect(cached.some((p) => p.includes('/rulesets/sef/'))).toBe(true);
    expect(cached.some((p) => p.includes('/assets/runSchematron-'))).toBe(true);
  });

  it('validates with the server gone after a reload', async () => {
    await server.close();
    await context.setOffline(true);
    await page.reload();
    await engineReady(page);
    await page.getByTestId('offline-status').and(page.locator('[data-state=ready]')).waitFor();
    await dropFiles(page, [path.join(corpusDir, VALID)]);
    expect(await verdict(page)).toBe(expectedValid(VALID));
  });
});
