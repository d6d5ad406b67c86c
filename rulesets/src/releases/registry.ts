import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnnouncedChanges, BuiltRelease, DocumentKind, ReleaseLabel } from '@einvoice/engine/manifest';
import { facturxArtefacts } from '../facturx/facturxArtefacts.ts';
import type { Artefact, SchematronSource } from '../manifest.ts';

/** The registry file: the one record of rule releases (see its `_comment`). */
export const REGISTRY_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'registry.json');

/** Where a release's files come from when ../shared/rulesets is not there (rulesets/src/sources/fetchSources.ts). */
export interface RegistrySource {
  id: string;
  /** Folder under the rulesets root this source fills (first path segment of pinned-files.json). */
  folder: string;
  revision: string;
  /** The owner's archive (always a ZIP). */
  url: string;
  /** SHA-256 of the archive where it was measured; null where no copy could be fetched here. */
  archiveSha256: string | null;
  /** GitHub archives wrap everything in one `<repo>-<revision>/` folder, which is skipped. */
  stripTop: boolean;
  /** [archive path prefix, folder path prefix]: a pinned file whose folder path starts with the second is read from the first. */
  map: readonly (readonly [archive: string, folder: string])[];
}

export type RegistryArtefact =
  | { kind: 'xsd'; id: string; name: string; tree: string; entry: string }
  | { kind: 'schematron'; base: string; name: string; source: SchematronSource; rulesSource?: string };

/**
 * A national layer (issue 36): rules an owner applies on top of a base rule set, to the documents the owner's
 * schematron accepts. The build makes one scenario per document kind and identifier from it
 * (layerScenarios.ts); the engine matches it like every other scenario, with no code of its own.
 */
export interface RegistryLayer {
  /** The owner's name of the profile, as its users know it (e.g. "UBL.BE", "CIUS-RO"). */
  profile: string;
  /** ISO 3166-1 alpha-2 country whose platform applies the layer. */
  country: string;
  /** The scenario family the layer sits on (its XSD and schematrons run first): `en16931` or `peppol`. */
  base: string;
  /** The document kinds the owner's rules are written for. */
  documents: DocumentKind[];
  /** Which documents it applies to, as the owner's schematron tests them. */
  select: {
    /** BT-24 values the owner's schematron accepts. */
    customizationIds: string[];
    /** `equals`: the trimmed identifier is one of them; `prefix`: it starts with one (the owner's `starts-with`). */
    mode: 'equals' | 'prefix';
    /** Where the owner says so: the layer applies only when the seller's (BT-40) country is one of these. */
    sellerCountry?: string[];
    /** Likewise for the buyer's country (BT-55). */
    buyerCountry?: string[];
  };
}

export interface RegistryRelease {
  ruleset: string;
  owner: string;
  version: string;
  published: string | null;
  inForceFrom: string | null;
  /**
   * False for a release known to exist (its dates and archive pin recorded) whose files are not available
   * here: it counts for which release is in force, never runs, and /health names it in `outOfDate` while in force.
   */
  installed?: boolean;
  /** How users name the release where that is not "<ruleset> <version>" (default: the rule set and the version). */
  label?: ReleaseLabel;
  /** A release not installed: its rule changes as the owner's notes state them (what /v1/rules/upcoming lists). */
  announcedChanges?: AnnouncedChanges;
  sources: RegistrySource[];
  tests: string[];
  artefacts: RegistryArtefact[];
  /** Present on a national layer's releases: what it sits on and which documents it applies to. */
  layer?: RegistryLayer;
}

const compareVersions = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** Releases of a rule set in the order they came into force (undated first, then by date and version). */
function inForceOrder(a: RegistryRelease, b: RegistryRelease): number {
  return (a.inForceFrom ?? '').localeCompare(b.inForceFrom ?? '') || compareVersions(a.version, b.version);
}

/** Whether the release's files are here to build (see `RegistryRelease.installed`). */
export const isInstalled = (r: RegistryRelease): boolean => r.installed !== false;

/** Reads the registry: releases grouped by rule set (first appearance), each group in force order. */
export function readRegistry(file = REGISTRY_FILE): RegistryRelease[] {
  const { releases } = JSON.parse(fs.readFileSync(file, 'utf8')) as { releases: RegistryRelease[] };
  const rulesets = [...new Set(releases.map((r) => r.ruleset))];
  return rulesets.flatMap((id) => releases.filter((r) => r.ruleset === id).sort(inForceOrder));
}

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The artefacts the build makes of each release. A schematron's id is its `base` (what scenarios name)
 * for the newest release that has that base, `<base>-<version>` for the earlier ones, which stand in
 * for it when pinned or chosen by date.
 */
export function artefactsByRelease(releases: readonly RegistryRelease[]): Artefact[][] {
  const newest = new Map<string, RegistryRelease>();
  for (const r of releases) for (const a of r.artefacts) if (a.kind === 'schematron') newest.set(a.base, r);
  return releases.map((r): Artefact[] => {
    if (r.ruleset === 'facturx') return [...facturxArtefacts(r.version, r.owner)];
    return r.artefacts.map((a): Artefact => {
      if (a.kind === 'xsd') return { ...a, authority: r.owner, version: r.version };
      const isNewest = newest.get(a.base) === r;
      return {
        kind: 'schematron',
        id: isNewest ? a.base : `${a.base}-${r.version}`,
        ...(isNewest ? {} : { alternativeOf: a.base }),
        name: a.name,
        authority: r.owner,
        version: r.version,
        ruleset: r.ruleset,
        source: a.source,
        ...(a.rulesSource ? { rulesSource: a.rulesSource } : {}),
      };
    });
  });
}

/** The registry as the build records it: `inForceUntil` is the day before the next release came into force. */
export function builtReleases(releases: readonly RegistryRelease[]): BuiltRelease[] {
  const artefacts = artefactsByRelease(releases);
  return releases.map((r, i) => {
    const next = releases.find(
      (n) => n.ruleset === r.ruleset && n.inForceFrom !== null && inForceOrder(n, r) > 0,
    );
    return {
      ruleset: r.ruleset,
      owner: r.owner,
      version: r.version,
      published: r.published,
      inForceFrom: r.inForceFrom,
      inForceUntil: next?.inForceFrom ? dayBefore(next.inForceFrom) : null,
      installed: isInstalled(r),
      label: r.label ?? { line: r.ruleset, version: r.version },
      ...(r.announcedChanges ? { announcedChanges: r.announcedChanges } : {}),
      sources: r.sources.map(({ id, folder, revision, url, archiveSha256 }) => ({
        id,
        folder,
        revision,
        url,
        archiveSha256,
      })),
      tests: r.tests,
      artefacts: (artefacts[i] ?? []).map((a) => a.id),
      ...(r.layer
        ? { layer: { profile: r.layer.profile, country: r.layer.country, base: r.layer.base } }
        : {}),
    };
  });
}
