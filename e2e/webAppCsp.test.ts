/**
 * The built web app served by the proxy under its Content-Security-Policy, in headless Chromium: the
 * engine Worker (WebAssembly included), the verdict and the rendered invoice in its srcdoc frame all work
 * without a single CSP violation, and the policy holds no 'unsafe-eval'.
 */
import path from 'node:path';
import { launchChromium } from '@einvoice/test-support/browser/launchChromium';
import { type EnginePage, openEnginePage } from '@einvoice/test-support/browser/openEnginePage';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropFiles } from './dropFiles.ts';
import { engineReady } from './openApp.ts';

const VALID = path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml');

describe('the web app under the proxy’s CSP', () => {
  const keyed = keyedServerEnv();
  let server: SpawnedProxy;
  let browser: Browser;
  let app: EnginePage;

  beforeAll(async () => {
    [server, browser] = await Promise.all([spawnProxy(keyed.env), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    keyed.cleanup();
  });

  it('validates and renders a dropped invoice with no CSP violation', async () => {
    const landing = await fetch(`${server.url}/`);
    const csp = landing.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/'unsafe-eval'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(landing.headers.get('x-content-type-options')).toBe('nosniff');

    app = await openEnginePage(browser, `${server.url}/`);
    const { page } = app;
    // Violations in the document and its frames; those in the engine Worker reach the console, which
    // openEnginePage records as problems.
    await page.evaluate(() => {
      const w = window as unknown as { __cspViolations: string[] };
      w.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await page.evaluate(() => localStorage.setItem('einvoice.locale', 'en'));
    await engineReady(page);

    await dropFiles(page, [VALID]);
    const verdict = page.getByTestId('detail').getByTestId('verdict');
    await verdict.waitFor({ timeout: 120_000 });
    expect(await verdict.getAttribute('data-valid')).toBe('true');

    await page.getByRole('tab', { name: /Read|Lesen/ }).click();
    const frame = page.frameLocator('[data-testid=reading]');
    await frame.locator('h1').first().waitFor({ timeout: 60_000 });
    // The rendering's own <style> applies: an unstyled body would keep the browser's 8px margin.
    const margin = await frame.locator('body').evaluate((b) => getComputedStyle(b).margin);
    expect(margin).toBe('0px');

    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    );
    expect(violations).toEqual([]);
    expect(app.problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
    expect(app.problems).toEqual([]);
  });
});
