/**
 * POST /api/v3/convert over a real socket: proxy/src/main.ts runs as its own process (real engine, worker
 * threads, rulesets build) and is driven with fetch. Inputs are official corpus invoices; every converted
 * output is judged again through POST /validate, and identifiers are checked against the published ones.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const buildManifest = path.resolve(
  process.env.RULESETS_BUILD_DIR ?? path.join(repoRoot, 'rulesets/build'),
  'manifest.json',
);
const corpus = (file: string) => readFileSync(path.join(corpusDir, file), 'utf8');
const XR_UBL = corpus('xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml');
const XR_CII = corpus('xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_uncefact.xml');
const PEPPOL = corpus('peppol-unit/examples/base-example.xml');
// UBL with a VAT accounting currency equal to the invoice currency, which CII refuses (BR-53).
const SAME_TAX_CURRENCY = corpus('en16931-examples/ubl/sample-discount-price.xml');

// Specification identifiers as published (rulesets SOURCES.md, Peppol BIS 3, XRechnung 3.0).
const SPEC = {
  xrechnung: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
  peppol: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
  en16931: 'urn:cen.eu:en16931:2017',
};
// A GLN with a valid GS1 check digit (4+1 = 5, 10 − 5 = 5).
const GLN = '4000001000005';

const keyed = keyedServerEnv();
let server: SpawnedProxy | undefined;
let base = '';

/** Starts main.ts on an ephemeral loopback port with the test key provisioned. */
async function startServer(): Promise<string> {
  server = await spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1' });
  return server.url;
}

async function post(route: string, body: unknown) {
  const res = await fetch(`${base}/api/v3/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const convert = (body: Record<string, unknown>) => post('convert', body);

// The output judged again, independently of the conversion's own verdict.
async function validated(xml: string) {
  const { status, body } = await post('validate', { xml });
  expect(status).toBe(200);
  return body.data as { valid: boolean; verdict: { format: { family: string | null } } };
}

const customizationId = (xml: string) =>
  /<(?:\w+:)?(?:CustomizationID|GuidelineSpecifiedDocumentContextParameter>\s*<(?:\w+:)?ID)>([^<]*)</.exec(
    xml,
  )?.[1];

beforeAll(async () => {
  if (!existsSync(buildManifest))
    throw new Error(`${buildManifest} is missing: run \`npm run build -w rulesets\``);
  base = await startServer();
});

afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  keyed.cleanup();
});

describe('POST /api/v3/convert over HTTP', () => {
  it.each([
    ['xrechnung-ubl', XR_CII, 'UBL', 'canonical_render', SPEC.xrechnung],
    ['xrechnung-cii', XR_UBL, 'CII', 'canonical_render', SPEC.xrechnung],
    ['peppol-bis', PEPPOL, 'UBL', 'identity_patch', SPEC.peppol],
    ['en16931-ubl', PEPPOL, 'UBL', 'identity_patch', SPEC.en16931],
    ['en16931-cii', PEPPOL, 'CII', 'canonical_render', SPEC.en16931],
  ])(
    'to %s: a valid output in the target syntax, declaring the target, valid again under /validate',
    async (target, xml, syntax, method, spec) => {
      const { status, body } = await convert({ xml, target });
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      const data = body.data;
      expect(data.target).toMatchObject({ id: target, syntax });
      expect(data.method).toBe(method);
      expect(data.lossless).toBe(true);
      expect(data.loss.terms).toEqual([]);
      expect(data.loss.sourceTerms).toBeGreaterThan(20);
      expect(data.verdict.valid).toBe(true);
      expect(data.sha256).toBe(createHash('sha256').update(data.xml, 'utf8').digest('hex'));
      expect(customizationId(data.xml)).toBe(spec);
      expect(data.xml.includes('CrossIndustryInvoice')).toBe(syntax === 'CII');
      expect((await validated(data.xml)).valid).toBe(true);
      expect(typeof body.meta.processingTimeMs).toBe('number');
    },
  );

  it('identity_patch keeps every other byte: only the specification identifier changes', async () => {
    const { body } = await convert({
      xmlBase64: Buffer.from(PEPPOL).toString('base64'),
      target: 'en16931-ubl',
    });
    expect(body.data.xml).toBe(PEPPOL.replace(`>${SPEC.peppol}<`, `>${SPEC.en16931}<`));
  });

  it('lossy: refused with the lost terms and no xml, then returned when allowLoss is true', async () => {
    const refused = await convert({ xml: SAME_TAX_CURRENCY, target: 'en16931-cii' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('CONVERSION_LOSSY');
    const details = refused.body.error.details;
    expect(details.xml).toBeUndefined();
    expect(details.lossless).toBe(false);
    expect(details.loss.terms.map((t: { bt: string }) => t.bt).sort()).toEqual(['BT-111', 'BT-6']);
    expect(details.loss.terms.find((t: { bt: string }) => t.bt === 'BT-6')).toMatchObject({
      value: 'EUR',
      src: '/ubl:Invoice[1]/cbc:TaxCurrencyCode[1]',
    });
    expect(refused.body.error.message).toMatch(/BT-6/);
    // The valid source breaks nothing: the refusal is the target's, and says so as a loss.
    expect(details.reason).toMatchObject({ code: 'values-lost', sourceRules: [] });
    expect(details.reason.message.en).toMatch(/would not carry 2 value\(s\) of the source/);

    const allowed = await convert({ xml: SAME_TAX_CURRENCY, target: 'en16931-cii', allowLoss: true });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.lossless).toBe(false);
    expect(allowed.body.data.loss.terms).toEqual(details.loss.terms);
    expect(allowed.body.data.xml).not.toMatch(/TaxCurrencyCode/);
    expect(allowed.body.data.verdict.valid).toBe(true);
    expect((await validated(allowed.body.data.xml)).valid).toBe(true);
  });

  it('a refusal because the source already breaks rules names those rules, not a loss', async () => {
    // CEN's unit test: category O (not subject to VAT) with a seller VAT identifier (BR-O-02, BR-O-04).
    const file = 'kosit-config-tests/cen-unit-test/ubl-br-o-02-and-br-o-04-with-bt-31.xml';
    const source = await post('validate', { xml: corpus(file) });
    const sourceErrors = new Set(
      (source.body.data.findings as { ruleId: string; severity: string }[])
        .filter((f) => f.severity === 'error')
        .map((f) => f.ruleId),
    );
    expect([...sourceErrors]).toEqual(expect.arrayContaining(['BR-O-02', 'BR-O-04']));
    const refused = await convert({ xml: corpus(file), target: 'en16931-cii' });
    expect(refused.status).toBe(422);
    const { reason } = refused.body.error.details;
    expect(reason.code).toBe('values-lost');
    expect(reason.sourceRules.sort()).toEqual(['BR-O-02', 'BR-O-04']);
    expect(reason.sourceRules.every((r: string) => sourceErrors.has(r))).toBe(true);
    expect(reason.message.en).toMatch(/^The source already breaks BR-O-0[24], BR-O-0[24]: /);
    expect(reason.message.de).toMatch(/^Die Quelle verletzt bereits BR-O-0[24], BR-O-0[24]: /);
  });

  it('MISSING_INPUT: Peppol endpoints are asked for, naming terms and rules; the answers make it valid', async () => {
    const asked = await convert({ xml: XR_UBL, target: 'peppol-bis' });
    expect(asked.status).toBe(422);
    expect(asked.body.error.code).toBe('MISSING_INPUT');
    const questions = asked.body.error.details.questions;
    expect(questions).toEqual([
      expect.objectContaining({
        id: 'seller-endpoint',
        terms: ['BT-34'],
        rules: ['PEPPOL-EN16931-R020'],
        current: 'EM:seller@email.de',
        kind: 'endpoint',
      }),
      expect.objectContaining({
        id: 'buyer-endpoint',
        terms: ['BT-49'],
        rules: ['PEPPOL-EN16931-R010'],
        kind: 'endpoint',
      }),
    ]);
    expect(questions[0].label.en).toMatch(/Seller/);

    const answers = questions.map((q: { id: string }) => ({ id: q.id, scheme: '0088', value: GLN }));
    const { status, body } = await convert({ xml: XR_UBL, target: 'peppol-bis', answers });
    expect(status).toBe(200);
    expect(body.data.method).toBe('identity_patch');
    expect(body.data.verdict.valid).toBe(true);
    expect(body.data.lossless).toBe(true);
    expect(
      body.data.xml.match(new RegExp(`<cbc:EndpointID schemeID="0088">${GLN}</cbc:EndpointID>`, 'g')),
    ).toHaveLength(2);
    const again = await validated(body.data.xml);
    expect(again.valid).toBe(true);
    expect(again.verdict.format.family).toBe('peppol');
  });

  it('MISSING_INPUT for XRechnung: the Leitweg-ID (BT-10, BR-DE-15) and seller contact of an EN 16931 example', async () => {
    const xml = corpus('en16931-examples/ubl/ubl-tc434-example1.xml');
    const asked = await convert({ xml, target: 'xrechnung-cii' });
    expect(asked.body.error.code).toBe('MISSING_INPUT');
    const byId = new Map(
      asked.body.error.details.questions.map((q: { id: string; rules: string[] }) => [q.id, q.rules]),
    );
    expect(byId.get('buyer-reference')).toEqual(['BR-DE-15']);
    expect(byId.get('seller-contact-email')).toEqual(['BR-DE-2', 'BR-DE-7']);
  });

  it('INVALID_ANSWERS names each bad answer with its reason', async () => {
    const { status, body } = await convert({
      xml: XR_UBL,
      target: 'peppol-bis',
      answers: [
        { id: 'seller-endpoint', value: GLN },
        { id: 'buyer-endpoint', scheme: 'EM', value: 'buyer@example.com' },
        { id: 'no-such-question', value: 'x' },
        { id: 'invoicing-period', value: '2024-02-01/2024-01-31' },
      ],
    });
    expect(status).toBe(422);
    expect(body.error.code).toBe('INVALID_ANSWERS');
    const answers = body.error.details.answers;
    expect(answers.map((a: { index: number; id: string }) => [a.index, a.id])).toEqual([
      [0, 'seller-endpoint'],
      [1, 'buyer-endpoint'],
      [2, 'no-such-question'],
      [3, 'invoicing-period'],
    ]);
    expect(answers[0].reason).toMatch(/scheme/);
    expect(answers[1].reason).toMatch(/not an EAS code/);
    expect(answers[2].reason).toMatch(/no such question/);
    expect(answers[3].reason).toMatch(/ends before it starts/);
  });

  it('UNSUPPORTED_TARGET lists the supported and planned targets; a missing target is 400', async () => {
    const { status, body } = await convert({ xml: XR_UBL, target: 'fatturapa' });
    expect(status).toBe(422);
    expect(body.error.code).toBe('UNSUPPORTED_TARGET');
    expect(body.error.details.supported).toEqual([
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
    // Only what is still planned: the spec's nl-si-ubl and cius-ro are supported now.
    expect(body.error.details.planned).toEqual(['fatturapa', 'ksef-fa3']);
    const missing = await convert({ xml: XR_UBL });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('INVALID_OPTION');
  });

  it('is documented in openapi.json', async () => {
    const doc = await (await fetch(`${base}/api/v3/openapi.json`)).json();
    const op = doc.paths['/convert'].post;
    // Every status it can answer, the key's, quota's and rate limit's included (issue 25).
    expect(Object.keys(op.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '402',
      '403',
      '413',
      '422',
      '429',
      '500',
      '503',
    ]);
    expect(
      op.responses['422'].content['application/json'].schema.properties.error.properties.code.enum,
    ).toEqual(
      expect.arrayContaining(['UNSUPPORTED_TARGET', 'CONVERSION_LOSSY', 'MISSING_INPUT', 'INVALID_ANSWERS']),
    );
    expect(doc.components.schemas.ConvertQuestion.required).toEqual([
      'id',
      'label',
      'terms',
      'rules',
      'current',
      'kind',
    ]);
  });
});
