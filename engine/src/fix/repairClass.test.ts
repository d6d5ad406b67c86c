import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const buildDir = new URL('../../../rulesets/build', import.meta.url).pathname;

import { termsOfRule } from '../findings/termsOfRule.ts';
import { termById } from '../semantics/terms.ts';
import { MONEY_RULES } from './moneyRules.ts';
import { repairClass } from './repairClass.ts';
import { SYNTHESIZERS } from './synthesizers/allSynthesizers.ts';

const MONEY_TYPES = new Set(['Amount', 'Unit price amount', 'Percentage']);
const MONEY_GROUPS = new Set(['BG-16', 'BG-17', 'BG-18', 'BG-19', 'BG-22', 'BG-23']);

function isMoneyTerm(id: string): boolean {
  const term = termById(id);
  if (!term) return false;
  if (term.dataType && MONEY_TYPES.has(term.dataType)) return true;
  for (let t: string | null = id; t; t = termById(t)?.parent ?? null) if (MONEY_GROUPS.has(t)) return true;
  return false;
}

/** Every rule id of the built rules with the official message texts of its asserts. */
function officialMessages(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const dir = path.join(buildDir, 'rules');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const ir = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    for (const pattern of ir.patterns)
      for (const rule of pattern.rules)
        for (const check of rule.checks) {
          // An assert without an id (FNFE has some) is no rule a finding or the catalogue can name.
          if (!check.id) continue;
          const text = check.message.filter((m: unknown) => typeof m === 'string').join(' ');
          out.set(check.id, [...(out.get(check.id) ?? []), text]);
        }
  }
  return out;
}

describe('repairClass', () => {
  it('blocks exactly the rules whose official messages name money terms', () => {
    const messages = officialMessages();
    expect(messages.size).toBeGreaterThan(1000);
    const derived = [...messages]
      .filter(([, texts]) => texts.some((t) => termsOfRule(t).some(isMoneyTerm)))
      .map(([id]) => id)
      .sort();
    // On a mismatch (new rule set release) paste the derived list into moneyRules.ts.
    expect([...MONEY_RULES].sort()).toEqual(derived);
    for (const id of derived) expect([id, repairClass(id)]).toEqual([id, 'blocked']);
  });

  it('classifies by the repair engine: certain synthesizers auto, questions input, money blocked', () => {
    expect(repairClass('BR-CO-15')).toBe('blocked'); // totals
    expect(repairClass('BR-61')).toBe('blocked'); // IBAN for credit transfer
    expect(repairClass('UBL-DT-01')).toBe('blocked'); // only amount synthesizers handle it
    expect(repairClass('BR-DE-2')).toBe('input'); // seller contact: asked
    expect(repairClass('BR-DE-15')).toBe('input'); // Leitweg-ID
    expect(repairClass('BR-CL-14')).toBe('auto'); // country code form
    expect(repairClass('PEPPOL-EN16931-R008')).toBe('auto'); // empty element
    expect(repairClass('BR-NOT-A-RULE')).toBe('input');
    for (const s of SYNTHESIZERS)
      for (const r of s.rules) expect(['auto', 'input', 'blocked']).toContain(repairClass(r));
  });
});
