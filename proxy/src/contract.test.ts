/**
 * Contract points of issue 25 over real HTTP, on one server with an injected clock (legacyServer): what the
 * headers, quotas, deprecation marks and answers say must be what the service does. Expected values come
 * from the spec (interface-spec.md §4.8, §8, §9) and from independent readings of the inputs, never from
 * the code under test.
 */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, rulesetsDir } from '@einvoice/test-support/corpus/paths';
import { apiCall } from '@einvoice/test-support/proxy/apiCall';
import { corpus, type LegacyServer, startLegacyServer } from '@einvoice/test-support/proxy/legacyServer';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const VALID = corpus('xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml');

let s: LegacyServer;
beforeAll(async () => {
  s = await startLegacyServer('pglite');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const get = async (path: string, key: string) => {
  const res = await fetch(`${s.url}${path}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, headers: res.headers, body: await res.json() };
};
const rateHeaders = (h: Headers) => ['limit', 'remaining', 'reset'].map((n) => h.get(`x-ratelimit-${n}`));

/** The page a 402's upgradeUrl names, resolved as a client would against the answering server. */
async function followUpgradeUrl(upgradeUrl: string, language: string) {
  const res = await fetch(new URL(upgradeUrl, s.url), { headers: { 'accept-language': language } });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

describe('instant key: the rate headers say what it allows (spec 4.8: 10 requests, one hour)', () => {
  it('states its 10 requests and its expiry in X-RateLimit-* on v3 and v1, then answers 402 with a working upgradeUrl', async () => {
    const minted = await (await fetch(`${s.url}/api/developers/instant-key`, { method: 'POST' })).json();
    const { key, requestLimit, expiresAt } = minted.data;
    expect(requestLimit).toBe(10);
    const reset = String(Math.ceil(Date.parse(expiresAt) / 1000));
    const remaining: string[] = [];
    for (let i = 0; i < 9; i++) {
      const a =
        i % 2 === 0
          ? await apiCall(`${s.url}/api/v3/validate`, key, { xml: VALID })
          : await apiCall(`${s.url}/api/v1/validate`, key, { xml: VALID });
      expect(a.status).toBe(200);
      const [limit, left, resetAt] = rateHeaders(a.headers);
      expect([limit, resetAt]).toEqual([String(requestLimit), reset]);
      remaining.push(left as string);
    }
    // The tenth request reads its usage: ten of ten, a period that ends when the key does.
    const usage = await get('/api/v1/fixer/usage', key);
    expect(rateHeaders(usage.headers)).toEqual(['10', '0', reset]);
    expect(remaining).toEqual(['9', '8', '7', '6', '5', '4', '3', '2', '1']);
    expect(usage.body.data.usage).toMatchObject({ flows_used: 10, flows_limit: 10, flows_remaining: 0 });
    expect(usage.body.data.period).toEqual({
      start: new Date(Date.parse(expiresAt) - 3_600_000).toISOString(),
      end: expiresAt,
    });
    expect([usage.body.data.resets_at, usage.body.data.overage]).toEqual([expiresAt, null]);
    for (const path of ['/api/v3/validate', '/api/v1/validate']) {
      const over = await apiCall(`${s.url}${path}`, key, { xml: VALID });
      expect([over.status, over.body.error.code]).toEqual([402, 'QUOTA_EXCEEDED']);
      expect(rateHeaders(over.headers)).toEqual(['10', '0', reset]);
      const page = await followUpgradeUrl(over.body.error.details.upgradeUrl, 'en');
      expect([page.status, page.type]).toEqual([200, 'text/html; charset=UTF-8']);
      expect(page.text).toContain('Starter');
    }
  });
});

describe('quota and overage (spec 8)', () => {
  it('serves Starter past its 1,000 and reports the units over and 50 EUR per 1,000 in usage', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await apiCall(`${s.url}/api/v3/validate`, s.keys.starterFull, { xml: VALID })).status).toBe(
        200,
      );
    }
    expect((await apiCall(`${s.url}/api/v1/validate`, s.keys.starterFull, { xml: VALID })).status).toBe(200);
    const batch = await apiCall(`${s.url}/api/v1/validate/batch`, s.keys.starterFull, {
      invoices: Array.from({ length: 16 }, () => ({ xml: VALID })),
    });
    expect(batch.body.data.results.every((r: { success: boolean }) => r.success)).toBe(true);
    const usage = await get('/api/v1/fixer/usage', s.keys.starterFull);
    // 1,000 + 3 + 1 + 16 = 1,020 invoices: 20 over, 20 × 50 / 1,000 = 1 EUR.
    expect(usage.body.data.usage).toEqual({
      flows_used: 1020,
      flows_limit: 1000,
      flows_remaining: 0,
      percentage: 100,
    });
    expect(usage.body.data.overage).toEqual({ units: 20, amount_eur: 1, eur_per_1000: 50 });
    expect(usage.body.data.resets_at).toBe('2026-12-01T00:00:00.000Z');
  });

  it('refuses the Free Trial at its 100 with 402 and an upgradeUrl that answers a plans page in en and de', async () => {
    const over = await apiCall(`${s.url}/api/v3/validate`, s.keys.trialFull, { xml: VALID });
    expect([over.status, over.body.error.code, over.body.error.details.limit]).toEqual([
      402,
      'QUOTA_EXCEEDED',
      100,
    ]);
    const en = await followUpgradeUrl(over.body.error.details.upgradeUrl, 'en-GB,en;q=0.8');
    expect(en.status).toBe(200);
    expect(en.text).toMatch(/<html lang="en">/);
    expect(en.text).toMatch(/Free Trial<\/th>\s*<td>100 in total, never reset/);
    expect(en.text).toMatch(/Starter<\/th>\s*<td>1,000 a month<\/td>\s*<td>served, 50 EUR per 1,000/);
    const de = await followUpgradeUrl(over.body.error.details.upgradeUrl, 'de-DE,de;q=0.9');
    expect(de.text).toMatch(/<html lang="de">/);
    expect(de.text).toMatch(
      /Pro<\/th>\s*<td>5\.000 pro Monat<\/td>\s*<td>werden bearbeitet, 50 EUR je 1\.000/,
    );
    const v1 = await apiCall(`${s.url}/api/v1/validate`, s.keys.trialFull, { xml: VALID });
    expect([v1.status, v1.body.error.code, v1.body.error.details.upgradeUrl]).toEqual([
      402,
      'QUOTA_EXCEEDED',
      over.body.error.details.upgradeUrl,
    ]);
    const usage = await get('/api/v1/fixer/usage', s.keys.trialFull);
    expect(usage.body.data.period.end).toBe('9999-12-31T23:59:59.999Z');
    expect([usage.body.data.resets_at, usage.body.data.overage]).toEqual(['9999-12-31T23:59:59.999Z', null]);
  });
});

describe('v2 is deprecated (spec 9.3)', () => {
  const IMF_FIXDATE =
    /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

  it('marks every v2 answer with Deprecation (RFC 9745) and a Sunset (RFC 8594) at least six months later', async () => {
    const answers = [
      await apiCall(`${s.url}/api/v2/validate-and-fix`, s.keys.scale, { xml: VALID }),
      await apiCall(`${s.url}/api/v2/validate-and-fix`, undefined, { xml: VALID }),
      await apiCall(`${s.url}/api/v2/validate-and-fix`, s.keys.scale, '{"xml": '),
      await apiCall(`${s.url}/api/v2/no-such-route`, s.keys.scale, {}),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 401, 400, 404]);
    for (const a of answers) {
      const deprecation = a.headers.get('deprecation') ?? '';
      const sunset = a.headers.get('sunset') ?? '';
      expect(deprecation).toMatch(/^@\d+$/);
      expect(sunset).toMatch(IMF_FIXDATE);
      const notice = new Date(Number(deprecation.slice(1)) * 1000);
      notice.setUTCMonth(notice.getUTCMonth() + 6);
      expect(Date.parse(sunset)).toBeGreaterThanOrEqual(notice.getTime());
      expect(a.headers.get('link')).toBe('</api/v3/openapi.json>; rel="successor-version"');
    }
    const v1 = await apiCall(`${s.url}/api/v1/validate`, s.keys.scale, { xml: VALID });
    expect([v1.status, v1.headers.get('deprecation'), v1.headers.get('sunset')]).toEqual([200, null, null]);
  });

  it('says deprecated: true on the v2 operation of the earlier interface’s OpenAPI, and only there', async () => {
    const doc = await (await fetch(`${s.url}/api/v1/openapi.json`)).json();
    const deprecated = Object.entries(doc.paths as Record<string, Record<string, { deprecated?: boolean }>>)
      .flatMap(([path, ops]) => Object.values(ops).map((op) => [path, op.deprecated === true] as const))
      .filter(([, d]) => d)
      .map(([path]) => path);
    expect(deprecated).toEqual(['/v2/validate-and-fix']);
  });
});

describe('conversion refusals say which kind they are (details.reason)', () => {
  // Its TaxCurrencyCode equals the document currency with no tax total in it: CII has no place for BT-6 then.
  const LOSSY = corpus('en16931-examples/ubl/sample-discount-price.xml');

  it('loss is CONVERSION_LOSSY with reason values-lost naming the terms, on v3 and v1; allowLoss accepts it', async () => {
    const v3 = await apiCall(`${s.url}/api/v3/convert`, s.keys.scale, { xml: LOSSY, target: 'en16931-cii' });
    expect([v3.status, v3.body.error.code]).toEqual([422, 'CONVERSION_LOSSY']);
    expect(v3.body.error.details.reason).toMatchObject({ code: 'values-lost', terms: ['BT-6', 'BT-111'] });
    expect(v3.body.error.details.reason.message.de).toMatch(/allowLoss/);
    const v1 = await apiCall(`${s.url}/api/v1/convert`, s.keys.scale, { xml: LOSSY, target: 'CII' });
    expect([v1.status, v1.body.error.code, v1.body.error.details.reason.code]).toEqual([
      422,
      'CONVERSION_LOSSY',
      'values-lost',
    ]);
    const allowed = await apiCall(`${s.url}/api/v3/convert`, s.keys.scale, {
      xml: LOSSY,
      target: 'en16931-cii',
      allowLoss: true,
    });
    expect([allowed.status, allowed.body.data.lossless]).toEqual([200, false]);
  });
});

/**
 * The element a positional path (`/ubl:Invoice[1]/cac:X[2]/cbc:Y[1]`) names in `xml`, walked with xmldom by
 * local name and position among same-named siblings: a reading independent of the engine's.
 */
function elementAt(xml: string, path: string): Element | null {
  let node: Element | null = null;
  for (const step of path.split('/').slice(1)) {
    const m = /^(?:[\w-]+:)?([\w-]+)\[(\d+)\]$/.exec(step);
    if (!m) return null;
    const [, local, at] = m;
    const parent: { childNodes: ArrayLike<unknown> } =
      node ?? new DOMParser().parseFromString(xml, 'text/xml');
    const same = Array.from(parent.childNodes as ArrayLike<Element>).filter(
      (c) => c.nodeType === 1 && c.localName === local,
    );
    node = same[Number(at) - 1] ?? null;
    if (!node) return null;
  }
  return node;
}

describe('applied_fixes name the element changed and its old value', () => {
  // The buyer's country code (the second IdentificationCode) in lower case: BR-CL-14, repaired to DE.
  let seen = 0;
  const BROKEN = VALID.replace(/<cbc:IdentificationCode>DE</g, (m) =>
    ++seen === 2 ? '<cbc:IdentificationCode>de<' : m,
  );
  const BUYER_COUNTRY =
    '/ubl:Invoice[1]/cac:AccountingCustomerParty[1]/cac:Party[1]/cac:PostalAddress[1]/cac:Country[1]/cbc:IdentificationCode[1]';

  it('on v1 fixer/fix and in v3 fix changes', async () => {
    expect(elementAt(BROKEN, BUYER_COUNTRY)?.textContent).toBe('de');
    const v1 = await apiCall(`${s.url}/api/v1/fixer/fix`, s.keys.scale, {
      xml: BROKEN,
      error_codes: ['BR-CL-14'],
    });
    expect(v1.status).toBe(200);
    expect(v1.body.data.applied_fixes).toEqual([
      expect.objectContaining({ target_xpath: BUYER_COUNTRY, before_value: 'de', after_value: 'DE' }),
    ]);
    const v3 = await apiCall(`${s.url}/api/v3/fix`, s.keys.scale, { xml: BROKEN });
    expect(v3.body.data.changes).toEqual([
      expect.objectContaining({ xpath: BUYER_COUNTRY, before: 'de', value: 'DE' }),
    ]);
  });

  it('an answer that inserts an element names the element inserted, with nothing before it', async () => {
    const noLeitwegId = VALID.replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '');
    const first = await apiCall(`${s.url}/api/v2/validate-and-fix`, s.keys.scale, {
      xml: noLeitwegId,
      remediation_policy: 'safe',
    });
    const answered = await apiCall(`${s.url}${first.body.data._links.fixWithInput}`, s.keys.scale, {
      xml: noLeitwegId,
      values: { 'BT-10': '04011000-12345-03' },
    });
    expect(answered.status).toBe(200);
    const [fix] = answered.body.data.applied_fixes;
    expect(fix).toMatchObject({ target_xpath: '/ubl:Invoice[1]/cbc:BuyerReference[1]', before_value: '' });
    expect(elementAt(answered.body.data.fixed_xml, fix.target_xpath)?.textContent).toBe('04011000-12345-03');
  });
});

describe('v2 engine names the pipeline that ran (spec 2.4: orchestrator, safe-fixer or hybrid)', () => {
  it('orchestrator validates only, safe-fixer repairs without asking, hybrid repairs and asks', async () => {
    const v2 = (xml: string, remediation_policy: string) =>
      apiCall(`${s.url}/api/v2/validate-and-fix`, s.keys.scale, { xml, remediation_policy });
    // Lower-case seller country (BR-CL-14): repaired without a question.
    const lowerCountry = VALID.replace('<cbc:IdentificationCode>DE<', '<cbc:IdentificationCode>de<');
    // No Leitweg-ID (BR-DE-15) besides: a question only the caller answers.
    const alsoNoLeitwegId = lowerCountry.replace(/<cbc:BuyerReference>[^<]*<\/cbc:BuyerReference>/, '');
    const none = await v2(alsoNoLeitwegId, 'none');
    const safe = await v2(lowerCountry, 'safe');
    const hybrid = await v2(alsoNoLeitwegId, 'safe');
    expect([none.body.data.engine, none.body.data.fixesApplied]).toEqual(['orchestrator', 0]);
    expect([safe.body.data.engine, safe.body.data.fixedValid]).toEqual(['safe-fixer', true]);
    expect([
      hybrid.body.data.engine,
      hybrid.body.data.fixesApplied,
      hybrid.body.data.fixSummary.needsInput,
    ]).toEqual(['hybrid', 1, 1]);
  });
});

describe('/v1/deadlines and /v1/changes: year-only dates are not mixed among the days', () => {
  const RANK: Record<string, number> = { day: 0, month: 1, year: 2 };
  /** Ordered by sortDate, then from precise to vague, each sortDate the first day its date can mean. */
  const expectDateOrder = (items: { date: string; sortDate: string; datePrecision: string }[]) => {
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      expect(item.sortDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(item.sortDate.startsWith(item.date.slice(0, item.datePrecision === 'year' ? 4 : 7))).toBe(true);
      if (item.date.length === 4) expect(item.datePrecision).toBe('year');
    }
    const keys = items.map((i) => `${i.sortDate} ${RANK[i.datePrecision]}`);
    expect(keys).toEqual([...keys].sort());
  };

  it('sorts by a comparable day with the precision said, "2027" after the 2027-01-01s', async () => {
    const { body } = await get('/api/v1/deadlines?past=true', s.keys.scale);
    const items = body.data.deadlines;
    expectDateOrder(items);
    // The dataset's one year-only deadline (Estonia, 2027) follows every deadline on 2027-01-01.
    const dates: string[] = items.map((d: { date: string }) => d.date);
    const yearOnly = dates.indexOf('2027');
    expect(items[yearOnly]).toMatchObject({ country: 'EE', datePrecision: 'year', sortDate: '2027-01-01' });
    expect(dates.lastIndexOf('2027-01-01')).toBeLessThan(yearOnly);
    const changes = await get('/api/v1/changes?since=2020-01-01', s.keys.scale);
    expectDateOrder(changes.body.data.changes);
  });
});

describe('kositVerified for a plain EN 16931 invoice', () => {
  const sample = readFileSync(path.join(repoRoot, 'fixtures/samples/valid-en16931-ubl.xml'), 'utf8');

  it('is true where KoSIT’s own EN 16931 scenario matches and accepts, false where no KoSIT scenario matches', async () => {
    // KoSIT's configuration has a plain EN 16931 scenario for UBL invoices matching exactly this identifier.
    const template = readFileSync(path.join(rulesetsDir, 'kosit/scenarios.template.xml'), 'utf8');
    expect(template).toContain(
      "<match>exists(/invoice:Invoice[ cbc:CustomizationID/text() = 'urn:cen.eu:en16931:2017' ])</match>",
    );
    expect(sample).toContain('<cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>');
    const plain = await apiCall(`${s.url}/api/v3/validate`, s.keys.scale, { xml: sample });
    expect(plain.body.data.verdict).toMatchObject({
      valid: true,
      kositVerified: true,
      format: { key: 'en16931' },
    });
    // An identifier no KoSIT scenario matches is judged as EN 16931 too, but KoSIT would not accept it.
    const unknownId = sample.replace(
      '>urn:cen.eu:en16931:2017<',
      '>urn:cen.eu:en16931:2017#compliant#urn:example.com:none<',
    );
    const fallback = await apiCall(`${s.url}/api/v3/validate`, s.keys.scale, { xml: unknownId });
    expect(fallback.body.data.verdict).toMatchObject({ valid: true, kositVerified: false });
  });
});

describe('advice that names the party the rule is about', () => {
  it('UBL-SR-53 at the buyer’s tax scheme does not send the user to the seller’s VAT identifier', async () => {
    const at = VALID.indexOf('<cac:PartyLegalEntity>', VALID.indexOf('<cac:AccountingCustomerParty>'));
    const xml = `${VALID.slice(0, at)}<cac:PartyTaxScheme><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>${VALID.slice(at)}`;
    const { body } = await apiCall(`${s.url}/api/v3/validate`, s.keys.scale, { xml });
    const finding = body.data.findings.find((f: { ruleId: string }) => f.ruleId === 'UBL-SR-53');
    expect(finding.xpath).toMatch(
      /^\/ubl:Invoice\[1\]\/cac:AccountingCustomerParty\[1\]\/cac:Party\[1\]\/cac:PartyTaxScheme\[1\]$/,
    );
    expect(finding.action.kind).toBe('explain');
    expect(finding.action.reason.en).toMatch(/buyer \(BT-48\)/);
  });
});
