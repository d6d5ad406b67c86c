import { describe, expect, it } from 'vitest';
import { frenchMeaning } from './frenchMeanings.ts';
import { EAS_SCHEMES, ICD_SCHEMES } from './schemes.ts';

describe('scheme code lists', () => {
  it('label an ISO/IEC 6523 code the same in the EAS list as in the ICD list', () => {
    const shared = Object.keys(EAS_SCHEMES).filter((code) => code in ICD_SCHEMES);
    expect(shared.length).toBeGreaterThanOrEqual(18);
    for (const code of shared) expect(EAS_SCHEMES[code], code).toBe(ICD_SCHEMES[code]);
  });

  it('keep the EAS list to electronic address schemes (CEF EAS code list)', () => {
    expect(EAS_SCHEMES['0088']?.[0]).toBe('Global Location Number (GLN)');
    expect(EAS_SCHEMES['0204']?.[0]).toBe('Leitweg-ID (Germany)');
    expect(EAS_SCHEMES['9930']?.[0]).toBe('Germany VAT number');
    expect(EAS_SCHEMES.EM?.[0]).toBe('Electronic mail (SMTP)');
    // ICD entries that are no address scheme of the EAS list here: item and creditor identifiers.
    for (const code of ['0160', 'SEPA', '0037']) expect(EAS_SCHEMES[code], code).toBeUndefined();
    expect(ICD_SCHEMES.EM).toBeUndefined();
  });

  it('name every scheme in French, the questions of a repair too', () => {
    for (const list of [ICD_SCHEMES, EAS_SCHEMES])
      for (const code of Object.keys(list)) expect(frenchMeaning(list, code), code).toMatch(/\S/);
    expect(frenchMeaning(EAS_SCHEMES, 'EM')).toBe('Courrier électronique (SMTP)');
    expect(frenchMeaning(ICD_SCHEMES, '0204')).toBe(frenchMeaning(EAS_SCHEMES, '0204'));
    // A code neither list holds has no French meaning of its own (callers fall back to the code).
    expect(frenchMeaning(EAS_SCHEMES, 'SEPA')).toBeNull();
  });
});
