import type { RenderLocale } from './types.ts';

// biome-ignore format: one row per entry keeps the table readable
const TEXT = {
  invoice: ['Invoice', 'Rechnung'],
  creditNote: ['Credit note', 'Gutschrift'],
  seller: ['Seller', 'Verkäufer'],
  buyer: ['Buyer', 'Käufer'],
  payee: ['Payee', 'Zahlungsempfänger'],
  taxRepresentative: ['Seller tax representative', 'Steuerbevollmächtigter des Verkäufers'],
  contact: ['Contact', 'Kontakt'],
  details: ['Invoice details', 'Rechnungsangaben'],
  references: ['References', 'Referenzen'],
  precedingInvoice: ['Preceding invoice', 'Vorausgegangene Rechnung'],
  delivery: ['Delivery', 'Lieferung'],
  deliverTo: ['Deliver to', 'Lieferanschrift'],
  invoicingPeriod: ['Invoicing period', 'Abrechnungszeitraum'],
  lines: ['Invoice lines', 'Rechnungspositionen'],
  line: ['Line', 'Pos.'],
  item: ['Item', 'Artikel'],
  quantity: ['Qty', 'Menge'],
  unitPrice: ['Price', 'Preis'],
  vat: ['VAT', 'USt.'],
  net: ['Net', 'Netto'],
  lineAllowance: ['Allowance', 'Abschlag'],
  lineCharge: ['Charge', 'Zuschlag'],
  period: ['Period', 'Zeitraum'],
  price: ['Price details', 'Preisangaben'],
  itemAttributes: ['Item attributes', 'Artikelmerkmale'],
  subLines: ['Sub-lines', 'Unterpositionen'],
  allowances: ['Allowances', 'Abschläge'],
  charges: ['Charges', 'Zuschläge'],
  vatBreakdown: ['VAT breakdown', 'Aufschlüsselung der Umsatzsteuer'],
  totals: ['Totals', 'Summen'],
  payment: ['Payment', 'Zahlung'],
  paymentTerms: ['Payment terms', 'Zahlungsbedingungen'],
  notes: ['Notes', 'Bemerkungen'],
  attachments: ['Supporting documents', 'Rechnungsbegründende Unterlagen'],
  download: ['Download', 'Herunterladen'],
  notLinked: ['Not offered as a link: this file type could run code when opened. Content (base64):', 'Nicht als Link angeboten: dieser Dateityp könnte beim Öffnen Code ausführen. Inhalt (Base64):'],
  bytes: ['bytes', 'Bytes'],
  furtherDetails: ['Further details (outside EN 16931)', 'Weitere Angaben (außerhalb EN 16931)'],
  furtherDetailsNote: ['Values in the XML that no EN 16931 business term covers, with their location.', 'Werte im XML, die kein Geschäftsbegriff der EN 16931 abdeckt, mit ihrer Fundstelle.'],
  syntaxDetails: ['Syntax details', 'Syntaxangaben'],
  syntaxDetailsNote: ['Technical values the UBL/CII binding of EN 16931 requires (indicators, scheme ids, date formats).', 'Technische Werte, die die UBL/CII-Abbildung der EN 16931 verlangt (Kennzeichen, Schema-Kennungen, Datumsformate).'],
  path: ['Path', 'Pfad'],
  summary: ['values rendered', 'Werte dargestellt'],
  outside: ['outside EN 16931', 'außerhalb EN 16931'],
  generated: ['Rendering of the XML invoice; the XML is the legally binding document.', 'Darstellung der XML-Rechnung; rechtlich maßgeblich ist das XML.'],
  currencyID: ['Currency', 'Währung'],
  unitCode: ['Unit', 'Einheit'],
  schemeID: ['Scheme', 'Schema'],
  schemeVersionID: ['Scheme version', 'Schemaversion'],
  schemeAgencyID: ['Scheme agency', 'Schemaverwalter'],
  listID: ['List', 'Liste'],
  listVersionID: ['List version', 'Listenversion'],
  mimeCode: ['MIME type', 'MIME-Typ'],
  filename: ['File name', 'Dateiname'],
  languageID: ['Language', 'Sprache'],
} as const satisfies Record<string, readonly [string, string]>;

/** Keys of the page's own wording. */
export type UiKey = keyof typeof TEXT;

/** The page's own wording (headings, column titles) in a locale; business-term labels come from the term table. */
export function uiText(key: UiKey, locale: RenderLocale): string {
  return TEXT[key][locale === 'de' ? 1 : 0];
}

/** Whether a name has page wording (attribute names such as `schemeID`). */
export function isUiKey(name: string): name is UiKey {
  return Object.hasOwn(TEXT, name);
}
