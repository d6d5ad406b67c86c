import fs from 'node:fs';
import path from 'node:path';
import { createNodeEngine } from '@einvoice/engine/node';
import { fix } from '@einvoice/engine/repair';
import { axeViolations, blocking } from '@einvoice/test-support/browser/axe';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { largeUblInvoice } from '@einvoice/test-support/invoices/largeInvoice';
import { MESSAGES } from '@einvoice/web/messages';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropFiles } from './dropFiles.ts';
import { useApp } from './openApp.ts';

const shotsDir = path.join(repoRoot, 'test-results/screens');
const VALID = 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml';

/**
 * A 4-line XRechnung invoice without item names (BR-25 fires once per line) whose first two lines state
 * a price of 12.40 against a net amount of 12.50 (two line-arithmetic warnings; totals stay consistent).
 */
function brokenInvoice(): string {
  let n = 0;
  return largeUblInvoice(4)
    .replace(/\s*<cbc:Name>Article \d+<\/cbc:Name>/g, '')
    .replace(/<cbc:PriceAmount currencyID="EUR">12\.50<\/cbc:PriceAmount>/g, (m) =>
      ++n <= 2 ? '<cbc:PriceAmount currencyID="EUR">12.40</cbc:PriceAmount>' : m,
    );
}

type Locale = 'en' | 'de';
const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

/**
 * The engine's texts on the screens below, as the Node engine writes them for the same files: English with a
 * German counterpart (`{en, de}` with `de`) and every repair reason must not show on a German screen; English
 * without one (official messages the owners publish only in English) may, marked `lang="en"`.
 */
interface EngineTexts {
  mustNotShow: Set<string>;
  englishOnly: Set<string>;
}

function collectEngineTexts(value: unknown, into: EngineTexts): void {
  if (Array.isArray(value)) {
    for (const v of value) collectEngineTexts(v, into);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const o = value as Record<string, unknown>;
  // A text of the engine: en and de, and fr where the engine has one.
  if (
    typeof o.en === 'string' &&
    (typeof o.de === 'string' || o.de === null) &&
    Object.keys(o).every((k) => k === 'en' || k === 'de' || k === 'fr')
  ) {
    if (o.de === null) into.englishOnly.add(o.en);
    else if (o.de !== o.en) into.mustNotShow.add(o.en);
    return;
  }
  for (const [k, v] of Object.entries(o)) {
    if (k === 'reason' && typeof v === 'string') into.mustNotShow.add(v);
    else collectEngineTexts(v, into);
  }
}

/** Every plain string of a catalogue (functions left out), with its key path. */
function catalogueStrings(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => catalogueStrings(v, prefix ? `${prefix}.${k}` : k));
  }
  return [];
}

describe('main screens: accessibility, both languages, both sizes', () => {
  const app = useApp();
  let page: Page;
  const report: Record<string, unknown> = {};
  const engineTexts: EngineTexts = { mustNotShow: new Set(), englishOnly: new Set() };

  beforeAll(async () => {
    fs.mkdirSync(shotsDir, { recursive: true });
    // What the page will show of the engine on these screens: the broken invoice's verdict and its strict
    // repair (the page's default), the valid invoice and the three samples.
    const node = await createNodeEngine();
    const samples = ['valid.xml', 'one-error.xml', 'country-errors.xml'].map((f) =>
      fs.readFileSync(path.join(repoRoot, 'web/public/samples', f), 'utf8'),
    );
    for (const xml of [brokenInvoice(), fs.readFileSync(path.join(corpusDir, VALID), 'utf8'), ...samples])
      collectEngineTexts(await node.validate({ xml }), engineTexts);
    collectEngineTexts(await fix(node, { xml: brokenInvoice() }, { mode: 'strict' }), engineTexts);
    page = app.page;
  });

  afterAll(() => {
    fs.writeFileSync(path.join(shotsDir, 'axe.json'), JSON.stringify(report, null, 2));
  });

  async function setLocale(locale: Locale): Promise<void> {
    await page.getByTestId(`lang-${locale}`).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
  }

  /** axe-core on the page as it is; serious and critical violations fail the test. */
  async function axe(name: string): Promise<void> {
    const violations = await axeViolations(page);
    report[name] = violations;
    expect({
      name,
      violations: blocking(violations),
    }).toEqual({
      name,
      violations: [],
    });
  }

  /**
   * German screens show no text of the English catalogue (that differs from its German entry) and no English
   * engine text that has a German form; English shows only marked `lang="en"`, and only where the engine has
   * no German.
   */
  async function noEnglish(name: string): Promise<void> {
    const de = new Map(catalogueStrings(MESSAGES.de));
    const english = catalogueStrings(MESSAGES.en).filter(([k, v]) => v.length > 3 && de.get(k) !== v);
    // Document content (file names, seller names, XPaths, source) is marked translate="no" and left out.
    const { text, marked } = await page.evaluate(() => {
      const parts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || el.closest('[translate=no], [lang=en], script, style') || !el.checkVisibility()) continue;
        parts.push(n.textContent ?? '');
      }
      for (const el of Array.from(
        document.querySelectorAll<HTMLElement>('[aria-label], [title], [placeholder]'),
      )) {
        if (el.closest('[translate=no]')) continue;
        for (const a of ['aria-label', 'title', 'placeholder']) parts.push(el.getAttribute(a) ?? '');
      }
      // The language switch names English in English, as it should; the e-invoicing dataset's values are
      // published in English only (the Rules view says so) and are marked as such.
      const marked = Array.from(
        document.querySelectorAll<HTMLElement>(
          '[lang=en]:not([data-testid=lang-en]):not([data-english-source=dataset])',
        ),
      )
        .filter((el) => el.checkVisibility())
        .map((el) => el.textContent ?? '');
      return { text: parts.join('\n'), marked };
    });
    const found = english.filter(([, v]) => text.includes(v)).map(([k, v]) => `${k}: ${v}`);
    const engine = [...engineTexts.mustNotShow].filter((v) => v.length > 3 && text.includes(v));
    const unmarked = marked.filter((v) => !engineTexts.englishOnly.has(v));
    expect({ name, found, engine, unmarked }).toEqual({ name, found: [], engine: [], unmarked: [] });
  }

  /** Screenshot, axe and (for German) the catalogue scan of one screen at both sizes in both languages. */
  async function screen(name: string, prepare: () => Promise<void> = async () => {}): Promise<void> {
    for (const locale of ['en', 'de'] as const) {
      await setLocale(locale);
      for (const [size, viewport] of Object.entries(SIZES)) {
        await page.setViewportSize(viewport);
        await prepare();
        await page.screenshot({ path: path.join(shotsDir, `${name}-${locale}-${size}.png`), fullPage: true });
        await axe(`${name}-${locale}-${size}`);
        if (locale === 'de') await noEnglish(`${name}-${size}`);
      }
    }
    await setLocale('en');
    await page.setViewportSize(SIZES.desktop);
  }

  const tab = (en: string, de: string) => page.getByRole('tab', { name: new RegExp(`^(${en}|${de})`) });

  it('empty screen', async () => {
    await screen('01-empty');
  });

  it('groups findings by rule with counts, errors first, and collapses line arithmetic into one line', async () => {
    await dropFiles(page, [{ name: 'broken.xml', content: brokenInvoice() }]);
    await page.getByTestId('detail').getByTestId('verdict').waitFor({ timeout: 120_000 });
    // The verdict takes the focus (and the view), so keyboard and screen-reader users land on it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('detail-title');
    const br25 = page.locator('[data-testid=finding][data-rule="BR-25"]');
    expect(await br25.getAttribute('data-count')).toBe('4');
    expect(await br25.textContent()).toContain('× 4');
    // Errors come before warnings.
    const sections = await page.locator('.findings section h3').allTextContents();
    expect(sections[0]).toMatch(/^Errors/);
    const arithmetic = page.getByTestId('line-arithmetic');
    expect(await arithmetic.locator('summary').textContent()).toMatch(/^2 lines whose net amount/);
    expect(await arithmetic.locator('li').first().isVisible()).toBe(false);
    await screen('02-verdict-findings');
    // Opened on the German page: German sentences with German number formatting.
    await setLocale('de');
    await arithmetic.locator('summary').click();
    expect(await arithmetic.locator('li').first().textContent()).toBe(
      'Position 1: Der Nettobetrag der Rechnungsposition (BT-131) ist 12,50, aus Menge × Nettopreis ÷ Basismenge + Zuschläge − Abschläge ergibt sich aber 12,40 (Differenz 0,10).',
    );
    await noEnglish('02-line-arithmetic-open');
    expect(
      await page.locator('[data-testid=finding][data-rule="EN16931-CALC-131"] .plain').textContent(),
    ).toContain('ergibt sich aber 12,40 (Differenz 0,10).');
    await arithmetic.locator('summary').click();
    await setLocale('en');
  });

  it('opens the source at the element a finding points to, marked', async () => {
    const br25 = page.locator('[data-testid=finding][data-rule="BR-25"]');
    await br25.locator('.where-list summary').click();
    const show = br25.getByRole('button', { name: /Show line/ }).first();
    const line = Number((await show.textContent())?.replace(/\D+/g, ''));
    await show.click();
    const mark = page.getByTestId('source-mark');
    await mark.waitFor();
    const lineText = brokenInvoice().split('\n')[line - 1] ?? '';
    const marked = (await mark.textContent()) as string;
    expect(marked).toMatch(/^<(\w+:)?\w+/);
    expect(lineText.indexOf(marked) + 1).toBe(Number(await mark.getAttribute('data-column')));
    // The source region has the focus, so the keyboard scrolls it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('source');
    await screen('03-source');
  });

  it('repair, convert and read screens', async () => {
    await tab('Repair', 'Reparieren').click();
    await page.getByTestId('run-repair').click();
    await page
      .getByTestId('repair-outcome')
      .or(page.getByTestId('error'))
      .first()
      .waitFor({ timeout: 120_000 });
    await screen('04-repair');
    await tab('Convert', 'Umwandeln').click();
    await screen('05-convert');
    await dropFiles(page, [path.join(corpusDir, VALID)]);
    await page.getByTestId('detail').getByTestId('verdict').waitFor({ timeout: 120_000 });
    await tab('Read', 'Lesen').click();
    await page.frameLocator('[data-testid=reading]').locator('body').waitFor({ timeout: 60_000 });
    await screen('06-read');
  });

  it('batch screen, filled by "Try a sample"', async () => {
    await page.getByTestId('try-sample').click();
    const badge = (name: string) =>
      page.locator('[data-testid=file-item]', { hasText: name }).locator('.badge');
    for (const [name, verdict] of [
      ['sample-valid.xml', 'Valid'],
      ['sample-one-error.xml', 'Invalid'],
      ['sample-country-errors.xml', 'Invalid'],
    ]) {
      await expect.poll(() => badge(name as string).textContent(), { timeout: 120_000 }).toBe(verdict);
    }
    await page.getByTestId('batch').waitFor();
    // At 1280 px the whole table is in view: no column clipped, no sideways scrolling; amounts in one form.
    const fit = await page.locator('.batch-scroll').evaluate((el) => ({
      overflow: el.scrollWidth - el.clientWidth,
      amounts: Array.from(el.querySelectorAll('tbody td.num:last-child'), (td) => td.textContent),
    }));
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(
      fit.amounts.filter(Boolean).every((a) => /^\d{1,3}(,\d{3})*\.\d{2,} [A-Z]{3}$/.test(a ?? '')),
    ).toBe(true);
    await screen('07-batch', async () => {
      await page.getByTestId('batch').scrollIntoViewIfNeeded();
    });
  });

  it('rules view: a rule and the country requirements', async () => {
    await page.getByTestId('view-rules').click();
    await page.getByTestId('rules-search').fill('BR-DE-15');
    await page.locator('[data-testid=rule-row][data-rule-id="BR-DE-15"]').click();
    await page.getByTestId('rule-detail').waitFor();
    await screen('08-rules');
    await tab('Country requirements', 'Länderanforderungen').click();
    await page.getByTestId('req-b2g').click();
    await screen('09-requirements');
    await page.getByTestId('view-check').click();
  });
});
