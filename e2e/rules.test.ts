import fs from 'node:fs';
import path from 'node:path';
import type { Dataset } from '@einvoice/knowledge';
import { datasetFile, loadCatalogue } from '@einvoice/knowledge/node';
import type { Catalogue } from '@einvoice/rulesets';
import { launchChromium } from '@einvoice/test-support/browser/launchChromium';
import { type EnginePage, openEnginePage } from '@einvoice/test-support/browser/openEnginePage';
import { type StaticServer, serveStatic } from '@einvoice/test-support/browser/serveStatic';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const distDir = path.join(repoRoot, 'web/dist');
const shotsDir = path.join(repoRoot, 'test-results/rules');
const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

// The truth the page must show, read from the files the build bundles.
const catalogue: Catalogue = loadCatalogue();
const dataset = JSON.parse(fs.readFileSync(datasetFile(), 'utf8')) as Dataset;
const entry = (id: string) => catalogue.entries.find((e) => e.ruleId === id);

describe('Rules view: catalogue search, rule texts, country requirements, offline', () => {
  let server: StaticServer;
  let browser: Browser;
  let app: EnginePage;
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(shotsDir, { recursive: true });
    [server, browser] = await Promise.all([serveStatic(distDir), launchChromium()]);
    app = await openEnginePage(browser, server.url);
    page = app.page;
    await page.evaluate(() => localStorage.setItem('einvoice.locale', 'en'));
    await page.reload();
    // The data chunk is cached by the service worker when fetched through it.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 120_000,
    });
  });

  afterEach(() => {
    expect(app.problems).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function setLocale(locale: 'en' | 'de'): Promise<void> {
    await page.getByTestId(`lang-${locale}`).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
  }

  /** The count line and the rule ids the list renders for `q` (from a cleared field, so nothing is stale). */
  async function search(q: string): Promise<{ count: string; ids: string[] }> {
    const field = page.getByTestId('rules-search');
    const counter = page.getByTestId('rules-count');
    const total = catalogue.entries.length.toLocaleString('en');
    await field.fill('');
    await expect.poll(() => counter.textContent()).toBe(`${total} of ${total} rules`);
    await field.fill(q);
    await expect.poll(() => counter.textContent()).not.toBe(`${total} of ${total} rules`);
    const ids = await page
      .getByTestId('rule-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-rule-id') ?? ''));
    return { count: (await counter.textContent()) ?? '', ids };
  }

  async function shots(name: string, prepare: () => Promise<void> = async () => {}): Promise<void> {
    for (const locale of ['en', 'de'] as const) {
      await setLocale(locale);
      for (const [size, viewport] of Object.entries(SIZES)) {
        await page.setViewportSize(viewport);
        await prepare();
        await page.screenshot({ path: path.join(shotsDir, `${name}-${locale}-${size}.png`), fullPage: true });
        // Nothing is wider than the screen: long identifiers and URLs wrap.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      }
    }
    await page.setViewportSize(SIZES.desktop);
    await setLocale('en');
  }

  it('opens from the header and lists every rule of the shipped rule sets', async () => {
    await page.getByTestId('view-rules').click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#rules');
    const total = catalogue.entries.length.toLocaleString('en');
    await expect.poll(() => page.getByTestId('rules-count').textContent()).toBe(`${total} of ${total} rules`);
    // Virtualised: a few dozen rows rendered out of thousands.
    expect(await page.getByTestId('rule-row').count()).toBeLessThan(80);
    await setLocale('de');
    expect(await page.getByTestId('view-rules').textContent()).toBe('Regeln');
    await setLocale('en');
  });

  it('finds the same rules by a German term with and without umlaut and by its English name', async () => {
    const umlaut = await search('Zahlungsempfänger');
    const folded = await search('Zahlungsempfaenger');
    const english = await search('payee');
    expect(umlaut.ids).toContain('BR-17');
    expect(folded).toEqual(umlaut);
    expect(english).toEqual(umlaut);
    // Every rule whose official message names the payee is among them.
    const naming = catalogue.entries.filter((e) => /\bpayee\b/i.test(e.message.en ?? '')).length;
    expect(Number(umlaut.count.split(' ')[0])).toBeGreaterThanOrEqual(naming);

    const de = await search('Käuferreferenz');
    expect(de.ids).toContain('BR-DE-15');
    expect(await search('Kaeuferreferenz')).toEqual(de);
    expect(await search('buyer reference')).toEqual(de);
  });

  it('filters by rule set, severity and country', async () => {
    await search('BT-10');
    await page.getByTestId('rules-ruleset').selectOption('xrechnung');
    await page.getByTestId('rules-severity').selectOption('error');
    await page.getByTestId('rules-country').selectOption('DE');
    const ids = await page
      .getByTestId('rule-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-rule-id')));
    const expected = catalogue.entries
      .filter(
        (e) =>
          e.terms.some((t) => t.id === 'BT-10') &&
          e.countries.includes('DE') &&
          e.appearances.some((a) => a.ruleset === 'xrechnung') &&
          (e.severity === 'error' || e.overrides.some((o) => o.severity === 'error')),
      )
      .map((e) => e.ruleId);
    expect(expected).toContain('BR-DE-15');
    expect(ids).toEqual(expected);
    for (const id of ['rules-ruleset', 'rules-severity', 'rules-country'])
      await page.getByTestId(id).selectOption('');
  });

  it('looks up BR-DE-15 with the keyboard and shows its German explanation', async () => {
    const rule = entry('BR-DE-15');
    expect(rule?.plain.de).toBeTruthy();
    await search('BR-DE-15');
    // From the search field, Tab reaches the first row; Enter opens it and moves the focus to it.
    await page.getByTestId('rules-search').focus();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'rule-row'))
        break;
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-rule-id'))).toBe('BR-DE-15');
    await page.keyboard.press('Enter');
    const detail = page.getByTestId('rule-detail');
    await expect.poll(() => detail.getAttribute('data-rule-id')).toBe('BR-DE-15');
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid=rule-detail]')))
      .toBe(true);
    await setLocale('de');
    expect(await detail.getByTestId('rule-plain').textContent()).toBe(rule?.plain.de);
    expect(await detail.getByTestId('rule-fix').textContent()).toBe(rule?.howToFix.de);
    expect(await detail.textContent()).toContain(rule?.message.de);
    await setLocale('en');
    expect(await detail.getByTestId('rule-plain').textContent()).toBe(rule?.plain.en);
    expect(await detail.getByTestId('rule-repair').getAttribute('data-repair')).toBe(rule?.repair);
    await shots('catalogue-br-de-15');
  });

  it('moves between rows with the arrow keys, past the rendered ones', async () => {
    await page.getByTestId('rules-search').fill('');
    const total = catalogue.entries.length.toLocaleString('en');
    await expect.poll(() => page.getByTestId('rules-count').textContent()).toBe(`${total} of ${total} rules`);
    const first = page.getByTestId('rule-row').first();
    await first.focus();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-index')))
      .toBe('1');
    await page.keyboard.press('End');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-rule-id')))
      .toBe(catalogue.entries.at(-1)?.ruleId);
  });

  it('names XRechnung and the Leitweg-ID for DE→DE B2G, with source links and the as-of date', async () => {
    await page.getByRole('tab', { name: 'Country requirements' }).click();
    await page.getByTestId('req-seller').selectOption('DE');
    await page.getByTestId('req-buyer').selectOption('DE');
    await page.getByTestId('req-b2g').click();
    const values = await page.getByTestId('requirement-value').allTextContents();
    expect(values.some((v) => /XRechnung/.test(v))).toBe(true);
    const leitweg = page
      .locator('[data-testid=requirement][data-topic=identifier]')
      .filter({ has: page.getByTestId('requirement-value').filter({ hasText: 'Leitweg-ID' }) });
    expect(await leitweg.count()).toBeGreaterThan(0);
    const href = await leitweg.first().getByTestId('source-link').first().getAttribute('href');
    expect(href).toMatch(/^https:\/\//);
    expect(await page.getByTestId('req-as-of').textContent()).toContain(dataset.meta.as_of);
    // The rule that enforces the identifier opens in the catalogue.
    await leitweg.first().getByTestId('requirement-rule').filter({ hasText: 'BR-DE-15' }).click();
    await expect.poll(() => page.getByTestId('rule-detail').getAttribute('data-rule-id')).toBe('BR-DE-15');
    await page.getByRole('tab', { name: 'Country requirements' }).click();
    await page.getByTestId('req-b2g').click();
    await shots('requirements-de-de-b2g');
  });

  it('works offline once the service worker is ready', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await app.context.setOffline(true);
    try {
      await page.reload();
      await expect
        .poll(() => page.getByTestId('rules-count').textContent(), { timeout: 30_000 })
        .toMatch(/ rules$/);
      const found = await search('Zahlungsempfaenger');
      expect(found.ids).toContain('BR-17');
      await page.getByRole('tab', { name: 'Country requirements' }).click();
      await page.getByTestId('req-b2g').click();
      expect((await page.getByTestId('requirement-value').allTextContents()).join('\n')).toContain(
        'Leitweg-ID',
      );
      await page.screenshot({ path: path.join(shotsDir, 'offline-en-desktop.png'), fullPage: true });
    } finally {
      await app.context.setOffline(false);
    }
  });
});
