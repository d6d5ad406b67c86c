import { describe, expect, it } from 'vitest';
import { atomicToString, castAtomic, dbl, doubleToDecimal, str, untyped } from './atomic.ts';
import { XPathError } from './XPathError.ts';

// XPath 2.0 / XSD 1.0 casting facts (F&O §17, XSD Part 2 §3.2).
describe('castAtomic', () => {
  it('trims only XML whitespace (#x20 #x9 #xA #xD) before casting', () => {
    expect(atomicToString(castAtomic(untyped(' \n2013-06-01\t'), 'date'))).toBe('2013-06-01');
    // SaxonJS 2.7 accepts this one (JavaScript trim); the whitespace facet does not remove U+00A0.
    expect(() => castAtomic(untyped('\u00a02013-06-01'), 'date')).toThrow(XPathError);
    expect(() => castAtomic(untyped('\u00a012'), 'decimal')).toThrow(XPathError);
  });

  it('validates dates, including leap days', () => {
    expect(() => castAtomic(str('2023-02-29'), 'date')).toThrow(XPathError);
    expect(atomicToString(castAtomic(str('2024-02-29'), 'date'))).toBe('2024-02-29');
    expect(() => castAtomic(str('2024-1-01'), 'date')).toThrow(XPathError);
  });

  it('keeps integers exact beyond 2^53 and refuses fractions', () => {
    expect(atomicToString(castAtomic(str('123456789012345678901234567890'), 'integer'))).toBe(
      '123456789012345678901234567890',
    );
    expect(() => castAtomic(str('1.0'), 'integer')).toThrow(XPathError);
    expect(atomicToString(castAtomic(castAtomic(str('-2.7'), 'decimal'), 'integer'))).toBe('-2');
  });

  it('formats doubles canonically and converts them to decimals by their shortest text', () => {
    expect(atomicToString(dbl(1e7))).toBe('1.0E7');
    expect(atomicToString(dbl(0.000001))).toBe('0.000001');
    expect(atomicToString(dbl(1.5e-7))).toBe('1.5E-7');
    expect(atomicToString(dbl(-0))).toBe('-0');
    expect(doubleToDecimal(0.1 + 0.2).toString()).toBe('0.30000000000000004');
    expect(doubleToDecimal(1e21).toString()).toBe('1000000000000000000000');
  });
});
