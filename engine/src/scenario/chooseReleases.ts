import { isCalendarDate } from '../calendarDate.ts';
import { fail } from '../errors.ts';
import type { BuiltArtefact, BuiltManifest, BuiltRelease } from '../manifest.ts';
import type { AppliedRelease } from '../types.ts';

/** One pinnable rule set: every version the build ships, and the one in force today (the default). */
export interface RulesetVersions {
  id: string;
  default: string;
  versions: string[];
}

/** How the caller asks for releases: pins by rule set, or a date ("YYYY-MM-DD" or "issueDate", BT-2). */
export interface ReleaseRequest {
  pins?: Readonly<Record<string, unknown>>;
  asOf?: unknown;
  /** The invoice's issue date (BT-2), for `asOf: "issueDate"`. */
  issueDate?: string | undefined;
  /** Today (UTC, YYYY-MM-DD); the default releases are those in force on it. */
  today?: string;
}

type SchematronArtefact = Extract<BuiltArtefact, { kind: 'schematron' }>;

// Formatted once a day: every validation asks, and Date's ISO formatting is the slow part.
let day = Number.NaN;
let dayText = '';

/** Today's date in UTC, YYYY-MM-DD. */
export function todayUtc(): string {
  const d = Math.floor(Date.now() / 86_400_000);
  if (d !== day) {
    day = d;
    dayText = new Date(d * 86_400_000).toISOString().slice(0, 10);
  }
  return dayText;
}

/** The releases of one rule set, oldest in force first (a release without a date counts as the oldest). */
export function releasesOf(manifest: BuiltManifest, ruleset: string): BuiltRelease[] {
  return manifest.releases.filter((r) => r.ruleset === ruleset);
}

/**
 * The release in force on `date`: the last whose `inForceFrom` is on or before it. Before the first
 * release's date nothing was in force; the oldest release the build has then stands in (null only for an
 * empty rule set).
 */
export function releaseInForce(releases: readonly BuiltRelease[], date: string): BuiltRelease | null {
  let hit: BuiltRelease | null = null;
  for (const r of releases) if (r.inForceFrom === null || r.inForceFrom <= date) hit = r;
  return hit ?? releases[0] ?? null;
}

/** Where a release stands on a date: in force, superseded by a later one, or published but not yet in force. */
export type ReleaseStatus = 'in-force' | 'superseded' | 'upcoming';

/** The releases with their standing on `today` (what /health reports as `validator.releases`). */
export function releasesOn(
  releases: readonly BuiltRelease[],
  today = todayUtc(),
): (BuiltRelease & { status: ReleaseStatus })[] {
  return releases.map((r) => {
    const inForce = releaseInForce(
      releases.filter((x) => x.ruleset === r.ruleset),
      today,
    );
    const status: ReleaseStatus =
      r === inForce && !(r.inForceFrom && r.inForceFrom > today)
        ? 'in-force'
        : r.inForceFrom && r.inForceFrom > today
          ? 'upcoming'
          : 'superseded';
    return { ...r, status };
  });
}

/** A release in force whose files are not installed: the service judges with an older release of its rule set. */
export interface OutOfDateRelease {
  ruleset: string;
  version: string;
  inForceFrom: string;
  /** The release as its users name it ("XRechnung 3.0.2 schematron release 2.6.0"). */
  name: string;
  /** What runs instead, named relative to it ("2.5.x"), or null where no earlier release is installed. */
  runs: string | null;
  /**
   * Named as the release's users know it, with what runs instead, e.g. "XRechnung 3.0.2 schematron release
   * 2.6.0 (2026-08-31) is not installed; 2.5.x rules run".
   */
  reason: string;
}

/** "<line> <version>", the way a release's users name it. */
export const releaseName = (r: Pick<BuiltRelease, 'label'>): string => `${r.label.line} ${r.label.version}`;

/**
 * The releases in force on `today` that the build lacks (registry `installed: false`). A fact to report:
 * the service still judges, with the newest installed release before it.
 */
export function outOfDate(releases: readonly BuiltRelease[], today = todayUtc()): OutOfDateRelease[] {
  return releasesOn(releases, today).flatMap((r) => {
    if (r.status !== 'in-force' || r.installed !== false || !r.inForceFrom) return [];
    const line = releases.filter((x) => x.ruleset === r.ruleset);
    const running = line
      .slice(0, line.indexOf(r))
      .filter((x) => x.installed !== false)
      .at(-1);
    const runs = running
      ? running.label.line === r.label.line
        ? running.label.version
        : releaseName(running)
      : null;
    return [
      {
        ruleset: r.ruleset,
        version: r.version,
        inForceFrom: r.inForceFrom,
        name: releaseName(r),
        runs,
        reason: `${releaseName(r)} (${r.inForceFrom}) is not installed; ${runs ? `${runs} rules run` : `no ${r.label.line} rules run`}`,
      },
    ];
  });
}

/** A release published but not yet in force, installed or only announced by its owner. */
export interface UpcomingRelease {
  ruleset: string;
  version: string;
  published: string | null;
  inForceFrom: string;
  installed: boolean;
  name: string;
  /** e.g. "Peppol BIS Billing 3.0.22 (published 2026-11-23) comes into force on 2027-02-24; not installed yet". */
  text: string;
}

/** The releases whose in-force date is still ahead of `today` (what /health `validator.upcoming` and the page state). */
export function upcomingReleases(releases: readonly BuiltRelease[], today = todayUtc()): UpcomingRelease[] {
  return releasesOn(releases, today).flatMap((r) =>
    r.status === 'upcoming' && r.inForceFrom
      ? [
          {
            ruleset: r.ruleset,
            version: r.version,
            published: r.published,
            inForceFrom: r.inForceFrom,
            installed: r.installed,
            name: releaseName(r),
            text: `${releaseName(r)}${r.published ? ` (published ${r.published})` : ''} comes into force on ${r.inForceFrom}${r.installed ? '' : '; not installed yet'}`,
          },
        ]
      : [],
  );
}

/** The release of one rule set that runs on `today`: the installed release in force then. */
export interface RunningRelease {
  ruleset: string;
  version: string;
  /** Null for releases without a date (the schemas). */
  inForceFrom: string | null;
}

/** Each rule set's running release (what /health `validator.inForce` and the page footer state). */
export function runningReleases(releases: readonly BuiltRelease[], today = todayUtc()): RunningRelease[] {
  const installed = releases.filter((r) => r.installed !== false);
  return [...new Set(installed.map((r) => r.ruleset))].flatMap((ruleset) => {
    const r = releaseInForce(
      installed.filter((x) => x.ruleset === ruleset),
      today,
    );
    return r ? [{ ruleset, version: r.version, inForceFrom: r.inForceFrom }] : [];
  });
}

/** The rule sets of a build with their versions; the default is the release in force `today`. */
export function rulesetVersions(manifest: BuiltManifest, today = todayUtc()): RulesetVersions[] {
  const names = [...new Set(manifest.artefacts.flatMap((a) => (a.kind === 'schematron' ? [a.ruleset] : [])))];
  return names.map((id) => {
    // Only releases whose rules are here can run or be pinned.
    const releases = releasesOf(manifest, id).filter((r) => r.installed !== false);
    return {
      id,
      default: releaseInForce(releases, today)?.version ?? '',
      versions: releases.map((r) => r.version).reverse(),
    };
  });
}

const listed = (all: RulesetVersions[]) =>
  all.map((r) => `${r.id} ${r.versions.map((v) => (v === r.default ? `${v} (default)` : v)).join(', ')}`);

/** The date asked for: an ISO date, or the invoice's issue date; anything else is INVALID_OPTION. */
function dateOf(request: ReleaseRequest): string | null {
  const { asOf } = request;
  if (asOf === undefined || asOf === null) return null;
  if (asOf === 'issueDate') {
    if (request.issueDate && isCalendarDate(request.issueDate)) return request.issueDate;
    return fail(
      'INVALID_OPTION',
      `options.asOf is "issueDate" but the invoice has no readable issue date (BT-2)${request.issueDate ? `: ${request.issueDate}` : ''}.`,
      { field: 'asOf' },
    );
  }
  if (typeof asOf === 'string' && isCalendarDate(asOf)) return asOf;
  return fail(
    'INVALID_OPTION',
    `options.asOf must be a date YYYY-MM-DD or "issueDate"; got ${JSON.stringify(asOf)}.`,
    {
      field: 'asOf',
    },
  );
}

function checkPins(all: RulesetVersions[], pins: Readonly<Record<string, unknown>>): void {
  for (const [id, version] of Object.entries(pins)) {
    const ruleset = all.find((r) => r.id === id);
    if (ruleset && typeof version === 'string' && ruleset.versions.includes(version)) continue;
    fail(
      'INVALID_OPTION',
      ruleset
        ? `Rule set ${id} has no version ${String(version)}; available: ${ruleset.versions.join(', ')} (default ${ruleset.default}).`
        : `Unknown rule set ${id}; available: ${listed(all).join('; ')}.`,
      {
        field: `ruleset_versions.${id}`,
        available: Object.fromEntries(all.map((r) => [r.id, r.versions])),
      },
    );
  }
}

/**
 * The schematron artefacts a scenario runs, and which release of each rule set that is and why. A pin
 * names a release exactly: a release without rules for the document's syntax is refused with
 * INVALID_OPTION naming the releases that have them. Otherwise the release in force on the asked date
 * (default: today) runs; where that release has no rules for the syntax here (Peppol 3.0.20 CII is not
 * public), the newest earlier release that has them runs, and the note says so.
 */
export function chooseSchematrons(
  manifest: BuiltManifest,
  schematrons: readonly string[],
  request: ReleaseRequest = {},
): { ids: string[]; applied: AppliedRelease[] } {
  const today = request.today ?? todayUtc();
  const pins = request.pins ?? {};
  // The versions are listed only to check pins (most requests send none).
  if (Object.keys(pins).length > 0) checkPins(rulesetVersions(manifest, today), pins);
  const asOf = dateOf(request);
  const applied: AppliedRelease[] = [];
  const ids = schematrons.map((base) => {
    const standIns = manifest.artefacts.filter(
      (a): a is SchematronArtefact => a.kind === 'schematron' && (a.id === base || a.alternativeOf === base),
    );
    const ruleset = standIns[0]?.ruleset;
    if (ruleset === undefined) return base;
    const releases = releasesOf(manifest, ruleset);
    const artefactOf = (version: string) => standIns.find((a) => a.version === version);
    const pinned = pins[ruleset];
    if (typeof pinned === 'string') {
      const artefact =
        artefactOf(pinned) ??
        fail(
          'INVALID_OPTION',
          `Rule set ${ruleset} ${pinned} has no rules for this document's syntax (${base}); available for it: ${standIns.map((a) => a.version).join(', ')}.`,
          { field: `ruleset_versions.${ruleset}`, available: { [ruleset]: standIns.map((a) => a.version) } },
        );
      applied.push({ ruleset, version: pinned, reason: 'pinned' });
      return artefact.id;
    }
    const date = asOf ?? today;
    const inForce = releaseInForce(releases, date);
    // The newest release up to the one in force that has this syntax's rules.
    const upTo = inForce ? releases.slice(0, releases.indexOf(inForce) + 1) : releases;
    const ran =
      [...upTo].reverse().find((r) => artefactOf(r.version)) ?? releases.find((r) => artefactOf(r.version));
    const artefact = ran ? artefactOf(ran.version) : undefined;
    if (!ran || !artefact) return base;
    const entry: AppliedRelease = { ruleset, version: ran.version, reason: asOf ? 'asOf' : 'default', date };
    if (inForce && inForce !== ran)
      entry.note = `${ruleset} ${inForce.version} was in force on ${date} but its rules for this syntax are not available here; ${ran.version} ran.`;
    else if (inForce?.inForceFrom && inForce.inForceFrom > date)
      entry.note = `No ${ruleset} release was in force on ${date}; the oldest available, ${ran.version} (from ${inForce.inForceFrom}), ran.`;
    applied.push(entry);
    return artefact.id;
  });
  return { ids, applied };
}

/**
 * The pins that run the next release of each rule set that ran (the release after it that the build has
 * rules for): what a preview judges with. Empty when every rule set already ran its newest release.
 */
export function nextReleasePins(
  manifest: BuiltManifest,
  schematrons: readonly string[],
  applied: readonly AppliedRelease[],
): Record<string, string> {
  const pins: Record<string, string> = {};
  for (const a of applied) {
    const releases = releasesOf(manifest, a.ruleset);
    const has = (version: string) =>
      manifest.artefacts.some(
        (x) =>
          x.kind === 'schematron' &&
          x.version === version &&
          schematrons.some((base) => x.id === base || x.alternativeOf === base),
      );
    const next = releases
      .slice(releases.findIndex((r) => r.version === a.version) + 1)
      .find((r) => has(r.version));
    if (next) pins[a.ruleset] = next.version;
  }
  return pins;
}

/** Whether a rule set ran today's release while a later one is published but not yet in force. */
export function upcomingAfter(manifest: BuiltManifest, applied: readonly AppliedRelease[]): boolean {
  return applied.some(
    (a) =>
      a.reason === 'default' &&
      releasesOf(manifest, a.ruleset).some(
        (r) => r.inForceFrom !== null && a.date !== undefined && r.inForceFrom > a.date,
      ),
  );
}
