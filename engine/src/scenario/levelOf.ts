import type { BuiltScenario, Level } from '../manifest.ts';

/** Schematron flag → KoSIT level, then the scenario's customLevel override (KoSIT semantics). */
export function levelOf(scenario: BuiltScenario, ruleId: string, flag: string | null): Level {
  const custom = scenario.customLevels[ruleId];
  if (custom) return custom;
  if (flag === 'warning') return 'warning';
  if (flag === 'information' || flag === 'info') return 'information';
  return 'error';
}
