import { isEngineError } from '@einvoice/engine/errors';
import { describe, expect, it } from 'vitest';
import { typedLimits } from './typedLimits.ts';

const recurse = (n: number): number => recurse(n + 1) + 1;

/** The rejection of a call, as the caller of the library meets it. */
async function refusal(call: () => unknown) {
  try {
    await typedLimits(call);
  } catch (e) {
    return isEngineError(e) ? { code: e.code, details: e.details, cause: e.cause instanceof RangeError } : e;
  }
  throw new Error('the call did not fail');
}

describe('typedLimits (issue 34.12: the library answers V8 limits as the server does)', () => {
  it("throws a call stack or string length V8 could not hold as 413 XML_TOO_LARGE, limit 'complexity'", async () => {
    const typed = { code: 'XML_TOO_LARGE', details: { limit: 'complexity' }, cause: true };
    expect(await refusal(() => recurse(0))).toEqual(typed);
    expect(await refusal(async () => 'x'.repeat(2 ** 30))).toEqual(typed);
  });

  it('leaves every other failure as it is', async () => {
    const other = await refusal(() => (1).toFixed(200));
    expect(other).toBeInstanceOf(RangeError);
    expect(isEngineError(other)).toBe(false);
  });
});
