import type { DetectedDocument } from '../detect/detectTree.ts';
import { fail } from '../errors.ts';
import type { BuiltScenario } from '../manifest.ts';

/** The scenario chosen for a document, and whether it is a KoSIT scenario match or a fallback. */
export interface ChosenScenario {
  scenario: BuiltScenario;
  /** True when the KoSIT configuration's own match selected it (false for forced, Peppol or fallback). */
  kositMatch: boolean;
  forced: boolean;
  /** True when no scenario matched the document's specification identifier and plain EN 16931 was taken. */
  fallback: boolean;
}

/** The seller's (BT-40) and buyer's (BT-55) country codes, read only when a scenario asks for them. */
export type PartyCountries = () => { sellerCountry?: string | undefined; buyerCountry?: string | undefined };

function identifierMatches(s: BuiltScenario, d: DetectedDocument): boolean {
  if (s.document !== d.document || d.specId === null) return false;
  switch (s.match.mode) {
    case 'equals':
      return d.specId === s.match.specId || (s.layer !== undefined && d.specId.trim() === s.match.specId);
    case 'text-equals':
      return d.specIdTexts.includes(s.match.specId);
    case 'prefix':
      return d.specId.trim().startsWith(s.match.specId);
  }
}

function matches(s: BuiltScenario, d: DetectedDocument, countries: PartyCountries | undefined): boolean {
  if (!identifierMatches(s, d)) return false;
  const { sellerCountry, buyerCountry } = s.match;
  if (!sellerCountry && !buyerCountry) return true;
  const parties = countries?.() ?? {};
  const within = (asked: string[] | undefined, code: string | undefined) =>
    asked === undefined || (code !== undefined && asked.includes(code.trim().toUpperCase()));
  return within(sellerCountry, parties.sellerCountry) && within(buyerCountry, parties.buyerCountry);
}

/**
 * KoSIT order: the first configured scenario whose match holds (a national layer's, placed first by the
 * build, also by the parties' countries where its registry entry asks for them). Peppol identifiers select the Peppol
 * scenario; anything else falls back to plain EN 16931 for the document's syntax (spec: unknown
 * specification identifiers are judged as EN 16931). `forced` names a family (its first scenario for the
 * document) or a scenario id (`facturx/basic`), for test corpora whose invoices carry no identifier.
 */
export function selectScenario(
  scenarios: readonly BuiltScenario[],
  d: DetectedDocument,
  forced?: string,
  countries?: PartyCountries,
): ChosenScenario {
  if (forced !== undefined) {
    const s = scenarios.find((x) => (x.family === forced || x.id === forced) && x.document === d.document);
    if (!s) {
      return fail('INVALID_OPTION', `Unknown scenario '${forced}' for ${d.document}.`, {
        option: 'scenario',
        supported: [...new Set(scenarios.filter((x) => x.document === d.document).map((x) => x.family))],
      });
    }
    return { scenario: s, kositMatch: false, forced: true, fallback: false };
  }
  const hit = scenarios.find((s) => matches(s, d, countries));
  if (hit) return { scenario: hit, kositMatch: hit.kosit, forced: false, fallback: false };
  const fallback = scenarios.find((s) => s.family === 'en16931' && s.document === d.document);
  if (!fallback) return fail('NOT_EVALUABLE', `No rule sets configured for ${d.document}.`);
  return { scenario: fallback, kositMatch: false, forced: false, fallback: true };
}
