import { describe, expect, it } from 'vitest';
import type { Finding, LineArithmeticWarning } from '../types.ts';
import { capFindings } from './capFindings.ts';

const finding = (ruleId: string, oracle: string, n: number): Finding => ({
  ruleId,
  severity: 'error',
  oracle,
  bt: [],
  xpath: `/a[${n}]`,
  message: { en: ruleId, de: null },
  plain: null,
  action: null,
});

describe('capFindings', () => {
  it('keeps the first `max` locations per rule and oracle, in order, with exact counts', () => {
    const all = [
      ...Array.from({ length: 5 }, (_, i) => finding('R1', 'a', i)),
      finding('R2', 'a', 0),
      ...Array.from({ length: 4 }, (_, i) => finding('R1', 'b', i)),
      finding('R1', 'a', 5),
    ];
    const r = capFindings(all, [], 3);
    expect(r.findings.map((f) => `${f.oracle}:${f.ruleId}:${f.xpath}`)).toEqual([
      'a:R1:/a[0]',
      'a:R1:/a[1]',
      'a:R1:/a[2]',
      'a:R2:/a[0]',
      'b:R1:/a[0]',
      'b:R1:/a[1]',
      'b:R1:/a[2]',
    ]);
    expect(r.rules).toEqual([
      { ruleId: 'R1', oracle: 'a', severity: 'error', count: 6, shown: 3, truncated: true },
      { ruleId: 'R2', oracle: 'a', severity: 'error', count: 1, shown: 1, truncated: false },
      { ruleId: 'R1', oracle: 'b', severity: 'error', count: 4, shown: 3, truncated: true },
    ]);
    expect(r.truncated).toBe(true);
  });

  it('cuts nothing at or under the limit', () => {
    const all = Array.from({ length: 3 }, (_, i) => finding('R1', 'a', i));
    const r = capFindings(all, [], 3);
    expect(r.findings).toEqual(all);
    expect(r.truncated).toBe(false);
  });

  it('caps line-arithmetic warnings per rule the same way', () => {
    const w = (rule: LineArithmeticWarning['rule']) => ({ rule }) as LineArithmeticWarning;
    const r = capFindings([], [w('EN16931-CALC-131'), w('EN16931-CALC-146'), w('EN16931-CALC-131')], 1);
    expect(r.lineArithmetic.map((x) => x.rule)).toEqual(['EN16931-CALC-131', 'EN16931-CALC-146']);
    expect(r.truncated).toBe(true);
  });
});
