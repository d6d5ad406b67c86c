import { describe, expect, it } from 'vitest';
import { checkLeitwegId, leitwegCheckDigits } from './checkLeitwegId.ts';

describe('Leitweg-ID check', () => {
  it('computes the check digits of the format specification’s worked example', () => {
    // Formatspezifikation Leitweg-ID 2.0.2, 2.4: 04011000-1234512345 → 06.
    expect(leitwegCheckDigits('04011000-1234512345')).toBe('06');
    expect(checkLeitwegId('04011000-1234512345-06')).toBeNull();
    // The ZRE's published Leitweg-ID of the federal administration.
    expect(checkLeitwegId('991-03730-19')).toBeNull();
  });

  it('converts letters of the fine addressing (A = 10 … Z = 35) before MOD 97-10', () => {
    const digits = leitwegCheckDigits('991-AB12');
    expect(checkLeitwegId(`991-AB12-${digits}`)).toBeNull();
    // Independent: the same ID with letters written as their numbers has the same check digits.
    expect(leitwegCheckDigits('991-101112')).toBe(digits);
  });

  it('names what is wrong: form, Land code, or check digits with the correct ones', () => {
    expect(checkLeitwegId('04011000-1234512345-07')).toEqual({
      kind: 'check-digits',
      stated: '07',
      expected: '06',
    });
    expect(checkLeitwegId('991-03730-91')).toMatchObject({ kind: 'check-digits', expected: '19' });
    expect(checkLeitwegId('1-03730-19')).toEqual({ kind: 'format' });
    expect(checkLeitwegId('991-ab12-00')).toEqual({ kind: 'format' });
    expect(checkLeitwegId('1234567890123-1-00')).toEqual({ kind: 'format' });
    expect(checkLeitwegId('17000-12-34')).toEqual({ kind: 'state', code: '17' });
  });
});
