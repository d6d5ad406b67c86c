import { describe, expect, it } from 'vitest';
import { Decimal } from './Decimal.ts';

const d = (s: string): Decimal => {
  const v = Decimal.parse(s);
  if (!v) throw new Error(`not a decimal: ${s}`);
  return v;
};

// XSD 1.1 Part 2, 3.3.3.1: the lexical examples the spec lists as valid, with their canonical forms.
const VALID = [
  ['-1.23', '-1.23'],
  ['12678967.543233', '12678967.543233'],
  ['+100000.00', '100000'],
  ['210', '210'],
  ['.5', '0.5'],
  ['5.', '5'],
  ['-0', '0'],
  ['000.500', '0.5'],
  ['  \n 42.10\t', '42.1'],
  ['-000.000', '0'],
  ['-12.3400', '-12.34'],
];
// Forms xs:decimal does not allow: exponents, comma separators, lone points, inner spaces, NBSP.
const INVALID = ['', '.', '+', '-', '1e3', '1,50', '1 000', '0x10', 'NaN', 'INF', '1.2.3', '\u00a012'];

describe('Decimal.parse', () => {
  it.each(VALID)('accepts %j as %s', (text, canonical) => {
    expect(d(text).toString()).toBe(canonical);
  });

  it.each(INVALID)('rejects %j', (text) => {
    expect(Decimal.parse(text)).toBeUndefined();
  });
});

describe('Decimal.canonical', () => {
  it.each(VALID)('writes %j as the parsed value does: %s', (text, canonical) => {
    expect(Decimal.canonical(text)).toBe(canonical);
  });

  it.each(INVALID)('refuses %j as parse does', (text) => {
    expect(Decimal.canonical(text)).toBeUndefined();
  });
});

describe('Decimal arithmetic', () => {
  it('adds exactly where binary floating point does not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(d('0.1').add(d('0.2')).toString()).toBe('0.3');
    expect(d('1234567890123456789.01').add(d('0.99')).toString()).toBe('1234567890123456790');
  });

  it('subtracts and multiplies exactly', () => {
    expect(d('100').sub(d('0.01')).toString()).toBe('99.99');
    expect(d('1.10').mul(d('1.10')).toString()).toBe('1.21');
    expect(d('-3.5').mul(d('2')).toString()).toBe('-7');
    expect(d('19.99').mul(d('3')).toFixed(2)).toBe('59.97');
  });

  it('divides to a stated scale with the stated rounding', () => {
    expect(d('10').div(d('3'), 4).toString()).toBe('3.3333');
    expect(d('2').div(d('3'), 2, 'half-up').toString()).toBe('0.67');
    expect(d('-2').div(d('3'), 2, 'half-up').toString()).toBe('-0.67');
    expect(d('1').div(d('8'), 2, 'half-even').toFixed(2)).toBe('0.12');
    expect(d('1').div(d('8'), 2, 'half-up').toFixed(2)).toBe('0.13');
    expect(d('7.5').div(d('-0.25'), 0).toString()).toBe('-30');
    expect(d('123.45').div(d('100'), 6).toString()).toBe('1.2345');
  });

  it('refuses to divide by zero', () => {
    expect(() => d('1').div(d('0.00'), 2)).toThrow();
  });

  it('compares by value, not by lexical form', () => {
    expect(d('1.50').equals(d('1.5'))).toBe(true);
    expect(d('-0.01').compare(d('0'))).toBe(-1);
    expect(d('10').compare(d('9.999'))).toBe(1);
    expect(d('-0.00').sign()).toBe(0);
    expect(d('-2.5').abs().toString()).toBe('2.5');
  });
});

describe('Decimal rounding', () => {
  // XPath F&O 3.1, 4.4.4 fn:round: ties go towards positive infinity.
  it.each([
    ['2.5', '3'],
    ['2.4999', '2'],
    ['-2.5', '-2'],
  ])('half-ceiling rounds %s like fn:round to %s', (v, r) => {
    expect(d(v).round(0, 'half-ceiling').toString()).toBe(r);
  });

  // XPath F&O 3.1, 4.4.5 fn:round-half-to-even examples.
  it.each([
    ['0.5', 0, '0'],
    ['1.5', 0, '2'],
    ['2.5', 0, '2'],
    ['-2.5', 0, '-2'],
    ['3567.812', 2, '3567.81'],
    ['4.7564', 2, '4.76'],
  ])('half-even rounds %s at scale %i to %s', (v, scale, r) => {
    expect(d(v).round(scale, 'half-even').toString()).toBe(r);
  });

  it('half-up rounds ties away from zero (commercial rounding)', () => {
    expect(d('0.125').round(2).toFixed(2)).toBe('0.13');
    expect(d('-0.125').round(2).toFixed(2)).toBe('-0.13');
    expect(d('0.124999').round(2).toFixed(2)).toBe('0.12');
  });

  it('toFixed pads and never prints negative zero', () => {
    expect(d('5').toFixed(2)).toBe('5.00');
    expect(d('-0.001').toFixed(2)).toBe('0.00');
    expect(d('-0.5').toFixed(0)).toBe('-1');
    expect(Decimal.of(42).toFixed(1)).toBe('42.0');
  });
});

describe('Decimal.stripped', () => {
  it.each(VALID)('gives %j the scale of its canonical form %s, keeping the value', (text, canonical) => {
    const s = d(text).stripped();
    expect(s.scale).toBe(canonical.includes('.') ? canonical.length - canonical.indexOf('.') - 1 : 0);
    expect(s.equals(d(text))).toBe(true);
    expect(s.toFixed(s.scale)).toBe(canonical);
  });

  it('drops the zeros of a quotient carried at division scale', () => {
    const q = d('1234.56').div(d('3'), 18);
    expect(q.scale).toBe(18);
    expect(q.stripped().scale).toBe(2);
    expect(q.stripped().units).toBe(41152n);
    expect(d('-30').div(d('-0.25'), 18).stripped().units).toBe(120n);
  });
});
