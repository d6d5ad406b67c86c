import fs from 'node:fs';
import path from 'node:path';
import { EAS_OPTIONS } from '@einvoice/engine/catalog';
import { rulesetsDir } from '@einvoice/test-support/corpus/paths';
import { describe, expect, it } from 'vitest';
import { acceptedSchemes } from './acceptedSchemes.ts';

// The electronic address schemes Peppol BIS 3 accepts, from its own schematron (PEPPOL-EN16931-CL008).
function peppolEaid(): Set<string> {
  const sch = fs.readFileSync(
    path.join(rulesetsDir, 'peppol-bis-3/schematron/PEPPOL-EN16931-UBL.sch'),
    'utf8',
  );
  const list = /<let name="eaid" value="tokenize\('([^']*)'/.exec(sch)?.[1];
  if (!list) throw new Error('eaid list not found in the Peppol schematron');
  return new Set(list.trim().split(/\s+/));
}

describe('acceptedSchemes', () => {
  it('offers for Peppol exactly the engine’s schemes that Peppol’s own list holds', () => {
    const eaid = peppolEaid();
    const offered = acceptedSchemes('peppol', EAS_OPTIONS).map((o) => o.value);
    expect(offered).toEqual(EAS_OPTIONS.map((o) => o.value).filter((v) => eaid.has(v)));
    expect(offered).not.toContain('EM');
  });

  it('leaves the list whole for XRechnung and EN 16931, which take e-mail addresses', () => {
    expect(acceptedSchemes('xrechnung', EAS_OPTIONS)).toEqual(EAS_OPTIONS);
    expect(acceptedSchemes(null, EAS_OPTIONS)).toEqual(EAS_OPTIONS);
  });
});
