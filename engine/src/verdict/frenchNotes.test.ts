/** The notes French readers meet most (a French invoice's offer, a Factur-X profile without lines) are in French. */
import { describe, expect, it } from 'vitest';
import { franceOffer } from '../findings/franceOffer.ts';
import type { BuiltScenario } from '../manifest.ts';
import { profileNotes } from './profileNotes.ts';

describe('French notes', () => {
  it('offers the French rules in French, with the version to send', () => {
    const fr = franceOffer('FR', 'fr', '1.4.0.04')?.message.fr;
    expect(fr).toMatch(/^Le vendeur \(BT-40\) et l’acheteur \(BT-55\) sont tous deux en France/);
    expect(fr).toContain('{"france-ctc": "1.4.0.04"}');
  });

  it('says in French that a Factur-X profile without lines is no German invoice', () => {
    for (const profile of ['MINIMUM', 'BASIC WL']) {
      const [note] = profileNotes({ family: 'facturx', profile } as BuiltScenario);
      expect(note?.message.fr).toContain(`Factur-X / ZUGFeRD ${profile} ne contient aucune ligne de facture`);
    }
  });
});
