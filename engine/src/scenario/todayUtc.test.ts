import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayUtc } from './chooseReleases.ts';

describe('todayUtc', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the UTC date of the clock, also across midnight', () => {
    const now = vi.spyOn(Date, 'now');
    for (const at of [
      '2026-12-31T23:59:59.999Z',
      '2027-01-01T00:00:00.000Z',
      '2026-12-31T12:00:00Z',
      '2028-02-29T00:00:01Z',
    ]) {
      now.mockReturnValue(Date.parse(at));
      expect(todayUtc(), at).toBe(at.slice(0, 10));
    }
  });
});
