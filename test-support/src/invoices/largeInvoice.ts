/**
 * A valid XRechnung 3.0 UBL invoice with `lines` invoice lines (standard rate 19 %), for benchmarks:
 * totals and the VAT breakdown are computed from the lines in integer cents, so the official rules pass.
 */
export function largeUblInvoice(lines: number): string {
  const priceCents = 1250;
  const net = lines * priceCents;
  const vat = Math.round((net * 19) / 100);
  const money = (cents: number) => (cents / 100).toFixed(2);
  const line = (i: number) => `  <cac:InvoiceLine>
    <cbc:ID>${i}</cbc:ID>
    <cbc:InvoicedQuantity unitCode="H87">1</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">${money(priceCents)}</cbc:LineExtensionAmount>
    <cac:Item>
      <cbc:Name>Article ${i}</cbc:Name>
      <cac:SellersItemIdentification><cbc:ID>A-${i}</cbc:ID></cac:SellersItemIdentification>
      <cac:ClassifiedTaxCategory>
        <cbc:ID>S</cbc:ID>
        <cbc:Percent>19</cbc:Percent>
        <cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>
      </cac:ClassifiedTaxCategory>
    </cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">${money(priceCents)}</cbc:PriceAmount></cac:Price>
  </cac:InvoiceLine>
`;
  const party = (role: string, email: string, vatId: string | null) => `    <cac:Party>
      <cbc:EndpointID schemeID="EM">${email}</cbc:EndpointID>
      <cac:PostalAddress>
        <cbc:StreetName>${role} Street 1</cbc:StreetName>
        <cbc:CityName>Berlin</cbc:CityName>
        <cbc:PostalZone>10115</cbc:PostalZone>
        <cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country>
      </cac:PostalAddress>${
        vatId
          ? `
      <cac:PartyTaxScheme>
        <cbc:CompanyID>${vatId}</cbc:CompanyID>
        <cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>
      </cac:PartyTaxScheme>`
          : ''
      }
      <cac:PartyLegalEntity><cbc:RegistrationName>${role} GmbH</cbc:RegistrationName></cac:PartyLegalEntity>${
        vatId
          ? `
      <cac:Contact>
        <cbc:Name>Erika Mustermann</cbc:Name>
        <cbc:Telephone>+49 30 1234567</cbc:Telephone>
        <cbc:ElectronicMail>${email}</cbc:ElectronicMail>
      </cac:Contact>`
          : ''
      }
    </cac:Party>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<ubl:Invoice xmlns:ubl="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</cbc:CustomizationID>
  <cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>
  <cbc:ID>BENCH-${lines}</cbc:ID>
  <cbc:IssueDate>2026-11-21</cbc:IssueDate>
  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cbc:BuyerReference>04011000-12345-03</cbc:BuyerReference>
  <cac:AccountingSupplierParty>
${party('Seller', 'seller@example.de', 'DE123456789')}
  </cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty>
${party('Buyer', 'buyer@example.de', null)}
  </cac:AccountingCustomerParty>
  <cac:PaymentMeans>
    <cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>
    <cac:PayeeFinancialAccount><cbc:ID>DE02120300000000202051</cbc:ID></cac:PayeeFinancialAccount>
  </cac:PaymentMeans>
  <cac:PaymentTerms><cbc:Note>Zahlbar innerhalb von 30 Tagen.</cbc:Note></cac:PaymentTerms>
  <cac:TaxTotal>
    <cbc:TaxAmount currencyID="EUR">${money(vat)}</cbc:TaxAmount>
    <cac:TaxSubtotal>
      <cbc:TaxableAmount currencyID="EUR">${money(net)}</cbc:TaxableAmount>
      <cbc:TaxAmount currencyID="EUR">${money(vat)}</cbc:TaxAmount>
      <cac:TaxCategory>
        <cbc:ID>S</cbc:ID>
        <cbc:Percent>19</cbc:Percent>
        <cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>
      </cac:TaxCategory>
    </cac:TaxSubtotal>
  </cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="EUR">${money(net)}</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="EUR">${money(net)}</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">${money(net + vat)}</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount currencyID="EUR">${money(net + vat)}</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
${Array.from({ length: lines }, (_, i) => line(i + 1)).join('')}</ubl:Invoice>
`;
}
