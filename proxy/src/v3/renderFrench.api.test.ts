/**
 * The rendering in French over a real socket (issue 24 item 5): `locale: "fr"` on /v3/render answers the HTML
 * page and the structured reading in French, the Factur-X PDF of /v3/convert is set in French, and any other
 * locale stays the spec's 422 UNSUPPORTED_LOCALE.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, PDFName, PDFString } from '@cantoo/pdf-lib';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const UBL = fs.readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);

const keyed = keyedServerEnv();
let server: SpawnedProxy | undefined;

beforeAll(async () => {
  server = await spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1' });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  keyed.cleanup();
});

async function post(route: string, body: unknown) {
  const res = await fetch(`${server?.url}/api/v3/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('POST /api/v3/render with locale fr', () => {
  it('answers the HTML page in French', async () => {
    const { status, body } = await post('render', { xml: UBL, locale: 'fr' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ format: 'html', locale: 'fr', syntax: 'UBL' });
    const html = body.data.html as string;
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Facture commerciale');
    expect(html).toContain('Ventilation de la TVA');
    // The invoice issue date (2016-04-04) and the amount due (336.9 EUR), in French form.
    expect(html).toContain('04/04/2016');
    expect(html).toContain('336,90 €');
  });

  it('answers the structured reading in French', async () => {
    const { status, body } = await post('render', { xml: UBL, locale: 'fr', format: 'json' });
    expect(status).toBe(200);
    const header = body.data.document.header as { bt: string; label: string; text: string }[];
    expect(header.find((v) => v.bt === 'BT-1')?.label).toBe('Numéro de facture');
    expect(header.find((v) => v.bt === 'BT-2')?.text).toBe('04/04/2016');
  });

  it('refuses any other locale with 422 UNSUPPORTED_LOCALE', async () => {
    for (const locale of ['it', 'fr-FR']) {
      const { status, body } = await post('render', { xml: UBL, locale });
      expect(status).toBe(422);
      expect(body.error.code).toBe('UNSUPPORTED_LOCALE');
    }
  });

  it('converts to a Factur-X PDF whose pages are declared French', async () => {
    const { status, body } = await post('convert', { xml: UBL, target: 'factur-x', locale: 'fr' });
    expect(status).toBe(200);
    const doc = await PDFDocument.load(Buffer.from(body.data.pdfBase64, 'base64'));
    const lang = doc.catalog.lookup(PDFName.of('Lang'));
    expect(lang instanceof PDFString ? lang.decodeText() : String(lang)).toBe('fr');
  });
});
