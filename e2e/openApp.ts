import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '@einvoice/test-support/browser/launchChromium';
import { type EnginePage, openEnginePage } from '@einvoice/test-support/browser/openEnginePage';
import { type StaticServer, serveStatic } from '@einvoice/test-support/browser/serveStatic';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

/** The built web app the browser tests serve. */
export const distDir = path.join(repoRoot, 'web/dist');

/** The app served from web/dist and open in its own headless Chromium; `close` ends both. */
export interface AppSession extends EnginePage {
  server: StaticServer;
  browser: Browser;
  close(): Promise<void>;
}

export interface OpenAppOptions {
  /**
   * true (default): the page in English with its rule sets loaded, for tests that use its controls;
   * false: as first opened, once the engine test hook is installed (tests that call the Worker directly).
   */
  ui?: boolean;
  /** Browser permissions granted to the page's origin (e.g. the clipboard). */
  permissions?: string[];
}

/** Waits until the page says its rule sets are loaded. */
export async function engineReady(page: Page): Promise<void> {
  await page
    .getByTestId('engine-status')
    .and(page.locator('[data-state=ready]'))
    .waitFor({ timeout: 120_000 });
}

/** The page at `url` in English with its rule sets loaded, ready for tests that use its controls. */
export async function openEnglishPage(browser: Browser, url: string): Promise<EnginePage> {
  const app = await openEnginePage(browser, url);
  await app.page.evaluate(() => localStorage.setItem('einvoice.locale', 'en'));
  await app.page.reload();
  await engineReady(app.page);
  return app;
}

/** Serves the built app on a loopback port, launches Chromium and opens the page in it. */
export async function openApp(options: OpenAppOptions = {}): Promise<AppSession> {
  if (!fs.existsSync(path.join(distDir, 'sw.js'))) {
    throw new Error(`${distDir} has no built app with a service worker: run \`npm run setup\` first`);
  }
  const [server, browser] = await Promise.all([serveStatic(distDir), launchChromium()]);
  const close = async () => {
    await browser.close();
    await server.close();
  };
  try {
    // Permissions are granted to the origin between the first load and the reload that sets the language.
    const app = await openEnginePage(browser, server.url);
    if (options.permissions) await app.context.grantPermissions(options.permissions, { origin: server.url });
    if (options.ui ?? true) {
      await app.page.evaluate(() => localStorage.setItem('einvoice.locale', 'en'));
      await app.page.reload();
      await engineReady(app.page);
    }
    return { ...app, server, browser, close };
  } catch (e) {
    await close();
    throw e;
  }
}

/**
 * The app for the tests of the enclosing describe: opened before the first, closed after the last, and
 * any console or page error fails the test it happened in. The session's fields are set once the tests run.
 */
export function useApp(options: OpenAppOptions = {}): AppSession {
  const session = {} as AppSession;
  beforeAll(async () => {
    Object.assign(session, await openApp(options));
  });
  afterEach(() => {
    expect(session.problems).toEqual([]);
  });
  afterAll(async () => {
    await session.close?.();
  });
  return session;
}
