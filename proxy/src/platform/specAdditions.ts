/**
 * The spec's closed sets where the service answers more values than the spec names (issue 35 point 9). The
 * spec's values are the spec's own (interface-spec.md §2, §4.4, §4.5), written once here; the service's come
 * from the engine. Every spec value keeps working exactly as specified; the additions are listed in the
 * OpenAPI descriptions (generated from this table) and in docs/contract.md, each with its reason.
 */
export const SPEC_SETS = {
  syntax: {
    spec: ['UBL', 'CII'],
    why: 'CDAR: France CTC lifecycle-status messages (CDV, UN/CEFACT D22B), validated against the French reform rules',
  },
  convertTarget: {
    spec: ['xrechnung-ubl', 'xrechnung-cii', 'peppol-bis', 'en16931-ubl', 'en16931-cii'],
    why: 'factur-x: a hybrid PDF/A-3 with the CII invoice embedded (data.pdfBase64); cius-ro, nl-si-ubl, ublbe, hr-cius: UBL judged by the national layer of the release registry (nl-si-ubl and cius-ro are the spec’s planned ids)',
  },
  renderLocale: {
    spec: ['en', 'de'],
    why: 'fr: French terms, headings, code meanings, dates and amounts (texts people read are en, de and fr)',
  },
} as const;

export type SpecSet = keyof typeof SPEC_SETS;

/** The values of `all` the spec does not name for `set`. */
export function additionsTo(set: SpecSet, all: readonly (string | null)[]): string[] {
  const spec: readonly string[] = SPEC_SETS[set].spec;
  return all.filter((v): v is string => v !== null && !spec.includes(v));
}

/** The sentence an OpenAPI description ends with: the spec's values, then the additions and why. */
export function additionsNote(set: SpecSet, all: readonly (string | null)[]): string {
  const extra = additionsTo(set, all);
  const spec = `Spec values: ${SPEC_SETS[set].spec.join(', ')}.`;
  return extra.length === 0
    ? spec
    : `${spec} Beyond the spec: ${extra.join(', ')} (${SPEC_SETS[set].why}; docs/contract.md).`;
}
