import type { Catalogue, CatalogueEntry } from '@einvoice/rulesets';
import type { CountryQueries } from './countries.ts';
import type { Confidence, Dataset, RawRequirement } from './dataset.ts';
import { confidenceNote, createCitations, datasetDates } from './provenance.ts';

export type BuyerType = 'b2b' | 'b2g';

interface RuleRef {
  ruleId: string;
  ruleset: string;
  severity: string;
  catalogue: string;
}

const EU_EEA = new Set(['EU', 'EEA']);

/**
 * Trade-lane requirements (`/v1/requirements`): what a seller in one country must send to a buyer in
 * another, derived from the buyer country's record (the receiving side decides format, network and
 * routing identifiers), the dataset's lane records, and the shipped national rules that enforce a
 * requirement (a rule whose message names the same business term, e.g. BR-DE-15 for the Leitweg-ID in BT-10).
 */
export function createRequirements(dataset: Dataset, catalogue: Catalogue, countries: CountryQueries) {
  const cite = createCitations(dataset);
  const dates = datasetDates(dataset);

  const ref = (e: CatalogueEntry, ruleset: string): RuleRef => ({
    ruleId: e.ruleId,
    ruleset,
    severity: e.severity,
    catalogue: `/api/v1/errors/${encodeURIComponent(e.ruleId)}`,
  });

  /** The national rules of `country` whose message names `term` (e.g. BT-10), errors first. */
  const rulesNaming = (country: string, term: string): RuleRef[] =>
    catalogue.entries
      .filter((e) => e.countries.includes(country) && e.terms.some((t) => t.id === term))
      .sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1))
      .flatMap((e) => [...new Set(e.appearances.map((a) => a.ruleset))].map((r) => ref(e, r)));

  const requirement = (
    topic: 'obligation' | 'format' | 'cius' | 'network' | 'identifier' | 'content',
    value: string,
    confidence: Confidence,
    sources: string[],
    rules: RuleRef[] = [],
    validFrom: string | null = null,
  ) => ({
    topic,
    value,
    validFrom,
    rules,
    confidence,
    confidenceNote: confidenceNote(confidence),
    sources: cite(sources),
  });

  const laneRecords = (
    seller: string,
    buyer: string,
    buyerType: BuyerType,
    inEu: boolean,
  ): RawRequirement[] =>
    dataset.requirements.filter((r) => {
      const b2g = /B2G/.test(r.transaction);
      const b2b = /B2B/.test(r.transaction);
      const fits = buyerType === 'b2g' ? b2g : b2b;
      if (!fits) return false;
      if (r.id.startsWith('EU-')) {
        if (r.id === 'EU-intra-b2b-2030') return inEu && seller !== buyer;
        return inEu;
      }
      const owner = r.id.slice(0, 2);
      if (owner !== buyer) return false;
      // Domestic lane records apply when seller and buyer sit in the same country.
      return /domestic/.test(r.transaction) && !/exports/.test(r.transaction) ? seller === buyer : true;
    });

  return (sellerCode: string, buyerCode: string, buyerType: BuyerType) => {
    const seller = countries.resolve(sellerCode);
    const buyer = countries.resolve(buyerCode);
    const domestic = seller.code === buyer.code;
    const inEu = EU_EEA.has(seller.membership) && EU_EEA.has(buyer.membership);
    const items = [];
    if (buyerType === 'b2g') {
      items.push(
        requirement(
          'obligation',
          `B2G status in ${buyer.name.en}: ${buyer.b2g.status}`,
          buyer.b2g.confidence,
          buyer.b2g.sources,
          [],
          buyer.b2g.since,
        ),
      );
      for (const f of buyer.b2g.formats ?? [])
        items.push(requirement('format', f, buyer.b2g.confidence, buyer.b2g.sources));
      for (const p of buyer.b2g.platforms ?? [])
        items.push(requirement('network', p, buyer.b2g.confidence, buyer.b2g.sources));
      for (const id of buyer.b2g.routing_identifiers ?? []) {
        const terms = [...id.matchAll(/\bB[TG]-\d+\b/g)].map((m) => m[0]);
        items.push(
          requirement(
            'identifier',
            id,
            buyer.b2g.confidence,
            buyer.b2g.sources,
            terms.flatMap((t) => rulesNaming(buyer.code, t)),
          ),
        );
      }
    } else {
      items.push(
        requirement(
          'obligation',
          domestic
            ? `Domestic B2B in ${buyer.name.en}: ${buyer.b2b.status}${buyer.b2b.summary ? ` — ${buyer.b2b.summary}` : ''}`
            : `${buyer.name.en}'s B2B status (${buyer.b2b.status}) covers supplies between businesses established there; a seller established in ${seller.name.en} follows it only if established or VAT-registered in ${buyer.name.en}.`,
          buyer.b2b.confidence,
          buyer.b2b.sources,
        ),
      );
      for (const f of buyer.rules.b2b_formats)
        items.push(requirement('format', f, buyer.b2b.confidence, buyer.formats.sources));
    }
    for (const cius of buyer.rules.national_cius) {
      items.push(
        requirement(
          'cius',
          cius,
          buyer.confidence,
          buyer.rules.sources,
          // The national rule that checks the specification identifier (BT-24) makes the CIUS binding.
          rulesNaming(buyer.code, 'BT-24'),
        ),
      );
    }
    // Country-specific content rules of the dataset (e.g. Croatia's OIB and KPD codes).
    for (const r of buyer.rules.country_requirements)
      items.push(requirement('content', String(r), buyer.confidence, buyer.rules.sources));
    const records = laneRecords(seller.code, buyer.code, buyerType, inEu).map((r) => ({
      id: r.id,
      seller: r.seller,
      buyer: r.buyer,
      transaction: r.transaction,
      validFrom: r.valid_from,
      requirement: r.requirement,
      formats: r.formats,
      note: r.note ?? null,
      confidence: r.confidence,
      confidenceNote: confidenceNote(r.confidence),
      sources: cite(r.sources),
    }));
    const sources = [...items.flatMap((i) => i.sources), ...records.flatMap((r) => r.sources)];
    return {
      ...dates,
      seller: { code: seller.code, name: seller.name },
      buyer: { code: buyer.code, name: buyer.name },
      buyerType,
      domestic,
      requirements: items,
      laneRecords: records,
      sources: [...new Map(sources.map((s) => [s.id, s])).values()],
    };
  };
}
