import { outOfDate, runningReleases } from '@einvoice/engine/releases';
import { useT } from '../i18n/useT.ts';
import { useReleaseManifest } from '../settings/useReleaseManifest.ts';

/**
 * Each rule set's release and the date it came into force, read from the release registry as the build
 * recorded it (the manifest beside the page); and, when a release in force is not installed, since when
 * the rules are out of date.
 */
export function RulesCurrency() {
  const t = useT();
  const releases = useReleaseManifest()?.releases;
  if (!releases) return null;
  const stale = outOfDate(releases);
  const since = stale.map((r) => r.inForceFrom).sort()[0];
  return (
    <div className="rules-currency">
      <p data-testid="rules-in-force">
        {t.rulesInForce}:{' '}
        {runningReleases(releases)
          .map((r) => `${r.ruleset} ${r.version}${r.inForceFrom ? ` (${t.rulesSince(r.inForceFrom)})` : ''}`)
          .join(' · ')}
      </p>
      {since && (
        <p className="rules-out-of-date" data-testid="rules-out-of-date" role="status">
          {t.rulesOutOfDate(since, stale.map((r) => `${r.ruleset} ${r.version}`).join(', '))}
        </p>
      )}
    </div>
  );
}
