import { ownTable } from '../ownTable.ts';
import type { CodeList } from './CodeList.ts';

/** ISO/IEC 6523 international code designators (ICD) commonly used for party and item identifiers. */
export const ICD_SCHEMES: CodeList = ownTable({
  '0002': ['SIRENE (France)', 'SIRENE (Frankreich)'],
  '0007': ['Organisationsnummer (Sweden)', 'Organisationsnummer (Schweden)'],
  '0009': ['SIRET (France)', 'SIRET (Frankreich)'],
  '0037': ['LY-tunnus (Finland)', 'LY-tunnus (Finnland)'],
  '0060': ['DUNS number', 'DUNS-Nummer'],
  '0088': ['Global Location Number (GLN)', 'Globale Lokationsnummer (GLN)'],
  '0096': ['Danish Chamber of Commerce (P-number)', 'Dänische Handelskammer (P-Nummer)'],
  '0097': ['FTI - Ediforum Italia', 'FTI - Ediforum Italia'],
  '0106': ['Netherlands Chamber of Commerce (KvK)', 'Niederländische Handelskammer (KvK)'],
  '0135': ['SIA Object Identifiers', 'SIA-Objektkennungen'],
  '0142': ['SECETI Object Identifiers', 'SECETI-Objektkennungen'],
  '0160': ['Global Trade Item Number (GTIN)', 'Globale Artikelnummer (GTIN)'],
  '0183': [
    'Swiss Unique Business Identification Number (UIDB)',
    'Schweizer Unternehmens-Identifikationsnummer (UID)',
  ],
  '0184': ['Danish CVR number', 'Dänische CVR-Nummer'],
  '0190': ['Dutch Organisation Identification Number (OIN)', 'Niederländische Organisationsnummer (OIN)'],
  '0192': ['Norwegian organisation number', 'Norwegische Organisationsnummer'],
  '0196': ['Icelandic identification number', 'Isländische Kennnummer'],
  '0198': ['Danish VAT number (ERSTORG)', 'Dänische Umsatzsteuer-Nummer (ERSTORG)'],
  '0204': ['Leitweg-ID (Germany)', 'Leitweg-ID (Deutschland)'],
  '0208': ['Belgian enterprise number', 'Belgische Unternehmensnummer'],
  '0209': ['GS1 identification keys', 'GS1-Identifikationsschlüssel'],
  '0210': ['Italian tax code (Codice Fiscale)', 'Italienische Steuernummer (Codice Fiscale)'],
  '0211': ['Italian VAT number (Partita IVA)', 'Italienische Umsatzsteuer-Nummer (Partita IVA)'],
  '0216': ['OVTcode (Finland)', 'OVT-Code (Finnland)'],
  SEPA: ['SEPA creditor identifier', 'SEPA-Gläubiger-Identifikationsnummer'],
});

/** The ICD codes the EAS list also accepts as electronic address schemes: labelled as in the ICD list. */
const EAS_FROM_ICD = [
  '0002',
  '0007',
  '0009',
  '0060',
  '0088',
  '0096',
  '0106',
  '0184',
  '0190',
  '0192',
  '0196',
  '0198',
  '0204',
  '0208',
  '0209',
  '0210',
  '0211',
  '0216',
] as const;

/** The EAS list's own entries: ISO/IEC 6523 codes ICD_SCHEMES does not carry, and the schemes outside ISO/IEC 6523. */
const EAS_OWN: CodeList = ownTable({
  '0130': ['EU Directorates-General', 'Generaldirektionen der EU'],
  '0188': ['Japan Corporate Number', 'Japanische Unternehmensnummer'],
  '0195': ['Singapore UEN', 'Singapur UEN'],
  '0221': [
    'Japan Qualified Invoice issuer number',
    'Japanische Nummer für qualifizierte Rechnungsaussteller',
  ],
  '0230': ['Malaysia National e-Invoicing Framework', 'Malaysisches E-Rechnungs-Rahmenwerk'],
  '9910': ['Hungary VAT number', 'Ungarische Umsatzsteuer-Nummer'],
  '9914': ['Austria VAT number', 'Österreichische Umsatzsteuer-Nummer'],
  '9915': ['Austrian government (Verwaltungskennzeichen)', 'Österreichisches Verwaltungskennzeichen'],
  '9918': ['IBAN (SWIFT)', 'IBAN (SWIFT)'],
  '9920': ['Spanish tax administration (AEAT)', 'Spanische Steuerverwaltung (AEAT)'],
  '9925': ['Belgium VAT number', 'Belgische Umsatzsteuer-Nummer'],
  '9930': ['Germany VAT number', 'Deutsche Umsatzsteuer-Nummer'],
  '9957': ['France VAT number', 'Französische Umsatzsteuer-Nummer'],
  EM: ['Electronic mail (SMTP)', 'E-Mail (SMTP)'],
  AN: ['ODETTE Value Added Network address', 'ODETTE-VAN-Adresse'],
  AQ: ['X.400 address for mail text', 'X.400-Adresse'],
  AS: ['AS2 exchange', 'AS2-Austausch'],
  AU: ['File Transfer Protocol', 'File Transfer Protocol'],
});

/**
 * Electronic address schemes (EAS) commonly used for BT-34 and BT-49 (BR-CL-25 accepts more, shown raw). The EAS
 * list takes most of its codes from ISO/IEC 6523, so those entries are the ICD list's, not written again.
 */
export const EAS_SCHEMES: CodeList = ownTable({
  ...Object.fromEntries(EAS_FROM_ICD.map((code) => [code, ICD_SCHEMES[code] as CodeList[string]])),
  ...EAS_OWN,
});
