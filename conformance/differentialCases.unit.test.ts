import { describe, expect, it } from 'vitest';
import { caseHash, comparable } from './differentialCases.ts';

/** The differential suite's cache keys and comparison, which decide whether a cached reference verdict is reused. */
describe('differential cases', () => {
  it('a case is keyed by its bytes and its forced scenario', () => {
    const base = { key: 'a', xml: '<Invoice/>' };
    expect(caseHash(base)).toMatch(/^[\w-]{22}$/);
    expect(caseHash(base)).toBe(caseHash({ ...base, key: 'b' }));
    expect(caseHash({ ...base, xml: '<Invoice />' })).not.toBe(caseHash(base));
    expect(caseHash({ ...base, scenario: 'xrechnung-ubl' })).not.toBe(caseHash(base));
  });

  it('a pre-rules refusal compares by its code alone; everything else as it is', () => {
    expect(comparable('error MALFORMED_XML line 3: unclosed tag')).toBe('error MALFORMED_XML');
    expect(comparable('error ENGINE_FAILURE something')).toBe('error ENGINE_FAILURE something');
    expect(comparable('error MALFORMED_XML x\nfinding')).toBe('error MALFORMED_XML x\nfinding');
    expect(comparable(undefined)).toBeUndefined();
  });
});
