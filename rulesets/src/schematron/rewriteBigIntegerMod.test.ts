import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteBigIntegerMod } from './rewriteBigIntegerMod.ts';

const rulesetsDir =
  process.env.RULESETS_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/rulesets');

describe('rewriteBigIntegerMod', () => {
  it('rewrites whole `xs:integer(E) mod N` / `xs:decimal(E) mod N` operands, nested ones too', () => {
    expect(rewriteBigIntegerMod("xs:integer(string-join(('1', '2'), '')) mod 97 = 1", 'p')).toBe(
      "p:integer-mod(string-join(('1', '2'), ''), 97) = 1",
    );
    expect(rewriteBigIntegerMod('a and xs:decimal(f(")")) mod 97 = 1', 'p')).toBe(
      'a and p:decimal-mod(f(")"), 97) = 1',
    );
    expect(rewriteBigIntegerMod('xs:string(97 - (xs:integer(substring($v,1,8)) mod 97))', 'p')).toBe(
      'xs:string(97 - (p:integer-mod(substring($v,1,8), 97)))',
    );
    expect(rewriteBigIntegerMod('xs:integer(xs:integer($a) mod 7) mod 97', 'p')).toBe(
      'p:integer-mod(p:integer-mod($a, 7), 97)',
    );
  });

  it('leaves expressions where another operator would bind the cast or the divisor first', () => {
    for (const expr of [
      'a * xs:integer($x) mod 97',
      '-xs:integer($x) mod 97',
      'a/xs:integer(.) mod 97',
      'xs:integer($x) mod 97[1]',
      'xs:integer($x) mod 97 | $y',
      'xs:integer($x) mod 97.5',
      'xs:integer($x) mod 0',
      'xs:integer($x) mod $n',
      'xs:integer($x) div 97',
      "concat('xs:integer(1) mod 97', $x)",
    ]) {
      expect(rewriteBigIntegerMod(expr, 'p')).toBe(expr);
    }
  });

  it('rewrites every MOD 97 IBAN check of the XRechnung and Peppol sources', () => {
    const files = [
      'xrechnung/schematron-merged/ubl/XRechnung-UBL-validation.sch',
      'xrechnung/schematron-merged/cii/XRechnung-CII-validation.sch',
      'peppol-bis-3/schematron/PEPPOL-EN16931-UBL.sch',
    ];
    for (const file of files) {
      const tests = [
        ...fs.readFileSync(path.join(rulesetsDir, file), 'utf8').matchAll(/test="([^"]*mod 97[^"]*)"/g),
      ];
      expect(tests.length).toBeGreaterThan(0);
      for (const [, test = ''] of tests) {
        const out = rewriteBigIntegerMod(test.replace(/&gt;/g, '>'), 'p');
        expect(out).toMatch(/p:(integer|decimal)-mod\(string-join\(/);
        expect(out).not.toMatch(/mod 97/);
      }
    }
  });
});
