import {
  confidenceNote,
  createCitations,
  type Dataset,
  datasetDates,
  type RawDeadline,
} from '@einvoice/knowledge';

export interface DeadlineFilter {
  country?: string;
  from?: string;
  to?: string;
  /** The deadline's area (`b2b`, `b2g`, `EU-VIDA`, …) or obligation (`issue`, `report`, …). */
  type?: string;
  includePast: boolean;
}

export interface ChangeFilter {
  since: string;
  country?: string;
  type?: string;
}

/** `2027`, `2027-07` and `2027-07-01` compare as their first day. */
const dayOf = (date: string) =>
  date.length === 4 ? `${date}-01-01` : date.length === 7 ? `${date}-01` : date;

/** How precisely a date is known: a year-only or month-only date as written, unless the dataset says. */
const precisionOf = (date: string, stated?: string) =>
  stated ?? (date.length === 4 ? 'year' : date.length === 7 ? 'month' : 'day');

// On the same first day, the precise dates first: "2027" (some time in 2027) is not among the 2027-01-01s.
const PRECISION_RANK: Record<string, number> = { day: 0, month: 1, year: 2 };

/** Date order by a comparable key (`sortDate`, a full day), then precision, then id. */
const byDate = (
  a: { sortDate: string; datePrecision: string; id: string },
  b: { sortDate: string; datePrecision: string; id: string },
) =>
  a.sortDate.localeCompare(b.sortDate) ||
  (PRECISION_RANK[a.datePrecision] ?? 0) - (PRECISION_RANK[b.datePrecision] ?? 0) ||
  a.id.localeCompare(b.id);

/**
 * Dated events of the dataset: its deadline list, the EU-level phases (ViDA, Directive 2014/55/EU) and
 * the Peppol BIS release calendar. `today` decides past and upcoming (the dataset's own `timing` is
 * relative to its as-of date, which is older than any request).
 */
export function createTimeline(dataset: Dataset) {
  const cite = createCitations(dataset);
  const dates = datasetDates(dataset);
  const names = new Map(dataset.countries.map((c) => [c.code, c.name]));

  const deadline = (d: RawDeadline, today: string) => ({
    id: d.id,
    date: d.date,
    sortDate: dayOf(d.sort_date),
    datePrecision: precisionOf(d.date, d.date_precision),
    country: d.country,
    countryName: names.get(d.country) ?? null,
    area: d.area,
    obligation: d.obligation,
    what: d.what,
    who: d.who ?? null,
    threshold: d.threshold ?? null,
    legalStatus: d.legal_status,
    timing: dayOf(d.sort_date) < today ? 'passed' : 'upcoming',
    confidence: d.confidence,
    confidenceNote: confidenceNote(d.confidence),
    note: d.note ?? null,
    sources: cite(d.sources),
  });

  const matchesType = (type: string | undefined, ...values: string[]) =>
    !type || values.some((v) => v.toLowerCase() === type.toLowerCase());

  /** EU-level phases and Peppol releases as change items. */
  const euChanges = (today: string) =>
    dataset.eu.flatMap((r) => [
      ...(r.phases ?? []).map((p, i) => ({
        id: `${r.id}-P${i + 1}`,
        date: p.date,
        sortDate: dayOf(p.date),
        datePrecision: precisionOf(p.date, p.date_precision),
        country: 'EU',
        type: p.obligation,
        area: r.id,
        what: p.what,
        status: p.status,
        timing: dayOf(p.date) < today ? 'passed' : 'upcoming',
        confidence: p.confidence,
        confidenceNote: confidenceNote(p.confidence),
        sources: cite(p.sources),
      })),
      ...(r.releases ?? []).map((rel) => ({
        id: `${r.id}-${rel.version}`,
        date: rel.published,
        sortDate: dayOf(rel.published),
        datePrecision: precisionOf(rel.published),
        country: 'EU',
        type: 'release',
        area: r.id,
        what: `${r.name.en} ${rel.version} published; mandatory from ${rel.mandatory_from}${rel.note ? ` (${rel.note})` : ''}`,
        status: 'published',
        timing: dayOf(rel.published) < today ? 'passed' : 'upcoming',
        confidence: r.confidence,
        confidenceNote: confidenceNote(r.confidence),
        sources: cite(r.sources),
      })),
    ]);

  return {
    deadlines(f: DeadlineFilter, today: string) {
      const includePast = f.includePast || (f.from !== undefined && f.from < today);
      const items = dataset.deadlines
        .filter((d) => !f.country || d.country === f.country)
        .filter((d) => !f.from || dayOf(d.sort_date) >= f.from)
        .filter((d) => !f.to || dayOf(d.sort_date) <= f.to)
        .filter((d) => matchesType(f.type, d.area, d.obligation))
        .filter((d) => includePast || dayOf(d.sort_date) >= today)
        .map((d) => deadline(d, today))
        .sort(byDate);
      return { ...dates, today, includePast, total: items.length, deadlines: items };
    },
    changes(f: ChangeFilter, today: string) {
      const fromDeadlines = dataset.deadlines.map((d) => {
        const { area, obligation, legalStatus, ...rest } = deadline(d, today);
        return { ...rest, type: obligation, area, status: legalStatus };
      });
      const items = [...fromDeadlines, ...euChanges(today)]
        .filter((c) => dayOf(c.date) >= f.since)
        .filter((c) => !f.country || c.country === f.country)
        .filter((c) => matchesType(f.type, c.type, c.area))
        .sort(byDate);
      return { ...dates, since: f.since, total: items.length, changes: items };
    },
  };
}

export type Timeline = ReturnType<typeof createTimeline>;
