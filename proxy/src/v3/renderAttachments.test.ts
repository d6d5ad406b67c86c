/**
 * Hostile attachments over real HTTP (fixtures/hostile/accepted-attachment-disguised.xml): HTML declared as a PDF
 * under a right-to-left-override file name gets no link; a PNG declared as a PDF is linked as image/png;
 * both names show without bidi controls. The server stays healthy afterwards.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const xml = readFileSync(path.join(repoRoot, 'fixtures/hostile/accepted-attachment-disguised.xml'), 'utf8');
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;
const keyed = keyedServerEnv();
let server: SpawnedProxy;

const post = async (route: string, body: unknown) => {
  const res = await fetch(`${server.url}/api/v3/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

beforeAll(async () => {
  server = await spawnProxy(keyed.env);
});
afterAll(async () => {
  await server?.stop();
  keyed.cleanup();
});

describe('render: attachments judged by their bytes, names without bidi controls', () => {
  it('links only the real image, by its real type, and cleans both names (JSON and HTML)', async () => {
    const json = await post('render', { xml, format: 'json' });
    expect(json.status).toBe(200);
    const [fake, png] = json.body.data.document.attachments;
    expect(fake).toMatchObject({
      fileName: 'Rechnungfdp.exe',
      mimeType: 'application/pdf',
      linked: false,
      linkType: null,
    });
    expect(png).toMatchObject({
      fileName: 'Lieferschein.pdf',
      mimeType: 'application/pdf',
      linked: true,
      linkType: 'image/png',
    });

    const html = await post('render', { xml, locale: 'de' });
    expect(html.status).toBe(200);
    const page: string = html.body.data.html;
    expect(page).not.toMatch(BIDI);
    expect(page.match(/href="data:[^"]*"/g)).toEqual([
      expect.stringMatching(/^href="data:image\/png;base64,/),
    ]);
    expect(page).toContain('download="Lieferschein.pdf"');
    expect(page).not.toContain('data:application/pdf');
  });

  it('stays healthy afterwards: every worker ready and a typical invoice validates', async () => {
    const health = await fetch(`${server.url}/api/v3/health`);
    expect(health.status).toBe(200);
    const { validator } = await health.json();
    expect(validator.ready).toBe(validator.workers);
    const typical = readFileSync(
      path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
      'utf8',
    );
    const { status, body } = await post('validate', { xml: typical });
    expect(status).toBe(200);
    expect(body.data.valid).toBe(true);
  });
});
