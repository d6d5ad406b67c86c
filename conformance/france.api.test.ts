/**
 * The French reform's rules over a real socket (issue 24): every France CTC corpus document and every CEN
 * example invoice sent with `options.rulesets {"france-ctc": …}` (standard and `_WARNING` release) gets the
 * verdict and the error rule ids of FNFE's official XSLT — the corpus's reference verdicts where they cover the
 * document, the SaxonJS reference executor's summaries (conformance/differential-france-reference.json.gz)
 * for the rest; v1 `ruleset_versions` pins alike; a CDAR lifecycle message is judged and read without asking;
 * a French-to-French invoice sent without the option keeps its verdict and gets one offer finding.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Finding, ValidateResult } from '@einvoice/engine';
import { readExpected } from '@einvoice/test-support/corpus/expected';
import { corpusDir, repoRoot } from '@einvoice/test-support/corpus/paths';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseHash, readCache } from './differentialCases.ts';
import { FRANCE_CACHE_FILE, FRANCE_RELEASES, franceCases, franceStamp } from './differentialFrance.ts';

const keyed = keyedServerEnv();
let server: SpawnedProxy | undefined;

beforeAll(async () => {
  server = await spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1' });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  keyed.cleanup();
});

async function call(p: string, body: unknown) {
  const res = await fetch(`${server?.url}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...TEST_AUTH_HEADERS },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const errorIds = (findings: readonly Pick<Finding, 'ruleId' | 'severity'>[]) =>
  [...new Set(findings.filter((f) => f.severity === 'error').map((f) => f.ruleId))].sort();

const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'rulesets/build/manifest.json'), 'utf8'));
const reference = readCache(franceStamp(manifest), FRANCE_CACHE_FILE).results;
const corpusVerdicts = new Map(readExpected('france-ctc').map((r) => [r.file, r]));

/** The official XSLT's verdict and error rule ids from a reference summary (schematron steps only). */
function fromSummary(summary: string) {
  const [head = '', ...lines] = summary.split('\n');
  return {
    rulesPass: !/:fail\b|:error\b/.test(head),
    errors: [...new Set(lines.filter((l) => l.split('|')[1] === 'error').map((l) => l.split('|')[0]))].sort(),
  };
}

describe('the French rules over HTTP', () => {
  it('every corpus document and CEN example, fatal and warning, judged as FNFE’s official XSLT judges it', async () => {
    const cases = franceCases().filter((c) => !c.key.startsWith('fixtures/'));
    expect(cases.length).toBeGreaterThanOrEqual(70);
    let withErrors = 0;
    for (const c of cases) {
      const { status, body } = await call('/api/v3/validate', {
        xml: c.xml,
        options: { rulesets: c.rulesets },
      });
      expect([c.key, status]).toEqual([c.key, 200]);
      const r = body.data as ValidateResult;
      const version = c.rulesets?.['france-ctc'];
      expect(r.rulesets).toContainEqual({ ruleset: 'france-ctc', version, reason: 'pinned' });
      expect(r.verdict.format.family).toBe('france-ctc');
      const file = `france-ctc/${c.key.slice('france-ctc/'.length).split('@')[0]}`;
      const expected = version === '1.4.0.03' ? corpusVerdicts.get(file) : undefined;
      const xsdErrors = r.findings.some((f) => f.ruleId === 'XSD' && f.severity === 'error');
      const schematronFindings = r.findings.filter(
        (f) => f.ruleId !== 'XSD' && !f.oracle.startsWith('service-'),
      );
      if (expected) {
        expect([c.key, r.valid, errorIds(schematronFindings)]).toEqual([
          c.key,
          expected.valid,
          errorIds((expected.findings ?? []).map((f) => ({ ruleId: f.id, severity: 'error' as const }))),
        ]);
      } else {
        const summary = reference[caseHash(c)];
        expect([c.key, summary === undefined]).toEqual([c.key, false]);
        const official = fromSummary(summary as string);
        expect([c.key, r.valid, errorIds(schematronFindings)]).toEqual([
          c.key,
          official.rulesPass && !xsdErrors,
          official.errors,
        ]);
      }
      if (!r.valid && version === '1.4.0.03') withErrors++;
    }
    // The CEN examples carry no French terms: the standard release rejects them all (BT-23, SIREN, …);
    // the transition release flags the same rules as warnings.
    expect(withErrors).toBeGreaterThan(25);
  }, 600_000);

  it('v1 ruleset_versions pins either release; an unknown one is 400 naming both', async () => {
    const xml = fs.readFileSync(path.join(corpusDir, 'en16931-examples/cii/CII_example1.xml'), 'utf8');
    for (const version of FRANCE_RELEASES) {
      const v1 = await call('/api/v1/validate', {
        xml,
        options: { ruleset_versions: { 'france-ctc': version } },
      });
      expect(v1.status).toBe(200);
      // The standard release rejects the missing billing mode; the transition release only warns of it.
      const fatal = version === '1.4.0.03';
      expect(v1.body.data.isValid).toBe(!fatal);
      expect(v1.body.data.rulesetsApplied).toContainEqual({
        id: 'france-ctc',
        version,
        pinned: true,
        reason: 'pinned',
      });
      expect(v1.body.data[fatal ? 'errors' : 'warnings'].map((e: { code: string }) => e.code)).toContain(
        'BR-FR-08_BT-23',
      );
    }
    const bad = await call('/api/v3/validate', { xml, options: { rulesets: { 'france-ctc': '1.3.1' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_OPTION');
    expect(bad.body.error.message).toContain('1.4.0.03-warning');
  }, 60_000);

  it('a CDAR lifecycle message is judged by its XSD and the CDAR rules and read as one, unasked', async () => {
    const file = 'UC4_F202500006_04-CDV-207_En_litige.xml';
    const xml = fs.readFileSync(path.join(corpusDir, 'france-ctc/cdar', file), 'utf8');
    const { status, body } = await call('/api/v3/validate', { xml });
    expect(status).toBe(200);
    const r = body.data as ValidateResult;
    expect([r.valid, r.syntax, r.verdict.format.key]).toEqual([true, 'CDAR', 'france-ctc-cdar']);
    expect(r.verdict.oracles.map((o) => o.id)).toEqual(['xsd-cdar-d22b', 'france-ctc-cdar']);
    // The file's own content: invoice F202500006, status 207 "En_litige", issued by the buyer to the seller.
    expect(r.lifecycle).toMatchObject({
      guidelineId: 'urn.cpro.gouv.fr:1p0:CDV:invoice',
      issuer: { role: 'BY', id: '200000008', scheme: '0002', name: 'ACHETEUR' },
      recipient: { role: 'SE', id: '100000009', scheme: '0002', name: 'VENDEUR' },
      statuses: [
        {
          invoiceNumber: 'F202500006',
          invoiceTypeCode: '380',
          invoiceDate: '20250701',
          statusCode: '207',
          statusName: 'En_litige',
          meaning: { fr: 'En litige', en: 'Disputed', de: 'Strittig' },
          reasons: [{ code: 'TX_TVA_ERR', actionCode: 'NIN' }],
        },
      ],
    });
    // Damaged copies: the PPF's guideline id sent to a platform fails BR-FR-CDV-02 (fatal); a status code
    // outside FNFE's list is a warning only (BR-FR-CDV-CL-06 leaves room for bilateral codes).
    const toPpf = xml.replace(':CDV:invoice<', ':CDV:einvoicingF2<');
    const bad = (await call('/api/v3/validate', { xml: toPpf })).body.data as ValidateResult;
    expect([bad.valid, errorIds(bad.findings)]).toEqual([false, ['BR-FR-CDV-02_MDT-3']]);
    const unlisted = xml.replace('<ram:ProcessConditionCode>207<', '<ram:ProcessConditionCode>299<');
    const warned = (await call('/api/v3/validate', { xml: unlisted })).body.data as ValidateResult;
    expect(warned.valid).toBe(true);
    expect(warned.findings.map((f) => `${f.ruleId}:${f.severity}`)).toContain(
      'BR-FR-CDV-CL-06_MDT-105:warning',
    );
    expect(warned.lifecycle?.statuses[0]?.meaning).toBeNull();
  }, 60_000);

  it('a French-to-French invoice without the option keeps its verdict and gets the offer; the offer runs them', async () => {
    const xml = fs.readFileSync(
      path.join(
        corpusDir,
        'france-ctc/invoices/Facture_F20260024-LE_FOURNISSEUR-POUR-LE_CLIENT_BASICWL_FX_CII_Commentee.xml',
      ),
      'utf8',
    );
    // The same invoice with the buyer in Germany: today's verdict, no offer.
    const buyerDe = xml.replace(
      /(<ram:BuyerTradeParty>[\s\S]*?<ram:CountryID>)FR(<\/ram:CountryID>)/,
      '$1DE$2',
    );
    expect(buyerDe).not.toBe(xml);
    const fr = (await call('/api/v3/validate', { xml })).body.data as ValidateResult;
    const de = (await call('/api/v3/validate', { xml: buyerDe })).body.data as ValidateResult;
    expect(de.findings.some((f) => f.ruleId === 'FR-CTC-OFFER')).toBe(false);
    const offers = fr.findings.filter((f) => f.ruleId === 'FR-CTC-OFFER');
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      severity: 'info',
      bt: ['BT-40', 'BT-55'],
      offer: { options: { rulesets: { 'france-ctc': '1.4.0.03' } } },
    });
    const rest = (r: ValidateResult) =>
      r.findings.filter((f) => f.ruleId !== 'FR-CTC-OFFER').map((f) => f.ruleId);
    expect([fr.valid, fr.verdict, rest(fr)]).toEqual([de.valid, de.verdict, rest(de)]);
    expect(fr.verdict.format.family).toBe('factur-x');
    const asked = (await call('/api/v3/validate', { xml, options: offers[0]?.offer?.options })).body
      .data as ValidateResult;
    expect(asked.verdict.oracles.map((o) => o.id)).toEqual([
      'xsd-facturx-basic-wl',
      'facturx-basic-wl',
      'france-ctc-cii',
    ]);
    expect(asked.valid).toBe(true);
    expect(asked.findings.some((f) => f.ruleId === 'FR-CTC-OFFER')).toBe(false);
  }, 60_000);
});
