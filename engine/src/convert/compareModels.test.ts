import { describe, expect, it } from 'vitest';
import type { GroupInstance, InvoiceModel, TermAttribute, TermValue } from '../model/types.ts';
import { compareModels } from './compareModels.ts';

const term = (bt: string, value: string, xpath: string, attributes: TermAttribute[] = []): TermValue => ({
  bt,
  value,
  raw: value,
  xpath,
  attributes,
  line: null,
});
const group = (
  bg: string,
  index: number,
  terms: TermValue[],
  groups: GroupInstance[] = [],
): GroupInstance => ({
  bg,
  xpath: null,
  index,
  terms,
  groups,
});
const model = (terms: TermValue[], groups: GroupInstance[]): InvoiceModel => ({
  syntax: 'UBL',
  document: 'ubl-invoice',
  terms,
  groups,
  structural: [],
  other: [],
});
const line = (index: number, id: string, net: string, price: string) =>
  group(
    'BG-25',
    index,
    [term('BT-126', id, `/l${index}/id`), term('BT-131', net, `/l${index}/net`)],
    [group('BG-29', 1, [term('BT-146', price, `/l${index}/price`)])],
  );

describe('compareModels', () => {
  it('keeps a value its own group instance or another of its kind holds, by meaning', () => {
    const source = model(
      [term('BT-1', 'INV-1', '/id')],
      [line(1, '1', '10.00', '5'), line(2, '2', '20', '7.50'), line(3, '3', '30', '7.5')],
    );
    // Output line 2 writes the amounts as other decimals; line 3 is missing, its price restated by line 2.
    const output = model(
      [term('BT-1', 'INV-1', '/o/id')],
      [line(1, '1', '10', '5.0'), line(2, '2', '20.00', '7.5')],
    );
    const loss = compareModels(source, output, new Set());
    expect(loss.terms).toEqual([
      { bt: 'BT-126', value: '3', src: '/l3/id' },
      { bt: 'BT-131', value: '30', src: '/l3/net' },
    ]);
    expect(loss.sourceTerms).toBe(10);
  });

  it('loses a value whose meaningful attribute differs, and reports other dropped attributes', () => {
    const scheme = (v: string): TermAttribute => ({ name: 'schemeID', value: v, xpath: '/x/@schemeID' });
    const listAgency: TermAttribute = { name: 'schemeAgencyID', value: '9', xpath: '/x/@schemeAgencyID' };
    const source = model(
      [term('BT-29', 'S1', '/s', [scheme('0088'), listAgency]), term('BT-46', 'B1', '/b', [scheme('0088')])],
      [],
    );
    const output = model(
      [term('BT-29', 'S1', '/o/s', [scheme('0088')]), term('BT-46', 'B1', '/o/b', [scheme('0060')])],
      [],
    );
    expect(compareModels(source, output, new Set())).toEqual({
      terms: [{ bt: 'BT-46', value: 'B1', src: '/b' }],
      other: [{ kind: 'attribute', xpath: '/x/@schemeAgencyID', value: '9' }],
      sourceTerms: 2,
    });
  });

  it('skips ignored terms and empty values, counting them', () => {
    const source = model(
      [term('BT-24', 'urn:x', '/c'), term('BT-22', '', '/n')],
      [group('BG-1', 1, [term('BT-22', 'note', '/n2')])],
    );
    const output = model([], []);
    const loss = compareModels(source, output, new Set(['BT-24']));
    expect(loss.terms).toEqual([{ bt: 'BT-22', value: 'note', src: '/n2' }]);
    expect(loss.sourceTerms).toBe(3);
  });

  it('matches a sub-group only under its own parent instance, else by kind', () => {
    // Source line 2's price is 9; the output's line 2 has 8 and line 1 has 9: kept by kind, not by instance.
    const source = model([], [line(1, '1', '1', '8'), line(2, '2', '1', '9')]);
    const output = model([], [line(1, '1', '1', '9'), line(2, '2', '1', '8')]);
    expect(compareModels(source, output, new Set()).terms).toEqual([]);
    // A price only a different group kind (a VAT breakdown) holds is lost.
    const elsewhere = model(
      [],
      [group('BG-23', 1, [term('BT-146', '8', '/v')]), group('BG-25', 1, [term('BT-126', '1', '/x')])],
    );
    expect(compareModels(model([], [line(1, '1', '1', '8')]), elsewhere, new Set()).terms).toEqual([
      { bt: 'BT-131', value: '1', src: '/l1/net' },
      { bt: 'BT-146', value: '8', src: '/l1/price' },
    ]);
  });

  it("prefers the value of the source's own instance (by index) over an equal one elsewhere", () => {
    const unit = (v: string): TermAttribute => ({ name: 'unitCode', value: v, xpath: `/q/@${v}` });
    const qty = (index: number, u: string) =>
      group('BG-25', index, [term('BT-129', '2', `/l${index}/q`, [unit(u)])]);
    const source = model([], [qty(1, 'C62'), qty(2, 'KGM')]);
    // Listed out of index order: the instance is the one with the same index, not the same position.
    const output = model([], [qty(2, 'KGM'), qty(1, 'C62')]);
    expect(compareModels(source, output, new Set())).toEqual({ terms: [], other: [], sourceTerms: 2 });
    // The equal value of another line, with other attributes, is the fallback: its attributes count as dropped.
    const other = model([], [qty(1, 'C62'), group('BG-25', 2, [])]);
    expect(compareModels(source, other, new Set()).other).toEqual([
      { kind: 'attribute', xpath: '/q/@KGM', value: 'KGM' },
    ]);
  });
});
