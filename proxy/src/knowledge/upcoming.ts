import type { BuiltRelease } from '@einvoice/engine/manifest';
import { releasesOn } from '@einvoice/engine/releases';
import { createCitations, type Dataset, datasetDates, ruleDiff } from '@einvoice/knowledge';
import type { Catalogue } from '@einvoice/rulesets';
import announcedData from './data/announcedReleases.json' with { type: 'json' };

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

/** A version an owner has announced but not released (no artefacts, so not in the release registry). */
interface Announced {
  version: string;
  expectedDate: string | null;
  breakingChanges: boolean | null;
  changelog: string;
  source?: SourceRef;
  datasetSources?: string[];
}

const ANNOUNCED = announcedData as unknown as Record<string, { name: string; announced: Announced[] }>;

/**
 * GET /v1/rules/upcoming, from the release registry: releases published but not yet in force (with their
 * date and the rule-id diff against the release in force, computed from the artefacts), owner announcements
 * whose date is still ahead, and each superseded release with the one that replaced it. No date in the
 * past is listed as upcoming.
 */
export function createUpcoming(dataset: Dataset, catalogue: Catalogue, releases: readonly BuiltRelease[]) {
  const cite = createCitations(dataset);
  const dates = datasetDates(dataset);
  const families = [...new Set(catalogue.rulesets.map((r) => r.ruleset))].filter((r) => r !== 'xsd');
  const dateText = (r: BuiltRelease) =>
    [
      r.published ? `published ${r.published}` : null,
      r.inForceFrom ? `in force from ${r.inForceFrom}` : null,
      r.inForceUntil ? `until ${r.inForceUntil}` : null,
    ]
      .filter(Boolean)
      .join(', ');

  const list = (ids: readonly string[]) => ids.join(', ') || 'none';
  /**
   * An installed release's changes are the rule-id diff of the built artefacts; a release whose files are
   * not here has the changes its owner's notes list (registry `announcedChanges`), and says so.
   */
  const changesOf = (r: BuiltRelease, currentVersion: string) => {
    const name = ANNOUNCED[r.ruleset]?.name ?? r.ruleset;
    const head = `${name} ${r.version} (${r.owner}; ${dateText(r)}) replaces ${currentVersion}`;
    const notes = r.announcedChanges;
    if (notes)
      return {
        breakingChanges: notes.breaking,
        changelog: `${head}; not installed yet, changes as the owner's notes list them (${notes.source.title}, ${notes.source.url}): rules added ${list(notes.added)}; removed ${list(notes.removed)}; flag changed ${list(notes.levelChanged)}; changed ${list(notes.changed)}.`,
      };
    const diff = ruleDiff(catalogue, r.ruleset, currentVersion, r.version);
    return {
      breakingChanges: diff.breaking,
      changelog: `${head}: rules added ${list(diff.added)}; removed ${list(diff.removed)}; changed ${list(diff.changed)}.`,
    };
  };

  return (today: string) => {
    const standing = releasesOn(releases, today);
    const upcoming: UpcomingItem[] = [];
    const deprecations: Deprecation[] = [];
    const shipped = families.map((family) => {
      const line = standing.filter((r) => r.ruleset === family);
      const current = line.find((r) => r.status === 'in-force') ?? line[0];
      const currentVersion = current?.version ?? '';
      const name = ANNOUNCED[family]?.name ?? family;
      const diffs = line
        .slice(1)
        .map((r, i) => ruleDiff(catalogue, family, (line[i] as BuiltRelease).version, r.version));
      for (const r of line.filter((x) => x.status === 'upcoming' && x.inForceFrom)) {
        upcoming.push({
          ruleset: family,
          currentVersion,
          upcomingVersion: r.version,
          expectedDate: r.inForceFrom as string,
          ...changesOf(r, currentVersion),
        });
      }
      const announced = ANNOUNCED[family]?.announced ?? [];
      for (const a of announced) {
        if (a.expectedDate === null || a.expectedDate < today) continue;
        upcoming.push({
          ruleset: family,
          currentVersion,
          upcomingVersion: a.version,
          expectedDate: a.expectedDate,
          breakingChanges: a.breakingChanges ?? true,
          changelog: a.changelog,
        });
      }
      for (const [i, r] of line.entries()) {
        const next = line[i + 1];
        if (r.inForceUntil && next?.inForceFrom)
          deprecations.push({
            ruleset: family,
            version: r.version,
            deprecationDate: next.inForceFrom,
            replacementVersion: next.version,
          });
      }
      return {
        ruleset: family,
        name,
        currentVersion,
        versions: line.map((r) => ({
          version: r.version,
          status: r.status,
          published: r.published,
          inForceFrom: r.inForceFrom,
          inForceUntil: r.inForceUntil,
          owner: r.owner,
          artefacts: catalogue.rulesets
            .filter((c) => c.ruleset === family && c.version === r.version)
            .map((c) => c.artefact),
          sources: r.sources,
        })),
        ruleDiffs: diffs,
        announced: announced.map((a) => ({
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
