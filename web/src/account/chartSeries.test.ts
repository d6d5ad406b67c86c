import { describe, expect, it } from 'vitest';
import { chartSeries } from './chartSeries.ts';

describe('chartSeries', () => {
  it('sums the interfaces of a day and orders the days, as UTC midnights in seconds', () => {
    const s = chartSeries([
      { day: '2026-11-26', api: 'v3', valid: 2, invalid: 1 },
      { day: '2026-11-25', api: 'v3', valid: 0, invalid: 4 },
      { day: '2026-11-26', api: 'v1', valid: 3, invalid: 0 },
    ]);
    expect(s).toEqual({
      x: [Date.UTC(2026, 10, 25) / 1000, Date.UTC(2026, 10, 26) / 1000],
      valid: [0, 5],
      invalid: [4, 1],
    });
  });
});
