import { EngineError } from '@einvoice/engine/errors';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors/httpError.ts';
import { checkJsonLimits, JSON_LIMITS } from './jsonLimits.ts';

const refusal = (text: string) => {
  try {
    checkJsonLimits(text);
    return null;
  } catch (e) {
    return e instanceof EngineError || e instanceof HttpError ? { code: e.code, details: e.details } : e;
  }
};

const nested = (levels: number) => `{"answers":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;

describe('checkJsonLimits', () => {
  it('passes bodies at the bounds and refuses one level or one value more', () => {
    expect(refusal(nested(JSON_LIMITS.maxDepth))).toBeNull();
    expect(refusal(nested(JSON_LIMITS.maxDepth + 1))).toEqual({
      code: 'INVALID_JSON',
      details: { limit: 'depth', max: JSON_LIMITS.maxDepth },
    });
    // Counted: the object and the array, and each comma (n - 1 numbers have n - 2).
    const values = (n: number) => `{"a":[${Array.from({ length: n - 1 }, () => '0').join(',')}]}`;
    expect(refusal(values(JSON_LIMITS.maxElements))).toBeNull();
    expect(refusal(values(JSON_LIMITS.maxElements + 1))).toMatchObject({ details: { limit: 'elements' } });
  });

  it('does not count brackets, braces or commas inside strings, whatever their escapes', () => {
    const deepText = '['.repeat(5000) + ','.repeat(20_000);
    expect(refusal(JSON.stringify({ xml: deepText, other: `\\"${deepText}\\\\` }))).toBeNull();
    // An escaped quote does not end the string; an escaped backslash before a quote does.
    expect(refusal(`{"xml":"a\\"[[[[","b":"\\\\"}`)).toBeNull();
    expect(refusal(`{"xml":"\\\\"${'['.repeat(40)}`)).toMatchObject({ details: { limit: 'depth' } });
  });

  it('refuses the 10 KB body nested 5,000 levels deep of the hostile fixture shape in one pass', () => {
    expect(refusal(nested(5000))).toMatchObject({ code: 'INVALID_JSON', details: { limit: 'depth' } });
  });
});
