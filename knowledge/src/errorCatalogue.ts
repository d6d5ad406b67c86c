import type { Catalogue, CatalogueEntry, CatalogueSeverity } from '@einvoice/rulesets';
import { notFound } from './knowledgeError.ts';
import { fold } from './searchTerms.ts';

export interface ErrorFilter {
  /** Rule set family (`en16931`, `xrechnung`, `peppol`, `xsd`) or artefact id (`peppol-ubl`). */
  ruleset?: string;
  severity?: CatalogueSeverity;
  /** A business term (`BT-10`, `BG-16`). */
  bt?: string;
  country?: string;
  repair?: 'auto' | 'input' | 'blocked';
  /**
   * Words that must all occur in the id, the official message, the plain texts or the business terms
   * (folded, any case); a business term's name in either language finds the rules of that term in both.
   */
  q?: string;
}

/** `bt10`, `BT 10`, `bt-10` → `BT-10`. */
export function normaliseTerm(term: string): string {
  const m = /^(B[TG])[-\s]?((?:DEX-)?\d+)$/i.exec(term.trim());
  return m ? `${m[1]?.toUpperCase()}-${m[2]?.toUpperCase()}` : term.trim().toUpperCase();
}

/** Folded, with single spaces: the form a query and a term's name are compared in. */
function phraseOf(text: string): string {
  return fold(text).trim().replace(/\s+/g, ' ');
}

function summary(e: CatalogueEntry) {
  return {
    ruleId: e.ruleId,
    kind: e.kind,
    rulesets: [...new Set(e.appearances.map((a) => a.ruleset))],
    versions: [...new Set(e.appearances.map((a) => `${a.artefact}@${a.version}`))],
    severity: e.severity,
    overrides: e.overrides,
    terms: e.terms.map((t) => t.id),
    message: e.message,
    plain: e.plain,
    repair: e.repair,
    countries: e.countries,
    href: `/api/v1/errors/${encodeURIComponent(e.ruleId)}`,
  };
}

/** The error catalogue built by the rulesets build: filtered lists and single entries. */
export function createErrorCatalogue(catalogue: Catalogue) {
  const byId = new Map(catalogue.entries.map((e) => [e.ruleId.toUpperCase(), e]));
  const haystack = new Map(
    catalogue.entries.map((e) => [
      e.ruleId,
      fold(
        [
          e.ruleId,
          e.message.en,
          e.message.de,
          e.message.fr,
          e.plain.en,
          e.plain.de,
          e.plain.fr,
          e.howToFix.en,
          e.howToFix.de,
          e.howToFix.fr,
          ...e.terms.flatMap((t) => [t.id, t.name.en, t.name.de, t.name.fr]),
        ].join(' '),
      ),
    ]),
  );
  // The EN 16931 names of the terms in both languages (Payee / Zahlungsempfänger), so a query that is a
  // term's name finds the same rules whichever language it is written in.
  const termsByName = new Map<string, { ids: Set<string>; names: Set<string> }>();
  for (const t of catalogue.entries.flatMap((e) => e.terms)) {
    const names = [t.name.en, t.name.de].filter((n): n is string => !!n).map(phraseOf);
    for (const name of names) {
      const known = termsByName.get(name) ?? { ids: new Set<string>(), names: new Set<string>() };
      known.ids.add(t.id);
      for (const n of names) known.names.add(n);
      termsByName.set(name, known);
    }
  }
  const matchesText = (q: string): ((e: CatalogueEntry) => boolean) => {
    const phrase = phraseOf(q);
    const term = termsByName.get(phrase);
    const text = (e: CatalogueEntry) => haystack.get(e.ruleId) ?? '';
    if (term)
      return (e) =>
        e.terms.some((t) => term.ids.has(t.id)) || [...term.names].some((n) => text(e).includes(n));
    const words = phrase.split(' ').filter(Boolean);
    return (e) => words.every((w) => text(e).includes(w));
  };
  const families = [...new Set(catalogue.rulesets.map((r) => r.ruleset))];
  const artefacts = catalogue.rulesets.map((r) => r.artefact);

  return {
    rulesets: catalogue.rulesets,
    families,
    artefacts,
    list(f: ErrorFilter) {
      const text = f.q ? matchesText(f.q) : null;
      const bt = f.bt ? normaliseTerm(f.bt) : undefined;
      return catalogue.entries
        .filter(
          (e) => !f.ruleset || e.appearances.some((a) => a.ruleset === f.ruleset || a.artefact === f.ruleset),
        )
        .filter(
          (e) =>
            !f.severity || e.severity === f.severity || e.overrides.some((o) => o.severity === f.severity),
        )
        .filter((e) => !bt || e.terms.some((t) => t.id === bt))
        .filter((e) => !f.country || e.countries.includes(f.country))
        .filter((e) => !f.repair || e.repair === f.repair)
        .filter((e) => !text || text(e))
        .map(summary);
    },
    /** The entry's link, or null for an id no shipped rule set holds. */
    hrefOf(ruleId: string): string | null {
      const e = byId.get(ruleId.toUpperCase());
      return e ? `/api/v1/errors/${encodeURIComponent(e.ruleId)}` : null;
    },
    /** One entry by id (any case); 404 with ids sharing the prefix when unknown. */
    get(ruleId: string): CatalogueEntry & { href: string } {
      const e = byId.get(ruleId.toUpperCase());
      if (!e) {
        const prefix = ruleId.toUpperCase().replace(/[-\d]+$/, '');
        notFound(`No rule '${ruleId}' in the shipped rule sets`, {
          similar: catalogue.entries
            .filter((x) => prefix.length >= 2 && x.ruleId.startsWith(prefix))
            .slice(0, 10)
            .map((x) => x.ruleId),
        });
      }
      return { ...e, href: `/api/v1/errors/${encodeURIComponent(e.ruleId)}` };
    },
  };
}

export type ErrorCatalogue = ReturnType<typeof createErrorCatalogue>;
