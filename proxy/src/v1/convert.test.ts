/**
 * POST /api/v1/convert over real HTTP (embedded PGlite, one engine worker): the 4.12 format names on the v3
 * conversion, in the earlier envelope with its auth, rate headers, test mode and error codes. Inputs are
 * official corpus invoices; outputs are judged again through POST /api/v1/validate.
 */

import { apiCall } from '@einvoice/test-support/proxy/apiCall';
import { corpus, type LegacyServer, startLegacyServer } from '@einvoice/test-support/proxy/legacyServer';
import { observations } from '@einvoice/test-support/proxy/observe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_STATUS } from './errors.ts';

const XR_UBL = corpus('xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml');
const XR_CII = corpus('xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_uncefact.xml');
// UBL with a VAT accounting currency equal to the invoice currency, which CII refuses (BR-53).
const SAME_TAX_CURRENCY = corpus('en16931-examples/ubl/sample-discount-price.xml');
// Root namespaces of the two syntaxes (UBL 2.1 Invoice, UN/CEFACT CII D16B).
const UBL_ROOT = /<(?:\w+:)?Invoice\b[^>]*"urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/;
const CII_ROOT =
  /<(?:\w+:)?CrossIndustryInvoice\b[^>]*"urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/;
const XRECHNUNG = 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0';
// A GLN with a valid GS1 check digit (4+1 = 5, 10 − 5 = 5).
const GLN = '4000001000005';

let s: LegacyServer;
const { observe, flush } = observations('convert');
const convertAs = (key: string | undefined, body: Record<string, unknown>) =>
  apiCall(`${s.url}/api/v1/convert`, key, body);
const convert = (body: Record<string, unknown>) => convertAs(s.keys.scale, body);

/** The output judged again through the earlier interface's own validation. */
async function revalidated(xml: string): Promise<{ isValid: boolean; format: string }> {
  const a = await apiCall(`${s.url}/api/v1/validate`, s.keys.scale, { xml });
  expect(a.status).toBe(200);
  return a.body.data;
}

function expectRateHeaders(headers: Headers) {
  for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'])
    expect([h, /^\d+$/.test(headers.get(h) ?? '')]).toEqual([h, true]);
}

beforeAll(async () => {
  s = await startLegacyServer('pglite');
}, 120_000);
afterAll(async () => {
  flush();
  await s?.close();
});

describe('POST /api/v1/convert', () => {
  it('"CII" turns the UBL invoice into valid EN 16931 CII in the earlier envelope, with rate headers', async () => {
    const a = await convert({ xml: XR_UBL, target: 'CII' });
    expect(a.status).toBe(200);
    expectRateHeaders(a.headers);
    expect(a.headers.get('x-test-mode')).toBeNull();
    const { success, data, _meta } = a.body;
    expect(success).toBe(true);
    expect(Object.keys(_meta)).toEqual(['processingTimeMs']);
    expect(Number.isInteger(_meta.processingTimeMs)).toBe(true);
    expect(data.target).toMatchObject({ id: 'en16931-cii', syntax: 'CII' });
    expect(data.source.syntax).toBe('UBL');
    expect(data.verdict.valid).toBe(true);
    expect(data.xml).toMatch(CII_ROOT);
    expect(await revalidated(data.xml)).toMatchObject({ isValid: true, format: 'cii' });
    observe('POST /v1/convert', 'target "CII": the v3 ConvertResult (en16931-cii) in {success, data, _meta}');
  });

  it('"XRechnung" keeps the source syntax: xrechnung-ubl from UBL, xrechnung-cii from CII', async () => {
    const fromUbl = await convert({ xml: XR_UBL, target: 'XRechnung' });
    const fromCii = await convert({ xmlBase64: Buffer.from(XR_CII).toString('base64'), target: 'xrechnung' });
    // A comment longer than the head the service looks at hides the root: the engine's reading decides.
    const hidden = XR_CII.replace(/^(<\?xml[^>]*\?>)?/, `$1<!--${' '.repeat(70_000)}-->`);
    const fromHiddenCii = await convert({ xml: hidden, target: 'XRECHNUNG' });
    const answers = [
      [fromUbl, 'xrechnung-ubl', UBL_ROOT],
      [fromCii, 'xrechnung-cii', CII_ROOT],
      [fromHiddenCii, 'xrechnung-cii', CII_ROOT],
    ] as const;
    for (const [a, id, root] of answers) {
      expect([a.status, a.body.data.target.id, a.body.data.verdict.valid]).toEqual([200, id, true]);
      expect(a.body.data.xml).toMatch(root);
      expect(a.body.data.xml).toContain(XRECHNUNG);
      expect((await revalidated(a.body.data.xml)).isValid).toBe(true);
    }
    observe(
      'POST /v1/convert',
      'target "XRechnung": xrechnung-ubl from a UBL source, xrechnung-cii from CII',
    );
  });

  it('"Factur-X" and "ZUGFeRD" answer a PDF in pdfBase64; a test key is marked test mode', async () => {
    const a = await convertAs(s.keys.starterATest, { xml: XR_UBL, target: 'Factur-X' });
    expect(a.status).toBe(200);
    expect(a.headers.get('x-test-mode')).toBe('true');
    expect(a.body._meta.testMode).toBe(true);
    expect(a.body.data.target.id).toBe('factur-x');
    const pdf = Buffer.from(a.body.data.pdfBase64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The PDF is an input like any other: v1 validate opens it and judges the embedded CII.
    const judged = await apiCall(`${s.url}/api/v1/validate`, s.keys.scale, {
      xmlBase64: a.body.data.pdfBase64,
    });
    expect([judged.status, judged.body.data.format]).toEqual([200, 'cii']);
    const z = await convertAs(s.keys.starterATest, { xml: XR_UBL, target: 'zugferd' });
    expect([z.status, z.body.data.target.id]).toEqual([200, 'factur-x']);
    observe(
      'POST /v1/convert',
      'target "Factur-X" or "ZUGFeRD": factur-x with the PDF/A-3 in data.pdfBase64',
    );
    observe('POST /v1/convert', 'test key: X-Test-Mode: true and _meta.testMode true');
  });

  it('"Peppol BIS" asks for the inputs Peppol needs (422 MISSING_INPUT); answered, it converts', async () => {
    const asked = await convert({ xml: XR_UBL, target: 'Peppol BIS' });
    expect([asked.status, asked.body.error.code]).toEqual([422, 'MISSING_INPUT']);
    const questions = asked.body.error.details.questions as { id: string; terms: string[]; kind: string }[];
    // The XRechnung example has e-mail addresses (EAS EM), which Peppol's R010/R020 refuse for BT-49/BT-34.
    expect(questions.map((q) => [q.id, q.terms, q.kind])).toEqual([
      ['seller-endpoint', ['BT-34'], 'endpoint'],
      ['buyer-endpoint', ['BT-49'], 'endpoint'],
    ]);
    const answers = questions.map((q) => ({ id: q.id, scheme: '0088', value: GLN }));
    const answered = await convert({ xml: XR_UBL, target: 'peppol', answers });
    expect([answered.status, answered.body.data.target.id, answered.body.data.verdict.valid]).toEqual([
      200,
      'peppol-bis',
      true,
    ]);
    expect(answered.body.data.xml).toContain(`<cbc:EndpointID schemeID="0088">${GLN}</cbc:EndpointID>`);
    observe(
      'POST /v1/convert',
      'target "Peppol BIS" or "Peppol": 422 MISSING_INPUT with details.questions; answers apply',
    );
  });

  it('takes the v3 ids as they are and the other names without regard to case or blanks', async () => {
    const ubl = await convert({ xml: XR_CII, target: ' ubl ' });
    expect([ubl.status, ubl.body.data.target.id]).toEqual([200, 'en16931-ubl']);
    const id = await convert({ xml: XR_UBL, target: 'xrechnung-cii' });
    expect([id.status, id.body.data.target.id]).toEqual([200, 'xrechnung-cii']);
    const spaced = await convert({ xml: XR_UBL, target: 'EN16931_CII' });
    expect([spaced.status, spaced.body.data.target.id]).toEqual([200, 'en16931-cii']);
  });

  it('lossy without allowLoss is 422 CONVERSION_LOSSY with the lost terms; allowLoss returns it', async () => {
    const refused = await convert({ xml: SAME_TAX_CURRENCY, target: 'CII' });
    expect([refused.status, refused.body.success, refused.body.error.code]).toEqual([
      422,
      false,
      'CONVERSION_LOSSY',
    ]);
    expectRateHeaders(refused.headers);
    const details = refused.body.error.details;
    expect(details.xml).toBeUndefined();
    expect(details.loss.terms.map((t: { bt: string }) => t.bt).sort()).toEqual(['BT-111', 'BT-6']);
    const allowed = await convert({ xml: SAME_TAX_CURRENCY, target: 'CII', allowLoss: true });
    expect([allowed.status, allowed.body.data.lossless]).toEqual([200, false]);
    expect(allowed.body.data.loss.terms).toEqual(details.loss.terms);
    observe(
      'POST /v1/convert',
      'lossy conversion: 422 CONVERSION_LOSSY (details = the result without xml) unless allowLoss',
    );
  });

  it('an unknown target is 400 BAD_REQUEST naming the accepted targets', async () => {
    const a = await convert({ xml: XR_UBL, target: 'fatturapa' });
    expect([a.status, a.body.error.code]).toEqual([400, 'BAD_REQUEST']);
    expectRateHeaders(a.headers);
    expect(a.body.error.details).toMatchObject({
      cause: 'UNSUPPORTED_TARGET',
      field: 'target',
      target: 'fatturapa',
    });
    expect(a.body.error.details.accepted).toEqual([
      'UBL',
      'CII',
      'XRechnung',
      'Factur-X',
      'ZUGFeRD',
      'Peppol BIS',
      'Peppol',
      'xrechnung-ubl',
      'xrechnung-cii',
      'peppol-bis',
      'en16931-ubl',
      'en16931-cii',
      'factur-x',
      'cius-ro',
      'nl-si-ubl',
      'ublbe',
      'hr-cius',
    ]);
    expect(a.body.error.details.planned).toEqual(['fatturapa', 'ksef-fa3']);
    const missing = await convert({ xml: XR_UBL });
    expect([missing.status, missing.body.error.code, missing.body.error.details]).toEqual([
      400,
      'BAD_REQUEST',
      { cause: 'INVALID_OPTION', field: 'target' },
    ]);
    observe(
      'POST /v1/convert',
      'unknown target: 400 BAD_REQUEST, details.cause UNSUPPORTED_TARGET and details.accepted',
    );
  });

  it('without a usable key is 401 UNAUTHORIZED, with rate headers', async () => {
    for (const key of [undefined, 'sk_live_nope']) {
      const a = await convertAs(key, { xml: XR_UBL, target: 'CII' });
      expect([a.status, a.body.success, a.body.error.code]).toEqual([401, false, 'UNAUTHORIZED']);
      expectRateHeaders(a.headers);
    }
    observe('POST /v1/convert', 'missing or unknown key: 401 UNAUTHORIZED');
  });

  it('draws on the quota: a Free Trial key whose allowance is used up is 402 QUOTA_EXCEEDED', async () => {
    const a = await convertAs(s.keys.trialFull, { xml: XR_UBL, target: 'CII' });
    expect([a.status, a.body.error.code, a.body.error.details.limit]).toEqual([402, 'QUOTA_EXCEEDED', 100]);
    expectRateHeaders(a.headers);
    observe(
      'POST /v1/convert',
      'one unit of the quota per conversion (live keys): 402 QUOTA_EXCEEDED when used up',
    );
  });

  it('is described in /api/v1/openapi.json, each named code under its status in the one table', async () => {
    const doc = await (await fetch(`${s.url}/api/v1/openapi.json`)).json();
    const op = doc.paths['/v1/convert'].post;
    expect(Object.keys(op.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '402',
      '403',
      '422',
      '429',
      '500',
      '503',
    ]);
    for (const [status, response] of Object.entries(op.responses) as [string, { description: string }][]) {
      // The codes a description leads with (before any parenthesis), e.g. "CONVERSION_LOSSY (details …), …".
      const codes = response.description
        .replace(/\([^()]*(?:\([^()]*\)[^()]*)*\)/g, '')
        .split(',')
        .map((c) => c.trim().split(/\s/)[0] ?? '')
        .filter((c) => /^[A-Z_]+$/.test(c));
      if (status !== '200') expect([status, codes.length > 0]).toEqual([status, true]);
      for (const code of codes)
        expect([code, LEGACY_STATUS[code as keyof typeof LEGACY_STATUS]]).toEqual([code, Number(status)]);
    }
    expect(op.responses['422'].description).toMatch(/^CONVERSION_LOSSY .*MISSING_INPUT .*NOT_EVALUABLE/);
    const target = doc.components.schemas.V1ConvertRequest.properties.target.description;
    for (const name of ['UBL', 'CII', 'XRechnung', 'Factur-X', 'ZUGFeRD', 'Peppol BIS', 'xrechnung-ubl'])
      expect(target).toContain(name);
  });
});
