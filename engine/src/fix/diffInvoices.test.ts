import { describe, expect, it } from 'vitest';
import { diffInvoices } from './diffInvoices.ts';

const UBL = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const doc = (body: string) => ({
  xml: `<?xml version="1.0"?>\n<Invoice xmlns="${UBL}" xmlns:cbc="${CBC}">${body}</Invoice>`,
});

describe('diffInvoices', () => {
  it('lists inserted, changed and removed values by location, attributes included', () => {
    const before = doc(
      '<cbc:ID>R-1</cbc:ID><cbc:Note>a</cbc:Note><cbc:Note>b</cbc:Note><cbc:Amount currencyID="EUR">119.00</cbc:Amount>',
    );
    const after = doc(
      '<cbc:ID>R-1</cbc:ID><cbc:Note>a</cbc:Note><cbc:Amount currencyID="USD">119.00</cbc:Amount><cbc:BuyerReference>04011000-1</cbc:BuyerReference>',
    );
    expect(diffInvoices(before, after, 100)).toEqual({
      total: 3,
      changes: [
        {
          xpath: '/ubl:Invoice[1]/cbc:Amount[1]/@currencyID',
          operation: 'update',
          before: 'EUR',
          after: 'USD',
        },
        {
          xpath: '/ubl:Invoice[1]/cbc:BuyerReference[1]',
          operation: 'insert',
          before: null,
          after: '04011000-1',
        },
        { xpath: '/ubl:Invoice[1]/cbc:Note[2]', operation: 'delete', before: 'b', after: null },
      ],
    });
  });

  it('finds nothing between a document and itself re-indented, and lists at most `limit` changes', () => {
    const one = doc('<cbc:ID>R-1</cbc:ID><cbc:Note>a</cbc:Note>');
    const indented = doc('\n  <cbc:ID>R-1</cbc:ID>\n  <!-- c -->\n  <cbc:Note>a</cbc:Note>\n');
    expect(diffInvoices(one, indented, 10)).toEqual({ changes: [], total: 0 });
    const many = doc(
      `<cbc:ID>R-1</cbc:ID>${Array.from({ length: 50 }, (_, i) => `<cbc:Note>${i}</cbc:Note>`).join('')}`,
    );
    const diff = diffInvoices(doc('<cbc:ID>R-1</cbc:ID>'), many, 5);
    expect(diff.total).toBe(50);
    expect(diff.changes.length).toBe(5);
  });
});
