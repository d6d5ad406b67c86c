import { describe, expect, it } from 'vitest';
import { formatNumber } from './formatNumber.ts';

describe('formatNumber', () => {
  it('agrees with Intl for values a double holds exactly', () => {
    const samples = [
      '0',
      '1',
      '12',
      '999',
      '1000',
      '1234.56',
      '-1234.5',
      '1000000',
      '0.05',
      '-0.5',
      '987654.321',
    ];
    for (const s of samples) {
      const fraction = (s.split('.')[1] ?? '').length;
      for (const [locale, tag] of [
        ['de', 'de-DE'],
        ['en', 'en-US'],
      ] as const) {
        const intl = new Intl.NumberFormat(tag, {
          minimumFractionDigits: Math.max(2, fraction),
          maximumFractionDigits: 20,
        }).format(Number(s));
        expect(formatNumber(s, locale, 2)).toBe(intl.replace('\u2212', '-'));
      }
    }
  });

  it('keeps every digit of values beyond double precision and never rounds', () => {
    expect(formatNumber('12345678901234567890.123456789', 'de')).toBe('12.345.678.901.234.567.890,123456789');
    expect(formatNumber('0.0000001', 'en')).toBe('0.0000001');
    expect(formatNumber('5.', 'en', 2)).toBe('5.00');
    expect(formatNumber('+.5', 'de')).toBe('0,5');
  });

  it('refuses what is not an xs:decimal', () => {
    for (const s of ['', 'abc', '1e3', '1,5', '--1', '.']) expect(formatNumber(s, 'de')).toBeNull();
  });
});
