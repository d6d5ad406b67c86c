/**
 * Issue 35 points 7–10 over real HTTP: the plans' order behind "Business or higher", the codes the spec fixes
 * for the invoice fields and v1's Content-Type, the closed sets and where the service answers more, and the
 * v1 envelope's validationRef. Expected values come from the spec (interface-spec.md §2, §4, §5.6, §7, §8).
 */
import path from 'node:path';
import { apiCall } from '@einvoice/test-support/proxy/apiCall';
import { corpus, type LegacyServer, startLegacyServer } from '@einvoice/test-support/proxy/legacyServer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAdminCommand } from './cli/adminSocket.ts';

const UBL = corpus('xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml');
const CII = corpus('xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_uncefact.xml');

let s: LegacyServer;
/** Live keys of accounts on the plans the suite's server does not make. */
const planKeys: Record<string, string> = {};
const docs: Record<'v1' | 'v3', any> = { v1: null, v3: null };

beforeAll(async () => {
  s = await startLegacyServer('pglite');
  for (const plan of ['Pro', 'Business']) {
    const made = (await sendAdminCommand(path.join(s.storage.dataDir, 'admin.sock'), {
      command: 'create-account',
      name: `${plan} GmbH`,
      plan,
    })) as { result: { live: { key: string } } };
    planKeys[plan] = made.result.live.key;
  }
  docs.v1 = await (await fetch(`${s.url}/api/v1/openapi.json`)).json();
  docs.v3 = await (await fetch(`${s.url}/api/v3/openapi.json`)).json();
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const v1 = (route: string, key: string, body: unknown) => apiCall(`${s.url}/api/v1${route}`, key, body);
const v3 = (route: string, body: unknown, key = s.keys.scale) =>
  apiCall(`${s.url}/api/v3${route}`, key, body);
const refOf = async (key: string, xml = UBL) => (await v1('/validate', key, { xml })).body.data.validationRef;

describe('7. plans: "Business or higher" in the spec\'s own order (Free Trial < Starter < Pro < Scale)', () => {
  it('bundles evidence packs on Scale, the top of the price table, and on Business; refuses Pro and Starter', async () => {
    for (const key of [s.keys.scale, planKeys.Business as string]) {
      const made = await v1('/evidence-pack/batch', key, { validationRefs: [await refOf(key)] });
      expect([made.status, made.body.data?.count]).toEqual([200, 1]);
    }
    const lower: [string, string][] = [
      [planKeys.Pro as string, 'Pro'],
      [s.keys.starterA, 'Starter'],
    ];
    for (const [key, plan] of lower) {
      const refused = await v1('/evidence-pack/batch', key, { validationRefs: [await refOf(key)] });
      expect([refused.status, refused.body.error.code]).toEqual([403, 'INSUFFICIENT_TIER']);
      expect(refused.body.error.details).toMatchObject({ requiredPlan: 'Scale', currentPlan: plan });
    }
  });
});

describe('8. the codes the spec fixes', () => {
  it('MISSING_XML only when neither field is sent; both, or an empty one, is 400 INVALID_OPTION naming the fields', async () => {
    for (const route of ['/validate', '/fix', '/convert', '/render']) {
      const extra = route === '/convert' ? { target: 'en16931-cii' } : {};
      const neither = await v3(route, { ...extra });
      expect([route, neither.status, neither.body.error.code]).toEqual([route, 400, 'MISSING_XML']);
      const both = await v3(route, { xml: UBL, xmlBase64: Buffer.from(UBL).toString('base64'), ...extra });
      expect([route, both.status, both.body.error.code]).toEqual([route, 400, 'INVALID_OPTION']);
      expect(both.body.error.details.fields).toEqual(['xml', 'xmlBase64']);
      for (const field of ['xml', 'xmlBase64']) {
        const empty = await v3(route, { [field]: '', ...extra });
        expect([route, empty.status, empty.body.error.code]).toEqual([route, 400, 'INVALID_OPTION']);
        expect(empty.body.error.details.fields).toEqual([field]);
      }
    }
  });

  it('v1 validate requires Content-Type: application/json (spec 4.9)', async () => {
    const send = (headers: Record<string, string>) =>
      fetch(`${s.url}/api/v1/validate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${s.keys.scale}`, ...headers },
        // Bytes, so that fetch adds no Content-Type of its own.
        body: new TextEncoder().encode(JSON.stringify({ xml: UBL })),
      });
    const without = await send({});
    expect(without.status).toBe(400);
    expect((await without.json()).error.code).toBe('BAD_REQUEST');
    const withType = await send({ 'content-type': 'application/json' });
    expect(withType.status).toBe(200);
  });
});

/** The schema at a JSON pointer of a document. */
const at = (doc: any, pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .reduce((o, k) => o?.[k.replaceAll('~1', '/')], doc);

// The targets beyond spec 4.4's five: the hybrid PDF and the national layers (the spec plans nl-si-ubl, cius-ro).
const BEYOND_TARGETS = ['factur-x', 'cius-ro', 'nl-si-ubl', 'ublbe', 'hr-cius'] as const;

describe('9. closed sets: every spec value works; the values beyond it are listed as additions', () => {
  const SETS = [
    ['v3', '/components/schemas/ValidateResult/properties/syntax', ['UBL', 'CII'], ['CDAR']],
    ['v3', '/components/schemas/ConvertRequest/allOf/1/properties/target', SPEC_TARGETS(), BEYOND_TARGETS],
    [
      'v3',
      '/components/schemas/ConvertResult/properties/target/properties/id',
      SPEC_TARGETS(),
      BEYOND_TARGETS,
    ],
    ['v3', '/components/schemas/RenderRequest/allOf/1/properties/locale', ['en', 'de'], ['fr']],
    ['v3', '/components/schemas/RenderResult/properties/locale', ['en', 'de'], ['fr']],
    ['v3', '/components/schemas/ConvertRequest/allOf/1/properties/locale', ['en', 'de'], ['fr']],
    ['v1', '/components/schemas/V1ConvertRequest/properties/locale', ['en', 'de'], ['fr']],
  ] as const;

  it.each(SETS)(
    '%s %s: the spec values, and the additions marked "Beyond the spec"',
    (doc, pointer, spec, extra) => {
      const schema = at(docs[doc], pointer);
      expect(schema, pointer).toBeTruthy();
      const values = (schema.enum as (string | null)[]).filter((v) => v !== null);
      expect(values.filter((v) => !(spec as readonly string[]).includes(v))).toEqual(extra);
      for (const v of spec) expect(values).toContain(v);
      expect(schema.description).toContain(`Beyond the spec: ${extra.join(', ')} (`);
    },
  );

  it('render answers en and de as specified and UNSUPPORTED_LOCALE for a locale it does not have', async () => {
    for (const locale of ['en', 'de']) {
      const r = await v3('/render', { xml: UBL, locale });
      expect([r.status, r.body.data.locale]).toEqual([200, locale]);
    }
    const it = await v3('/render', { xml: UBL, locale: 'it' });
    expect([it.status, it.body.error.code]).toEqual([422, 'UNSUPPORTED_LOCALE']);
  });

  it("converts to each of the spec's five targets and validates UBL and CII as such", async () => {
    for (const target of SPEC_TARGETS()) {
      const r = await v3('/convert', { xml: UBL, target });
      // peppol-bis may ask for inputs its rules need (MISSING_INPUT): the target is still supported.
      expect([target, r.status === 200 || r.body.error?.code === 'MISSING_INPUT']).toEqual([target, true]);
    }
    expect((await v3('/validate', { xml: UBL })).body.data.syntax).toBe('UBL');
    expect((await v3('/validate', { xml: CII })).body.data.syntax).toBe('CII');
  });
});

/** The spec's target ids (§4.4), in its order. */
function SPEC_TARGETS() {
  return ['xrechnung-ubl', 'xrechnung-cii', 'peppol-bis', 'en16931-ubl', 'en16931-cii'] as const;
}

describe('10. the v1 envelope: validationRef where it is about one validation; kositVerified described', () => {
  it('batch items carry _meta.validationRef; evidence metadata carries its validation in _meta', async () => {
    const batch = await v1('/validate/batch', s.keys.scale, { invoices: [{ xml: UBL }, { xml: CII }] });
    expect(batch.status).toBe(200);
    for (const item of batch.body.data.results)
      expect(item._meta).toEqual({ validationRef: item.data.validationRef });
    const ref = await refOf(s.keys.scale);
    const made = await v1('/evidence-pack', s.keys.scale, { validationRef: ref });
    expect(made.body._meta.validationRef).toBe(ref);
    const res = await fetch(`${s.url}/api/v1/evidence-pack/${made.body.data.evidencePackId}`, {
      headers: { authorization: `Bearer ${s.keys.scale}` },
    });
    const meta = await res.json();
    expect([res.status, meta.data.validationRef, meta._meta.validationRef]).toEqual([200, ref, ref]);
  });

  it("kositVerified's description says which KoSIT configuration it stands for, and that Peppol is not it", () => {
    const d = at(docs.v3, '/components/schemas/Verdict/properties/kositVerified').description;
    expect(d).toMatch(/XRechnung validator configuration/);
    expect(d).toMatch(/Peppol BIS included/);
  });
});
