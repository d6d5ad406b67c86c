import type { Action, Text } from '../types.ts';

// Temporary stand-in written by the lead so the pipeline runs; the rule-text table replaces this file.
export function ruleText(_ruleId: string): { plain: Text; action: Action | null } | undefined {
  return undefined;
}
