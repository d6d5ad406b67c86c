/**
 * Rules integrity in the page: the engine Worker checks every rule-set file it fetches against the
 * manifest's SHA-256. A corrupted answer (a stale cache, a broken proxy) is fetched once more past the
 * caches and the good copy used; a file that stays wrong is refused with its name, never used for a verdict.
 * Requests are altered with Playwright's routing on the real built app.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '@einvoice/test-support/browser/launchChromium';
import { openEnginePage } from '@einvoice/test-support/browser/openEnginePage';
import { type StaticServer, serveStatic } from '@einvoice/test-support/browser/serveStatic';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import type { Browser, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distDir } from './openApp.ts';

const RULES = 'rules/xrechnung-ubl.json';
const swapped = fs.readFileSync(path.join(distDir, 'rulesets/rules/en16931-ubl.json'));
// An XRechnung invoice without BuyerReference: valid only for rules that lack BR-DE-15.
const invoice = fs
  .readFileSync(
    path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
    'utf8',
  )
  .replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '');

let server: StaticServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([serveStatic(distDir), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens the app with the first `bad` answers for the rules file replaced by another rule set. */
async function validateWith(bad: number) {
  const requests: string[] = [];
  const app = await openEnginePage(browser, server.url);
  await app.context.route(`**/rulesets/${RULES}*`, async (route: Route) => {
    requests.push(route.request().url());
    if (requests.length <= bad)
      await route.fulfill({ status: 200, body: swapped, contentType: 'application/json' });
    else await route.continue();
  });
  const outcome = await app.page.evaluate(
    (x) => (window.__validate as NonNullable<Window['__validate']>)(x),
    invoice,
  );
  await app.context.close();
  return { outcome, requests };
}

describe('rule-set files in the page', () => {
  it('a corrupted answer is fetched again past the caches, and the verdict comes from the right rules', async () => {
    const { outcome, requests } = await validateWith(1);
    expect(requests).toHaveLength(2);
    expect(requests[1]).toMatch(/\?integrity-retry=\d+$/);
    expect(outcome).toMatchObject({ result: { valid: false } });
    const ids = (outcome as { result: { findings: { ruleId: string }[] } }).result.findings.map(
      (f) => f.ruleId,
    );
    expect(ids).toContain('BR-DE-15');
  });

  it('a file that stays wrong is refused with its name, and no verdict is given', async () => {
    const { outcome, requests } = await validateWith(2);
    expect(requests).toHaveLength(2);
    expect(outcome).toMatchObject({
      error: { code: 'ORACLE_UNAVAILABLE', message: expect.stringContaining(`${RULES}: SHA-256`) },
    });
    expect(outcome).not.toHaveProperty('result');
  });
});
