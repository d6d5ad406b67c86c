import fs from 'node:fs';
import path from 'node:path';
import { buildDir } from '@einvoice/rulesets/paths';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { createNodeValidator, EngineError, toErrorData, type Validator } from '@einvoice/validator-js/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageWorkerApi } from './workerApi.ts';

const BASE = 'https://app.example/rulesets/';
const INVOICE = path.join(
  corpusDir,
  'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_uncefact.xml',
);

describe('pageWorkerApi (the Worker side, run in-process)', () => {
  let node: Validator;

  beforeAll(async () => {
    // The page's rulesets folder, served from the build on disk.
    vi.stubGlobal('fetch', async (input: URL) => {
      if (!input.href.startsWith(BASE)) return new Response('', { status: 404 });
      const file = path.join(buildDir, decodeURIComponent(input.href.slice(BASE.length)));
      return fs.existsSync(file) ? new Response(fs.readFileSync(file)) : new Response('', { status: 404 });
    });
    node = await createNodeValidator(buildDir);
  });

  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('refuses to validate before init()', async () => {
    await expect(pageWorkerApi().validate({ xml: '<a/>' })).rejects.toThrow(/init/);
  });

  it("answers like the server's validator: info, results, and engine errors as data", async () => {
    const api = pageWorkerApi();
    expect(await api.init(BASE)).toEqual({ ok: true, value: node.info() });
    const xml = fs.readFileSync(INVOICE, 'utf8');
    expect(await api.validate({ xml })).toEqual({ ok: true, value: await node.validate({ xml }) });
    const broken = xml.slice(0, 500);
    const reference = await node.validate({ xml: broken }).catch((e: unknown) => e);
    expect(reference).toBeInstanceOf(EngineError);
    expect(await api.validate({ xml: broken })).toEqual({
      ok: false,
      error: toErrorData(reference as EngineError),
    });
  });

  it("takes a file's raw bytes and repairs, converts and renders like the in-process validator", async () => {
    const api = pageWorkerApi();
    await api.init(BASE);
    const bytes = fs.readFileSync(INVOICE);
    const xmlBase64 = bytes.toString('base64');
    const input = { bytes: new Uint8Array(bytes) };
    expect(await api.validate(input)).toEqual({ ok: true, value: await node.validate({ xmlBase64 }) });
    expect(await api.fix(input, { mode: 'strict' })).toEqual({
      ok: true,
      value: await node.fix({ xmlBase64 }, { mode: 'strict' }),
    });
    expect(await api.convert(input, { target: 'xrechnung-ubl' })).toEqual({
      ok: true,
      value: await node.convert({ xmlBase64 }, { target: 'xrechnung-ubl' }),
    });
    expect(await api.render(input, { locale: 'de' })).toEqual({
      ok: true,
      value: await node.render({ xmlBase64 }, { locale: 'de' }),
    });
    // A refused target crosses as data, like any engine error.
    const refused = await node.convert({ xmlBase64 }, { target: 'nowhere' }).catch((e: unknown) => e);
    expect(await api.convert(input, { target: 'nowhere' })).toEqual({
      ok: false,
      error: toErrorData(refused as EngineError),
    });
    // An XML file is its own invoice.
    expect(await api.invoiceXml(input.bytes)).toEqual(input.bytes);
  });

  it('can be initialised again after a failed init()', async () => {
    const api = pageWorkerApi();
    await expect(api.init('https://app.example/nowhere/')).rejects.toThrow();
    expect(await api.init(BASE)).toMatchObject({ ok: true });
  });
});
