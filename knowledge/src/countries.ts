import type { Catalogue } from '@einvoice/rulesets';
import type { Confidence, Dataset, RawCountry, RawPhase } from './dataset.ts';
import { notFound } from './knowledgeError.ts';
import { type LayerManifest, type NationalLayerFacts, nationalLayers } from './nationalLayers.ts';
import { type Citation, confidenceNote, createCitations, datasetDates } from './provenance.ts';

/** Codes people use besides ISO 3166 alpha-2: the EU VAT prefix of Greece and the UK. */
const ALIASES: Record<string, string> = { EL: 'GR', UK: 'GB' };

export interface CountryQueries {
  codes: string[];
  /** The ISO code for `code` (case-insensitive, aliases resolved); 404 naming the known codes otherwise. */
  resolve(code: string): RawCountry;
  list(filter: { membership?: string; b2bStatus?: string }): unknown;
  /** `today` (YYYY-MM-DD, default the UTC date) chooses the national layer's release that judges. */
  detail(code: string, today?: string): unknown;
  rules(code: string, today?: string): unknown;
}

function phase(p: RawPhase, cite: (ids: readonly string[]) => Citation[]) {
  return {
    date: p.date,
    datePrecision: p.date_precision ?? 'day',
    who: p.who ?? null,
    obligation: p.obligation,
    threshold: p.threshold ?? null,
    status: p.status,
    what: p.what,
    confidence: p.confidence,
    confidenceNote: confidenceNote(p.confidence),
    note: p.note ?? null,
    sources: cite(p.sources),
  };
}

const rated = (confidence: Confidence) => ({ confidence, confidenceNote: confidenceNote(confidence) });

/**
 * `layers`: the rules build's releases and scenarios, whose national layers (a registry entry each) the
 * country answers name: which layer judges the country's documents, its owner, release, dates and selection.
 */
export function createCountryQueries(
  dataset: Dataset,
  catalogue: Catalogue,
  layers: LayerManifest,
): CountryQueries {
  const cite = createCitations(dataset);
  const dates = datasetDates(dataset);
  const byCode = new Map(dataset.countries.map((c) => [c.code, c]));
  const codes = dataset.countries.map((c) => c.code);

  const resolve = (code: string): RawCountry => {
    const upper = code.toUpperCase();
    const hit = byCode.get(ALIASES[upper] ?? upper);
    if (!hit) notFound(`No country '${code}' in the dataset`, { known: codes, aliases: ALIASES });
    return hit;
  };

  const allSources = (c: RawCountry) =>
    cite([...c.b2g.sources, ...c.b2b.sources, ...c.formats.sources, ...c.rules.sources]);

  const summary = (c: RawCountry) => ({
    code: c.code,
    name: c.name,
    membership: c.membership,
    ...rated(c.confidence),
    b2gStatus: c.summary.b2g_status,
    b2bStatus: c.summary.b2b_status,
    b2bModel: c.summary.b2b_model,
    nextDeadline: c.summary.next_deadline
      ? { ...c.summary.next_deadline, confidenceNote: confidenceNote(c.summary.next_deadline.confidence) }
      : null,
    formats: {
      b2g: c.rules.b2g_formats,
      b2b: c.rules.b2b_formats,
      syntaxes: c.rules.syntaxes,
      nationalCius: c.rules.national_cius,
    },
    mandates: {
      b2g: { status: c.b2g.status, since: c.b2g.since, ...rated(c.b2g.confidence) },
      b2b: {
        status: c.b2b.status,
        phases: (c.b2b.phases ?? []).map((p) => ({
          date: p.date,
          obligation: p.obligation,
          status: p.status,
        })),
        ...rated(c.b2b.confidence),
      },
    },
    sources: allSources(c),
  });

  // Rule ids the shipped rule sets hold for a country: XRechnung for DE, Peppol's national rules by prefix.
  const nationalRules = new Map<string, { ruleId: string; ruleset: string; severity: string }[]>();
  for (const e of catalogue.entries) {
    for (const country of e.countries) {
      const list = nationalRules.get(country) ?? [];
      for (const ruleset of new Set(e.appearances.map((a) => a.ruleset)))
        list.push({ ruleId: e.ruleId, ruleset, severity: e.severity });
      nationalRules.set(country, list);
    }
  }
  const rulesetInfo = (ruleset: string) => {
    const artefacts = catalogue.rulesets.filter((r) => r.ruleset === ruleset);
    return {
      ruleset,
      name: artefacts[0]?.name.replace(/ \((UBL|CII)\)$/, '') ?? ruleset,
      authority: artefacts[0]?.authority ?? null,
      versions: [...new Set(artefacts.map((a) => a.version))],
      ruleCount: catalogue.entries.filter((e) => e.appearances.some((a) => a.ruleset === ruleset)).length,
      catalogue: `/api/v1/errors?ruleset=${ruleset}`,
    };
  };
  const layersOf = (c: RawCountry, today: string | undefined): NationalLayerFacts[] =>
    nationalLayers(layers, catalogue, today).filter((l) => l.country === c.code);
  const usesPeppol = (c: RawCountry) =>
    c.formats.peppol_authority !== null ||
    /peppol/i.test(
      JSON.stringify([c.b2g.platforms, c.b2g.formats, c.rules.b2b_formats, c.rules.b2g_formats]),
    );

  return {
    codes,
    resolve,
    list(filter) {
      const countries = dataset.countries
        .filter((c) => !filter.membership || c.membership.toUpperCase() === filter.membership.toUpperCase())
        .filter((c) => !filter.b2bStatus || c.b2b.status === filter.b2bStatus)
        .map(summary);
      return { ...dates, total: countries.length, countries };
    },
    detail(code, today) {
      const c = resolve(code);
      return {
        ...dates,
        ...summary(c),
        nationalLayers: layersOf(c, today),
        note: c.note ?? null,
        b2g: {
          status: c.b2g.status,
          scope: c.b2g.scope ?? null,
          since: c.b2g.since,
          phases: (c.b2g.phases ?? []).map((p) => phase(p, cite)),
          platforms: c.b2g.platforms ?? [],
          formats: c.b2g.formats ?? [],
          routingIdentifiers: c.b2g.routing_identifiers ?? [],
          legalBasis: c.b2g.legal_basis ?? [],
          ...rated(c.b2g.confidence),
          note: c.b2g.note ?? null,
          sources: cite(c.b2g.sources),
        },
        b2b: {
          status: c.b2b.status,
          summary: c.b2b.summary ?? null,
          model: c.b2b.model ?? null,
          phases: (c.b2b.phases ?? []).map((p) => phase(p, cite)),
          ...rated(c.b2b.confidence),
          note: c.b2b.note ?? null,
          sources: cite(c.b2b.sources),
        },
        peppolAuthority: c.formats.peppol_authority
          ? {
              name: c.formats.peppol_authority.name,
              ...rated(c.formats.peppol_authority.confidence),
              sources: cite(c.formats.peppol_authority.sources),
            }
          : null,
        peppolAuthorityNote: c.formats.peppol_authority_note ?? null,
        facts: `/api/v1/facts/${c.code}`,
      };
    },
    rules(code, today) {
      const c = resolve(code);
      const national = nationalRules.get(c.code) ?? [];
      const own = layersOf(c, today);
      const rulesets = [
        { ...rulesetInfo('en16931'), appliesAs: 'core', ruleIds: null },
        ...own.map((l) => ({ ...rulesetInfo(l.ruleset), appliesAs: 'national-layer', ruleIds: l.ruleIds })),
        ...[...new Set(national.map((r) => r.ruleset))]
          .filter((r) => r !== 'peppol')
          .map((r) => ({
            ...rulesetInfo(r),
            appliesAs: 'national-cius',
            ruleIds: national.filter((n) => n.ruleset === r).map((n) => n.ruleId),
          })),
        ...(usesPeppol(c) || national.some((n) => n.ruleset === 'peppol')
          ? [
              {
                ...rulesetInfo('peppol'),
                appliesAs: 'peppol',
                ruleIds: national.filter((n) => n.ruleset === 'peppol').map((n) => n.ruleId),
              },
            ]
          : []),
      ];
      return {
        ...dates,
        country: c.code,
        name: c.name,
        ...rated(c.confidence),
        nationalCius: c.rules.national_cius,
        b2gFormats: c.rules.b2g_formats,
        b2bFormats: c.rules.b2b_formats,
        syntaxes: c.rules.syntaxes,
        specificationIdentifiers: c.rules.specification_identifiers.map((s) => ({
          ...s,
          sources: cite(s.sources),
        })),
        routingIdentifiers: c.rules.routing_identifiers,
        countryRequirements: c.rules.country_requirements,
        nationalLayers: own,
        rulesets,
        nationalRuleIds: [...new Set([...national.map((n) => n.ruleId), ...own.flatMap((l) => l.ruleIds)])],
        shippedNationalRules: national.length > 0 || own.length > 0,
        note:
          national.length > 0 || own.length > 0
            ? null
            : {
                en: `The shipped rule sets hold no rules specific to ${c.name.en}; invoices are checked against EN 16931${usesPeppol(c) ? ' and Peppol BIS Billing 3.0' : ''} only.`,
                de: `Die ausgelieferten Regelwerke enthalten keine eigenen Regeln für ${c.name.de}; geprüft wird nur gegen EN 16931${usesPeppol(c) ? ' und Peppol BIS Billing 3.0' : ''}.`,
              },
        sources: cite(c.rules.sources),
      };
    },
  };
}

export type { Citation };
