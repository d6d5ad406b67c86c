import { expect, it } from 'vitest';
import { expectedValid } from './expectedValid.ts';

it("the page tests' reference verdict: CEN's business example is valid, its BR-01 unit test is not, an unknown file is no verdict", () => {
  expect(expectedValid('en16931-examples/cii/CII_business_example_01.xml')).toBe(true);
  expect(expectedValid('en16931-unit/CreditNote-unit-UBL/BR-01.xml')).toBe(false);
  expect(() => expectedValid('en16931-unit/none.xml')).toThrow(
    'no reference verdict for en16931-unit/none.xml',
  );
});
