import type { DetectedDocument } from '../detect/detectTree.ts';
import { fail } from '../errors.ts';
import type { BuiltScenario } from '../manifest.ts';
import type { ChosenScenario } from './selectScenario.ts';

/** The rule set of FNFE's French rules (BR-FR, BR-FR-CDV) in the release registry and in pins. */
export const FRANCE_RULESET = 'france-ctc';

/** Whether the caller asked for the French rules: a pin of `france-ctc` (either release) or the family forced. */
export function franceAsked(options: {
  rulesetVersions?: Readonly<Record<string, unknown>> | undefined;
  scenario?: string | undefined;
}): boolean {
  return (
    options.scenario === FRANCE_RULESET ||
    (options.rulesetVersions !== undefined && Object.hasOwn(options.rulesetVersions, FRANCE_RULESET))
  );
}

/**
 * Whether the document calls for them itself: a CDAR lifecycle message (only the French rules judge one), or
 * the EXTENDED-CTC-FR profile, whose identifier FNFE does not define: implementers write it in BT-24 in more
 * than one spelling, all with `extended-ctc-fr` (../shared/rulesets/france-ctc-1.4.0.03/SOURCES.md).
 */
export function franceAutomatic(d: DetectedDocument): boolean {
  return d.document === 'cdar' || (d.specId?.toLowerCase().includes('extended-ctc-fr') ?? false);
}

/**
 * The French scenario for the document (rulesets/src/france/franceScenarios.ts): EXTENDED-CTC-FR by its
 * identifier; a Factur-X profile of the reform by its guideline id (EN 16931 as Factur-X only inside a PDF,
 * since plain CII with that id is CEN's EN 16931); otherwise the syntax's EN 16931 path (CEN schematron).
 */
export function selectFranceScenario(
  scenarios: readonly BuiltScenario[],
  d: DetectedDocument,
  fromPdf: boolean,
  asked: boolean,
): ChosenScenario {
  const own = scenarios.filter((s) => s.family === FRANCE_RULESET && s.document === d.document);
  const first = own[0] ?? fail('NOT_EVALUABLE', `The French rules are not built for ${d.document}.`);
  const id = d.specId?.trim() ?? '';
  const facturx = own.filter((s) => s.id.startsWith('france-ctc/facturx-') && s.match.specId === id);
  const hit = id.toLowerCase().includes('extended-ctc-fr')
    ? own.find((s) => s.id.startsWith('france-ctc/extended-ctc-fr'))
    : id === 'urn:cen.eu:en16931:2017' && !fromPdf
      ? first
      : facturx[0];
  return { scenario: hit ?? first, kositMatch: false, forced: asked, fallback: false };
}
