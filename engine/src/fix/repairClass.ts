import { ruleText } from '../findings/ruleTexts.ts';
import { SYNTHESIZERS } from './synthesizers/allSynthesizers.ts';

/**
 * Minimal stand-in (the earlier-interface branch owns the real classification and replaces this file):
 * `blocked` for the sums and VAT amounts the issuer owns, `auto` where a synthesizer answers the rule,
 * `input` where the rule text asks the user for a value, `blocked` otherwise.
 */
const FINANCIAL = /^(BR-CO-1[0-7]|BR-CO-2[5-7]|BR-[A-Z]{1,2}-0[89]|BR-[A-Z]{1,2}-1[0-2]|BR-DEC-)/;
const BY_SYNTHESIZER = new Set(SYNTHESIZERS.flatMap((s) => s.rules));

export function repairClass(ruleId: string): 'auto' | 'input' | 'blocked' {
  if (FINANCIAL.test(ruleId)) return 'blocked';
  if (BY_SYNTHESIZER.has(ruleId)) return 'auto';
  const kind = ruleText(ruleId)?.action?.kind;
  return kind === 'ask' || kind === 'choose' ? 'input' : 'blocked';
}
