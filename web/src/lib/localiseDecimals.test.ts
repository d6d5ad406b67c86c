import { describe, expect, it } from 'vitest';
import { formatAmount, formatDecimal, localiseDecimals } from './localiseDecimals.ts';

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

describe('amounts', () => {
  it('group thousands and show at least two decimals in both languages, never rounding what was written', () => {
    expect(formatAmount('336.9', 'en')).toBe('336.90');
    expect(formatAmount('336.9', 'de')).toBe('336,90');
    expect(formatAmount('1234567', 'en')).toBe('1,234,567.00');
    expect(formatAmount('1234567', 'de')).toBe('1.234.567,00');
    expect(formatAmount('-1000.125', 'de')).toBe('-1.000,125');
    expect(formatAmount('12345678901234567890.10', 'en')).toBe('12,345,678,901,234,567,890.10');
    expect(formatAmount('1,5', 'de')).toBe('1,5');
  });
});
