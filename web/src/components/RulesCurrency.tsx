import { outOfDate, releaseName, runningReleases, upcomingReleases } from '@einvoice/engine/releases';
import { useT } from '../i18n/useT.ts';
import { useReleaseManifest } from '../settings/useReleaseManifest.ts';

/**
 * Each rule set's release and the date it came into force, read from the release registry as the build
 * recorded it (the manifest beside the page), named as the releases' users know them; each release in force
 * that is not installed, with what runs instead; and each release still to come into force.
 */
export function RulesCurrency() {
  const t = useT();
  const releases = useReleaseManifest()?.releases;
  if (!releases) return null;
  const named = new Map(releases.map((r) => [`${r.ruleset} ${r.version}`, releaseName(r)]));
  return (
    <div className="rules-currency">
      <p data-testid="rules-in-force">
        {t.rulesInForce}:{' '}
        {runningReleases(releases)
          .map(
            (r) =>
              `${named.get(`${r.ruleset} ${r.version}`) ?? `${r.ruleset} ${r.version}`}${r.inForceFrom ? ` (${t.rulesSince(r.inForceFrom)})` : ''}`,
          )
          .join(' · ')}
      </p>
      {outOfDate(releases).map((r) => (
        <p key={r.name} className="rules-out-of-date" data-testid="rules-out-of-date" role="status">
          {t.rulesNotInstalled(r.name, r.inForceFrom, r.runs)}
        </p>
      ))}
      {upcomingReleases(releases).map((r) => (
        <p key={r.name} className="rules-upcoming" data-testid="rules-upcoming">
          {t.rulesUpcoming(r.name, r.inForceFrom, r.installed)}
        </p>
      ))}
    </div>
  );
}
