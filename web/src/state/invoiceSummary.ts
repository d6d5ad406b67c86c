import type { RenderedGroup, RenderedInvoice, RenderedValue } from '@einvoice/engine';

/** What the batch table shows of an invoice beside its verdict. */
export interface InvoiceSummary {
  /** BT-1 */
  number: string | null;
  /** BT-27 */
  seller: string | null;
  /** BT-112 (total with VAT), as written. */
  amount: string | null;
  /** BT-5 or the amount's currencyID. */
  currency: string | null;
}

function* valuesOf(groups: readonly RenderedGroup[]): Generator<RenderedValue> {
  for (const g of groups) {
    yield* g.values;
    yield* valuesOf(g.groups);
  }
}

/** The first value of a business term in the rendered reading. */
function term(values: Iterable<RenderedValue>, bt: string): RenderedValue | null {
  for (const v of values) if (v.bt === bt) return v;
  return null;
}

/** Number, seller, total and currency from the engine's structured reading of the invoice. */
export function invoiceSummary(doc: RenderedInvoice): InvoiceSummary {
  const amount = term(valuesOf(doc.totals), 'BT-112');
  return {
    number: term(doc.header, 'BT-1')?.value ?? null,
    seller: term(valuesOf(doc.parties), 'BT-27')?.value ?? null,
    amount: amount?.value ?? null,
    currency:
      amount?.attributes.find((a) => a.name === 'currencyID')?.value ??
      term(doc.header, 'BT-5')?.value ??
      null,
  };
}
