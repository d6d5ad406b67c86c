import {
  ask,
  choose,
  explain,
  FIELDS,
  field,
  PAYMENT_MEANS_OPTIONS,
  plain,
  type RuleText,
} from './ruleTextsFields.ts';

// BR-DE-17: the type codes XRechnung accepts.
const XRECHNUNG_TYPES = [
  { value: '380', label: { en: 'Commercial invoice', de: 'Handelsrechnung' } },
  { value: '381', label: { en: 'Credit note', de: 'Gutschrift (Rechnungskorrektur)' } },
  { value: '384', label: { en: 'Corrected invoice', de: 'Korrigierte Rechnung' } },
  {
    value: '389',
    label: { en: 'Self-billed invoice', de: 'Selbst ausgestellte Rechnung (Gutschriftsverfahren)' },
  },
  { value: '326', label: { en: 'Partial invoice', de: 'Teilrechnung' } },
  { value: '875', label: { en: 'Partial construction invoice', de: 'Abschlagsrechnung (Bauleistung)' } },
  {
    value: '876',
    label: { en: 'Partial final construction invoice', de: 'Teilschlussrechnung (Bauleistung)' },
  },
  { value: '877', label: { en: 'Final construction invoice', de: 'Schlussrechnung (Bauleistung)' } },
];

const PAYMENT_GROUPS = explain(
  'Give only the payment details that fit the payment means: bank account for transfers, card data for card payments, mandate for direct debits.',
  'Geben Sie nur die zur Zahlungsart passenden Angaben an: Bankkonto bei Überweisung, Kartendaten bei Kartenzahlung, Mandat bei Lastschrift.',
);
const VAT_TOTAL = explain(
  'State the VAT total once per currency; your invoicing software computes it from the VAT breakdown.',
  'Geben Sie den Umsatzsteuer-Gesamtbetrag je Währung genau einmal an; die Rechnungssoftware berechnet ihn aus der Aufschlüsselung.',
);
const PROCESS_ID = field('BT-23', {
  examples: ['urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'],
  pattern: '^urn:fdc:peppol\\.eu:2017:poacc:billing:\\d{2}:1\\.0$',
});
const SOFTWARE = (en: string, de: string) =>
  explain(`${en} This is set by the invoicing software.`, `${de} Das legt die Rechnungssoftware fest.`);

/** Plain texts and actions for the German XRechnung rules (BR-DE-*) and the Peppol BIS rules (PEPPOL-*, country rules). */
export const NATIONAL_RULE_TEXTS: Record<string, RuleText> = {
  'BR-DE-1': {
    plain: plain(
      'XRechnung requires payment instructions (how the buyer should pay).',
      'XRechnung verlangt Zahlungsanweisungen (wie der Käufer zahlen soll).',
    ),
    action: choose('BT-81', PAYMENT_MEANS_OPTIONS),
  },
  'BR-DE-2': {
    plain: plain(
      'XRechnung requires a seller contact: a contact person or department, phone and e-mail.',
      'XRechnung verlangt Kontaktangaben des Verkäufers: Ansprechpartner oder Abteilung, Telefon und E-Mail.',
    ),
    action: ask(FIELDS.sellerContactPoint, FIELDS.sellerPhone, FIELDS.sellerEmail),
  },
  'BR-DE-3': {
    plain: plain('XRechnung requires the seller’s city.', 'XRechnung verlangt den Ort des Verkäufers.'),
    action: ask(FIELDS.sellerCity),
  },
  'BR-DE-4': {
    plain: plain(
      'XRechnung requires the seller’s post code.',
      'XRechnung verlangt die Postleitzahl des Verkäufers.',
    ),
    action: ask(FIELDS.sellerPostCode),
  },
  'BR-DE-5': {
    plain: plain(
      'XRechnung requires a seller contact person or department.',
      'XRechnung verlangt einen Ansprechpartner oder eine Abteilung des Verkäufers.',
    ),
    action: ask(FIELDS.sellerContactPoint),
  },
  'BR-DE-6': {
    plain: plain(
      'XRechnung requires the seller contact’s phone number.',
      'XRechnung verlangt die Telefonnummer des Ansprechpartners beim Verkäufer.',
    ),
    action: ask(FIELDS.sellerPhone),
  },
  'BR-DE-7': {
    plain: plain(
      'XRechnung requires the seller contact’s e-mail address.',
      'XRechnung verlangt die E-Mail-Adresse des Ansprechpartners beim Verkäufer.',
    ),
    action: ask(FIELDS.sellerEmail),
  },
  'BR-DE-8': {
    plain: plain('XRechnung requires the buyer’s city.', 'XRechnung verlangt den Ort des Käufers.'),
    action: ask(FIELDS.buyerCity),
  },
  'BR-DE-9': {
    plain: plain(
      'XRechnung requires the buyer’s post code.',
      'XRechnung verlangt die Postleitzahl des Käufers.',
    ),
    action: ask(FIELDS.buyerPostCode),
  },
  'BR-DE-10': {
    plain: plain(
      'A delivery address is given without a city.',
      'Eine Lieferanschrift ist ohne Ort angegeben.',
    ),
    action: ask(field('BT-77', { examples: ['Hamburg'] })),
  },
  'BR-DE-11': {
    plain: plain(
      'A delivery address is given without a post code.',
      'Eine Lieferanschrift ist ohne Postleitzahl angegeben.',
    ),
    action: ask(field('BT-78', { examples: ['20095'] })),
  },
  'BR-DE-14': {
    plain: plain(
      'XRechnung requires a VAT rate in every VAT breakdown, 0 where no VAT applies.',
      'XRechnung verlangt in jeder Umsatzsteueraufschlüsselung einen Steuersatz, 0 wenn keine Steuer anfällt.',
    ),
    action: ask(field('BT-119', { examples: ['19', '7', '0'], pattern: '^\\d+(\\.\\d+)?$' })),
  },
  'BR-DE-15': {
    plain: plain(
      'XRechnung requires the buyer reference — for public buyers the Leitweg-ID they gave you.',
      'XRechnung verlangt die Käuferreferenz – bei öffentlichen Auftraggebern die mitgeteilte Leitweg-ID.',
    ),
    action: ask(FIELDS.buyerReference),
  },
  'BR-DE-16': {
    plain: plain(
      'Taxable supplies are invoiced, so the seller’s VAT ID or tax number (or a tax representative) is required.',
      'Es werden steuerbare Leistungen abgerechnet, daher sind USt-IdNr. oder Steuernummer des Verkäufers (oder ein Steuerbevollmächtigter) erforderlich.',
    ),
    action: ask(FIELDS.sellerVatId, FIELDS.sellerTaxNumber),
  },
  'BR-DE-17': {
    plain: plain(
      'XRechnung accepts only certain invoice type codes.',
      'XRechnung erlaubt nur bestimmte Codes für die Rechnungsart.',
    ),
    action: choose('BT-3', XRECHNUNG_TYPES),
  },
  'BR-DE-18': {
    plain: plain(
      'Cash-discount terms in the payment terms must follow the XRechnung format, e.g. #SKONTO#TAGE=14#PROZENT=2.00#.',
      'Skontoangaben in den Zahlungsbedingungen müssen dem XRechnung-Format folgen, z. B. #SKONTO#TAGE=14#PROZENT=2.00#.',
    ),
    action: explain(
      'Write each discount line as #SKONTO#TAGE=n#PROZENT=n.nn# in capitals, ending with a line break.',
      'Schreiben Sie jede Skontozeile als #SKONTO#TAGE=n#PROZENT=n.nn# in Großbuchstaben mit abschließendem Zeilenumbruch.',
    ),
  },
  'BR-DE-19': {
    plain: plain(
      'For SEPA credit transfer the account must be a valid IBAN.',
      'Bei SEPA-Überweisung muss das Konto eine gültige IBAN sein.',
    ),
    action: ask(FIELDS.iban),
  },
  'BR-DE-20': {
    plain: plain(
      'For SEPA direct debit the debited account must be a valid IBAN.',
      'Bei SEPA-Lastschrift muss das belastete Konto eine gültige IBAN sein.',
    ),
    action: ask(
      field('BT-91', { examples: ['DE02120300000000202051'], pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$' }),
    ),
  },
  'BR-DE-21': {
    plain: plain(
      'The specification identifier does not match the XRechnung standard.',
      'Die Spezifikationskennung entspricht nicht dem Standard XRechnung.',
    ),
    action: SOFTWARE(
      'Use urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0.',
      'Verwenden Sie urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0.',
    ),
  },
  'BR-DE-22': {
    plain: plain(
      'Two attached documents have the same file name.',
      'Zwei angehängte Dokumente haben denselben Dateinamen.',
    ),
    action: explain(
      'Give every attachment a unique file name.',
      'Geben Sie jedem Anhang einen eindeutigen Dateinamen.',
    ),
  },
  'BR-DE-23-a': {
    plain: plain(
      'The payment means is a bank transfer, but no bank account is given.',
      'Als Zahlungsart ist Überweisung angegeben, aber kein Bankkonto.',
    ),
    action: ask(FIELDS.iban),
  },
  'BR-DE-23-b': {
    plain: plain(
      'A bank transfer invoice must not also carry card or direct debit details.',
      'Eine Rechnung mit Überweisung darf keine Karten- oder Lastschriftangaben enthalten.',
    ),
    action: PAYMENT_GROUPS,
  },
  'BR-DE-24-a': {
    plain: plain(
      'The payment means is a card payment, but no card details are given.',
      'Als Zahlungsart ist Kartenzahlung angegeben, aber keine Kartendaten.',
    ),
    action: ask(
      field('BT-87', {
        help: { en: 'Only the last 4 to 6 digits.', de: 'Nur die letzten 4 bis 6 Ziffern.' },
      }),
    ),
  },
  'BR-DE-24-b': {
    plain: plain(
      'A card payment invoice must not also carry bank transfer or direct debit details.',
      'Eine Rechnung mit Kartenzahlung darf keine Überweisungs- oder Lastschriftangaben enthalten.',
    ),
    action: PAYMENT_GROUPS,
  },
  'BR-DE-25-a': {
    plain: plain(
      'The payment means is a direct debit, but the mandate details are missing.',
      'Als Zahlungsart ist Lastschrift angegeben, aber die Mandatsangaben fehlen.',
    ),
    action: ask(
      field('BT-89'),
      field('BT-90', { examples: ['DE98ZZZ09999999999'] }),
      field('BT-91', { pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$' }),
    ),
  },
  'BR-DE-25-b': {
    plain: plain(
      'A direct debit invoice must not also carry bank transfer or card details.',
      'Eine Rechnung mit Lastschrift darf keine Überweisungs- oder Kartenangaben enthalten.',
    ),
    action: PAYMENT_GROUPS,
  },
  'BR-DE-26': {
    plain: plain(
      'A corrected invoice should name the invoice it corrects.',
      'Eine korrigierte Rechnung soll die Rechnung nennen, die sie korrigiert.',
    ),
    action: ask(
      field('BT-25', { examples: ['RE-2024-0001'] }),
      field('BT-26', { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    ),
  },
  'BR-DE-27': {
    plain: plain(
      'The seller contact’s phone number should contain at least three digits.',
      'Die Telefonnummer des Ansprechpartners soll mindestens drei Ziffern enthalten.',
    ),
    action: ask(FIELDS.sellerPhone),
  },
  'BR-DE-28': {
    plain: plain(
      'The seller contact’s e-mail address does not look like a valid e-mail address.',
      'Die E-Mail-Adresse des Ansprechpartners ist keine gültige E-Mail-Adresse.',
    ),
    action: ask(FIELDS.sellerEmail),
  },
  'BR-DE-30': {
    plain: plain(
      'Direct debit details are given without the creditor identifier.',
      'Die Lastschriftangaben enthalten keine Gläubiger-Identifikationsnummer.',
    ),
    action: ask(field('BT-90', { examples: ['DE98ZZZ09999999999'] })),
  },
  'BR-DE-31': {
    plain: plain(
      'Direct debit details are given without the account to be debited.',
      'Die Lastschriftangaben nennen nicht das zu belastende Konto.',
    ),
    action: ask(field('BT-91', { pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$' })),
  },
  'BR-DE-TMP-32': {
    plain: plain(
      'The invoice should state when the goods or services were supplied: a delivery date, an invoicing period, or a period on every line.',
      'Die Rechnung soll das Liefer-/Leistungsdatum angeben: Lieferdatum, Rechnungszeitraum oder einen Zeitraum je Position.',
    ),
    action: ask(field('BT-72', { pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  },
  'PEPPOL-EN16931-R001': {
    plain: plain(
      'Peppol requires the business process identifier.',
      'Peppol verlangt die Kennung des Geschäftsprozesses.',
    ),
    action: ask(PROCESS_ID),
  },
  'PEPPOL-EN16931-R002': {
    plain: plain(
      'Peppol allows at most one note on document level.',
      'Peppol erlaubt höchstens einen Vermerk auf Dokumentenebene.',
    ),
    action: explain('Merge the notes into one.', 'Fassen Sie die Vermerke zu einem zusammen.'),
  },
  'PEPPOL-EN16931-R003': {
    plain: plain(
      'Peppol requires a buyer reference or a purchase order reference.',
      'Peppol verlangt eine Käuferreferenz oder eine Bestellreferenz.',
    ),
    action: ask(FIELDS.buyerReference, FIELDS.purchaseOrder),
  },
  'PEPPOL-EN16931-R004': {
    plain: plain(
      'The specification identifier is not the Peppol BIS Billing 3.0 one.',
      'Die Spezifikationskennung ist nicht die von Peppol BIS Billing 3.0.',
    ),
    action: SOFTWARE(
      'Use urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0.',
      'Verwenden Sie urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0.',
    ),
  },
  'PEPPOL-EN16931-R005': {
    plain: plain(
      'The VAT accounting currency must differ from the invoice currency when given.',
      'Die Umsatzsteuer-Abrechnungswährung muss sich von der Rechnungswährung unterscheiden, wenn sie angegeben ist.',
    ),
    action: explain(
      'Remove the VAT accounting currency if it equals the invoice currency.',
      'Entfernen Sie die Abrechnungswährung, wenn sie der Rechnungswährung entspricht.',
    ),
  },
  'PEPPOL-EN16931-R006': {
    plain: plain(
      'Only one invoiced object identifier is allowed on document level.',
      'Auf Dokumentenebene ist nur eine Objektkennung erlaubt.',
    ),
    action: explain('Keep one invoiced object reference.', 'Behalten Sie eine Objektkennung.'),
  },
  'PEPPOL-EN16931-R007': {
    plain: plain(
      'The business process identifier has the wrong format.',
      'Die Kennung des Geschäftsprozesses hat das falsche Format.',
    ),
    action: ask(PROCESS_ID),
  },
  'PEPPOL-EN16931-R008': {
    plain: plain(
      'The document contains empty elements, which Peppol does not allow.',
      'Das Dokument enthält leere Elemente, die Peppol nicht erlaubt.',
    ),
    action: SOFTWARE('Remove elements without content.', 'Entfernen Sie Elemente ohne Inhalt.'),
  },
  'PEPPOL-EN16931-R010': {
    plain: plain(
      'Peppol requires the buyer’s electronic address.',
      'Peppol verlangt die elektronische Adresse des Käufers.',
    ),
    action: ask(FIELDS.buyerEndpoint),
  },
  'PEPPOL-EN16931-R020': {
    plain: plain(
      'Peppol requires the seller’s electronic address.',
      'Peppol verlangt die elektronische Adresse des Verkäufers.',
    ),
    action: ask(FIELDS.sellerEndpoint),
  },
  'PEPPOL-EN16931-R040': {
    plain: plain(
      'An allowance or charge amount is not base amount × percentage ÷ 100.',
      'Ein Ab- oder Zuschlagsbetrag ist nicht Grundbetrag × Prozentsatz ÷ 100.',
    ),
    action: explain(
      'Correct the amount, the base amount or the percentage so they agree.',
      'Korrigieren Sie Betrag, Grundbetrag oder Prozentsatz, sodass sie zusammenpassen.',
    ),
  },
  'PEPPOL-EN16931-R041': {
    plain: plain(
      'A percentage is given for an allowance or charge, but no base amount.',
      'Für einen Ab- oder Zuschlag ist ein Prozentsatz, aber kein Grundbetrag angegeben.',
    ),
    action: explain(
      'Add the base amount the percentage applies to.',
      'Ergänzen Sie den Grundbetrag, auf den sich der Prozentsatz bezieht.',
    ),
  },
  'PEPPOL-EN16931-R042': {
    plain: plain(
      'A base amount is given for an allowance or charge, but no percentage.',
      'Für einen Ab- oder Zuschlag ist ein Grundbetrag, aber kein Prozentsatz angegeben.',
    ),
    action: explain(
      'Add the percentage or remove the base amount.',
      'Ergänzen Sie den Prozentsatz oder entfernen Sie den Grundbetrag.',
    ),
  },
  'PEPPOL-EN16931-R043': {
    plain: plain(
      'The allowance/charge indicator must be exactly true or false.',
      'Der Ab-/Zuschlagsindikator muss genau true oder false sein.',
    ),
    action: SOFTWARE(
      'Write true for charges and false for allowances.',
      'Schreiben Sie true für Zuschläge und false für Abschläge.',
    ),
  },
  'PEPPOL-EN16931-R043-1': {
    plain: plain(
      'The allowance/charge indicator must be exactly true or false.',
      'Der Ab-/Zuschlagsindikator muss genau true oder false sein.',
    ),
    action: SOFTWARE(
      'Write true for charges and false for allowances.',
      'Schreiben Sie true für Zuschläge und false für Abschläge.',
    ),
  },
  'PEPPOL-EN16931-R043-2': {
    plain: plain(
      'The allowance/charge indicator must be exactly true or false.',
      'Der Ab-/Zuschlagsindikator muss genau true oder false sein.',
    ),
    action: SOFTWARE(
      'Write true for charges and false for allowances.',
      'Schreiben Sie true für Zuschläge und false für Abschläge.',
    ),
  },
  'PEPPOL-EN16931-R044': {
    plain: plain(
      'A charge on the item price is not allowed; only a price discount.',
      'Ein Zuschlag auf den Artikelpreis ist nicht erlaubt, nur ein Preisnachlass.',
    ),
    action: explain(
      'Put the charge on the invoice line instead of the price.',
      'Setzen Sie den Zuschlag auf die Rechnungsposition statt auf den Preis.',
    ),
  },
  'PEPPOL-EN16931-R046': {
    plain: plain(
      'The net price does not equal the gross price minus the price discount.',
      'Der Nettopreis ist nicht Bruttopreis minus Preisnachlass.',
    ),
    action: explain(
      'Correct the net price, gross price or discount so that net = gross − discount.',
      'Korrigieren Sie Netto-, Bruttopreis oder Nachlass, sodass netto = brutto − Nachlass.',
    ),
  },
  'PEPPOL-EN16931-R051': {
    plain: plain(
      'All amounts must be in the invoice currency (except the VAT total in accounting currency).',
      'Alle Beträge müssen in der Rechnungswährung angegeben sein (außer der Umsatzsteuer in Abrechnungswährung).',
    ),
    action: SOFTWARE(
      'Use the invoice currency code on every amount.',
      'Verwenden Sie bei allen Beträgen den Code der Rechnungswährung.',
    ),
  },
  'PEPPOL-EN16931-R053': {
    plain: plain(
      'There must be exactly one VAT total in the invoice currency.',
      'Es muss genau einen Umsatzsteuer-Gesamtbetrag in Rechnungswährung geben.',
    ),
    action: VAT_TOTAL,
  },
  'PEPPOL-EN16931-R054': {
    plain: plain(
      'With a VAT accounting currency there must be exactly one VAT total in that currency.',
      'Bei einer Abrechnungswährung muss es genau einen Umsatzsteuer-Gesamtbetrag in dieser Währung geben.',
    ),
    action: VAT_TOTAL,
  },
  'PEPPOL-EN16931-R055': {
    plain: plain(
      'The VAT totals in invoice and accounting currency must have the same sign.',
      'Die Umsatzsteuer-Gesamtbeträge in Rechnungs- und Abrechnungswährung müssen dasselbe Vorzeichen haben.',
    ),
    action: VAT_TOTAL,
  },
  'PEPPOL-EN16931-R061': {
    plain: plain(
      'A direct debit needs the mandate reference.',
      'Eine Lastschrift braucht die Mandatsreferenz.',
    ),
    action: ask(field('BT-89', { examples: ['MANDAT-2024-001'] })),
  },
  'PEPPOL-EN16931-R080': {
    plain: plain('Only one project reference is allowed.', 'Nur eine Projektreferenz ist erlaubt.'),
    action: explain('Keep one project reference.', 'Behalten Sie eine Projektreferenz.'),
  },
  'PEPPOL-EN16931-CL008': {
    plain: plain(
      'An electronic address uses a scheme that is not in the Peppol EAS list.',
      'Eine elektronische Adresse verwendet ein Schema, das nicht in der Peppol-EAS-Liste steht.',
    ),
    action: ask(FIELDS.sellerEndpoint, FIELDS.buyerEndpoint),
  },
  'PEPPOL-COMMON-R049': {
    plain: plain(
      'A Swedish organisation number is not in the correct format (10 digits).',
      'Eine schwedische Organisationsnummer hat nicht das richtige Format (10 Ziffern).',
    ),
    action: explain(
      'Check the Swedish organisation number (scheme 0007).',
      'Prüfen Sie die schwedische Organisationsnummer (Schema 0007).',
    ),
  },
  'SE-R-013': {
    plain: plain(
      'The check digit of a Swedish organisation number is wrong.',
      'Die Prüfziffer einer schwedischen Organisationsnummer ist falsch.',
    ),
    action: explain(
      'Check the Swedish organisation number for typing errors.',
      'Prüfen Sie die schwedische Organisationsnummer auf Tippfehler.',
    ),
  },
  'DK-R-002': {
    plain: plain(
      'Danish sellers must give their legal registration number (CVR).',
      'Dänische Verkäufer müssen ihre Registernummer (CVR) angeben.',
    ),
    action: ask(FIELDS.sellerLegalId),
  },
};
