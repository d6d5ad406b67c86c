import type { Catalogue } from '@einvoice/rulesets';
import { createCitations, type Dataset, datasetDates } from '@einvoice/rulesets/knowledge';
import releaseData from './data/rulesetReleases.json' with { type: 'json' };

/** Items of spec 2.4 "Upcoming rules", field for field. */
export interface UpcomingItem {
  ruleset: string;
  currentVersion: string;
  upcomingVersion: string;
  expectedDate: string;
  breakingChanges: boolean;
  changelog: string;
}

export interface Deprecation {
  ruleset: string;
  version: string;
  deprecationDate: string;
  replacementVersion: string;
}

interface SourceRef {
  title: string;
  url: string;
  date: string | null;
}

interface Announced {
  version: string;
  expectedDate: string | null;
  breakingChanges: boolean | null;
  changelog: string;
  source?: SourceRef;
  datasetSources?: string[];
}

interface FamilyReleases {
  name: string;
  releases: { version: string; date: string; source: SourceRef }[];
  announced: Announced[];
}

const RELEASES = releaseData as unknown as Record<string, FamilyReleases>;

/** Numeric-aware version order: 3.0.9 < 3.0.19 < 3.0.20 < 3.0.20-hotfix. */
export function compareVersions(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** What changed between two shipped versions of one rule set, from the catalogue's per-version test hashes. */
export function ruleDiff(catalogue: Catalogue, ruleset: string, from: string, to: string) {
  const at = (version: string) =>
    new Map(
      catalogue.entries.flatMap((e) =>
        e.appearances
          .filter((a) => a.ruleset === ruleset && a.version === version)
          .map((a) => [`${e.ruleId}@${a.syntax}`, `${a.testHash}/${a.severity}`] as const),
      ),
    );
  const before = at(from);
  const after = at(to);
  const ids = (keys: string[]) => [...new Set(keys.map((k) => k.split('@')[0] as string))].sort();
  const added = ids([...after.keys()].filter((k) => !before.has(k)));
  const removed = ids([...before.keys()].filter((k) => !after.has(k)));
  const changed = ids([...after.keys()].filter((k) => before.has(k) && before.get(k) !== after.get(k)));
  // A new or changed check can reject a document the old version accepted; a removed one cannot.
  return { from, to, added, removed, changed, breaking: added.length > 0 || changed.length > 0 };
}

/**
 * GET /v1/rules/upcoming: per shipped rule set the newer versions its owner has announced or released
 * (with the date they apply), and the deprecations with their replacement. Peppol BIS releases come
 * from the dataset's release calendar, the others from the owners' release notes (data/rulesetReleases.json).
 */
export function createUpcoming(dataset: Dataset, catalogue: Catalogue) {
  const cite = createCitations(dataset);
  const dates = datasetDates(dataset);
  const peppol = dataset.eu.find((r) => r.id === 'EU-PEPPOL-BIS');
  const families = [...new Set(catalogue.rulesets.map((r) => r.ruleset))].filter((r) => r !== 'xsd');

  const familyReleases = (family: string): FamilyReleases => {
    if (family === 'peppol' && peppol?.releases) {
      return {
        name: peppol.name.en,
        releases: peppol.releases.map((r) => ({
          version: r.version,
          date: r.mandatory_from,
          source: { ...(cite(peppol.sources)[0] as SourceRef) },
        })),
        announced: [
          {
            version: 'next Peppol BIS Billing 3.0 release',
            expectedDate: null,
            breakingChanges: null,
            changelog: peppol.note ?? '',
            datasetSources: peppol.sources,
          },
        ],
      };
    }
    return RELEASES[family] ?? { name: family, releases: [], announced: [] };
  };

  return (today: string) => {
    const upcoming: UpcomingItem[] = [];
    const deprecations: Deprecation[] = [];
    const shipped = families.map((family) => {
      const versions = [
        ...new Set(catalogue.rulesets.filter((r) => r.ruleset === family).map((r) => r.version)),
      ].sort(compareVersions);
      const current = versions.at(-1) as string;
      const info = familyReleases(family);
      const diffs = versions.slice(1).map((v, i) => ruleDiff(catalogue, family, versions[i] as string, v));
      const dateOf = (v: string) => info.releases.find((r) => r.version === v)?.date ?? null;

      for (const r of info.releases.filter((x) => compareVersions(x.version, current) > 0)) {
        upcoming.push({
          ruleset: family,
          currentVersion: current,
          upcomingVersion: r.version,
          expectedDate: r.date,
          // Not shipped here, so no rule diff: treated as breaking until someone checks.
          breakingChanges: true,
          changelog: `${info.name} ${r.version} ${r.date < today ? 'applies since' : 'applies from'} ${r.date} (${r.source.title}); this service ships ${current}. No rule diff is available for a version it does not ship, so it counts as breaking until checked.`,
        });
      }
      for (const a of info.announced) {
        if (a.expectedDate === null) continue;
        upcoming.push({
          ruleset: family,
          currentVersion: current,
          upcomingVersion: a.version,
          expectedDate: a.expectedDate,
          breakingChanges: a.breakingChanges ?? true,
          changelog: a.changelog,
        });
      }
      // Older shipped versions stay addressable but are superseded by the next one.
      for (const d of diffs) {
        const date = dateOf(d.to);
        if (date)
          deprecations.push({
            ruleset: family,
            version: d.from,
            deprecationDate: date,
            replacementVersion: d.to,
          });
      }
      // Peppol: each release replaces its predecessor on the day it becomes mandatory (hotfixes ride along).
      if (family === 'peppol') {
        const line = info.releases.filter((r) => !/hotfix/.test(r.version));
        for (let i = 1; i < line.length; i++) {
          const prev = line[i - 1] as (typeof line)[number];
          const next = line[i] as (typeof line)[number];
          deprecations.push({
            ruleset: family,
            version: prev.version,
            deprecationDate: next.date,
            replacementVersion: next.version,
          });
        }
      }
      return {
        ruleset: family,
        name: info.name,
        currentVersion: current,
        versions: versions.map((v) => ({
          version: v,
          date: dateOf(v),
          artefacts: catalogue.rulesets
            .filter((r) => r.ruleset === family && r.version === v)
            .map((r) => r.artefact),
          source: info.releases.find((r) => r.version === v)?.source ?? null,
        })),
        ruleDiffs: diffs,
        announced: info.announced.map((a) => ({
          version: a.version,
          expectedDate: a.expectedDate,
          changelog: a.changelog,
          sources: [...(a.source ? [a.source] : []), ...cite(a.datasetSources ?? [])],
        })),
      };
    });
    upcoming.sort(
      (a, b) => a.expectedDate.localeCompare(b.expectedDate) || a.ruleset.localeCompare(b.ruleset),
    );
    deprecations.sort((a, b) => a.deprecationDate.localeCompare(b.deprecationDate));
    return { upcoming, deprecations, shipped, asOf: dates.asOf };
  };
}
