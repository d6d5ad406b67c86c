import { expect, it } from 'vitest';
import { median } from './stats.ts';

it('median: the middle value of an odd sample, the mean of the two middle values of an even one, unsorted input', () => {
  expect(median([7])).toBe(7);
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([10, -5, 0, 10, 10])).toBe(10);
});
