import type { BuiltScenario } from '../manifest.ts';
import type { Finding, Format, OracleRun, OracleVerdict, Verdict } from '../types.ts';
import { franceFormat } from './franceFormat.ts';

/** An oracle that ran, as the verdict lists it; `error` is why it could not complete (null: it did). */
export interface OracleOutcome {
  id: string;
  name: string;
  authority: string;
  version: string;
  error: string | null;
}

const FORMATS: Record<Exclude<BuiltScenario['family'], 'facturx' | 'france-ctc' | 'national'>, Format> = {
  xrechnung: { key: 'xrechnung-3.0', family: 'xrechnung', profile: 'cius', country: 'DE' },
  'xrechnung-extension': {
    key: 'xrechnung-3.0-extension',
    family: 'xrechnung',
    profile: 'extension',
    country: 'DE',
  },
  'xrechnung-cvd': { key: 'xrechnung-3.0-cvd', family: 'xrechnung', profile: 'cvd', country: 'DE' },
  peppol: { key: 'peppol-bis-3', family: 'peppol', profile: 'billing-3.0', country: null },
  en16931: { key: 'en16931', family: 'en16931', profile: null, country: null },
};

/** The document's format as its scenario judges it; a Factur-X scenario names its profile, a layer its own. */
export function formatOf(scenario: BuiltScenario): Format {
  if (scenario.family === 'france-ctc') return franceFormat(scenario);
  if (scenario.family === 'national' && scenario.layer) {
    const { ruleset, profile, country } = scenario.layer;
    return { key: ruleset, family: 'national', profile, country };
  }
  if (scenario.family !== 'facturx' && scenario.family !== 'national') return FORMATS[scenario.family];
  // Scenario ids are `facturx/<profile slug>` (`-zugferd` for ZUGFeRD's id of the same profile).
  const slug = scenario.id.slice('facturx/'.length).replace(/-zugferd$/, '');
  return { key: `factur-x-${slug}`, family: 'factur-x', profile: scenario.profile ?? null, country: null };
}

/**
 * Valid iff every official oracle completed and none reported an error-level finding. KoSIT acceptance
 * (kositVerified) additionally needs the document to have been matched by a scenario of KoSIT's configuration:
 * its XRechnung scenarios or its plain EN 16931 ones (identifier exactly urn:cen.eu:en16931:2017), which run
 * the same XSD and schematrons and accept what they find no error in.
 */
export function buildVerdict(
  scenario: BuiltScenario,
  kositMatch: boolean,
  oracles: readonly OracleOutcome[],
  findings: readonly Finding[],
): Verdict {
  const runs: OracleRun[] = oracles.map((o) => {
    const failed = findings.some((f) => f.oracle === o.id && f.severity === 'error');
    const verdict: OracleVerdict = o.error !== null ? 'error' : failed ? 'fail' : 'pass';
    const run: OracleRun = { id: o.id, name: o.name, authority: o.authority, version: o.version, verdict };
    return o.error !== null ? { ...run, reason: o.error } : run;
  });
  const valid = runs.every((r) => r.verdict === 'pass');
  return {
    state: valid ? 'valid' : 'invalid',
    valid,
    kositVerified: valid && kositMatch,
    format: formatOf(scenario),
    oracles: runs,
  };
}
