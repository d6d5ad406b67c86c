import type { BuiltManifest, BuiltRelease } from '@einvoice/engine/manifest';
import { outOfDate, runningReleases } from '@einvoice/engine/releases';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/useT.ts';

/**
 * Each rule set's release and the date it came into force, read from the release registry as the build
 * recorded it (the manifest beside the page); and, when a release in force is not installed, since when
 * the rules are out of date.
 */
export function RulesCurrency() {
  const t = useT();
  const [releases, setReleases] = useState<BuiltRelease[] | null>(null);
  useEffect(() => {
    let live = true;
    fetch(new URL('rulesets/manifest.json', document.baseURI))
      .then((r) => (r.ok ? (r.json() as Promise<BuiltManifest>) : null))
      .then((m) => live && m && setReleases(m.releases))
      // Without the manifest the engine's own status line says the rule sets could not be loaded.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
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
