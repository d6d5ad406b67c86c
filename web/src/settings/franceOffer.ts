import type { Finding } from '@einvoice/engine';
import { FRANCE_OFFER_RULE } from '@einvoice/engine/catalog';
import type { BuiltManifest } from '@einvoice/engine/manifest';
import { type RulesetVersions, rulesetVersions } from '@einvoice/engine/releases';

/**
 * The rule id of the information finding the engine adds to a French-to-French invoice checked without the
 * French rules (issue 24 item 2), as the engine names it: the offer's button keys on it.
 */
export const FRANCE_OFFER_RULE_ID = FRANCE_OFFER_RULE;

/** The rule set of the French reform's rules (FNFE-MPE) in the release registry. */
export const FRANCE_RULESET = 'france-ctc';

/**
 * The pin that checks a document against the French rules: their release in force today, from the release
 * registry as built; null when the result makes no offer or the build has no French rules.
 */
export function franceOfferPin(
  findings: readonly Finding[],
  manifest: BuiltManifest | null,
): Record<string, string> | null {
  if (!manifest || !findings.some((f) => f.ruleId === FRANCE_OFFER_RULE_ID)) return null;
  const france: RulesetVersions | undefined = rulesetVersions(manifest).find((r) => r.id === FRANCE_RULESET);
  return france?.default ? { [FRANCE_RULESET]: france.default } : null;
}
