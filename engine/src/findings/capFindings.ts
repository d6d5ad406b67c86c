import type { Finding, LineArithmeticWarning, RuleTally } from '../types.ts';

/**
 * Locations listed per rule in a result. A rule that fires on every line of a 10 MB invoice would
 * otherwise repeat its message 16,000 times (a 2.85 MB invoice made a 134 MB answer); past the first
 * hundred, more locations tell a reader nothing new. Counts stay exact.
 */
export const MAX_LOCATIONS_PER_RULE = 100;

const key = (oracle: string, ruleId: string) => `${oracle}\u0000${ruleId}`;

/**
 * Keeps the first `max` findings of each rule (per oracle, in document order) and tallies every rule
 * that fired with its full count; `truncated` marks the rules (and the result) whose locations were cut.
 * The verdict and `counts` are computed from the full list before this runs.
 */
export function capFindings(
  findings: readonly Finding[],
  lineArithmetic: readonly LineArithmeticWarning[],
  max = MAX_LOCATIONS_PER_RULE,
): { findings: Finding[]; lineArithmetic: LineArithmeticWarning[]; rules: RuleTally[]; truncated: boolean } {
  const tallies = new Map<string, RuleTally>();
  const kept: Finding[] = [];
  for (const f of findings) {
    const k = key(f.oracle, f.ruleId);
    let t = tallies.get(k);
    if (!t) {
      t = { ruleId: f.ruleId, oracle: f.oracle, severity: f.severity, count: 0, shown: 0, truncated: false };
      tallies.set(k, t);
    }
    t.count++;
    if (t.shown < max) {
      t.shown++;
      kept.push(f);
    } else t.truncated = true;
  }
  const perRule = new Map<string, number>();
  const keptLines = lineArithmetic.filter((w) => {
    const n = (perRule.get(w.rule) ?? 0) + 1;
    perRule.set(w.rule, n);
    return n <= max;
  });
  const rules = [...tallies.values()];
  return {
    findings: kept,
    lineArithmetic: keptLines,
    rules,
    truncated: rules.some((r) => r.truncated) || keptLines.length < lineArithmetic.length,
  };
}
