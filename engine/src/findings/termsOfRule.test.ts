import { readOfficialRules } from '@einvoice/test-support/corpus/readOfficialRules';
import { describe, expect, it } from 'vitest';
import { termsOfRule } from './termsOfRule.ts';

// Factur-X EXTENDED names extension terms (BT-X-…) the EN 16931 table does not hold.
const rules = readOfficialRules().filter((r) => !r.file.includes('factur-x'));
const messageOf = (id: string): string => {
  const rule = rules.find((r) => r.id === id);
  if (!rule) throw new Error(`no official rule ${id}`);
  return rule.message;
};

describe('termsOfRule on the official messages', () => {
  it.each([
    ['BR-01', ['BT-24']],
    ['BR-52', ['BG-24', 'BT-122']],
    ['BR-DE-1', ['BG-16']],
    ['BR-DEX-02', ['BT-131', 'BG-25', 'BG-DEX-01']],
    ['BR-DEX-09', ['BT-115', 'BT-112', 'BT-113', 'BT-114', 'BT-DEX-002']],
  ])('%s names %j', (id, terms) => {
    expect(termsOfRule(messageOf(id))).toEqual(terms);
  });

  it('returns, for every official message, each BT-/BG- mention exactly once and nothing else', () => {
    expect(rules.length).toBeGreaterThan(1000);
    for (const { id, message } of rules) {
      const terms = termsOfRule(message);
      // Independent reading: every "BT-"/"BG-" in the text starts one of the returned ids.
      const mentions = message.split(/(?=\bB[TG]-)/).filter((part) => /^B[TG]-/.test(part));
      for (const part of mentions) {
        expect(
          terms.some((t) => part.startsWith(t)),
          `${id}: ${part.slice(0, 20)}`,
        ).toBe(true);
      }
      expect(new Set(terms).size, id).toBe(terms.length);
      for (const t of terms) expect(message.includes(t), `${id}: ${t}`).toBe(true);
    }
  });

  it('maps a sub-id like BT-29-1 (scheme identifier) to its base term', () => {
    expect(termsOfRule('The Seller identifier scheme (BT-29-1) of BT-29 must be valid.')).toEqual(['BT-29']);
  });

  it('finds no terms in a message without any', () => {
    expect(termsOfRule(messageOf('PEPPOL-EN16931-R008'))).toEqual([]);
  });
});
