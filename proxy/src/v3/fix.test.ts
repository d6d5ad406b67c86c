/**
 * POST /api/v3/fix over a real socket: proxy/src/main.ts runs as its own process (real engine, worker
 * threads, rulesets build) and is driven with fetch. Inputs are XRechnung test-suite invoices (valid by the
 * suite's statement) and the same invoices with one realistic damage from the mutation generator.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { DAMAGE_KINDS } from '@einvoice/test-support/damage/damageKinds';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const buildManifest = path.resolve(
  process.env.RULESETS_BUILD_DIR ?? path.join(repoRoot, 'rulesets/build'),
  'manifest.json',
);
const UBL = readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);
const CII = readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_uncefact.xml'),
  'utf8',
);
const damaged = (id: string, text = UBL): string => {
  const out = DAMAGE_KINDS.find((k) => k.id === id)?.damage(text);
  if (!out) throw new Error(`damage ${id} does not apply`);
  return out;
};
const keyed = keyedServerEnv();
let server: SpawnedProxy | undefined;
let base = '';

/** Starts main.ts on an ephemeral loopback port with the test key provisioned. */
async function startServer(): Promise<string> {
  server = await spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1' });
  return server.url;
}

async function post(body: unknown) {
  const res = await fetch(`${base}/api/v3/fix`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  if (!existsSync(buildManifest))
    throw new Error(`${buildManifest} is missing: run \`npm run build -w rulesets\``);
  base = await startServer();
});

afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  keyed.cleanup();
});

describe('POST /api/v3/fix over HTTP', () => {
  it('already_compliant: a valid invoice comes back byte-identical, with no patches', async () => {
    const bytes = Buffer.from(UBL, 'utf8');
    const { status, body } = await post({ xmlBase64: bytes.toString('base64') });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.outcome).toBe('already_compliant');
    expect(body.data.xml).toBe(UBL);
    expect(body.data.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(body.data.patches).toEqual([]);
    expect(body.data.mode).toBe('strict');
    expect(typeof body.meta.processingTimeMs).toBe('number');
  });

  it('compliant: a dotted issue date is rewritten in place, re-validated valid', async () => {
    const { status, body } = await post({ xml: damaged('issue-date-dotted') });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ outcome: 'compliant', valid: true, syntax: 'UBL', questions: [] });
    expect(body.data.verdict.valid).toBe(true);
    expect(body.data.patches).toEqual([
      { op: 'set_text', xpath: '/ubl:Invoice[1]/cbc:IssueDate[1]', value: '2016-04-04' },
    ]);
    expect(body.data.xml).toBe(UBL);
    expect(body.data.fidelity.critical).toBe(0);
  });

  it('needs_input, then answers applied: a removed Leitweg-ID is asked and the answer makes it compliant', async () => {
    const xml = damaged('buyer-reference-removed', CII);
    const first = await post({ xml });
    expect(first.body.data.outcome).toBe('needs_input');
    expect(first.body.data.valid).toBe(false);
    const q = first.body.data.questions.find((x: { id: string }) => x.id === 'BT-10');
    expect(q).toMatchObject({ kind: 'field', source: 'rule', codes: ['BR-DE-15'] });
    expect(q.label.de).toBe('Käuferreferenz');
    const second = await post({ xml, answers: [{ id: 'BT-10', value: '04011000-12345-03' }] });
    expect(second.body.data).toMatchObject({
      outcome: 'compliant',
      valid: true,
      answers: { applied: 1, rejected: [] },
    });
    expect(second.body.data.xml).toBe(CII);
  });

  it('an outdated XRechnung 2.3 identifier, valid by the official EN 16931 fallback, is upgraded: compliant, never already_compliant', async () => {
    const xml = damaged('specification-identifier-outdated', CII);
    expect(xml).toContain('urn:xoev-de:kosit:standard:xrechnung_2.3');
    const { status, body } = await post({ xml });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ outcome: 'compliant', valid: true, questions: [], remaining: [] });
    expect(body.data.verdict.format.family).toBe('xrechnung');
    expect(body.data.changes).toEqual([
      {
        synthesizer: 'xrechnung-version',
        field: 'BT-24',
        confidence: 'high',
        reason: expect.stringContaining('xrechnung_2.3'),
        value: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
        xpath:
          '/rsm:CrossIndustryInvoice[1]/rsm:ExchangedDocumentContext[1]/ram:GuidelineSpecifiedDocumentContextParameter[1]/ram:ID[1]',
        before: 'urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_2.3',
      },
    ]);
    expect(body.data.xml).toBe(CII);
  });

  it('lossy_refused: a repair that would change which Leitweg-ID counts as BT-10 returns no xml', async () => {
    // A second BuyerReference written first, where the schema allows none: moving it into place would put
    // it behind the other one, and BT-10 would silently become the other value.
    const xml = UBL.replace(
      '<cbc:CustomizationID>',
      '<cbc:BuyerReference>04011000-99999-99</cbc:BuyerReference>\n    <cbc:CustomizationID>',
    );
    const { status, body } = await post({ xml, mode: 'permissive' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ outcome: 'lossy_refused', valid: false, xml: null, sha256: null });
    expect(body.data.verdict.valid).toBe(false);
    expect(body.data.fidelity.critical).toBe(2);
    expect(body.data.fidelity.examples).toContain(
      "critical: BT-10 '04011000-99999-99' → '04011000-12345-03'",
    );
    expect(body.data.remaining.map((f: { ruleId: string }) => f.ruleId)).toEqual(['XSD']);
  });

  it('answers rejected, each with its reason', async () => {
    const { body } = await post({
      xml: damaged('payment-means-code-removed'),
      answers: [
        { id: 'BT-81', option: '999' },
        { id: 'BT-99', value: 'x' },
      ],
    });
    expect(body.data.answers.applied).toBe(0);
    expect(body.data.answers.rejected).toEqual([
      { id: 'BT-81', reason: 'option not offered' },
      { id: 'BT-99', reason: 'unknown question id' },
    ]);
    const phone = await post({
      xml: damaged('seller-phone-removed'),
      answers: [{ id: 'BT-42', value: 'none' }],
    });
    expect(phone.body.data.answers.rejected).toEqual([
      { id: 'BT-42', reason: "value fails the field's pattern" },
    ]);
    expect(phone.body.data.outcome).toBe('needs_input');
  });

  it.each([
    ['UBL', UBL, 'Zeitschrift [...]'],
    ['CII', CII, 'Zeitschrift [...]'],
  ])(
    'a %s line without its item name (BR-25): needs_input with a question for it, nothing changed, in both modes; the answer repairs it',
    async (_syntax, original, name) => {
      const xml = damaged('item-name-removed', original);
      for (const mode of ['strict', 'permissive']) {
        const { status, body } = await post({ xml, mode });
        expect(status).toBe(200);
        expect(body.data.outcome).toBe('needs_input');
        expect(body.data.patches).toEqual([]);
        expect(body.data.changes).toEqual([]);
        expect(body.data.questions).toEqual([
          expect.objectContaining({ id: 'BT-153@BG-25[1]/BG-31[1]', kind: 'field', codes: ['BR-25'] }),
        ]);
        expect(body.data.notes).toBeUndefined();
      }
      const answered = await post({ xml, answers: [{ id: 'BT-153@BG-25[1]/BG-31[1]', value: name }] });
      expect(answered.body.data.outcome).toBe('compliant');
      expect(answered.body.data.patches.length).toBeGreaterThan(0);
      expect(answered.body.data.xml.replace(/\s+/g, '')).toBe(original.replace(/\s+/g, ''));
    },
  );

  it.each([
    ['tax-type-code-split-space', CII, 'set_text', 'VAT'],
    ['date-format-split-newline', CII, 'set_attr', '102'],
    ['currency-split-newline', UBL, 'set_text', 'EUR'],
    [
      'breakdown-exemption-code-split-space',
      readFileSync(
        path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/02.01a-INVOICE_uncefact.xml'),
        'utf8',
      ),
      'set_text',
      null,
    ],
  ])(
    'white space inside a code (%s) is a certain repair in strict mode: the joined code, nothing else changed',
    async (kind, original, op, value) => {
      const { status, body } = await post({ xml: damaged(kind, original), mode: 'strict' });
      expect(status).toBe(200);
      expect(body.data.outcome).toBe('compliant');
      expect(body.data.fidelity.critical).toBe(0);
      expect(body.data.patches).toEqual([
        expect.objectContaining({ op, ...(value === null ? {} : { value }) }),
      ]);
      expect(body.data.xml).toBe(original);
    },
  );

  it('nothing to repair and nothing to ask: needs_input with no change, and a note that says so in en/de/fr', async () => {
    const xml = UBL.replace(/<cbc:RegistrationName>\[Seller name\]<\/cbc:RegistrationName>/, '');
    expect(xml).not.toBe(UBL);
    for (const mode of ['strict', 'permissive']) {
      const { body } = await post({ xml, mode });
      expect(body.data.outcome).toBe('needs_input');
      expect(body.data.patches).toEqual([]);
      expect(body.data.questions).toEqual([]);
      expect(body.data.notes).toEqual([
        {
          id: 'NOTHING-REPAIRED',
          message: {
            en: expect.stringMatching(/^Nothing could be repaired: .*BR-06/),
            de: expect.stringMatching(/^Nichts konnte repariert werden: .*BR-06/),
            fr: expect.stringMatching(/^Rien n’a pu être réparé : .*BR-06/),
          },
        },
      ]);
    }
  });

  it('partial: an error no synthesizer handles stays in remaining and patchGaps', async () => {
    const xml = damaged('issue-date-dotted').replace(
      /<cbc:RegistrationName>\[Seller name\]<\/cbc:RegistrationName>/,
      '',
    );
    const { body } = await post({ xml, mode: 'permissive' });
    expect(body.data.outcome).toBe('partial');
    expect(body.data.mode).toBe('permissive');
    expect(body.data.patchGaps).toContain('BR-06');
    expect(body.data.remaining.map((f: { ruleId: string }) => f.ruleId)).toContain('BR-06');
    expect(body.data.changes.map((c: { synthesizer: string }) => c.synthesizer)).toContain('date-form');
  });

  it('limits: 41 answers and a 501-character value are refused with 400 INVALID_OPTION', async () => {
    const many = Array.from({ length: 41 }, (_, i) => ({ id: `Q${i}`, value: 'x' }));
    const a = await post({ xml: UBL, answers: many });
    expect(a.status).toBe(400);
    expect(a.body.error.code).toBe('INVALID_OPTION');
    const b = await post({ xml: UBL, answers: [{ id: 'BT-10', value: 'x'.repeat(501) }] });
    expect(b.status).toBe(400);
    expect(b.body.error.code).toBe('INVALID_OPTION');
    const ok = await post({ xml: UBL, answers: [{ id: 'BT-10', value: 'x'.repeat(500) }] });
    expect(ok.status).toBe(200);
    const mode = await post({ xml: UBL, mode: 'lenient' });
    expect(mode.status).toBe(400);
    expect(mode.body.error.code).toBe('INVALID_OPTION');
  });

  it.each([
    ['INVALID_JSON', 400, '{"xml":'],
    ['MISSING_XML', 400, {}],
    ['INVALID_BASE64', 400, { xmlBase64: '***' }],
    ['XML_DOCTYPE_REFUSED', 400, { xml: '<!DOCTYPE x><x/>' }],
    ['MALFORMED_XML', 422, { xml: '<ubl:Invoice xmlns:ubl="x">' }],
    ['UNSUPPORTED_SYNTAX', 422, { xml: '<order xmlns="urn:example"/>' }],
    [
      'UNPARSEABLE',
      422,
      {
        xml: '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>',
      },
    ],
    [
      'NOT_EVALUABLE',
      422,
      // Two VAT amounts in one breakdown pass the XSD, but the official CEN XSLT cannot cast them to one number.
      {
        xml: readFileSync(
          path.join(repoRoot, 'fixtures/real-world/not-evaluable-two-vat-amounts.xml'),
          'utf8',
        ),
      },
    ],
  ])('%s → %i', async (code, status, body) => {
    const res = await post(body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, error: { code } });
  });
});
