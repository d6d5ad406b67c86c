/**
 * The knowledge endpoints over a real socket: proxy/src/main.ts runs as its own process with a
 * provisioned key. Checks the envelope, the public/keyed split of spec 5.3, filters, paging, unknown
 * ids, and that every onboarding sample gives exactly its stated findings through /api/v3/validate.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readOfficialRules } from '@einvoice/test-support/corpus/readOfficialRules';
import { keyedServerEnv, TEST_AUTH_HEADERS } from '@einvoice/test-support/proxy/keyedServerEnv';
import { type SpawnedProxy, spawnProxy } from '@einvoice/test-support/proxy/spawnProxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SPECS, SAMPLES_DIR } from './samples.ts';

const keyed = keyedServerEnv();
let server: SpawnedProxy | undefined;
let base = '';

async function get(p: string, auth = true) {
  const res = await fetch(`${base}${p}`, { headers: auth ? TEST_AUTH_HEADERS : {} });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

async function post(p: string, body: unknown, auth = true) {
  const res = await fetch(`${base}${p}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? TEST_AUTH_HEADERS : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

beforeAll(async () => {
  server = await spawnProxy({ ...keyed.env, ENGINE_WORKERS: '1' });
  base = server.url;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  keyed.cleanup();
});

const KEYED = [
  '/api/v1/countries',
  '/api/v1/countries/DE',
  '/api/v1/rules/DE',
  '/api/v1/deadlines',
  '/api/v1/requirements?seller=DE&buyer=DE&buyerType=b2g',
  '/api/v1/changes?since=2026-01-01',
  '/api/v1/facts/DE',
  '/api/v1/facts/search?q=Leitweg',
  '/api/v1/errors',
  '/api/v1/errors/BR-01',
  '/api/onboarding/samples',
  '/api/onboarding/samples/valid-en16931-ubl/download',
];

describe('public and keyed endpoints (spec 5.3)', () => {
  it('answers GET /v1/rules/upcoming without a key, in the success envelope', async () => {
    const { status, body } = await get('/api/v1/rules/upcoming', false);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(typeof body._meta.processingTimeMs).toBe('number');
    expect(Array.isArray(body.data.upcoming)).toBe(true);
    expect(Array.isArray(body.data.deprecations)).toBe(true);
    for (const u of body.data.upcoming)
      expect(Object.keys(u).sort()).toEqual(
        [
          'breakingChanges',
          'changelog',
          'currentVersion',
          'expectedDate',
          'ruleset',
          'upcomingVersion',
        ].sort(),
      );
  });

  it('lists the announced Peppol BIS 3.0.22 with its mandatory date and rule changes, and nothing past', async () => {
    const { body } = await get('/api/v1/rules/upcoming', false);
    const today = new Date().toISOString().slice(0, 10);
    const peppol = body.data.upcoming.find(
      (u: { upcomingVersion: string }) => u.upcomingVersion === '3.0.22',
    );
    expect(peppol).toMatchObject({
      ruleset: 'peppol',
      currentVersion: '3.0.21',
      expectedDate: '2027-02-24',
      breakingChanges: true,
    });
    // The owner's notes, as the registry records them: not a diff of files we do not have.
    for (const id of [
      'SK-R-001',
      'PEPPOL-COMMON-R058',
      'PEPPOL-EN16931-R140…R276',
      'GR-R-001-5',
      'PEPPOL-COMMON-R054',
    ])
      expect(peppol.changelog).toContain(id);
    expect(peppol.changelog).toContain('not installed yet');
    for (const u of body.data.upcoming) expect(u.expectedDate >= today, u.upcomingVersion).toBe(true);
    // EN 16931:2026 is published but has no artefacts and no date: announced, not upcoming.
    expect(body.data.upcoming.some((u: { ruleset: string }) => u.ruleset === 'en16931')).toBe(false);
    const en = body.data.shipped.find((s: { ruleset: string }) => s.ruleset === 'en16931');
    expect(en.announced[0]).toMatchObject({ expectedDate: null });
    expect(en.announced[0].changelog).toContain('published in March 2026');
  });

  it('refuses every other knowledge endpoint without a key and answers it with one', async () => {
    for (const p of KEYED) {
      const anon = await get(p, false);
      expect(anon.status, p).toBe(401);
      expect(anon.body.error.code, p).toBe('UNAUTHORIZED');
      const res = await fetch(`${base}${p}`, { headers: TEST_AUTH_HEADERS });
      expect(res.status, p).toBe(200);
      expect(res.headers.get('x-ratelimit-limit'), p).not.toBeNull();
      if (!p.endsWith('/download')) {
        const body = await res.json();
        expect(body.success, p).toBe(true);
        expect(body._meta.processingTimeMs, p).toBeGreaterThanOrEqual(0);
      } else await res.arrayBuffer();
    }
    const score = await post(
      '/api/v1/compliance-score',
      { recentValidations: { total: 1, invalid: 0 } },
      false,
    );
    expect(score.status).toBe(401);
  });

  it('marks answers to a test key with _meta.testMode and keeps rate-limit headers on errors', async () => {
    const instant = await post('/api/developers/instant-key', {}, false);
    const key = instant.body.data.key as string;
    const res = await fetch(`${base}/api/v1/countries/FR`, { headers: { authorization: `Bearer ${key}` } });
    const body = await res.json();
    expect(res.headers.get('x-test-mode')).toBe('true');
    expect(body._meta.testMode).toBe(true);
    const live = await get('/api/v1/countries/FR');
    expect(live.body._meta.testMode).toBeUndefined();
    const missing = await get('/api/v1/errors/NOPE-1');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-ratelimit-remaining')).not.toBeNull();
  });
});

describe('countries, rules, deadlines, requirements, changes, facts', () => {
  it('lists countries with sources and the as-of date; unknown codes are 404 with the known list', async () => {
    const list = await get('/api/v1/countries?membership=EEA');
    expect(list.body.data.countries.map((c: any) => c.code).sort()).toEqual(['IS', 'LI', 'NO']);
    expect(list.body.data.asOf).toBe('2026-11-21');
    const de = await get('/api/v1/countries/de');
    expect(de.body.data.code).toBe('DE');
    expect(de.body.data.sources.length).toBeGreaterThan(0);
    const unknown = await get('/api/v1/countries/ZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body.success).toBe(false);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    expect(unknown.body.error.details.known).toContain('FR');
    expect((await get('/api/v1/rules/ZZ')).status).toBe(404);
    expect((await get('/api/v1/facts/ZZ')).status).toBe(404);
    const phasing = await get('/api/v1/countries?b2bStatus=phasing_in');
    expect(phasing.body.data.countries.map((c: any) => c.code)).toContain('DE');
    expect((await get('/api/v1/countries?b2bStatus=sometimes')).status).toBe(400);
    const bad = await get('/api/v1/countries?membership=Mars');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('BAD_REQUEST');
  });

  it('gives the rules of a country with the national rule ids of the official files', async () => {
    const { body } = await get('/api/v1/rules/NL');
    // Peppol's NL rules, and SI-UBL's own (its layer's rule ids, checked in nationalLayers.api.test.ts).
    const nl = new Set([
      ...readOfficialRules()
        .filter((r) => /^NL-R-\d/.test(r.id))
        .map((r) => r.id),
      ...body.data.nationalLayers.flatMap((l: { ruleIds: string[] }) => l.ruleIds),
    ]);
    expect(body.data.nationalLayers.map((l: { ruleset: string }) => l.ruleset)).toEqual(['si-ubl']);
    expect([...body.data.nationalRuleIds].sort()).toEqual([...nl].sort());
  });

  it('filters deadlines and refuses bad dates', async () => {
    const { body } = await get('/api/v1/deadlines?country=PL&past=true');
    expect(body.data.deadlines.length).toBeGreaterThan(0);
    expect(body.data.deadlines.every((d: any) => d.country === 'PL')).toBe(true);
    const dates = body.data.deadlines.map((d: any) => d.date);
    expect(dates).toEqual([...dates].sort());
    const future = await get('/api/v1/deadlines?from=2028-01-01&to=2028-12-31&type=b2b');
    expect(future.body.data.deadlines.every((d: any) => d.date.startsWith('2028') && d.area === 'b2b')).toBe(
      true,
    );
    expect((await get('/api/v1/deadlines?from=2026-13-01')).status).toBe(400);
    expect((await get('/api/v1/deadlines?country=Atlantis')).status).toBe(400);
    const badType = await get('/api/v1/deadlines?type=whatever');
    expect(badType.status).toBe(400);
    expect(badType.body.error.details.allowed).toContain('issue');
  });

  it('answers a trade lane with the rule behind it, and needs seller and buyer', async () => {
    const { body } = await get('/api/v1/requirements?seller=at&buyer=de&buyerType=b2g');
    const id = body.data.requirements.find((r: any) => r.topic === 'identifier');
    expect(id.rules.map((r: any) => r.ruleId)).toContain('BR-DE-15');
    expect((await get('/api/v1/requirements?seller=DE')).status).toBe(400);
    expect((await get('/api/v1/requirements?seller=DE&buyer=DE&buyerType=b2c')).status).toBe(400);
    expect((await get('/api/v1/requirements?seller=DE&buyer=QQ')).status).toBe(404);
  });

  it('lists changes since a date, by country and type', async () => {
    const { body } = await get('/api/v1/changes?since=2026-09-01&country=FR&type=issue');
    expect(body.data.changes.length).toBeGreaterThan(0);
    expect(
      body.data.changes.every((c: any) => c.country === 'FR' && c.type === 'issue' && c.date >= '2026-09-01'),
    ).toBe(true);
  });

  it('searches facts in German and English and refuses an empty query', async () => {
    const de = await get(`/api/v1/facts/search?q=${encodeURIComponent('Rechnungsempfänger')}&lang=de`);
    const folded = await get('/api/v1/facts/search?q=Rechnungsempfaenger&lang=de');
    const en = await get('/api/v1/facts/search?q=invoice%20recipient&lang=en');
    expect(de.body.data.results[0].id).toBe('HR-F02');
    expect(folded.body.data.results[0].id).toBe('HR-F02');
    expect(en.body.data.results.slice(0, 3).map((r: any) => r.id)).toContain('HR-F02');
    expect(de.body.data.results[0].sources.length).toBeGreaterThan(0);
    expect(de.body.data.asOf).toBe('2026-11-21');
    expect((await get('/api/v1/facts/search?q=')).status).toBe(400);
    expect((await get('/api/v1/facts/search?q=x&lang=fr')).status).toBe(400);
    const eu = await get('/api/v1/facts/eu');
    expect(eu.body.data.facts.map((f: any) => f.id)).toContain('EU-VIDA-F02');
  });
});

describe('error catalogue', () => {
  it('pages through every rule and filters', async () => {
    const first = await get('/api/v1/errors?limit=100');
    const total = first.body.data.total;
    expect(total).toBeGreaterThan(1300);
    expect(first.body.data.errors).toHaveLength(100);
    const last = await get(`/api/v1/errors?limit=100&page=${Math.ceil(total / 100)}`);
    expect(last.body.data.errors.length).toBe(total - 100 * (Math.ceil(total / 100) - 1));
    const beyond = await get(`/api/v1/errors?limit=100&page=${Math.ceil(total / 100) + 1}`);
    expect(beyond.body.data.errors).toEqual([]);
    expect((await get('/api/v1/errors?limit=101')).status).toBe(400);
    expect((await get('/api/v1/errors?page=0')).status).toBe(400);
    const de = await get('/api/v1/errors?ruleset=xrechnung&country=DE&bt=BT-10&severity=error');
    expect(de.body.data.errors.map((e: any) => e.ruleId)).toEqual(['BR-DE-15']);
    const q = await get(`/api/v1/errors?q=${encodeURIComponent('Käuferreferenz')}`);
    expect(q.body.data.errors.map((e: any) => e.ruleId)).toContain('BR-DE-15');
    expect((await get('/api/v1/errors?ruleset=fantasy')).status).toBe(400);
  });

  it('gives one rule with its texts, repair class and examples; unknown ids are 404', async () => {
    const { body } = await get('/api/v1/errors/BR-01');
    expect(body.data.plain.de).toMatch(/Spezifikationskennung/);
    expect(['auto', 'input', 'blocked']).toContain(body.data.repair);
    expect(body.data.examples.failing.file).toMatch(/BR-01/);
    const missing = await get('/api/v1/errors/NOPE-1');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
  });
});

describe('compliance score', () => {
  it('scores a business and refuses malformed bodies', async () => {
    const ok = await post('/api/v1/compliance-score', {
      lanes: [{ from: 'BE', to: 'BE', buyerType: 'b2b', monthlyVolume: 10 }],
      formats: ['Peppol BIS Billing 3.0'],
      channels: ['Peppol'],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.score).toBe(100);
    expect(ok.body.data.parts.map((p: any) => p.part)).toEqual([
      'deadlines',
      'formats',
      'channels',
      'errors',
    ]);
    const pdf = await post('/api/v1/compliance-score', {
      lanes: [{ from: 'BE', to: 'BE', buyerType: 'b2b' }],
      formats: ['PDF'],
    });
    // Belgium's B2B mandate has applied since 2026-01-01: the whole lane misses it.
    expect(pdf.body.data.score).toBe(60);
    expect(pdf.body.data.parts[0].items[0].sources.length).toBeGreaterThan(0);
    // Every text a reader meets comes in French too, and says the same date as the English.
    expect(pdf.body.data.parts[0].items[0].reason.fr).toMatch(
      /^BE→BE B2B : la facture électronique est obligatoire depuis le 2026-01-01/,
    );
    expect(pdf.body.data.parts[0].items[0].reason.en).toMatch(/since 2026-01-01/);
    expect(pdf.body.data.parts.map((p: any) => p.label.fr)).toEqual([
      'Échéances manquées ou à venir',
      'Formats non acceptés dans un flux',
      'Canaux de transmission',
      'Taux d’erreur des validations récentes',
    ]);
    expect(pdf.body.data.parts.every((p: any) => p.method.fr.length > 0)).toBe(true);
    expect(pdf.body.data.formula.fr).toMatch(/^score = 100 − échéances/);
    expect((await post('/api/v1/compliance-score', '{not json')).status).toBe(400);
    const bad = await post('/api/v1/compliance-score', { lanes: [{ from: 'BE' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.issues.length).toBeGreaterThan(0);
  });
});

describe('onboarding samples', () => {
  it('lists the samples, the hybrid PDF among the available ones, and serves each file', async () => {
    const { body } = await get('/api/onboarding/samples');
    const ids = body.data.samples.map((s: any) => s.id);
    expect(ids).toEqual(SAMPLE_SPECS.map((s) => s.id));
    for (const s of body.data.samples) {
      expect(s.title.fr, s.id).toMatch(/\S/);
      expect(s.description.fr, s.id).toMatch(/\S/);
    }
    // The country-rules samples name France: their texts say why no French rule fires, in all three languages.
    const deIt = body.data.samples.find((s: any) => s.id === 'country-rules-de-it');
    expect([deIt.description.en, deIt.description.de, deIt.description.fr].join(' ')).toMatch(
      /france-ctc.*france-ctc.*france-ctc/,
    );
    expect(body.data.samples.every((s: any) => s.available && s.unavailableReason === null)).toBe(true);
    expect(body.data.samples.find((s: any) => s.id === 'hybrid-pdf')).toMatchObject({
      syntax: 'PDF',
      downloadUrl: '/api/onboarding/samples/hybrid-pdf/download',
    });
    for (const s of body.data.samples.filter((x: any) => x.available)) {
      const res = await fetch(`${base}${s.downloadUrl}`, { headers: TEST_AUTH_HEADERS });
      expect(res.headers.get('content-disposition')).toContain(s.fileName);
      const bytes = Buffer.from(await res.arrayBuffer());
      // Buffer.equals: a deep equality over the PDF's million bytes takes longer than the server keeps the
      // connection alive for the next request.
      expect(bytes.equals(readFileSync(path.join(SAMPLES_DIR, s.fileName))), s.id).toBe(true);
      if (s.syntax !== 'PDF') continue;
      // A PDF by its type and header, with an embedded file (the invoice) in it.
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.includes('/EmbeddedFile')).toBe(true);
    }
    expect((await get('/api/onboarding/samples/no-such-sample/download')).status).toBe(404);
  });

  it('gives exactly the stated findings through /api/v3/validate', async () => {
    for (const s of SAMPLE_SPECS.filter((x) => x.file)) {
      const xml = readFileSync(path.join(SAMPLES_DIR, s.file as string)).toString('base64');
      const { status, body } = await post('/api/v3/validate', { xmlBase64: xml });
      expect(status, s.id).toBe(200);
      expect(body.data.valid, s.id).toBe(s.expected.valid);
      const got = body.data.findings.map((f: any) => `${f.ruleId}/${f.severity}`).sort();
      expect(got, s.id).toEqual(s.expected.findings.map((f) => `${f.ruleId}/${f.severity}`).sort());
    }
  });
});
