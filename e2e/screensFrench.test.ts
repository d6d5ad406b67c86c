import fs from 'node:fs';
import path from 'node:path';
import { createNodeEngine } from '@einvoice/engine/node';
import { fix } from '@einvoice/engine/repair';
import { axeViolations, blocking } from '@einvoice/test-support/browser/axe';
import { launchChromium } from '@einvoice/test-support/browser/launchChromium';
import { type StaticServer, serveStatic } from '@einvoice/test-support/browser/serveStatic';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { largeUblInvoice } from '@einvoice/test-support/invoices/largeInvoice';
import { MESSAGES } from '@einvoice/web/messages';
import { RULES_MESSAGES } from '@einvoice/web/rulesMessages';
import { SETTINGS_MESSAGES } from '@einvoice/web/settingsMessages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropFiles } from './dropFiles.ts';
import { distDir, engineReady } from './openApp.ts';

const VALID = 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml';

/** A 4-line invoice without item names (BR-25 four times) and two lines whose price disagrees with the net amount. */
function brokenInvoice(): string {
  let n = 0;
  return largeUblInvoice(4)
    .replace(/\s*<cbc:Name>Article \d+<\/cbc:Name>/g, '')
    .replace(/<cbc:PriceAmount currencyID="EUR">12\.50<\/cbc:PriceAmount>/g, (m) =>
      ++n <= 2 ? '<cbc:PriceAmount currencyID="EUR">12.40</cbc:PriceAmount>' : m,
    );
}

/** Every plain string of a catalogue (functions left out). */
function catalogueStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(catalogueStrings);
  return [];
}

/** English and German engine texts (`{en, de}`) and repair reasons the engine writes for the files below. */
function collectEngineTexts(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const v of value) collectEngineTexts(v, into);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const o = value as Record<string, unknown>;
  if (typeof o.en === 'string' && 'de' in o) {
    into.add(o.en);
    if (typeof o.de === 'string') into.add(o.de);
    return;
  }
  for (const [k, v] of Object.entries(o)) {
    if (k === 'reason' && typeof v === 'string') into.add(v);
    else collectEngineTexts(v, into);
  }
}

/**
 * Texts that must not show, unmarked, on a French screen: the page's English and German texts that differ
 * from their French entries, and the engine's English and German texts. English the engine has in no other
 * language may show, marked `lang="en"` (screen readers then read it as English).
 */
function foreignTexts(engine: Set<string>): string[] {
  const french = new Set(
    [MESSAGES.fr, RULES_MESSAGES.fr, SETTINGS_MESSAGES.fr].flatMap((c) => catalogueStrings(c)),
  );
  const others = [
    MESSAGES.en,
    MESSAGES.de,
    RULES_MESSAGES.en,
    RULES_MESSAGES.de,
    SETTINGS_MESSAGES.en,
    SETTINGS_MESSAGES.de,
  ]
    .flatMap((c) => catalogueStrings(c))
    .filter((s) => s.length > 3 && !french.has(s));
  return [...new Set([...others, ...[...engine].filter((s) => s.length > 3 && !french.has(s))])];
}

describe('the page in French: every main screen translated and accessible', () => {
  let server: StaticServer;
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];
  const engineTexts = new Set<string>();
  let foreign: string[] = [];

  beforeAll(async () => {
    const node = await createNodeEngine();
    const samples = ['valid.xml', 'one-error.xml', 'country-errors.xml'].map((f) =>
      fs.readFileSync(path.join(repoRoot, 'web/public/samples', f), 'utf8'),
    );
    for (const xml of [brokenInvoice(), fs.readFileSync(path.join(corpusDir, VALID), 'utf8'), ...samples])
      collectEngineTexts(await node.validate({ xml }), engineTexts);
    collectEngineTexts(await fix(node, { xml: brokenInvoice() }, { mode: 'strict' }), engineTexts);
    foreign = foreignTexts(engineTexts);

    [server, browser] = await Promise.all([serveStatic(distDir), launchChromium()]);
    // A browser whose user prefers French: the page follows it without being told.
    const context = await browser.newContext({ locale: 'fr-FR' });
    context.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page = await context.newPage();
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.goto(server.url);
    await engineReady(page);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function axe(name: string): Promise<void> {
    const violations = await axeViolations(page);
    expect({
      name,
      violations: blocking(violations),
    }).toEqual({
      name,
      violations: [],
    });
  }

  /** No English or German text of the page or the engine shows unmarked (document content is translate="no"). */
  async function noForeign(name: string): Promise<void> {
    const text = await page.evaluate(() => {
      const parts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        // The language switch names each language in itself, as it should.
        if (!el || el.closest('[translate=no], [lang=en], [lang=de], script, style') || !el.checkVisibility())
          continue;
        parts.push(n.textContent ?? '');
      }
      for (const el of Array.from(
        document.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder]'),
      )) {
        if (el.closest('[translate=no], [lang=en], [lang=de]')) continue;
        for (const a of ['aria-label', 'title', 'placeholder']) parts.push(el.getAttribute(a) ?? '');
      }
      return parts.join('\n');
    });
    // Whole words only: the English "Valid" is not found inside the French "Valide".
    const found = foreign.filter((v) =>
      new RegExp(`(?<!\\p{L})${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(text),
    );
    expect({ name, found }).toEqual({ name, found: [] });
  }

  async function screen(name: string): Promise<void> {
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await noForeign(name);
    await axe(name);
    expect(problems).toEqual([]);
  }

  const tab = (fr: string) => page.getByRole('tab', { name: new RegExp(`^${fr}`) });

  it('opens in French because the browser prefers French, with the switch offering Deutsch/English/Français', async () => {
    expect(await page.getByTestId('lang-fr').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('fieldset.segmented button').allTextContents()).toEqual([
      'Deutsch',
      'English',
      'Français',
    ]);
    await screen('01-vide');
  });

  it('verdict and findings', async () => {
    await dropFiles(page, [{ name: 'broken.xml', content: brokenInvoice() }]);
    await page.getByTestId('detail').getByTestId('verdict').waitFor({ timeout: 120_000 });
    expect(await page.getByTestId('detail').getByTestId('verdict').textContent()).toContain('Non valide');
    await page.getByTestId('line-arithmetic').locator('summary').click();
    await screen('02-constats');
  });

  it('source, repair, convert and read', async () => {
    await tab('Source').click();
    await screen('03-source');
    await tab('Réparer').click();
    await page.getByTestId('run-repair').click();
    await page
      .getByTestId('repair-outcome')
      .or(page.getByTestId('error'))
      .first()
      .waitFor({ timeout: 120_000 });
    await screen('04-reparer');
    await tab('Convertir').click();
    await screen('05-convertir');
    await dropFiles(page, [path.join(corpusDir, VALID)]);
    await page.getByTestId('detail').getByTestId('verdict').waitFor({ timeout: 120_000 });
    await tab('Lire').click();
    const reading = page.frameLocator('[data-testid=reading]');
    await reading.locator('body').waitFor({ timeout: 60_000 });
    // The rendering itself is French too: the engine renders with the page's language.
    expect(await reading.locator('html').getAttribute('lang')).toBe('fr');
    expect(await reading.locator('h1').textContent()).toBe('Facture commerciale');
    await screen('06-lire');
  });

  it('batch table, rule settings and API mode opened', async () => {
    await page.getByTestId('try-sample').click();
    await page.getByTestId('batch').waitFor({ timeout: 120_000 });
    await expect
      .poll(() => page.locator('[data-testid=file-item] .badge').allTextContents(), { timeout: 120_000 })
      .not.toContain('Contrôle en cours…');
    await page.getByTestId('rule-settings').locator('summary').click();
    await page.locator('details.api-mode summary').click();
    await screen('07-lot-parametres-api');
    await page.locator('details.api-mode summary').click();
  });

  it('rules view: a rule and the country requirements', async () => {
    await page.getByTestId('view-rules').click();
    await page.getByTestId('rules-search').fill('BR-DE-15');
    await page.locator('[data-testid=rule-row][data-rule-id="BR-DE-15"]').click();
    await page.getByTestId('rule-detail').waitFor();
    await screen('08-regles');
    await tab('Exigences par pays').click();
    await page.getByTestId('req-b2g').click();
    await screen('09-exigences');
    await page.getByTestId('view-check').click();
  });
});
