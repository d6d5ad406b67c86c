import type { BuiltScenario } from '@einvoice/rulesets';
import type { Finding, Format, OracleRun, OracleVerdict, Verdict } from '../types.ts';

/** An oracle that ran, as the verdict lists it; `errored` means it could not complete. */
export interface OracleOutcome {
  id: string;
  name: string;
  authority: string;
  version: string;
  errored: boolean;
}

const FORMATS: Record<Exclude<BuiltScenario['family'], 'facturx'>, Format> = {
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

/** The document's format as its scenario judges it; a Factur-X scenario names its profile. */
export function formatOf(scenario: BuiltScenario): Format {
  if (scenario.family !== 'facturx') return FORMATS[scenario.family];
  // Scenario ids are `facturx/<profile slug>` (`-zugferd` for ZUGFeRD's id of the same profile).
  const slug = scenario.id.slice('facturx/'.length).replace(/-zugferd$/, '');
  return { key: `factur-x-${slug}`, family: 'factur-x', profile: scenario.profile ?? null, country: null };
}

/**
 * Valid iff every official oracle completed and none reported an error-level finding. KoSIT acceptance
 * (kositVerified) additionally needs the document to have been matched by a KoSIT XRechnung scenario.
 */
export function buildVerdict(
  scenario: BuiltScenario,
  kositMatch: boolean,
  oracles: readonly OracleOutcome[],
  findings: readonly Finding[],
): Verdict {
  const runs: OracleRun[] = oracles.map((o) => {
    const failed = findings.some((f) => f.oracle === o.id && f.severity === 'error');
    const verdict: OracleVerdict = o.errored ? 'error' : failed ? 'fail' : 'pass';
    return { id: o.id, name: o.name, authority: o.authority, version: o.version, verdict };
  });
  const valid = runs.every((r) => r.verdict === 'pass');
  return {
    state: valid ? 'valid' : 'invalid',
    valid,
    kositVerified: valid && kositMatch && scenario.family.startsWith('xrechnung'),
    format: formatOf(scenario),
    oracles: runs,
  };
}
