import type { Confidence, Dataset, RawSource } from './dataset.ts';

/** A citation as every knowledge answer carries it. */
export interface Citation {
  id: string;
  title: string;
  publisher: string;
  /** The page, or the file at its commit for repository sources. */
  url: string;
  /** The date the source itself gives; null when it gives none. */
  date: string | null;
  type: string;
}

export interface Bilingual {
  en: string;
  de: string;
}

/** What a medium or low value means, in the words of the dataset's confidence scale. */
const CONFIDENCE_NOTES: Record<Exclude<Confidence, 'high'>, Bilingual> = {
  medium: {
    en: 'Medium confidence: consistent secondary sources, or official sources that are undated or older than 2026; check the sources before relying on it.',
    de: 'Mittlere Sicherheit: übereinstimmende Sekundärquellen oder amtliche Quellen ohne Datum bzw. von vor 2026; prüfen Sie die Quellen, bevor Sie sich darauf verlassen.',
  },
  low: {
    en: 'Low confidence: a single secondary source, a plan or proposal only, or an unresolved conflict between sources.',
    de: 'Geringe Sicherheit: nur eine Sekundärquelle, nur ein Plan oder Vorschlag, oder ein ungeklärter Widerspruch zwischen Quellen.',
  },
};

export function confidenceNote(confidence: Confidence): Bilingual | null {
  return confidence === 'high' ? null : CONFIDENCE_NOTES[confidence];
}

function urlOf(s: RawSource): string {
  if (s.url) return s.url;
  if (s.repo && s.path) return `https://github.com/${s.repo}/blob/${s.commit ?? 'HEAD'}/${s.path}`;
  throw new Error(`source ${s.id} has neither url nor repo+path`);
}

/** Resolves the dataset's source ids to citations; an unknown id is a broken dataset and stops start-up. */
export function createCitations(dataset: Dataset): (ids: readonly string[]) => Citation[] {
  const byId = new Map(
    dataset.sources.map((s) => [
      s.id,
      { id: s.id, title: s.title, publisher: s.publisher, url: urlOf(s), date: s.source_date, type: s.type },
    ]),
  );
  return (ids) =>
    [...new Set(ids)].map((id) => {
      const c = byId.get(id);
      if (!c) throw new Error(`dataset cites unknown source ${id}`);
      return c;
    });
}

/** The dataset's dating, carried by every answer built from it. */
export function datasetDates(dataset: Dataset): { asOf: string; latestSourceDate: string } {
  return { asOf: dataset.meta.as_of, latestSourceDate: dataset.meta.latest_source_date };
}
