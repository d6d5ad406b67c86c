import type { EngineInfo, ReleaseReason } from '@einvoice/engine';
import type { ValidationRecord } from '../storage/legacyStore.ts';

/**
 * One rule set as an evidence pack certifies it: the release that ran, who publishes it, the date it is in
 * force from (the registry's, as /health `validator.inForce` states it), why it ran (as `rulesetsApplied`) and,
 * for a national layer, its profile and country (as `verdict.format`).
 */
export interface PackRuleset {
  id: string;
  authority: string;
  version: string;
  /** Null for releases without a date (CEN publishes none for some; schemas have none). */
  inForceFrom: string | null;
  reason: ReleaseReason;
  /** A national layer's release (registry `layer`): the owner's profile and the country whose rules it holds. */
  layer?: { profile: string; country: string };
  /** The date whose releases were chosen: today for the default, the asOf date or the invoice's issue date. */
  date?: string;
  note?: string;
}

/**
 * The release facts of a validation record, completed from the build's registry. A record made before the
 * answer said why a release ran has no `reason`: releases could then only be pinned or run by default.
 */
export function packRulesets(
  recorded: ValidationRecord['rulesets'],
  built: Pick<EngineInfo, 'artefacts' | 'releases'>,
): PackRuleset[] {
  return recorded.map((rs) => {
    const release = built.releases.find((r) => r.ruleset === rs.id && r.version === rs.version);
    return {
      id: rs.id,
      authority: release?.owner ?? built.artefacts.find((a) => a.ruleset === rs.id)?.authority ?? '',
      version: rs.version,
      inForceFrom: release?.inForceFrom ?? null,
      reason: rs.reason ?? (rs.pinned ? 'pinned' : 'default'),
      ...(release?.layer
        ? { layer: { profile: release.layer.profile, country: release.layer.country } }
        : {}),
      ...(rs.date ? { date: rs.date } : {}),
      ...(rs.note ? { note: rs.note } : {}),
    };
  });
}

const WHY: Record<ReleaseReason, (date: string) => string> = {
  default: (date) => `in Kraft am / in force on ${date} (Standard / default)`,
  pinned: () => 'vom Aufrufer gewählt / pinned by the caller',
  asOf: (date) => `Stichtag / as of ${date}`,
};

/** One rule set's line on the certificate, German and English side by side like the rest of it. */
export function releaseLine(
  r: Pick<PackRuleset, 'id' | 'authority' | 'version'> & Partial<PackRuleset>,
): string {
  const layer = r.layer
    ? ` · Nationale Regeln / national rules: ${r.layer.profile} (${r.layer.country})`
    : '';
  const since = r.inForceFrom ? ` · in Kraft seit / in force from ${r.inForceFrom}` : '';
  const why = r.reason ? ` · Grund / why: ${WHY[r.reason](r.date ?? '—')}` : '';
  return `${r.id} — ${r.authority}, Version ${r.version}${layer}${since}${why}`;
}
