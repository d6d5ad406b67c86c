import fs from 'node:fs';
import path from 'node:path';
import type { ExpectedRecord } from '../corpus/expected.ts';
import { knownDifferences } from '../corpus/knownDifferences.ts';
import { repoRoot } from '../corpus/paths.ts';

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

/** CII rule → the level the service sets, for the overrides the known-differences ledger lists. */
const OVERRIDDEN: ReadonlyMap<string, string> = (() => {
  const listed = new Set(knownDifferences('levelOverrides').keys());
  const file = path.join(repoRoot, 'rulesets/src/releases/levelOverrides.json');
  const { overrides } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    overrides: { rules: string[]; level: string; document: string }[];
  };
  return new Map(
    overrides.flatMap((o) =>
      o.rules.filter((rule) => listed.has(`${o.document}:${rule}`)).map((rule) => [rule, o.level] as const),
    ),
  );
})();

/**
 * The reference's schematron messages as "code level", the level after customLevel, sorted. The reference ran
 * KoSIT's 2026-04-02 configuration; the service lowers the owner defects its ledger lists as KoSIT's 2026-08-31
 * configuration does (rulesets/src/releases/levelOverrides.json).
 */
export function kositCustomLevels(r: ExpectedRecord): string[] {
  return (r.findings ?? [])
    .map((f) => `${f.id} ${(r.syntax === 'CII' && OVERRIDDEN.get(f.id)) || f.level}`)
    .sort();
}

/** KoSIT's level of a schematron flag: warning and information as written, every other flag an error. */
const flagLevel = (flag: string | null) =>
  flag === 'warning' ? 'warning' : flag === 'information' || flag === 'info' ? 'information' : 'error';

/**
 * The reference's schematron messages as "code level" with the level KoSIT writes in `rep:message/@level`: the
 * schematron flag's, before the scenario's customLevel (which only the explanation's table and the acceptance
 * read). KoSIT's own configuration tests pin it: `assertions-integration-testing.xml` expects
 * `CII-SR-452 … @level='warning'` and `BR-CL-21 … @level='error'` where customLevel makes them error and
 * information. Sorted.
 */
export function kositFlagLevels(r: ExpectedRecord): string[] {
  return (r.findings ?? []).map((f) => `${f.id} ${flagLevel(f.originalFlag ?? f.flag)}`).sort();
}
