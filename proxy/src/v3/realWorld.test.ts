/**
 * The classes of issue 15 (what a thousand real invoices from many generators showed), each on a fixture of
 * fixtures/real-world, over a real socket: proxy/src/main.ts runs as its own process (engine workers,
 * rulesets build) and is driven with fetch.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const fixture = (name: string) => readFileSync(path.join(repoRoot, 'fixtures/real-world', name), 'utf8');
const buildManifest = path.resolve(
  process.env.RULESETS_BUILD_DIR ?? path.join(repoRoot, 'rulesets/build'),
  'manifest.json',
);
const keyed = keyedServerEnv();
let server: SpawnedProxy | undefined;
let base = '';

type Body = any;

async function post(endpoint: string, body: unknown): Promise<{ status: number; body: Body }> {
  const res = await fetch(`${base}/api/v3/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  if (!existsSync(buildManifest))
    throw new Error(`${buildManifest} is missing: run \`npm run build -w rulesets\``);
  server = await spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1' });
  base = server.url;
});

afterAll(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  keyed.cleanup();
});

describe('1. a verdict whenever the official validators give one', () => {
  it('XSD failed and a schematron step errored: 200 valid:false, XSD findings, the step `error` with its reason', async () => {
    const { status, body } = await post('validate', { xml: fixture('xsd-fail-schematron-error.xml') });
    expect(status).toBe(200);
    expect(body.data.valid).toBe(false);
    expect(body.data.verdict.state).toBe('invalid');
    const oracles = body.data.verdict.oracles as Body[];
    expect(oracles[0]).toMatchObject({ id: 'xsd-cii', verdict: 'fail' });
    const errored = oracles.find((o) => o.verdict === 'error');
    expect(errored).toMatchObject({ id: 'en16931-cii' });
    expect(errored.reason).toMatch(/\{TAX_AMOUNT\}/);
    expect(oracles.filter((o) => o.verdict !== 'error').every((o) => o.reason === undefined)).toBe(true);
    const xsd = (body.data.findings as Body[]).filter((f) => f.ruleId === 'XSD');
    expect(xsd.length).toBeGreaterThan(0);
    expect(xsd.map((f) => f.message.en).join('\n')).toMatch(/TaxTotalAmount/);
  });

  it('fix and convert take the same verdict instead of NOT_EVALUABLE', async () => {
    const xml = fixture('xsd-fail-schematron-error.xml');
    const fixed = await post('fix', { xml });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data.outcome).not.toBe('already_compliant');
    const converted = await post('convert', { xml, target: 'xrechnung-cii' });
    expect(converted.status).not.toBe(500);
    expect(converted.body.error?.code).not.toBe('NOT_EVALUABLE');
  });

  it('XSD passed and a step errored: still 422 NOT_EVALUABLE (the verdict depends on that step)', async () => {
    const { status, body } = await post('validate', { xml: fixture('not-evaluable-two-vat-amounts.xml') });
    expect(status).toBe(422);
    expect(body.error.code).toBe('NOT_EVALUABLE');
    expect(body.error.details.erroredOracles.length).toBeGreaterThan(0);
    const oracles = body.error.details.result.verdict.oracles as Body[];
    expect(oracles[0].verdict).toBe('pass');
    expect(oracles.find((o) => o.verdict === 'error')?.reason).toEqual(expect.any(String));
  });

  it.each(['xrechnung-cii', 'xrechnung-ubl'])(
    'convert to %s judges that input as validate does: 422 NOT_EVALUABLE with the same details, nothing converted',
    async (target) => {
      const xml = fixture('not-evaluable-two-vat-amounts.xml');
      const validated = await post('validate', { xml });
      const converted = await post('convert', { xml, target });
      expect(converted.status).toBe(422);
      expect(converted.body.error.code).toBe('NOT_EVALUABLE');
      expect(converted.body.data).toBeUndefined();
      expect(converted.body.error.details).toEqual(validated.body.error.details);
    },
  );
});

// Every boundary of XML 1.0's Char production [2], as a literal character in an invoice note (BT-22).
const LEGAL: [string, string][] = [
  ['U+0009', '\t'],
  ['U+000A', '\n'],
  ['U+000D', '\r'],
  ['U+0020', ' '],
  ['U+D7FF', '\uD7FF'],
  ['U+E000', '\uE000'],
  ['U+FFFD', '\uFFFD'],
  ['U+10000', '\u{10000}'],
  ['U+10FFFF', '\u{10FFFF}'],
  ['&#xFFFD;', '&#xFFFD;'],
  ['&#x10FFFF;', '&#x10FFFF;'],
  ['&#9;', '&#9;'],
];
const ILLEGAL: [string, string][] = [
  ['U+0000', '\u0000'],
  ['U+0001', '\u0001'],
  ['U+0008', '\u0008'],
  ['U+000B', '\u000B'],
  ['U+000C', '\u000C'],
  ['U+001F', '\u001F'],
  ['U+FFFE', '\uFFFE'],
  ['U+FFFF', '\uFFFF'],
  ['lone U+D800', '\uD800'],
  ['lone U+DFFF', '\uDFFF'],
  ['&#x0;', '&#x0;'],
  ['&#x1F;', '&#x1F;'],
  ['&#xD800;', '&#xD800;'],
  ['&#xFFFE;', '&#xFFFE;'],
  ['&#x110000;', '&#x110000;'],
];
const ENDPOINTS: [string, Record<string, unknown>][] = [
  ['validate', {}],
  ['fix', {}],
  ['convert', { target: 'xrechnung-ubl' }],
  ['render', {}],
];
const withNoteChar = (c: string) =>
  fixture('valid-cii.xml').replace('Wartung der Pumpenanlage, Januar', `Wartung ${c} Januar`);

describe('2. legal characters are legal on all four endpoints, the others refused', () => {
  it.each(['replacement-character.xml', 'replacement-character-reference.xml'])(
    '%s: validate, fix, convert and render all answer 200',
    async (name) => {
      const xml = fixture(name);
      const v = await post('validate', { xml });
      expect(v.status).toBe(200);
      expect(v.body.data.valid).toBe(true);
      const f = await post('fix', { xml });
      expect(f.status).toBe(200);
      expect(f.body.data.outcome).toBe('already_compliant');
      for (const target of ['xrechnung-ubl', 'xrechnung-cii']) {
        const c = await post('convert', { xml, target });
        expect(c.status, `${target}: ${JSON.stringify(c.body.error)}`).toBe(200);
        expect(c.body.data.verdict.valid).toBe(true);
        expect(c.body.data.xml).toMatch(/\uFFFD|&#xFFFD;/);
      }
      const r = await post('render', { xml });
      expect(r.status).toBe(200);
      expect(r.body.data.html).toMatch(/\uFFFD/);
    },
  );

  it.each(ENDPOINTS)('%s accepts every boundary character XML 1.0 allows', async (endpoint, options) => {
    for (const [label, c] of LEGAL) {
      const { status, body } = await post(endpoint, { xml: withNoteChar(c), ...options });
      expect(status, `${endpoint} ${label}: ${JSON.stringify(body.error)}`).toBe(200);
    }
  });

  it.each(ENDPOINTS)(
    '%s refuses every character XML 1.0 forbids, as text and as bytes',
    async (endpoint, options) => {
      for (const [label, c] of ILLEGAL) {
        const xml = withNoteChar(c);
        const asText = await post(endpoint, { xml, ...options });
        expect(asText.status, `${endpoint} ${label}`).toBe(422);
        // A lone surrogate cannot be text of any Unicode encoding: the decoder refuses it before the parser.
        const code = label.startsWith('lone') ? 'XML_ENCODING_CONFLICT' : 'MALFORMED_XML';
        expect(asText.body.error.code, `${endpoint} ${label}`).toBe(code);
        if (code === 'MALFORMED_XML') {
          expect(asText.body.error.details.reason).toMatch(/^(character|reference)$/);
          expect(asText.body.error.details.line).toBe(
            xml.slice(0, xml.indexOf('Wartung ')).split('\n').length,
          );
          const asBytes = await post(endpoint, {
            xmlBase64: Buffer.from(xml, 'utf8').toString('base64'),
            ...options,
          });
          expect(asBytes.status, `${endpoint} ${label} as bytes`).toBe(422);
          expect(asBytes.body.error.code).toBe('MALFORMED_XML');
        }
      }
    },
  );
});

describe('3. conversion never hands back an invalid file as success', () => {
  const errorsOf = (findings: Body[]) => findings.filter((f) => f.severity === 'error').map((f) => f.ruleId);

  it('a buyer identifier beside a global identifier: one PartyIdentification (UBL-SR-16), the other named as lost', async () => {
    const xml = fixture('cii-buyer-identifier-and-global-identifier.xml');
    expect((await post('validate', { xml })).body.data.valid).toBe(true);
    const refused = await post('convert', { xml, target: 'xrechnung-ubl' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('CONVERSION_LOSSY');
    expect(refused.body.error.details.loss.terms).toEqual([
      expect.objectContaining({ bt: 'BT-46', value: 'K-4711' }),
    ]);
    const allowed = await post('convert', { xml, target: 'xrechnung-ubl', allowLoss: true });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.verdict.valid).toBe(true);
    expect(errorsOf(allowed.body.data.findings)).toEqual([]);
    const out: string = allowed.body.data.xml;
    expect(out.match(/<cac:PartyIdentification>/g)?.length).toBe(1);
    expect(out).toContain('<cbc:ID schemeID="0088">4000001000005</cbc:ID>');
  });

  it('several payment means with their (equal) text: the text once (UBL-SR-46), valid and lossless', async () => {
    const xml = fixture('cii-payment-means-with-texts.xml');
    expect((await post('validate', { xml })).body.data.valid).toBe(true);
    const { status, body } = await post('convert', { xml, target: 'xrechnung-ubl' });
    expect(status, JSON.stringify(body.error)).toBe(200);
    expect(body.data).toMatchObject({ lossless: true, verdict: { valid: true } });
    expect(body.data.xml.match(/<cac:PaymentMeans>/g)?.length).toBe(2);
    expect(body.data.xml.match(/ name="Überweisung"/g)?.length).toBe(1);
  });

  it('a payment reference without payment means: no code-less PaymentMeans (XSD, BR-49), BT-83 named as lost', async () => {
    const xml = fixture('cii-payment-reference-without-means.xml');
    expect((await post('validate', { xml })).body.data.valid).toBe(true);
    const refused = await post('convert', { xml, target: 'en16931-ubl' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('CONVERSION_LOSSY');
    expect(refused.body.error.details.loss.terms.map((t: Body) => t.bt)).toEqual(['BT-83']);
    const allowed = await post('convert', { xml, target: 'en16931-ubl', allowLoss: true });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data.verdict.valid).toBe(true);
    expect(allowed.body.data.xml).not.toContain('cac:PaymentMeans');
  });

  it('UBL OrderReference/ID `NA` beside a SalesOrderID is no purchase order reference (BT-13)', async () => {
    const xml = fixture('ubl-order-reference-na.xml');
    const { status, body } = await post('convert', { xml, target: 'xrechnung-cii' });
    expect(status, JSON.stringify(body.error)).toBe(200);
    expect(body.data).toMatchObject({ lossless: true, verdict: { valid: true } });
    expect(body.data.xml).not.toContain('BuyerOrderReferencedDocument');
    expect(body.data.xml).toMatch(
      /<ram:SellerOrderReferencedDocument>\s*<ram:IssuerAssignedID>AB-2023-991<\/ram:IssuerAssignedID>/,
    );
  });
});

describe('4. strict repair never changes money unasked', () => {
  it.each([
    [
      'money-amount-due-wrong.xml',
      'BT-115@BG-22[1]',
      '400.00',
      '339.15',
      /BT-112 339\.15 − BT-113 0\.00 \+ BT-114 0\.00/,
    ],
    ['money-line-net-wrong.xml', 'BT-131@BG-25[1]', '286.00', '285.00', /quantity \(BT-129\) × net price/],
  ])(
    '%s: strict asks (both numbers, the computation, the proposal as default); permissive explains the change',
    async (name, id, stated, proposed, how) => {
      const xml = fixture(name);
      const strict = await post('fix', { xml });
      expect(strict.status).toBe(200);
      expect(strict.body.data.outcome).toBe('needs_input');
      expect(strict.body.data.changes).toEqual([]);
      expect(strict.body.data.patches).toEqual([]);
      const q = (strict.body.data.questions as Body[]).find((x) => x.id === id);
      expect(q).toMatchObject({ kind: 'field', default: proposed, current: stated, examples: [proposed] });
      for (const lang of ['en', 'de']) {
        expect(q.help[lang]).toContain(stated);
        expect(q.help[lang]).toContain(proposed);
      }
      expect(q.help.en).toMatch(how);

      const permissive = await post('fix', { xml, mode: 'permissive' });
      expect(permissive.body.data.outcome).toBe('compliant');
      const change = (permissive.body.data.changes as Body[]).find((c) => c.value === proposed);
      expect(change.reason).toContain(`${stated} → ${proposed}`);

      // The issuer's answer (here: the proposal, as a form would send it by default) is applied.
      const answered = await post('fix', { xml, answers: [{ id, value: q.default }] });
      expect(answered.body.data.outcome).toBe('compliant');
      expect(answered.body.data.changes).toEqual([
        expect.objectContaining({ synthesizer: 'answer', field: id, value: proposed }),
      ]);
    },
  );
});

describe('6. findings that explain themselves, at line, column and byte offset', () => {
  it('an invoice on one line: the XSD finding names BT-2, expected and found, an action; the sum rule its numbers', async () => {
    const xml = fixture('one-line-findings.xml');
    const bytes = Buffer.from(xml, 'utf8');
    expect(xml).not.toContain('\n');
    const { status, body } = await post('validate', { xmlBase64: bytes.toString('base64') });
    expect(status).toBe(200);
    const findings = body.data.findings as Body[];
    const at = (f: Body, n: number) => bytes.subarray(f.offset, f.offset + n).toString('utf8');

    const date = findings.find((f) => f.ruleId === 'XSD' && f.bt.includes('BT-2'));
    expect(date).toBeDefined();
    expect(date.xpath).toBe('/ubl:Invoice[1]/cbc:IssueDate[1]');
    expect(date.plain.en).toBe(
      "Invoice issue date (BT-2) must be a date in the form YYYY-MM-DD (e.g. 2024-01-05); found '2024/01/05'.",
    );
    expect(date.plain.de).toMatch(/^Rechnungsdatum \(BT-2\) muss .*JJJJ-MM-TT.*gefunden: '2024\/01\/05'\.$/);
    expect(date.action).toMatchObject({
      kind: 'explain',
      reason: { en: expect.stringMatching(/YYYY-MM-DD/) },
    });
    expect(at(date, 15)).toBe('<cbc:IssueDate>');
    const line = xml.split('\n')[date.line - 1] as string;
    expect(
      [...line]
        .slice(date.column - 1)
        .join('')
        .startsWith('<cbc:IssueDate>'),
    ).toBe(true);

    const sum = findings.find((f) => f.ruleId === 'BR-CO-16');
    expect(sum.values).toEqual({
      term: 'BT-115',
      stated: '400.00',
      computed: '339.15',
      parts: { 'BT-112': '339.15', 'BT-113': '0.00', 'BT-114': '0.00' },
    });
    for (const lang of ['en', 'de']) {
      expect(sum.plain[lang]).toContain('400.00');
      expect(sum.plain[lang]).toContain('339.15');
    }
    // After 'Werkstraße' (ß is two bytes in UTF-8): the byte offset is not the character index.
    expect(sum.offset).toBeGreaterThan(xml.indexOf('<cac:LegalMonetaryTotal>'));
    expect(at(sum, 24)).toBe('<cac:LegalMonetaryTotal>');
    for (const f of findings) {
      expect(f.line, f.ruleId).toEqual(expect.any(Number));
      expect(f.column, f.ruleId).toEqual(expect.any(Number));
      expect(f.offset, f.ruleId).toEqual(expect.any(Number));
    }
  });
});
