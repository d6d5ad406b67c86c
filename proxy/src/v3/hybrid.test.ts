/**
 * Hybrid PDFs through every v3 endpoint over a real socket (proxy/src/main.ts as its own process): the PDF's
 * bytes travel as xmlBase64, as spec 4.1 says files do. Reference facts from ../shared/corpus/expected.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const pdf = (name: string) => readFileSync(path.join(corpusDir, 'hybrid-pdf', name)).toString('base64');
const expected = new Map(
  readFileSync(path.join(corpusDir, 'expected/hybrid-pdf.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { key: string; invoiceXml: { sha256: string } | null })
    .map((r) => [r.key, r]),
);

const keyed = keyedServerEnv();
let server: SpawnedProxy | undefined;
let base = '';

beforeAll(async () => {
  server = await spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1' });
  base = server.url;
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

async function post(route: string, body: unknown) {
  const res = await fetch(`${base}/api/v3/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('hybrid PDFs on every v3 endpoint', () => {
  it('validate: a Factur-X EXTENDED PDF is judged by its profile and names its container', async () => {
    const { status, body } = await post('validate', { xmlBase64: pdf('pdf_fx_extended_1.pdf') });
    expect(status).toBe(200);
    expect(body.data.valid).toBe(true);
    expect(body.data.verdict.format).toMatchObject({ family: 'factur-x', profile: 'EXTENDED' });
    expect(body.data.container).toMatchObject({
      kind: 'pdf',
      afRelationship: 'Data',
      attachment: { name: 'factur-x.xml', sha256: expected.get('pdf_fx_extended_1.pdf')?.invoiceXml?.sha256 },
      xmp: { conformanceLevel: 'EXTENDED', documentFileName: 'factur-x.xml' },
      pdfa: { part: '3', conformance: 'B' },
    });
  });

  it('validate: a PDF without an invoice is 422 UNSUPPORTED_FORMAT with its reason', async () => {
    const { status, body } = await post('validate', { xmlBase64: pdf('pdf_plain.pdf') });
    expect(status).toBe(422);
    expect(body.error.code).toBe('UNSUPPORTED_FORMAT');
    expect(body.error.details.reason).toBe('pdf-no-invoice');
    expect(body.error.message).toMatch(/no embedded invoice/);
  });

  it('render: the embedded invoice is rendered', async () => {
    const { status, body } = await post('render', { xmlBase64: pdf('pdf_zf_en16931_1.pdf'), locale: 'de' });
    expect(status).toBe(200);
    expect(body.data.syntax).toBe('CII');
    expect(body.data.html).toContain('<html');
  });

  it('convert: the embedded invoice is converted and the source container named', async () => {
    const { status, body } = await post('convert', {
      xmlBase64: pdf('pdf_zf_en16931_1.pdf'),
      target: 'en16931-ubl',
      allowLoss: true,
    });
    expect(status).toBe(200);
    expect(body.data.xml).toContain('<Invoice');
    expect(body.data.container.attachment.name).toBe('factur-x.xml');
  });

  it('fix: the embedded invoice is judged and the PDF comes back with the XML in place', async () => {
    const { status, body } = await post('fix', { xmlBase64: pdf('pdf_fx_minimum_1.pdf') });
    expect(status).toBe(200);
    expect(body.data.verdict.format.profile).toBe('MINIMUM');
    expect(body.data.container.attachment.name).toBe('factur-x.xml');
    expect(body.data.xml).not.toBeNull();
    expect(body.data.notes.map((n: { id: string }) => n.id)).toEqual(['PDF-INVOICE-SWAPPED']);
    const again = await post('validate', { xmlBase64: body.data.pdfBase64 });
    expect(again.body.data.container.attachment.sha256).toBe(body.data.sha256);
    expect(again.body.data.verdict.format.profile).toBe('MINIMUM');
  });

  it('convert: target factur-x answers a PDF that validate reads back as Factur-X EN 16931', async () => {
    const { status, body } = await post('convert', {
      xmlBase64: pdf('pdf_zf_en16931_1.pdf'),
      target: 'factur-x',
      locale: 'de',
    });
    expect(status).toBe(200);
    expect(body.data.target.id).toBe('factur-x');
    const back = await post('validate', { xmlBase64: body.data.pdfBase64 });
    expect(back.status).toBe(200);
    expect(back.body.data.container).toMatchObject({
      afRelationship: 'Alternative',
      xmp: { conformanceLevel: 'EN 16931' },
    });
  });
});
