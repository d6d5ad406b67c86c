import { describe, expect, it } from 'vitest';
import type { Finding } from '../../types.ts';
import { parseXmlTree } from '../../xml/parseXmlTree.ts';
import { buildContext } from '../buildContext.ts';
import { answerProblem } from '../questions.ts';
import { repairClass } from '../repairClass.ts';
import { sellerSiren, sirenOfFrenchVat } from './sirenFromVat.ts';

// Published examples of French VAT numbers and the SIREN they carry.
const KNOWN = [
  ['FR83404833048', '404833048'],
  ['FR40303265045', '303265045'],
] as const;

const invoice = (vat: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>
  <cbc:ID>F-1</cbc:ID>
  <cac:AccountingSupplierParty><cac:Party>
    <cac:PartyTaxScheme><cbc:CompanyID>${vat}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
    <cac:PartyLegalEntity><cbc:RegistrationName>Vendeur SA</cbc:RegistrationName></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingSupplierParty>
</Invoice>`;

const finding = { ruleId: 'BR-FR-10_BT-30', severity: 'error' } as Finding;
const propose = (vat: string) => {
  const ctx = buildContext(parseXmlTree(invoice(vat)), [finding]);
  return sellerSiren.propose(ctx, [finding]);
};

describe('SIREN from a French VAT number', () => {
  it.each(KNOWN)('reads %s as SIREN %s', (vat, siren) => {
    expect(sirenOfFrenchVat(vat)?.siren).toBe(siren);
    expect(sirenOfFrenchVat(vat.replace(/^FR(\d\d)/, 'FR $1 '))?.siren).toBe(siren);
  });

  it('derives nothing from a number whose key does not match, or that is not French', () => {
    expect(sirenOfFrenchVat('FR84404833048')).toBeNull();
    expect(sirenOfFrenchVat('DE123456789')).toBeNull();
    expect(sirenOfFrenchVat('FR8340483304')).toBeNull();
  });

  it('asks, offering the derived SIREN with its derivation in fr/de/en, and changes nothing unasked', () => {
    const [p] = propose('FR83404833048');
    expect(p?.patches).toEqual([]);
    expect(p?.value).toBeNull();
    const q = p?.question;
    expect(q?.kind).toBe('field');
    expect(q?.id).toBe('BT-30');
    expect(q?.default).toBe('404833048');
    expect(q?.codes).toEqual(['BR-FR-10_BT-30']);
    expect(q?.help?.fr).toContain('FR83404833048');
    expect(q?.help?.fr).toContain('(12 + 3 × (404833048 mod 97)) mod 97 = 83');
    expect(q?.help?.de).toContain('SIREN 404833048');
    expect(q?.help?.en).toContain('SIREN 404833048');
    // The answer writes BT-30 with scheme 0002.
    const answer = { id: 'BT-30', value: '404833048', scheme: '0002' };
    expect(q && answerProblem(q, answer)).toBeNull();
    const written =
      q
        ?.apply(answer)
        .map((patch) => JSON.stringify(patch))
        .join('') ?? '';
    expect(written).toContain('404833048');
    expect(written).toContain('0002');
  });

  it('asks without an offer when the VAT number proves no SIREN', () => {
    const [p] = propose('FR84404833048');
    expect(p?.question?.default).toBeUndefined();
    expect(p?.question?.help?.en).toMatch(/^The 9-digit SIREN of the seller/);
    expect(p?.patches).toEqual([]);
  });

  it('classes the rule as needing the caller’s input', () => {
    expect(repairClass('BR-FR-10_BT-30')).toBe('input');
  });
});
