import { describe, expect, it } from 'vitest';
import { formatDecimal, localiseDecimals } from './localiseDecimals.ts';

describe('German number formatting of engine texts', () => {
  it('writes decimals with a comma and groups thousands with points, digit for digit', () => {
    expect(formatDecimal('1234567.005', 'de')).toBe('1.234.567,005');
    expect(formatDecimal('-0.10', 'de')).toBe('-0,10');
    expect(formatDecimal('999', 'de')).toBe('999');
    expect(formatDecimal('1234.50', 'en')).toBe('1234.50');
    expect(formatDecimal('n/a', 'de')).toBe('n/a');
  });

  it('changes the numbers of a sentence and leaves term ids, versions and full stops alone', () => {
    expect(
      localiseDecimals(
        'Position 2: Der Nettobetrag (BT-131) ist 12.40, ergibt sich aber 1012.50 (Differenz -1000.10). XRechnung 3.0.1 gilt.',
        'de',
      ),
    ).toBe(
      'Position 2: Der Nettobetrag (BT-131) ist 12,40, ergibt sich aber 1.012,50 (Differenz -1.000,10). XRechnung 3.0.1 gilt.',
    );
    expect(localiseDecimals('gives 12.50.', 'de')).toBe('gives 12,50.');
    expect(localiseDecimals('gives 12.50.', 'en')).toBe('gives 12.50.');
  });
});
