import fs from 'node:fs';
import path from 'node:path';
import { corpusDir } from '@einvoice/test-support/corpus/paths';
import { describe, expect, it } from 'vitest';
import { renderInvoice } from './renderInvoice.ts';
import type { RenderedValue } from './types.ts';

const UBL = fs.readFileSync(
  path.join(corpusDir, 'xrechnung-testsuite/business-cases/standard/01.01a-INVOICE_ubl.xml'),
  'utf8',
);

const NNBSP = '\u202f';

function termValue(values: RenderedValue[], bt: string): RenderedValue {
  const v = values.find((x) => x.bt === bt);
  if (!v) throw new Error(`${bt} not rendered`);
  return v;
}

describe('rendering in French', () => {
  const { document, html } = {
    document: renderInvoice({ xml: UBL }, { format: 'json', locale: 'fr' }).document,
    html: renderInvoice({ xml: UBL }, { locale: 'fr' }).html as string,
  };

  it('titles the invoice by its type code in French and names terms by the standard’s French names', () => {
    expect(document?.locale).toBe('fr');
    // 380 is a commercial invoice (UNTDID 1001).
    expect(document?.title).toBe('Facture commerciale');
    const header = document?.header ?? [];
    expect(termValue(header, 'BT-1').label).toBe('Numéro de facture');
    expect(termValue(header, 'BT-2')).toMatchObject({ value: '2016-04-04', text: '04/04/2016' });
    expect(termValue(header, 'BT-5').meaning).toBe('Euro');
  });

  it('writes amounts with a decimal comma and the euro sign, rates with a spaced percent sign', () => {
    const totals = document?.totals.flatMap((g) => g.values) ?? [];
    expect(termValue(totals, 'BT-115').text).toBe('336,90 €');
    const rates = document?.vatBreakdown.flatMap((g) => g.values) ?? [];
    expect(termValue(rates, 'BT-119').text).toBe(`7${NNBSP}%`);
    expect(termValue(rates, 'BT-118').meaning).toBe('Taux normal');
  });

  it('marks the page as French and uses French headings, with no English wording of its own', () => {
    expect(html).toContain('<html lang="fr">');
    for (const heading of ['Vendeur', 'Acheteur', 'Lignes de facture', 'Ventilation de la TVA', 'Totaux']) {
      expect(html).toContain(heading);
    }
    const english = renderInvoice({ xml: UBL }, { locale: 'en' }).html as string;
    for (const word of ['Seller', 'Buyer', 'Invoice lines', 'VAT breakdown', 'Totals']) {
      expect(english).toContain(word);
      expect(html).not.toContain(`>${word} <`);
    }
  });
});
