import type { ExpectedRecord } from '../corpus/expected.ts';

/**
 * KoSIT's acceptance of a reference record (corpus README): a KoSIT scenario matched, the schema step passed
 * (KoSIT stops there otherwise) and no message is an error after the scenario's customLevel.
 */
export function kositAccepts(r: ExpectedRecord): boolean {
  return (
    r.kositScenario === true &&
    r.wellFormed &&
    (r.xsdErrors ?? []).length === 0 &&
    !(r.findings ?? []).some((f) => f.level === 'error')
  );
}
