import { ruleText } from '../findings/ruleTexts.ts';
import { MONEY_RULES } from './moneyRules.ts';
import type { Synthesizer } from './Synthesizer.ts';
import { SYNTHESIZERS } from './synthesizers/allSynthesizers.ts';

/**
 * How the earlier interface's remediation treats a rule (spec 4.10): `auto` — a synthesizer repairs it from
 * the document itself; `input` — it needs a value only the caller knows (the engine asks for it);
 * `blocked` — it concerns money (amounts, VAT totals and rates, IBAN and other payment details), which the
 * service never changes on its own.
 */
export type RepairClass = 'auto' | 'input' | 'blocked';

const BY_RULE = new Map<string, Synthesizer[]>();
for (const s of SYNTHESIZERS) for (const r of s.rules) BY_RULE.set(r, [...(BY_RULE.get(r) ?? []), s]);

/**
 * The repair class of a rule id. Money first: a synthesizer may know how to recompute a total, but the
 * amounts are the issuer's. Then the question data: a rule whose own action asks for a value or a choice
 * needs the caller; a rule a synthesizer handles without one is `auto`; anything else (no synthesizer, no
 * question) can only be corrected by the caller, so it is `input` too.
 */
export function repairClass(ruleId: string): RepairClass {
  if (MONEY_RULES.has(ruleId)) return 'blocked';
  // A rule only money synthesizers repair (UBL-DT-01: decimals of any amount) is about money too.
  const synthesizers = BY_RULE.get(ruleId) ?? [];
  if (synthesizers.length > 0 && synthesizers.every((s) => s.rules.some((r) => MONEY_RULES.has(r))))
    return 'blocked';
  const kind = ruleText(ruleId)?.action?.kind;
  if (kind === 'ask' || kind === 'choose') return 'input';
  return synthesizers.length > 0 ? 'auto' : 'input';
}

/** Ids of the synthesizers that repair a rule (the fixer reports which codes a change answered). */
export function synthesizersOf(ruleId: string): string[] {
  return (BY_RULE.get(ruleId) ?? []).map((s) => s.id);
}

/** The rules a synthesizer repairs. */
export function rulesOfSynthesizer(id: string): readonly string[] {
  return SYNTHESIZERS.find((s) => s.id === id)?.rules ?? [];
}
