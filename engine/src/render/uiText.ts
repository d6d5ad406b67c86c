import type { RenderLocale } from './types.ts';

/** The column of a locale in the rows of wording below (English, German, French). */
export const LOCALE_INDEX: Readonly<Record<RenderLocale, 0 | 1 | 2>> = { en: 0, de: 1, fr: 2 };

// biome-ignore format: one row per entry keeps the table readable
const TEXT = {
  invoice: ['Invoice', 'Rechnung', 'Facture'],
  creditNote: ['Credit note', 'Gutschrift', 'Avoir'],
  seller: ['Seller', 'Verkäufer', 'Vendeur'],
  buyer: ['Buyer', 'Käufer', 'Acheteur'],
  payee: ['Payee', 'Zahlungsempfänger', 'Bénéficiaire'],
  taxRepresentative: ['Seller tax representative', 'Steuerbevollmächtigter des Verkäufers', 'Représentant fiscal du vendeur'],
  contact: ['Contact', 'Kontakt', 'Contact'],
  details: ['Invoice details', 'Rechnungsangaben', 'Informations de la facture'],
  references: ['References', 'Referenzen', 'Références'],
  precedingInvoice: ['Preceding invoice', 'Vorausgegangene Rechnung', 'Facture antérieure'],
  delivery: ['Delivery', 'Lieferung', 'Livraison'],
  deliverTo: ['Deliver to', 'Lieferanschrift', 'Adresse de livraison'],
  invoicingPeriod: ['Invoicing period', 'Abrechnungszeitraum', 'Période de facturation'],
  lines: ['Invoice lines', 'Rechnungspositionen', 'Lignes de facture'],
  line: ['Line', 'Pos.', 'Ligne'],
  item: ['Item', 'Artikel', 'Article'],
  quantity: ['Qty', 'Menge', 'Qté'],
  unitPrice: ['Price', 'Preis', 'Prix'],
  vat: ['VAT', 'USt.', 'TVA'],
  net: ['Net', 'Netto', 'Net'],
  lineAllowance: ['Allowance', 'Abschlag', 'Remise'],
  lineCharge: ['Charge', 'Zuschlag', 'Frais'],
  period: ['Period', 'Zeitraum', 'Période'],
  price: ['Price details', 'Preisangaben', 'Détail du prix'],
  itemAttributes: ['Item attributes', 'Artikelmerkmale', 'Attributs de l’article'],
  subLines: ['Sub-lines', 'Unterpositionen', 'Sous-lignes'],
  allowances: ['Allowances', 'Abschläge', 'Remises'],
  charges: ['Charges', 'Zuschläge', 'Charges et frais'],
  vatBreakdown: ['VAT breakdown', 'Aufschlüsselung der Umsatzsteuer', 'Ventilation de la TVA'],
  totals: ['Totals', 'Summen', 'Totaux'],
  payment: ['Payment', 'Zahlung', 'Paiement'],
  paymentTerms: ['Payment terms', 'Zahlungsbedingungen', 'Conditions de paiement'],
  notes: ['Notes', 'Bemerkungen', 'Notes'],
  attachments: ['Supporting documents', 'Rechnungsbegründende Unterlagen', 'Documents justificatifs'],
  download: ['Download', 'Herunterladen', 'Télécharger'],
  notLinked: ['Not offered as a link: this file type could run code when opened. Content (base64):', 'Nicht als Link angeboten: dieser Dateityp könnte beim Öffnen Code ausführen. Inhalt (Base64):', 'Non proposé en lien : ce type de fichier pourrait exécuter du code à l’ouverture. Contenu (base64) :'],
  bytes: ['bytes', 'Bytes', 'octets'],
  furtherDetailsShort: ['Further details', 'Weitere Angaben', 'Autres informations'],
  furtherDetails: ['Further details (outside EN 16931)', 'Weitere Angaben (außerhalb EN 16931)', 'Autres informations (hors EN 16931)'],
  furtherDetailsNote: ['Values in the XML that no EN 16931 business term covers, with their location.', 'Werte im XML, die kein Geschäftsbegriff der EN 16931 abdeckt, mit ihrer Fundstelle.', 'Valeurs du XML qu’aucun terme métier de l’EN 16931 ne couvre, avec leur emplacement.'],
  syntaxDetails: ['Syntax details', 'Syntaxangaben', 'Détails de syntaxe'],
  syntaxDetailsNote: ['Technical values the UBL/CII binding of EN 16931 requires (indicators, scheme ids, date formats).', 'Technische Werte, die die UBL/CII-Abbildung der EN 16931 verlangt (Kennzeichen, Schema-Kennungen, Datumsformate).', 'Valeurs techniques qu’exige la correspondance UBL/CII de l’EN 16931 (indicateurs, identifiants de schéma, formats de date).'],
  path: ['Path', 'Pfad', 'Chemin'],
  summary: ['values rendered', 'Werte dargestellt', 'valeurs affichées'],
  outside: ['outside EN 16931', 'außerhalb EN 16931', 'hors EN 16931'],
  generated: ['Rendering of the XML invoice; the XML is the legally binding document.', 'Darstellung der XML-Rechnung; rechtlich maßgeblich ist das XML.', 'Présentation de la facture XML ; le XML est le document qui fait foi.'],
  currencyID: ['Currency', 'Währung', 'Devise'],
  unitCode: ['Unit', 'Einheit', 'Unité'],
  schemeID: ['Scheme', 'Schema', 'Schéma'],
  schemeVersionID: ['Scheme version', 'Schemaversion', 'Version du schéma'],
  schemeAgencyID: ['Scheme agency', 'Schemaverwalter', 'Gestionnaire du schéma'],
  listID: ['List', 'Liste', 'Liste'],
  listVersionID: ['List version', 'Listenversion', 'Version de la liste'],
  mimeCode: ['MIME type', 'MIME-Typ', 'Type MIME'],
  filename: ['File name', 'Dateiname', 'Nom de fichier'],
  languageID: ['Language', 'Sprache', 'Langue'],
} as const satisfies Record<string, readonly [en: string, de: string, fr: string]>;

/** Keys of the page's own wording. */
export type UiKey = keyof typeof TEXT;

/** The page's own wording (headings, column titles) in a locale; business-term labels come from the term table. */
export function uiText(key: UiKey, locale: RenderLocale): string {
  return TEXT[key][LOCALE_INDEX[locale]];
}

/** Whether a name has page wording (attribute names such as `schemeID`). */
export function isUiKey(name: string): name is UiKey {
  return Object.hasOwn(TEXT, name);
}
