import { describe, expect, it } from 'vitest';
import { createErrorCatalogue } from './errorCatalogue.ts';
import { loadCatalogue } from './node.ts';
import { fold } from './searchTerms.ts';

const errors = createErrorCatalogue(loadCatalogue());
const ids = (q: string) => errors.list({ q }).map((e) => e.ruleId);

describe('error catalogue text search', () => {
  it("finds the same rules by a business term's German name, its folded spelling and its English name", () => {
    const payee = ids('Zahlungsempfänger');
    // BR-17 asks for the payee's name (BT-59) when a payee (BG-10) is given; its English message says "Payee".
    expect(payee).toContain('BR-17');
    expect(ids('zahlungsempfaenger')).toEqual(payee);
    expect(ids('Payee')).toEqual(payee);
    // Every rule whose official English message names the payee is among them.
    const namingPayee = errors.list({}).filter((e) => /\bpayee\b/i.test(e.message.en ?? ''));
    expect(namingPayee.length).toBeGreaterThan(5);
    expect(payee).toEqual(expect.arrayContaining(namingPayee.map((e) => e.ruleId)));

    const buyerReference = ids('Käuferreferenz');
    expect(buyerReference).toContain('BR-DE-15');
    expect(ids('Kaeuferreferenz')).toEqual(buyerReference);
    expect(ids('buyer  reference')).toEqual(buyerReference);
  });

  it('matches every word of a query that is no term name, in any case and spelling', () => {
    const found = ids('Oeffentlichen  AUFTRAGGEBERN');
    expect(found).toContain('BR-DE-15');
    for (const id of found) {
      const e = errors.get(id);
      const text = fold(JSON.stringify([e.message, e.plain, e.howToFix]));
      expect(text).toContain('oeffentlichen');
      expect(text).toContain('auftraggebern');
    }
    expect(ids('no-such-word-anywhere')).toEqual([]);
  });
});
