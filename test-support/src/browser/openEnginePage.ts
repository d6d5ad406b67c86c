import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The app page in a fresh context (own cache), with every console error and page error recorded. */
export interface EnginePage {
  context: BrowserContext;
  page: Page;
  /** Console errors (page and its Workers) and uncaught page errors, in order. */
  problems: string[];
}

/** Opens the built app at `url` and waits until its engine test hook is installed. */
export async function openEnginePage(browser: Browser, url: string): Promise<EnginePage> {
  const context = await browser.newContext();
  const problems: string[] = [];
  context.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()} (${m.location().url})`);
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('crash', () => problems.push('page crashed'));
  await page.goto(url);
  await page.waitForFunction(() => typeof window.__validate === 'function');
  return { context, page, problems };
}
