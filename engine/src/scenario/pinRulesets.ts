import { fail } from '../errors.ts';
import type { BuiltManifest } from '../manifest.ts';

/** One pinnable rule set: every version the build ships, and the one scenarios run by default. */
export interface RulesetVersions {
  id: string;
  default: string;
  versions: string[];
}

/** The rule sets of a build with their versions, read from the manifest (the one record of what ships). */
export function rulesetVersions(manifest: BuiltManifest): RulesetVersions[] {
  const out = new Map<string, RulesetVersions>();
  for (const a of manifest.artefacts) {
    if (a.kind !== 'schematron') continue;
    const entry = out.get(a.ruleset) ?? { id: a.ruleset, default: '', versions: [] };
    if (!a.alternativeOf) entry.default = a.version;
    if (!entry.versions.includes(a.version)) entry.versions.push(a.version);
    out.set(a.ruleset, entry);
  }
  return [...out.values()];
}

const listed = (all: RulesetVersions[]) =>
  all.map((r) => `${r.id} ${r.versions.map((v) => (v === r.default ? `${v} (default)` : v)).join(', ')}`);

/**
 * The schematron artefacts a scenario runs with `pins` (rule set → version) applied: a pinned version other
 * than the default swaps each artefact of that rule set for the release kept for it. An unknown rule set or
 * version is refused with INVALID_OPTION naming every available version, never silently run with the default.
 */
export function pinSchematrons(
  manifest: BuiltManifest,
  schematrons: readonly string[],
  pins: Readonly<Record<string, unknown>> = {},
): string[] {
  const all = rulesetVersions(manifest);
  for (const [id, version] of Object.entries(pins)) {
    const ruleset = all.find((r) => r.id === id);
    if (!ruleset || typeof version !== 'string' || !ruleset.versions.includes(version)) {
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
  return schematrons.map((id) => {
    const artefact = manifest.artefacts.find((a) => a.id === id);
    if (artefact?.kind !== 'schematron') return id;
    const version = pins[artefact.ruleset];
    if (version === undefined || version === artefact.version) return id;
    const alternative = manifest.artefacts.find(
      (a) => a.kind === 'schematron' && a.alternativeOf === id && a.version === version,
    );
    return (
      alternative?.id ??
      fail('INVALID_OPTION', `Rule set ${artefact.ruleset} ${String(version)} has no artefact for ${id}.`)
    );
  });
}
