/**
 * Issue 30, point 1, over a real socket (proxy/src/main.ts as its own process): PDFs whose file
 * specifications would make a reader decode one stream hundreds of times, or many large streams, or one
 * deflate block into a gigabyte. Each answer is a typed error or a correct result, and the server's
 * resident memory (VmRSS of its process, engine workers included) rises by at most 300 MB while the
 * request runs and is back within 150 MB of where it was after the answer.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import {
  type CraftedFile,
  flate,
  oneBlockBomb,
  paddedXml,
  pdfWithFiles,
  pdfWithObjectStream,
} from '@einvoice/test-support/hostile/pdfShapes';
import { apiCall } from '@einvoice/test-support/proxy/apiCall';
import { keyedServerEnv, TEST_API_KEY } from '@einvoice/test-support/proxy/keyedServerEnv';
import { MEMORY_BOUNDS, rssAround } from '@einvoice/test-support/proxy/processMemory';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MB = 2 ** 20;

const TYPICAL = readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);
/** The corpus invoice padded to just under the 10 MB limit, a few KB compressed. */
const BIG = flate(paddedXml(TYPICAL, 10 * MB - 4096));
const SMALL = flate(new TextEncoder().encode(TYPICAL));

const keyed = keyedServerEnv();
let server: SpawnedProxy;

beforeAll(async () => {
  server = await spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1' });
  // The worker warm, so the first probe's baseline already holds the rule sets.
  expect((await apiCall(`${server.url}/api/v3/validate`, TEST_API_KEY, { xml: TYPICAL })).status).toBe(200);
});

afterAll(async () => {
  await server?.stop();
  keyed.cleanup();
});

const times = (n: number, file: (i: number) => CraftedFile) => Array.from({ length: n }, (_, i) => file(i));

/** Sends a crafted PDF to `route` and measures the server around it (rssAround). */
async function probe(route: string, what: string, pdf: Uint8Array) {
  const m = await rssAround(server.child.pid as number, () =>
    apiCall(`${server.url}/api/${route}`, TEST_API_KEY, { xmlBase64: Buffer.from(pdf).toString('base64') }),
  );
  console.info(
    `${route}, ${what}, ${Math.round(pdf.length / 1024)} KB PDF: ${m.result.status}; ${m.summary}`,
  );
  expect(m.rise).toBeLessThan(MEMORY_BOUNDS.rise);
  expect(m.held).toBeLessThan(MEMORY_BOUNDS.held);
  return m.result;
}

const errorOf = (a: { status: number; body: any }) => [
  a.status,
  a.body.error?.code,
  a.body.error?.details?.reason,
];

describe('crafted PDFs over HTTP: bounded memory, released, typed answers', () => {
  it('300 /AF entries on one 10 MB stream: 422 pdf-too-many-attachments on v3 validate and render, 400 on v1', async () => {
    const pdf = await pdfWithFiles(
      [BIG],
      times(300, (i) => ({ name: `invoice-${i}.xml`, stream: 0 })),
      'AF',
    );
    const what = '300 /AF entries on one 10 MB stream';
    for (const route of ['v3/validate', 'v3/render']) {
      expect(errorOf(await probe(route, what, pdf))).toEqual([
        422,
        'UNSUPPORTED_FORMAT',
        'pdf-too-many-attachments',
      ]);
    }
    const v1 = await probe('v1/validate', what, pdf);
    expect([v1.status, v1.body.error?.code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('60 /AF entries on one 10 MB stream: the stream decoded once, the invoice judged', async () => {
    const pdf = await pdfWithFiles(
      [BIG],
      times(60, (i) => ({ name: i === 0 ? 'factur-x.xml' : `copy-${i}.xml`, stream: 0 })),
      'AF',
    );
    const { status, body } = await probe('v3/validate', '60 /AF entries on one 10 MB stream', pdf);
    expect([status, body.data?.valid]).toEqual([200, true]);
    expect(body.data.container.attachment).toMatchObject({ name: 'factur-x.xml', bytes: BIG.size });
    expect(body.data.container.attachments).toHaveLength(60);
  });

  it('100 name-tree entries, each its own 10 MB stream: 422 pdf-too-many-attachments', async () => {
    const pdf = await pdfWithFiles(
      Array(100).fill(BIG),
      times(100, (i) => ({ name: `invoice-${i}.xml`, stream: i })),
      'EmbeddedFiles',
    );
    const answer = await probe('v3/validate', '100 name-tree entries on distinct 10 MB streams', pdf);
    expect(errorOf(answer)).toEqual([422, 'UNSUPPORTED_FORMAT', 'pdf-too-many-attachments']);
  });

  it('60 XML files in the name tree, each its own 10 MB stream: 422 pdf-decoded-too-large', async () => {
    const pdf = await pdfWithFiles(
      Array(60).fill(BIG),
      times(60, (i) => ({ name: `invoice-${i}.xml`, stream: i })),
      'EmbeddedFiles',
    );
    const answer = await probe('v3/validate', '60 XML files on distinct 10 MB streams', pdf);
    expect(errorOf(answer)).toEqual([422, 'UNSUPPORTED_FORMAT', 'pdf-decoded-too-large']);
    expect(answer.body.error.details.limit).toBe(20 * MB);
  });

  it('an invoice beside 60 other 10 MB files in the name tree: only the invoice decoded, the rest by declared size', async () => {
    const pdf = await pdfWithFiles(
      [SMALL, ...Array(60).fill(BIG)],
      [{ name: 'factur-x.xml', stream: 0 }, ...times(60, (i) => ({ name: `scan-${i}.pdf`, stream: i + 1 }))],
      'EmbeddedFiles',
    );
    const { status, body } = await probe('v3/validate', 'an invoice and 60 other 10 MB files', pdf);
    expect([status, body.data?.valid]).toEqual([200, true]);
    expect(body.data.container.attachments.slice(0, 2)).toEqual([
      { name: 'factur-x.xml', afRelationship: 'Data', mimeType: 'text/xml', bytes: SMALL.size },
      { name: 'scan-0.pdf', afRelationship: 'Data', mimeType: 'text/xml', bytes: BIG.size },
    ]);
  });

  it('a 6 MB deflate block that expands to 900 MB, as factur-x.xml and as an object stream: 413 and 422', async () => {
    const bomb = oneBlockBomb(3_500_000);
    expect(bomb.size).toBeGreaterThan(900 * 10 ** 6);
    const attached = await pdfWithFiles([bomb], [{ name: 'factur-x.xml', stream: 0 }], 'AF');
    expect(errorOf(await probe('v3/validate', 'a one-block bomb as factur-x.xml', attached))).toEqual([
      413,
      'XML_TOO_LARGE',
      undefined,
    ]);
    const loaded = pdfWithObjectStream(bomb);
    expect(errorOf(await probe('v3/validate', 'a one-block bomb as an object stream', loaded))).toEqual([
      422,
      'UNSUPPORTED_FORMAT',
      'pdf-decoded-too-large',
    ]);
    const typical = await apiCall(`${server.url}/api/v3/validate`, TEST_API_KEY, { xml: TYPICAL });
    expect([typical.status, typical.body.data.valid]).toEqual([200, true]);
  });
});
