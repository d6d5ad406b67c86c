import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { convert } from '../convert/convert.ts';
import type { Engine } from '../engine.ts';
import { EngineError, toErrorData } from '../errors.ts';
import { fix } from '../fix/fix.ts';
import { renderInvoice } from '../render/renderInvoice.ts';
import { createNodeEngine, DEFAULT_BUILD_DIR } from './node.ts';
import { engineWorkerApi } from './worker.ts';

const BASE = 'https://app.example/rulesets/';
const INVOICE = path.join(
  corpusDir,
  'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_uncefact.xml',
);

describe('engineWorkerApi (the Worker side, run in-process)', () => {
  let node: Engine;

  beforeAll(async () => {
    vi.stubGlobal('fetch', async (input: URL) => {
      if (!input.href.startsWith(BASE)) return new Response('', { status: 404 });
      const file = path.join(DEFAULT_BUILD_DIR, decodeURIComponent(input.href.slice(BASE.length)));
      return fs.existsSync(file) ? new Response(fs.readFileSync(file)) : new Response('', { status: 404 });
    });
    node = await createNodeEngine();
  });

  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('refuses to validate before init()', async () => {
    await expect(engineWorkerApi().validate({ xml: '<a/>' })).rejects.toThrow(/init/);
  });

  it('answers like the Node engine: info, results, and engine errors as data', async () => {
    const api = engineWorkerApi();
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

  it("takes a file's raw bytes and repairs, converts and renders like the in-process stages", async () => {
    const api = engineWorkerApi();
    await api.init(BASE);
    const bytes = fs.readFileSync(INVOICE);
    const xmlBase64 = bytes.toString('base64');
    const input = { bytes: new Uint8Array(bytes) };
    expect(await api.validate(input)).toEqual({ ok: true, value: await node.validate({ xmlBase64 }) });
    expect(await api.fix(input, { mode: 'strict' })).toEqual({
      ok: true,
      value: await fix(node, { xmlBase64 }, { mode: 'strict' }),
    });
    expect(await api.convert(input, { target: 'xrechnung-ubl' })).toEqual({
      ok: true,
      value: await convert(node, { xmlBase64 }, { target: 'xrechnung-ubl' }),
    });
    expect(await api.render(input, { locale: 'de' })).toEqual({
      ok: true,
      value: renderInvoice({ xmlBase64 }, { locale: 'de' }),
    });
    // A refused target crosses as data, like any engine error.
    const refused = await convert(node, { xmlBase64 }, { target: 'nowhere' }).catch((e: unknown) => e);
    expect(await api.convert(input, { target: 'nowhere' })).toEqual({
      ok: false,
      error: toErrorData(refused as EngineError),
    });
  });

  it('can be initialised again after a failed init()', async () => {
    const api = engineWorkerApi();
    await expect(api.init('https://app.example/nowhere/')).rejects.toThrow();
    expect(await api.init(BASE)).toMatchObject({ ok: true });
  });
});
