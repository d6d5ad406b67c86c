import { describe, expect, it } from 'vitest';
import { XPathError } from './XPathError.ts';
import { xsdRegExp } from './xsdRegex.ts';

// Facts of the XML Schema regex dialect (XSD 1.0 Part 2 Appendix F, XPath F&O 7.6) that differ from JS.
describe('xsdRegExp', () => {
  const m = (re: string, s: string, flags = '') => xsdRegExp(re, flags).test(s);

  it('\\d is any Unicode decimal digit, \\w excludes punctuation, separators and controls', () => {
    expect(m('^\\d$', '٣')).toBe(true);
    expect(m('^\\w$', '_')).toBe(false);
    expect(m('^\\w$', 'ä')).toBe(true);
    expect(m('^\\W$', '-')).toBe(true);
  });

  it('\\s is only space, tab, CR and LF; . excludes CR and LF unless flag s', () => {
    expect(m('^\\s$', '\u00a0')).toBe(false);
    expect(m('^\\s$', '\t')).toBe(true);
    expect(m('^.$', '\n')).toBe(false);
    expect(m('^.$', '\n', 's')).toBe(true);
  });

  it('supports character class subtraction and name-character escapes', () => {
    expect(m('^[a-z-[aeiou]]+$', 'bcd')).toBe(true);
    expect(m('^[a-z-[aeiou]]+$', 'bad')).toBe(false);
    expect(m('^\\i\\c*$', 'cbc:ID-2')).toBe(true);
    expect(m('^\\i', '1a')).toBe(false);
  });

  it('accepts escaped metacharacters and a literal hyphen in classes', () => {
    expect(m('^[\\-+]?[0-9]+$', '-12')).toBe(true);
    expect(m('^a\\.b$', 'a.b')).toBe(true);
    expect(m('^[+-]$', '-')).toBe(true);
  });

  it('rejects what XPath does not allow', () => {
    expect(() => xsdRegExp('(?:a)', '')).toThrow(XPathError);
    expect(() => xsdRegExp('a\\', '')).toThrow(XPathError);
    expect(() => xsdRegExp('a', 'g')).toThrow(XPathError);
  });
});
