import { describe, expect, it } from 'vitest';
import type { Expr, RulesetIr } from '../ir/ir.ts';
import { markBooleanPredicates } from './booleanPredicates.ts';

const step = (preds: Expr[]): Expr => ({
  k: 'step',
  axis: 'child',
  test: { k: 'name', ns: 'urn:x', local: 'A' },
  preds,
});

describe('markBooleanPredicates', () => {
  it('wraps references to boolean globals in boolean(), leaves numeric ones positional, and is idempotent', () => {
    const ir = {
      format: 'einvoice-rules/2',
      id: 't',
      globals: [
        { value: { k: 'call', fn: 'exists', args: [{ k: 'root' }] }, frame: 0 },
        { value: { k: 'int', v: '2' }, frame: 0 },
      ],
      functions: [],
      patterns: [
        {
          rules: [
            {
              context: step([
                { k: 'gvar', g: 0 },
                { k: 'gvar', g: 1 },
              ]),
              lets: [],
              checks: [],
              frame: 0,
            },
          ],
        },
      ],
    } as unknown as RulesetIr;
    markBooleanPredicates(ir);
    markBooleanPredicates(ir);
    const context = ir.patterns[0]?.rules[0]?.context as Extract<Expr, { k: 'step' }>;
    expect(context.preds).toEqual([
      { k: 'call', fn: 'boolean', args: [{ k: 'gvar', g: 0 }] },
      { k: 'gvar', g: 1 },
    ]);
  });
});
