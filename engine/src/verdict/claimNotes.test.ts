import { describe, expect, it } from 'vitest';
import { claimNotes } from './claimNotes.ts';

describe('claimNotes', () => {
  it('names an XRechnung, Peppol or Factur-X claim that no scenario matched', () => {
    const ids = (specId: string) => claimNotes(specId, true).map((n) => n.id);
    expect(ids('urn:cen.eu:en16931:2017#compliant#urn:xoev-de:kosit:standard:xrechnung_1.2')).toEqual([
      'CLAIM-XRECHNUNG-UNCHECKED',
    ]);
    expect(
      ids('urn:www.cenbii.eu:transaction:biitrns010:ver2.0:extended:urn:www.peppol.eu:bis:peppol4a:ver2.0'),
    ).toEqual(['CLAIM-PEPPOL-UNCHECKED']);
    expect(ids('urn:cen.eu:en16931:2017#conformant#urn:zugferd.de:2p0:extended')).toEqual([
      'CLAIM-FACTURX-UNCHECKED',
    ]);
    const [xr] = claimNotes(' urn:xeinkauf.de:kosit:xrechnung_2.0 ', true);
    expect(xr?.message.en).toContain('"urn:xeinkauf.de:kosit:xrechnung_2.0"');
    expect(xr?.message.en).toContain('checked as EN 16931 only');
    expect(xr?.message.de).toContain('nur als EN 16931 geprüft');
  });

  it('says nothing when a scenario matched, or when the identifier claims no family the service checks', () => {
    expect(
      claimNotes('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0', false),
    ).toEqual([]);
    expect(claimNotes('urn:cen.eu:en16931:2017', true)).toEqual([]);
    expect(claimNotes('urn:example:my-own-cius', true)).toEqual([]);
    expect(claimNotes(null, true)).toEqual([]);
  });
});
