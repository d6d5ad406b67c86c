import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate.ts';

describe('formatDate', () => {
  it('writes German dates as Intl de-DE does', () => {
    for (const iso of ['2026-11-21', '2016-01-01', '1999-12-31', '2024-02-29']) {
      const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
      const intl = new Intl.DateTimeFormat('de-DE', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(Date.UTC(y, m - 1, d));
      expect(formatDate(iso, 'de')).toBe(intl);
    }
  });

  it('writes English dates with the month named, readable back to the same day', () => {
    for (const iso of ['2026-11-21', '2016-01-01', '2017-09-05']) {
      const text = formatDate(iso, 'en') as string;
      expect(text).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
      const back = new Date(`${text} UTC`);
      expect(back.toISOString().slice(0, 10)).toBe(iso);
    }
  });

  it('leaves what is not a calendar date alone', () => {
    for (const s of ['20261121', '2026-13-01', '2026-11-32', 'tomorrow'])
      expect(formatDate(s, 'de')).toBeNull();
  });
});
