import MiniSearch from 'minisearch';
import factTexts from './data/facts.de.json' with { type: 'json' };
import type { Dataset, RawFact } from './dataset.ts';
import { notFound } from './knowledgeError.ts';
import { confidenceNote, createCitations, datasetDates } from './provenance.ts';
import { type Lang, processTerm } from './searchTerms.ts';

interface FactText {
  title: { en: string; de: string };
  summary: string;
}

const TEXTS: Record<string, FactText> = factTexts;

interface IndexedFact {
  id: string;
  title: string;
  text: string;
  tags: string;
  country: string;
}

function indexFor(lang: Lang, facts: RawFact[]): MiniSearch<IndexedFact> {
  const index = new MiniSearch<IndexedFact>({
    fields: ['title', 'text', 'tags', 'country'],
    processTerm: processTerm(lang),
    searchOptions: {
      boost: { title: 2 },
      prefix: (t) => t.length >= 5,
      fuzzy: (t) => (t.length >= 7 ? 0.15 : false),
    },
  });
  index.addAll(
    facts.map((f) => {
      const t = TEXTS[f.id] as FactText;
      return {
        id: f.id,
        title: t.title[lang],
        text: lang === 'de' ? t.summary : f.text,
        tags: f.tags.join(' '),
        country: f.country ?? 'EU',
      };
    }),
  );
  return index;
}

/**
 * Facts per country and the keyword search over them: one MiniSearch index per language (German
 * title and summary written by the project, English text from the dataset), ranked by BM25.
 */
export function createFacts(dataset: Dataset) {
  const cite = createCitations(dataset);
  const dates = datasetDates(dataset);
  const missing = dataset.facts_index.filter((f) => !TEXTS[f.id]).map((f) => f.id);
  if (missing.length) throw new Error(`facts without German text in facts.de.json: ${missing.join(', ')}`);
  const byId = new Map(dataset.facts_index.map((f) => [f.id, f]));
  const indexes = { en: indexFor('en', dataset.facts_index), de: indexFor('de', dataset.facts_index) };

  const fact = (f: RawFact) => {
    const t = TEXTS[f.id] as FactText;
    return {
      id: f.id,
      country: f.country ?? 'EU',
      title: t.title,
      summary: { en: f.text, de: t.summary },
      tags: f.tags,
      confidence: f.confidence,
      confidenceNote: confidenceNote(f.confidence),
      latestSourceDate: f.latest_source_date,
      sourceAgeNote: f.source_age_note ?? null,
      note: f.note ?? null,
      sources: cite(f.sources),
    };
  };

  return {
    /** `EU` gives the EU-level facts. */
    ofCountry(code: string) {
      const facts = dataset.facts_index.filter((f) => (f.country ?? 'EU') === code);
      if (!facts.length)
        notFound(`No facts for '${code}'`, {
          known: [...new Set(dataset.facts_index.map((f) => f.country ?? 'EU'))],
        });
      return { ...dates, country: code, total: facts.length, facts: facts.map(fact) };
    },
    search(q: string, opts: { lang?: Lang; country?: string; limit: number }) {
      const langs: Lang[] = opts.lang ? [opts.lang] : ['de', 'en'];
      const scores = new Map<string, { score: number; lang: Lang; terms: string[] }>();
      for (const lang of langs) {
        const hits = indexes[lang].search(q, {
          filter: opts.country ? (r) => byId.get(r.id)?.country === opts.country : undefined,
        });
        // Scores of two indexes are not comparable; each is scaled to its best hit before merging.
        const top = hits[0]?.score ?? 1;
        for (const h of hits) {
          const score = h.score / top;
          const known = scores.get(h.id);
          if (!known || known.score < score) scores.set(h.id, { score, lang, terms: h.terms });
        }
      }
      const results = [...scores]
        .sort((a, b) => b[1].score - a[1].score || a[0].localeCompare(b[0]))
        .slice(0, opts.limit)
        .map(([id, s]) => ({
          score: Math.round(s.score * 1000) / 1000,
          matchedIn: s.lang,
          matchedTerms: s.terms,
          ...fact(byId.get(id) as RawFact),
        }));
      return { ...dates, query: q, lang: opts.lang ?? null, total: scores.size, results };
    },
  };
}

export type Facts = ReturnType<typeof createFacts>;
