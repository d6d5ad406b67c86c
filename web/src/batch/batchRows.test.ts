import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { type BatchRow, toCsv, toJson, visibleRows } from './batchRows.ts';

const row = (id: string, over: Partial<BatchRow>): BatchRow => ({
  id,
  file: `${id}.xml`,
  verdict: 'valid',
  repaired: false,
  format: 'xrechnung-3.0',
  errors: 0,
  warnings: 0,
  seller: null,
  number: null,
  amount: null,
  currency: null,
  ...over,
});

const rows = [
  row('a', {
    verdict: 'invalid',
    errors: 3,
    seller: 'Müller, "Bau" GmbH',
    amount: '1000.00',
    number: 'R-10',
  }),
  row('b', { amount: '99.50', seller: ' Lead space', number: 'R-9' }),
  row('c', { verdict: 'rejected', format: null, errors: null, warnings: null }),
  row('d', { verdict: 'invalid', errors: 1, seller: 'Line\nbreak', amount: '-5.00', number: 'R-100' }),
];

describe('batch rows', () => {
  it('sorts numerically by amount and naturally by number, rows without a value last either way', () => {
    const ids = (key: 'amount' | 'number' | 'errors', dir: 'asc' | 'desc') =>
      visibleRows(rows, { text: '', verdict: 'all' }, { key, dir }).map((r) => r.id);
    expect(ids('amount', 'asc')).toEqual(['d', 'b', 'a', 'c']);
    expect(ids('amount', 'desc')).toEqual(['a', 'b', 'd', 'c']);
    expect(ids('number', 'asc')).toEqual(['b', 'a', 'd', 'c']);
    expect(ids('errors', 'desc')).toEqual(['a', 'd', 'b', 'c']);
  });

  it('filters by verdict and by text in file, seller, number or format', () => {
    const sort = { key: 'file', dir: 'asc' } as const;
    expect(visibleRows(rows, { text: '', verdict: 'invalid' }, sort).map((r) => r.id)).toEqual(['a', 'd']);
    expect(visibleRows(rows, { text: 'müller', verdict: 'all' }, sort).map((r) => r.id)).toEqual(['a']);
    expect(visibleRows(rows, { text: 'R-1', verdict: 'all' }, sort).map((r) => r.id)).toEqual(['a', 'd']);
  });

  it('writes CSV that a CSV parser reads back to the same values, and JSON with the same columns', () => {
    const csv = toCsv(rows);
    expect(csv.endsWith('\r\n')).toBe(true);
    const parsed = parse(csv, { columns: true }) as Record<string, string>[];
    expect(parsed).toHaveLength(4);
    expect(parsed.map((r) => r.seller)).toEqual(['Müller, "Bau" GmbH', ' Lead space', '', 'Line\nbreak']);
    expect(parsed[2]).toMatchObject({ file: 'c.xml', verdict: 'rejected', errors: '', format: '' });
    const json = JSON.parse(toJson(rows)) as Record<string, unknown>[];
    expect(Object.keys(json[0] ?? {})).toEqual(Object.keys(parsed[0] ?? {}));
    expect(json[3]).toMatchObject({ amount: '-5.00', errors: 1, seller: 'Line\nbreak' });
  });
});
