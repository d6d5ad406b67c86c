import fs from 'node:fs';
import path from 'node:path';
import type { Engine } from '@einvoice/engine';
import { createNodeEngine } from '@einvoice/engine/node';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedValid } from './expectedValid.ts';
import { type AppSession, distDir, openApp } from './openApp.ts';

// One valid and one invalid document per syntax, so the reference's findings are compared too.
const CASES = [
  'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml',
  'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_uncefact.xml',
  'en16931-examples/ubl/issue116.xml',
  'kosit-config-tests/cen-unit-test/ubl-br-o-02-and-br-o-03-with-bt-31.xml',
];

describe("engine: 'reference' (SaxonJS, loaded lazily) inside the browser Worker", () => {
  let app: AppSession;
  let node: Engine;
  const fetched: string[] = [];

  beforeAll(async () => {
    if (!fs.existsSync(path.join(distDir, 'rulesets/sef'))) {
      throw new Error(`${distDir} has no built app with SEF stylesheets: run \`npm run setup\` first`);
    }
    [app, node] = await Promise.all([openApp({ ui: false }), createNodeEngine()]);
    // Requests of the page and its Worker only: the service worker precaches the SEF files on its own.
    app.context.on('request', (r) => {
      if (r.serviceWorker() === null) fetched.push(new URL(r.url()).pathname);
    });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('the compiled default fetches no SEF stylesheet', async () => {
    const xml = fs.readFileSync(path.join(corpusDir, CASES[0] as string), 'utf8');
    await app.page.evaluate((x) => (window.__validate as NonNullable<Window['__validate']>)(x), xml);
    expect(fetched.filter((p) => p.includes('/rulesets/sef/'))).toEqual([]);
  });

  it.each(CASES)(
    '%s: the Worker reference gives Node reference result, and the official verdict',
    async (file) => {
      const xml = fs.readFileSync(path.join(corpusDir, file), 'utf8');
      const worker = await app.page.evaluate(
        (x) => (window.__validate as NonNullable<Window['__validate']>)(x, { engine: 'reference' }),
        xml,
      );
      const reference = await node.validate({ xml }, { engine: 'reference' });
      expect(worker).toEqual({ result: reference });
      expect(reference.valid).toBe(expectedValid(file));
      expect(app.problems).toEqual([]);
      // The reference really ran: the Worker fetched the SEF stylesheets, which the compiled path never needs.
      expect(fetched.some((p) => p.includes('/rulesets/sef/'))).toBe(true);
    },
    120_000,
  );
});
