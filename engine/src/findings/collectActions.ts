import type { Finding, RuleAction } from '../types.ts';

/** One entry per rule that has an action, in first-seen order, counting how often it fired. */
export function collectActions(findings: readonly Finding[]): RuleAction[] {
  const byRule = new Map<string, RuleAction>();
  for (const f of findings) {
    if (!f.action) continue;
    const seen = byRule.get(f.ruleId);
    if (seen) seen.count += 1;
    else byRule.set(f.ruleId, { ruleId: f.ruleId, bt: f.bt, count: 1, action: f.action });
  }
  return [...byRule.values()];
}
