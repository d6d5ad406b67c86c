/**
 * The knowledge queries against the dataset itself (../shared/data/eu-einvoicing.json, read here
 * independently) and the official rule files (regex count of test-support/src/corpus/readOfficialRules).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { KnowledgeError } from '@einvoice/knowledge';
import { rulesetsDir } from '@einvoice/test-support/corpus/paths';
import { readOfficialRules } from '@einvoice/test-support/corpus/readOfficialRules';
import { readFrenchRules } from '@einvoice/test-support/france/readFrenchRules';
import { describe, expect, it } from 'vitest';
import { createKnowledge } from './knowledge.ts';

const TODAY = '2026-11-24';
const raw = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../../shared/data/eu-einvoicing.json'), 'utf8'),
);
const k = createKnowledge();
const official = readOfficialRules().filter((r) => !path.basename(r.file).startsWith('CEN-EN16931-'));

function errorOf(f: () => unknown): KnowledgeError {
  try {
    f();
  } catch (e) {
    if (e instanceof KnowledgeError) return e;
    throw e;
  }
  throw new Error('expected a KnowledgeError');
}

describe('countries', () => {
  it('lists every jurisdiction of the dataset, each with sources, the as-of date and a confidence note when not high', () => {
    const list = k.countries.list({}) as any;
    expect(list.asOf).toBe(raw.meta.as_of);
    expect(list.countries.map((c: any) => c.code).sort()).toEqual([...raw.meta.jurisdictions].sort());
    for (const c of list.countries) {
      expect(c.sources.length, c.code).toBeGreaterThan(0);
      for (const s of c.sources) expect(s.url).toMatch(/^https?:\/\//);
      expect(c.confidenceNote === null, c.code).toBe(c.confidence === 'high');
    }
    const medium = list.countries.find((c: any) => c.confidence === 'medium');
    expect(medium.confidenceNote.de).toMatch(/Mittlere Sicherheit/);
  });

  it('answers every country by code in any case and by alias; an unknown code names the known ones', () => {
    for (const code of raw.meta.jurisdictions as string[]) {
      const d = k.countries.detail(code.toLowerCase()) as any;
      expect(d.code).toBe(code);
      expect(d.asOf).toBe(raw.meta.as_of);
      expect(d.sources.length).toBeGreaterThan(0);
      expect(d.b2g.sources.length + d.b2b.sources.length).toBeGreaterThan(0);
    }
    expect((k.countries.detail('UK') as any).code).toBe('GB');
    expect((k.countries.detail('el') as any).code).toBe('GR');
    const e = errorOf(() => k.countries.detail('XX'));
    expect(e.code).toBe('NOT_FOUND');
    expect((e.details as any).known).toContain('DE');
  });

  it('lists for Germany the XRechnung rules and Peppol DE rules the official files hold', () => {
    const rules = k.countries.rules('DE') as any;
    const xr = rules.rulesets.find((r: any) => r.ruleset === 'xrechnung');
    const fromSch = new Set(
      official.filter((r) => r.file.includes('xrechnung') && /^BR-DE-\d/.test(r.id)).map((r) => r.id),
    );
    expect(fromSch.size).toBeGreaterThan(20);
    for (const id of fromSch) expect(xr.ruleIds).toContain(id);
    const peppol = rules.rulesets.find((r: any) => r.ruleset === 'peppol');
    const deR = new Set(official.filter((r) => /^DE-R-\d/.test(r.id)).map((r) => r.id));
    expect([...peppol.ruleIds].sort()).toEqual([...deR].sort());
    expect(rules.sources.length).toBeGreaterThan(0);
    // Italy: Peppol's IT-R rules; France: FNFE's BR-FR rules for invoices, as its schematrons hold them.
    const it = k.countries.rules('it') as any;
    expect(it.nationalRuleIds).toEqual(expect.arrayContaining(['IT-R-001', 'IT-R-002']));
    const fr = k.countries.rules('FR') as any;
    const brFr = new Set(
      readFrenchRules(rulesetsDir)
        .filter((r) => r.file.startsWith('BR-FR-Flux2'))
        .map((r) => r.id),
    );
    expect(brFr.size).toBeGreaterThan(100);
    expect(fr.nationalRuleIds).toEqual(expect.arrayContaining([...brFr]));
    expect(fr.note).toBeNull();
    // A country without rules of its own says so.
    const at = k.countries.rules('AT') as any;
    expect(at.nationalRuleIds).toEqual([]);
    expect(at.note.de).toMatch(/keine eigenen Regeln/);
  });
});

describe('deadlines and changes', () => {
  it('sorts by date and leaves past deadlines out unless asked', () => {
    const upcoming = k.timeline.deadlines({ includePast: false }, TODAY) as any;
    const dates = upcoming.deadlines.map((d: any) => d.date);
    expect(upcoming.deadlines.every((d: any) => d.timing === 'upcoming')).toBe(true);
    const all = k.timeline.deadlines({ includePast: true }, TODAY) as any;
    expect(all.total).toBe(raw.deadlines.length);
    expect(all.total).toBeGreaterThan(upcoming.total);
    const sortDates = all.deadlines.map((d: any) => raw.deadlines.find((r: any) => r.id === d.id).sort_date);
    expect(sortDates).toEqual([...sortDates].sort());
    expect(dates.length).toBe(upcoming.total);
  });

  it('filters by country, range and type, each answer cited', () => {
    const de = k.timeline.deadlines({ country: 'DE', includePast: false }, TODAY) as any;
    expect(de.deadlines.map((d: any) => d.date)).toEqual(['2027-01-01', '2028-01-01']);
    const issue2027 = k.timeline.deadlines(
      { from: '2027-01-01', to: '2027-12-31', type: 'issue', includePast: false },
      TODAY,
    ) as any;
    expect(issue2027.total).toBeGreaterThan(0);
    for (const d of issue2027.deadlines) {
      expect(d.obligation).toBe('issue');
      expect(d.date >= '2027' && d.date <= '2027-12-31').toBe(true);
      expect(d.sources.length).toBeGreaterThan(0);
    }
    const changes = k.timeline.changes({ since: '2026-08-01', country: 'EU' }, TODAY) as any;
    expect(changes.changes.map((c: any) => c.id)).toContain('DL-016');
    expect(changes.changes.every((c: any) => c.date >= '2026-08-01' && c.country === 'EU')).toBe(true);
  });
});

describe('requirements', () => {
  it('names the Leitweg-ID for German B2G with the rules that enforce it', () => {
    const r = k.requirements('DE', 'DE', 'b2g') as any;
    const leitweg = r.requirements.find((x: any) => x.topic === 'identifier');
    expect(leitweg.value).toMatch(/Leitweg-ID/);
    expect(leitweg.rules.map((x: any) => x.ruleId)).toEqual(expect.arrayContaining(['BR-DE-15', 'DE-R-015']));
    expect(r.requirements.find((x: any) => x.topic === 'cius').rules.map((x: any) => x.ruleId)).toContain(
      'BR-DE-21',
    );
    expect(r.laneRecords.map((x: any) => x.id)).toEqual(
      expect.arrayContaining(['DE-b2g-federal', 'EU-b2g-receive']),
    );
    expect(r.sources.length).toBeGreaterThan(0);
  });

  it('tells a cross-border B2B seller that the domestic mandate is not theirs and cites ViDA', () => {
    const r = k.requirements('DE', 'FR', 'b2b') as any;
    expect(r.domestic).toBe(false);
    expect(r.laneRecords.map((x: any) => x.id)).toEqual(['EU-intra-b2b-2030']);
    expect(r.requirements[0].value).toMatch(/established/);
  });

  it("carries the buyer country's content rules (Croatia: OIB, KPD codes)", () => {
    const r = k.requirements('HR', 'HR', 'b2b') as any;
    const content = r.requirements.filter((x: any) => x.topic === 'content').map((x: any) => x.value);
    expect(content).toEqual(raw.countries.find((c: any) => c.code === 'HR').rules.country_requirements);
    expect(r.laneRecords.map((x: any) => x.id)).toContain('HR-b2b-domestic');
  });
});

describe('facts', () => {
  it('gives every fact of the dataset a German title and summary, with sources', () => {
    const all = raw.facts_index.map((f: any) => f.country);
    for (const code of new Set<string>(all)) {
      const facts = k.facts.ofCountry(code) as any;
      for (const f of facts.facts) {
        expect(f.title.de.length, f.id).toBeGreaterThan(5);
        expect(f.summary.de.length, f.id).toBeGreaterThan(20);
        expect(f.summary.en).toBe(raw.facts_index.find((x: any) => x.id === f.id).text);
        expect(f.sources.length, f.id).toBeGreaterThan(0);
      }
    }
  });

  it('finds the same fact by its German spelling, its folded spelling and its English words', () => {
    const top = (q: string, lang?: 'de' | 'en') =>
      (k.facts.search(q, { lang, limit: 3 }) as any).results.map((r: any) => r.id);
    expect(top('Rechnungsempfänger', 'de')[0]).toBe('HR-F02');
    expect(top('Rechnungsempfaenger', 'de')[0]).toBe('HR-F02');
    expect(top('invoice recipient', 'en')).toContain('HR-F02');
    // Stemming: plural and inflected forms meet the singular.
    expect(top('Kleinunternehmern', 'de')[0]).toBe('DE-F03');
    expect(top('exempted small businesses', 'en')).toContain('DE-F03');
    expect(top('Leitweg-ID')[0]).toBe('DE-F07');
    expect(top('eRacun')).toContain('HR-F02');
  });
});

describe('error catalogue', () => {
  it('filters by rule set, severity, term, country and text, and 404s unknown ids', () => {
    const xr = k.errors.list({ ruleset: 'xrechnung', country: 'DE' });
    expect(xr.map((e) => e.ruleId)).toContain('BR-DE-15');
    expect(xr.every((e) => e.rulesets.includes('xrechnung'))).toBe(true);
    expect(k.errors.list({ bt: 'bt10' }).map((e) => e.ruleId)).toEqual(
      expect.arrayContaining(['BR-DE-15', 'DE-R-015']),
    );
    const warnings = k.errors.list({ severity: 'warning', ruleset: 'en16931' });
    expect(warnings.length).toBeGreaterThan(0);
    expect(k.errors.list({ q: 'Leitweg' }).map((e) => e.ruleId)).toContain('BR-DE-15');
    expect(k.errors.get('br-de-15').ruleId).toBe('BR-DE-15');
    const e = errorOf(() => k.errors.get('BR-DE-999'));
    expect(e.code).toBe('NOT_FOUND');
    expect((e.details as any).similar).toContain('BR-DE-1');
  });
});

describe('upcoming rules', () => {
  it('answers in exactly the shape of spec 2.4, from the shipped versions and the release calendar', () => {
    const u = k.upcoming(TODAY);
    for (const item of u.upcoming) {
      expect(Object.keys(item).sort()).toEqual(
        [
          'breakingChanges',
          'changelog',
          'currentVersion',
          'expectedDate',
          'ruleset',
          'upcomingVersion',
        ].sort(),
      );
      expect(item.expectedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(typeof item.breakingChanges).toBe('boolean');
    }
    for (const d of u.deprecations) {
      expect(Object.keys(d).sort()).toEqual(['deprecationDate', 'replacementVersion', 'ruleset', 'version']);
    }
    // The registry: 3.0.21 in force since 2026-08-17, 3.0.22 announced for 2027-02-24 (not installed): only it is
    // upcoming of Peppol on TODAY, and no past date is.
    expect(u.upcoming.filter((x) => x.expectedDate < TODAY)).toEqual([]);
    expect(
      u.upcoming.filter((x) => x.ruleset === 'peppol').map((x) => [x.upcomingVersion, x.expectedDate]),
    ).toEqual([['3.0.22', '2027-02-24']]);
    expect(u.deprecations).toContainEqual({
      ruleset: 'peppol',
      version: '3.0.19',
      deprecationDate: '2026-02-23',
      replacementVersion: '3.0.20',
    });
    expect(u.deprecations).toContainEqual({
      ruleset: 'peppol',
      version: '3.0.20',
      deprecationDate: '2026-08-17',
      replacementVersion: '3.0.21',
    });
  });

  it('lists a release published but not yet in force, with the rule-id diff from the artefacts', () => {
    // The day before 3.0.21 came into force: it was upcoming against 3.0.20.
    const u = k.upcoming('2026-08-16');
    const peppol = u.upcoming.find((x) => x.ruleset === 'peppol');
    expect(peppol).toMatchObject({
      currentVersion: '3.0.20',
      upcomingVersion: '3.0.21',
      expectedDate: '2026-08-17',
      breakingChanges: true,
    });
    // New in 3.0.21 (SOURCES.md of the release): the Dutch identifier warnings.
    expect(peppol?.changelog).toContain('PEPPOL-COMMON-R054');
    expect(u.upcoming.every((x) => x.expectedDate >= '2026-08-16')).toBe(true);
  });
});

describe('compliance score', () => {
  it('computes the documented formula on a hand-checked case, the same on every call', () => {
    const input = {
      lanes: [
        // DE domestic B2B: issuing from 2027-01-01 (within 12 months) and only PDF in use → 20 × 0.75.
        { from: 'DE', to: 'DE', buyerType: 'b2b', monthlyVolume: 300 },
        // IT B2G: in force since 2014, XRechnung is structured but not FatturaPA → formats 30 × 0.25,
        // and SdI is not among the channels → channels 10 × 0.25.
        { from: 'DE', to: 'IT', buyerType: 'b2g', monthlyVolume: 100, formats: ['XRechnung'] },
      ],
      formats: ['PDF'],
      channels: ['email'],
      recentValidations: { total: 40, invalid: 10, byRule: { 'BR-DE-15': 7, 'BR-CO-15': 3 } },
    };
    const a = k.score(input, TODAY) as any;
    const points = Object.fromEntries(a.parts.map((p: any) => [p.part, p.points]));
    expect(points).toEqual({ deadlines: 15, formats: 7.5, channels: 2.5, errors: 5 });
    expect(a.score).toBe(70);
    expect(k.score(input, TODAY)).toEqual(a);
    for (const p of a.parts)
      for (const item of p.items) {
        expect(item.reason.de.length).toBeGreaterThan(10);
        expect(item.sources.length + item.rules.length).toBeGreaterThan(0);
      }
    expect(a.parts[3].items[0].rules[0]).toEqual({
      ruleId: 'BR-DE-15',
      count: 7,
      href: '/api/v1/errors/BR-DE-15',
    });
  });

  it('refuses input that does not fit, naming the path', () => {
    const e = errorOf(() => k.score({ lanes: [{ from: 'DE', to: 'FR', buyerType: 'b2c' }] }, TODAY));
    expect(e.code).toBe('BAD_REQUEST');
    expect((e.details as any).issues[0].path).toBe('lanes.0.buyerType');
    expect(errorOf(() => k.score({}, TODAY)).code).toBe('BAD_REQUEST');
  });
});

describe('query parameters', () => {
  it('accepts only real calendar days and bounded integers', async () => {
    const { dateParam, intParam } = await import('./queryParams.ts');
    expect(dateParam('from', '2028-02-29')).toBe('2028-02-29');
    expect(errorOf(() => dateParam('from', '2026-02-30')).code).toBe('BAD_REQUEST');
    expect(errorOf(() => dateParam('from', '26-01-01')).code).toBe('BAD_REQUEST');
    expect(intParam('limit', undefined, 20, 1, 100)).toBe(20);
    expect(errorOf(() => intParam('limit', '1e2', 20, 1, 100)).code).toBe('BAD_REQUEST');
  });
});
