import { FRANCE_RULE_TEXTS } from './france/franceRuleTexts.ts';
import { EN16931_RULE_TEXTS } from './ruleTextsEn16931.ts';
import type { RuleText } from './ruleTextsFields.ts';
import { NATIONAL_RULE_TEXTS } from './ruleTextsNational.ts';

export type { RuleText } from './ruleTextsFields.ts';

const TEXTS: Record<string, RuleText> = {
  ...EN16931_RULE_TEXTS,
  ...NATIONAL_RULE_TEXTS,
  ...FRANCE_RULE_TEXTS,
};

/** The plain-language explanation (en/de/fr) and repair action for an official rule id, if the table has one. */
export function ruleText(ruleId: string): RuleText | undefined {
  return Object.hasOwn(TEXTS, ruleId) ? TEXTS[ruleId] : undefined;
}
