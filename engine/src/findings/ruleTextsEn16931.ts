import {
  ask,
  choose,
  EAS_OPTIONS,
  explain,
  FIELDS,
  field,
  INVOICE_TYPE_OPTIONS,
  PAYMENT_MEANS_OPTIONS,
  plain,
  type RuleText,
  VAT_CATEGORY_OPTIONS,
} from './ruleTextsFields.ts';

const SPEC_IDS = [
  {
    value: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
    label: { en: 'XRechnung 3.0', de: 'XRechnung 3.0' },
  },
  {
    value: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    label: { en: 'Peppol BIS Billing 3.0', de: 'Peppol BIS Billing 3.0' },
  },
  { value: 'urn:cen.eu:en16931:2017', label: { en: 'EN 16931 (no CIUS)', de: 'EN 16931 (ohne CIUS)' } },
];

const SUMS = explain(
  'Recalculate the totals in your invoicing software; editing one amount by hand usually breaks another sum.',
  'Lassen Sie die Summen in Ihrer Rechnungssoftware neu berechnen; eine einzelne Korrektur von Hand bricht meist eine andere Summe.',
);
const VAT_SETUP = explain(
  'Check the VAT category of the lines, allowances and charges and the VAT breakdown: each category used must appear in the breakdown with matching amounts.',
  'Prüfen Sie die Umsatzsteuerkategorien der Positionen, Ab- und Zuschläge sowie die Umsatzsteueraufschlüsselung: Jede verwendete Kategorie muss dort mit passenden Beträgen erscheinen.',
);
const REASON = explain(
  'Give a reason text, a reason code (UNTDID 5189 for allowances, 7161 for charges), or both.',
  'Geben Sie einen Grund als Text, als Code (UNTDID 5189 für Abschläge, 7161 für Zuschläge) oder beides an.',
);

/** Plain texts and actions for the EN 16931 core rules (BR-nn, BR-CO-nn, VAT category rules, UBL/CII syntax rules). */
export const EN16931_RULE_TEXTS: Record<string, RuleText> = {
  // Not a schematron rule: the findings stage reports XML Schema violations under this id.
  XSD: {
    plain: plain(
      'The file does not follow the XML structure of its format (element order, names or data types).',
      'Die Datei entspricht nicht der XML-Struktur ihres Formats (Reihenfolge, Namen oder Datentypen der Elemente).',
    ),
    action: explain(
      'This needs a fix in the software that produced the file; the values themselves may be fine.',
      'Das muss in der erzeugenden Software behoben werden; die Werte selbst können korrekt sein.',
    ),
  },
  'BR-01': {
    plain: plain(
      'The invoice does not say which standard or profile it follows (specification identifier).',
      'Die Rechnung gibt nicht an, nach welchem Standard oder Profil sie erstellt ist (Spezifikationskennung).',
    ),
    action: choose('BT-24', SPEC_IDS),
  },
  'BR-02': {
    plain: plain('The invoice number is missing.', 'Die Rechnungsnummer fehlt.'),
    action: ask(field('BT-1', { examples: ['RE-2024-0001'] })),
  },
  'BR-03': {
    plain: plain('The invoice date is missing.', 'Das Rechnungsdatum fehlt.'),
    action: ask(field('BT-2', { examples: ['2024-05-31'], pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  },
  'BR-04': {
    plain: plain(
      'The invoice does not say what kind of document it is (invoice, credit note, …).',
      'Die Rechnung gibt nicht an, um welche Art von Dokument es sich handelt (Rechnung, Gutschrift, …).',
    ),
    action: choose('BT-3', INVOICE_TYPE_OPTIONS),
  },
  'BR-05': {
    plain: plain('The invoice currency is missing.', 'Die Rechnungswährung fehlt.'),
    action: ask(field('BT-5', { examples: ['EUR'], pattern: '^[A-Z]{3}$' })),
  },
  'BR-06': {
    plain: plain('The seller’s name is missing.', 'Der Name des Verkäufers fehlt.'),
    action: ask(field('BT-27', { examples: ['Muster GmbH'] })),
  },
  'BR-07': {
    plain: plain('The buyer’s name is missing.', 'Der Name des Käufers fehlt.'),
    action: ask(field('BT-44', { examples: ['Stadtverwaltung Musterstadt'] })),
  },
  'BR-08': {
    plain: plain('The seller’s postal address is missing.', 'Die Postanschrift des Verkäufers fehlt.'),
    action: ask(
      field('BT-35'),
      FIELDS.sellerCity,
      FIELDS.sellerPostCode,
      field('BT-40', { examples: ['DE'], pattern: '^[A-Z]{2}$' }),
    ),
  },
  'BR-09': {
    plain: plain(
      'The seller’s address has no country code.',
      'In der Anschrift des Verkäufers fehlt der Ländercode.',
    ),
    action: ask(field('BT-40', { examples: ['DE'], pattern: '^[A-Z]{2}$' })),
  },
  'BR-10': {
    plain: plain('The buyer’s postal address is missing.', 'Die Postanschrift des Käufers fehlt.'),
    action: ask(
      field('BT-50'),
      FIELDS.buyerCity,
      FIELDS.buyerPostCode,
      field('BT-55', { examples: ['DE'], pattern: '^[A-Z]{2}$' }),
    ),
  },
  'BR-11': {
    plain: plain(
      'The buyer’s address has no country code.',
      'In der Anschrift des Käufers fehlt der Ländercode.',
    ),
    action: ask(field('BT-55', { examples: ['DE'], pattern: '^[A-Z]{2}$' })),
  },
  'BR-12': {
    plain: plain(
      'The total of all line net amounts is missing.',
      'Die Summe der Nettobeträge aller Positionen fehlt.',
    ),
    action: SUMS,
  },
  'BR-13': {
    plain: plain('The invoice total without VAT is missing.', 'Der Rechnungsbetrag ohne Umsatzsteuer fehlt.'),
    action: SUMS,
  },
  'BR-14': {
    plain: plain(
      'The invoice total including VAT is missing.',
      'Der Rechnungsbetrag einschließlich Umsatzsteuer fehlt.',
    ),
    action: SUMS,
  },
  'BR-15': {
    plain: plain('The amount due for payment is missing.', 'Der fällige Zahlungsbetrag fehlt.'),
    action: SUMS,
  },
  'BR-16': {
    plain: plain('The invoice has no line items.', 'Die Rechnung enthält keine Rechnungspositionen.'),
    action: explain(
      'Add at least one invoice line with item, quantity, price and net amount.',
      'Fügen Sie mindestens eine Rechnungsposition mit Artikel, Menge, Preis und Nettobetrag hinzu.',
    ),
  },
  'BR-17': {
    plain: plain(
      'A payee different from the seller is given, but without a name.',
      'Ein vom Verkäufer abweichender Zahlungsempfänger ist angegeben, aber ohne Namen.',
    ),
    action: ask(field('BT-59')),
  },
  'BR-18': {
    plain: plain(
      'A tax representative is given, but without a name.',
      'Ein Steuerbevollmächtigter ist angegeben, aber ohne Namen.',
    ),
    action: ask(field('BT-62')),
  },
  'BR-19': {
    plain: plain(
      'The seller’s tax representative has no postal address.',
      'Für den Steuerbevollmächtigten des Verkäufers fehlt die Postanschrift.',
    ),
    action: ask(field('BT-64'), field('BT-66'), field('BT-67'), field('BT-69', { pattern: '^[A-Z]{2}$' })),
  },
  'BR-20': {
    plain: plain(
      'The tax representative’s address has no country code.',
      'In der Anschrift des Steuerbevollmächtigten fehlt der Ländercode.',
    ),
    action: ask(field('BT-69', { examples: ['DE'], pattern: '^[A-Z]{2}$' })),
  },
  'BR-21': {
    plain: plain('An invoice line has no line number.', 'Einer Rechnungsposition fehlt die Positionsnummer.'),
    action: ask(field('BT-126', { examples: ['1'] })),
  },
  'BR-22': {
    plain: plain('An invoice line has no quantity.', 'Einer Rechnungsposition fehlt die Menge.'),
    action: ask(field('BT-129', { examples: ['1', '2.5'], pattern: '^-?\\d+(\\.\\d+)?$' })),
  },
  'BR-23': {
    plain: plain(
      'An invoice line has no unit of measure for its quantity.',
      'Einer Rechnungsposition fehlt die Mengeneinheit.',
    ),
    action: ask(
      field('BT-130', {
        help: {
          en: 'UN/ECE Rec. 20 code, e.g. C62 (piece), HUR (hour), KGM (kilogram).',
          de: 'Code nach UN/ECE Rec. 20, z. B. C62 (Stück), HUR (Stunde), KGM (Kilogramm).',
        },
        examples: ['C62', 'HUR'],
      }),
    ),
  },
  'BR-24': {
    plain: plain('An invoice line has no net amount.', 'Einer Rechnungsposition fehlt der Nettobetrag.'),
    action: SUMS,
  },
  'BR-25': {
    plain: plain(
      'An invoice line has no item name.',
      'Einer Rechnungsposition fehlt die Artikelbezeichnung.',
    ),
    action: ask(field('BT-153', { examples: ['Beratungsleistung'] })),
  },
  'BR-26': {
    plain: plain('An invoice line has no net unit price.', 'Einer Rechnungsposition fehlt der Nettopreis.'),
    action: ask(field('BT-146', { examples: ['99.90'], pattern: '^\\d+(\\.\\d+)?$' })),
  },
  'BR-27': {
    plain: plain(
      'A line’s net unit price is negative; reductions belong in the quantity or in an allowance.',
      'Ein Nettopreis ist negativ; Minderungen gehören in die Menge oder in einen Abschlag.',
    ),
    action: explain(
      'Use a positive price and a negative quantity, or an allowance, for reductions.',
      'Verwenden Sie für Minderungen einen positiven Preis mit negativer Menge oder einen Abschlag.',
    ),
  },
  'BR-28': {
    plain: plain('A line’s gross price is negative.', 'Ein Bruttopreis ist negativ.'),
    action: explain(
      'Use a positive gross price; express reductions as a price discount or allowance.',
      'Verwenden Sie einen positiven Bruttopreis; Minderungen als Rabatt oder Abschlag angeben.',
    ),
  },
  'BR-29': {
    plain: plain(
      'The invoicing period ends before it starts.',
      'Der Rechnungszeitraum endet vor seinem Beginn.',
    ),
    action: explain(
      'Correct the start or end date of the invoicing period.',
      'Korrigieren Sie Anfangs- oder Enddatum des Rechnungszeitraums.',
    ),
  },
  'BR-30': {
    plain: plain(
      'A line’s period ends before it starts.',
      'Der Zeitraum einer Position endet vor seinem Beginn.',
    ),
    action: explain(
      'Correct the start or end date of the line period.',
      'Korrigieren Sie Anfangs- oder Enddatum des Positionszeitraums.',
    ),
  },
  'BR-31': {
    plain: plain(
      'A document-level allowance has no amount.',
      'Einem Abschlag auf Dokumentenebene fehlt der Betrag.',
    ),
    action: ask(field('BT-92', { pattern: '^\\d+(\\.\\d{1,2})?$' })),
  },
  'BR-32': {
    plain: plain(
      'A document-level allowance has no VAT category.',
      'Einem Abschlag auf Dokumentenebene fehlt die Umsatzsteuerkategorie.',
    ),
    action: choose('BT-95', VAT_CATEGORY_OPTIONS),
  },
  'BR-33': {
    plain: plain(
      'A document-level allowance has neither a reason nor a reason code.',
      'Ein Abschlag auf Dokumentenebene hat weder Grund noch Grundcode.',
    ),
    action: ask(field('BT-97', { examples: ['Rabatt'] })),
  },
  'BR-36': {
    plain: plain(
      'A document-level charge has no amount.',
      'Einem Zuschlag auf Dokumentenebene fehlt der Betrag.',
    ),
    action: ask(field('BT-99', { pattern: '^\\d+(\\.\\d{1,2})?$' })),
  },
  'BR-37': {
    plain: plain(
      'A document-level charge has no VAT category.',
      'Einem Zuschlag auf Dokumentenebene fehlt die Umsatzsteuerkategorie.',
    ),
    action: choose('BT-102', VAT_CATEGORY_OPTIONS),
  },
  'BR-38': {
    plain: plain(
      'A document-level charge has neither a reason nor a reason code.',
      'Ein Zuschlag auf Dokumentenebene hat weder Grund noch Grundcode.',
    ),
    action: ask(field('BT-104', { examples: ['Versandkosten'] })),
  },
  'BR-41': {
    plain: plain('A line allowance has no amount.', 'Einem Abschlag auf Positionsebene fehlt der Betrag.'),
    action: ask(field('BT-136', { pattern: '^\\d+(\\.\\d{1,2})?$' })),
  },
  'BR-42': {
    plain: plain(
      'A line allowance has neither a reason nor a reason code.',
      'Ein Abschlag auf Positionsebene hat weder Grund noch Grundcode.',
    ),
    action: ask(field('BT-139', { examples: ['Mengenrabatt'] })),
  },
  'BR-43': {
    plain: plain('A line charge has no amount.', 'Einem Zuschlag auf Positionsebene fehlt der Betrag.'),
    action: ask(field('BT-141', { pattern: '^\\d+(\\.\\d{1,2})?$' })),
  },
  'BR-44': {
    plain: plain(
      'A line charge has neither a reason nor a reason code.',
      'Ein Zuschlag auf Positionsebene hat weder Grund noch Grundcode.',
    ),
    action: ask(field('BT-144', { examples: ['Verpackung'] })),
  },
  'BR-45': {
    plain: plain(
      'A VAT breakdown has no taxable amount.',
      'In einer Umsatzsteueraufschlüsselung fehlt der zu versteuernde Betrag.',
    ),
    action: SUMS,
  },
  'BR-46': {
    plain: plain(
      'A VAT breakdown has no VAT amount.',
      'In einer Umsatzsteueraufschlüsselung fehlt der Steuerbetrag.',
    ),
    action: SUMS,
  },
  'BR-47': {
    plain: plain(
      'A VAT breakdown has no VAT category.',
      'Einer Umsatzsteueraufschlüsselung fehlt die Umsatzsteuerkategorie.',
    ),
    action: choose('BT-118', VAT_CATEGORY_OPTIONS),
  },
  'BR-48': {
    plain: plain(
      'A VAT breakdown has no VAT rate.',
      'Einer Umsatzsteueraufschlüsselung fehlt der Steuersatz.',
    ),
    action: ask(field('BT-119', { examples: ['19', '7', '0'], pattern: '^\\d+(\\.\\d+)?$' })),
  },
  'BR-49': {
    plain: plain(
      'The payment instructions do not say how to pay (payment means code).',
      'In den Zahlungsanweisungen fehlt die Zahlungsart.',
    ),
    action: choose('BT-81', PAYMENT_MEANS_OPTIONS),
  },
  'BR-50': {
    plain: plain(
      'Bank transfer details are given without an account number (IBAN).',
      'Es sind Überweisungsangaben ohne Kontonummer (IBAN) angegeben.',
    ),
    action: ask(FIELDS.iban),
  },
  'BR-51': {
    plain: plain(
      'A payment card number must never appear in full; show at most the first 6 and last 4 digits.',
      'Eine Kartennummer darf nie vollständig erscheinen; höchstens die ersten 6 und letzten 4 Ziffern.',
    ),
    action: explain('Mask the card number in the invoice.', 'Kürzen Sie die Kartennummer in der Rechnung.'),
  },
  'BR-52': {
    plain: plain(
      'An attached or referenced supporting document has no identifier.',
      'Einer rechnungsbegründenden Unterlage fehlt die Kennung.',
    ),
    action: ask(field('BT-122', { examples: ['Lieferschein-4711'] })),
  },
  'BR-53': {
    plain: plain(
      'A VAT accounting currency is given, but not the VAT total in that currency.',
      'Eine Umsatzsteuer-Abrechnungswährung ist angegeben, aber nicht der Steuerbetrag in dieser Währung.',
    ),
    action: explain(
      'Add the total VAT amount in the accounting currency, or remove the accounting currency.',
      'Ergänzen Sie den Umsatzsteuerbetrag in der Abrechnungswährung oder entfernen Sie die Abrechnungswährung.',
    ),
  },
  'BR-54': {
    plain: plain(
      'An item attribute lacks its name or its value.',
      'Einem Artikelattribut fehlt der Name oder der Wert.',
    ),
    action: ask(field('BT-160'), field('BT-161')),
  },
  'BR-55': {
    plain: plain(
      'A reference to a preceding invoice has no invoice number.',
      'Einem Verweis auf eine vorausgegangene Rechnung fehlt die Rechnungsnummer.',
    ),
    action: ask(field('BT-25', { examples: ['RE-2024-0001'] })),
  },
  'BR-56': {
    plain: plain(
      'The tax representative has no VAT identification number.',
      'Dem Steuerbevollmächtigten fehlt die Umsatzsteuer-Identifikationsnummer.',
    ),
    action: ask(field('BT-63', { examples: ['DE123456789'], pattern: '^[A-Z]{2}[0-9A-Za-z+*.]{2,12}$' })),
  },
  'BR-57': {
    plain: plain('The delivery address has no country code.', 'In der Lieferanschrift fehlt der Ländercode.'),
    action: ask(field('BT-80', { examples: ['DE'], pattern: '^[A-Z]{2}$' })),
  },
  'BR-61': {
    plain: plain(
      'The payment means is a credit transfer, but no account number (IBAN) is given.',
      'Als Zahlungsart ist Überweisung angegeben, aber keine Kontonummer (IBAN).',
    ),
    action: ask(FIELDS.iban),
  },
  'BR-62': {
    plain: plain(
      'The seller’s electronic address does not say which kind of address it is (scheme).',
      'Bei der elektronischen Adresse des Verkäufers fehlt die Angabe des Adressschemas.',
    ),
    action: ask(FIELDS.sellerEndpoint),
  },
  'BR-63': {
    plain: plain(
      'The buyer’s electronic address does not say which kind of address it is (scheme).',
      'Bei der elektronischen Adresse des Käufers fehlt die Angabe des Adressschemas.',
    ),
    action: ask(FIELDS.buyerEndpoint),
  },
  'BR-64': {
    plain: plain(
      'An item’s standard identifier (e.g. GTIN) does not name its scheme.',
      'Bei der Standard-Artikelkennung (z. B. GTIN) fehlt das Schema.',
    ),
    action: explain(
      'Add the scheme to the item’s standard identifier, e.g. 0160 for GTIN.',
      'Ergänzen Sie das Schema der Standard-Artikelkennung, z. B. 0160 für GTIN.',
    ),
  },
  'BR-65': {
    plain: plain(
      'An item classification code does not name its classification scheme.',
      'Bei der Artikelklassifizierung fehlt das Klassifikationsschema.',
    ),
    action: explain(
      'Add the classification scheme (UNTDID 7143, e.g. STI for CPV), or remove the classification.',
      'Ergänzen Sie das Klassifikationsschema (UNTDID 7143, z. B. STI für CPV) oder entfernen Sie die Klassifizierung.',
    ),
  },
  'BR-66': {
    plain: plain(
      'An allowance or charge does not say whether it is an allowance or a charge.',
      'Bei einem Ab- oder Zuschlag fehlt die Angabe, ob es ein Abschlag oder Zuschlag ist.',
    ),
    action: explain(
      'Set the charge indicator to true (charge) or false (allowance).',
      'Setzen Sie den Indikator auf true (Zuschlag) oder false (Abschlag).',
    ),
  },
  'BR-67': {
    plain: plain(
      'The invoice contains more than one direct debit mandate.',
      'Die Rechnung enthält mehr als ein Lastschriftmandat.',
    ),
    action: explain('Keep a single direct debit mandate.', 'Behalten Sie nur ein Lastschriftmandat.'),
  },
  'BR-CO-03': {
    plain: plain(
      'Both a VAT point date and a VAT point date code are given; only one is allowed.',
      'Sowohl ein Abrechnungsdatum der Umsatzsteuer als auch ein Code dafür sind angegeben; nur eines ist erlaubt.',
    ),
    action: explain(
      'Remove either the VAT point date or its code.',
      'Entfernen Sie entweder das Datum oder den Code.',
    ),
  },
  'BR-CO-04': {
    plain: plain(
      'An invoice line has no VAT category.',
      'Einer Rechnungsposition fehlt die Umsatzsteuerkategorie.',
    ),
    action: choose('BT-151', VAT_CATEGORY_OPTIONS),
  },
  'BR-CO-05': {
    plain: plain(
      'The allowance reason code and reason text describe different things.',
      'Grundcode und Grundtext eines Abschlags passen nicht zusammen.',
    ),
    action: REASON,
  },
  'BR-CO-06': {
    plain: plain(
      'The charge reason code and reason text describe different things.',
      'Grundcode und Grundtext eines Zuschlags passen nicht zusammen.',
    ),
    action: REASON,
  },
  'BR-CO-07': {
    plain: plain(
      'A line allowance’s reason code and reason text describe different things.',
      'Grundcode und Grundtext eines Positionsabschlags passen nicht zusammen.',
    ),
    action: REASON,
  },
  'BR-CO-08': {
    plain: plain(
      'A line charge’s reason code and reason text describe different things.',
      'Grundcode und Grundtext eines Positionszuschlags passen nicht zusammen.',
    ),
    action: REASON,
  },
  'BR-CO-09': {
    plain: plain(
      'A VAT identification number does not start with a valid country prefix (e.g. DE).',
      'Eine Umsatzsteuer-Identifikationsnummer beginnt nicht mit einem gültigen Länderpräfix (z. B. DE).',
    ),
    // The rule checks the seller's, the buyer's and the tax representative's: the location says which.
    action: explain(
      'Correct the VAT identifier at the reported location — seller (BT-31), buyer (BT-48) or tax representative (BT-63) — so that it starts with the country code of issue (EL for Greece).',
      'Korrigieren Sie die USt-IdNr. an der gemeldeten Stelle – Verkäufer (BT-31), Käufer (BT-48) oder Steuervertreter (BT-63) –, sodass sie mit dem Ländercode des ausstellenden Staates beginnt (EL für Griechenland).',
    ),
  },
  'BR-CO-10': {
    plain: plain(
      'The total of line net amounts does not equal the sum of the lines.',
      'Die Summe der Positionsnettobeträge stimmt nicht mit der Summe der Positionen überein.',
    ),
    action: SUMS,
  },
  'BR-CO-11': {
    plain: plain(
      'The sum of document allowances does not equal the individual allowances.',
      'Die Summe der Abschläge stimmt nicht mit den einzelnen Abschlägen überein.',
    ),
    action: SUMS,
  },
  'BR-CO-12': {
    plain: plain(
      'The sum of document charges does not equal the individual charges.',
      'Die Summe der Zuschläge stimmt nicht mit den einzelnen Zuschlägen überein.',
    ),
    action: SUMS,
  },
  'BR-CO-13': {
    plain: plain(
      'The net total does not equal line total minus allowances plus charges.',
      'Der Nettobetrag ist nicht Positionssumme minus Abschläge plus Zuschläge.',
    ),
    action: SUMS,
  },
  'BR-CO-14': {
    plain: plain(
      'The total VAT amount does not equal the sum of the VAT breakdown.',
      'Der Umsatzsteuer-Gesamtbetrag stimmt nicht mit der Summe der Aufschlüsselung überein.',
    ),
    action: SUMS,
  },
  'BR-CO-15': {
    plain: plain(
      'The gross total does not equal net total plus VAT.',
      'Der Bruttobetrag ist nicht Nettobetrag plus Umsatzsteuer.',
    ),
    action: SUMS,
  },
  'BR-CO-16': {
    plain: plain(
      'The amount due does not equal gross total minus prepaid amount plus rounding.',
      'Der fällige Betrag ist nicht Bruttobetrag minus Vorauszahlung plus Rundung.',
    ),
    action: SUMS,
  },
  'BR-CO-17': {
    plain: plain(
      'A VAT amount in the breakdown is not taxable amount × rate, rounded to cents.',
      'Ein Steuerbetrag in der Aufschlüsselung ist nicht Bemessungsgrundlage × Steuersatz, auf Cent gerundet.',
    ),
    action: SUMS,
  },
  'BR-CO-18': {
    plain: plain(
      'The invoice has no VAT breakdown.',
      'Die Rechnung enthält keine Umsatzsteueraufschlüsselung.',
    ),
    action: VAT_SETUP,
  },
  'BR-CO-19': {
    plain: plain(
      'An invoicing period is given without start or end date.',
      'Ein Rechnungszeitraum ist ohne Anfangs- oder Enddatum angegeben.',
    ),
    action: ask(
      field('BT-73', { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
      field('BT-74', { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    ),
  },
  'BR-CO-20': {
    plain: plain(
      'A line period is given without start or end date.',
      'Ein Positionszeitraum ist ohne Anfangs- oder Enddatum angegeben.',
    ),
    action: ask(
      field('BT-134', { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
      field('BT-135', { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    ),
  },
  'BR-CO-21': {
    plain: plain(
      'A document-level allowance has neither a reason nor a reason code.',
      'Ein Abschlag auf Dokumentenebene hat weder Grund noch Grundcode.',
    ),
    action: ask(field('BT-97', { examples: ['Rabatt'] })),
  },
  'BR-CO-22': {
    plain: plain(
      'A document-level charge has neither a reason nor a reason code.',
      'Ein Zuschlag auf Dokumentenebene hat weder Grund noch Grundcode.',
    ),
    action: ask(field('BT-104', { examples: ['Versandkosten'] })),
  },
  'BR-CO-23': {
    plain: plain(
      'A line allowance has neither a reason nor a reason code.',
      'Ein Abschlag auf Positionsebene hat weder Grund noch Grundcode.',
    ),
    action: ask(field('BT-139', { examples: ['Mengenrabatt'] })),
  },
  'BR-CO-24': {
    plain: plain(
      'A line charge has neither a reason nor a reason code.',
      'Ein Zuschlag auf Positionsebene hat weder Grund noch Grundcode.',
    ),
    action: ask(field('BT-144', { examples: ['Verpackung'] })),
  },
  'BR-CO-25': {
    plain: plain(
      'An amount is due but neither a due date nor payment terms are given.',
      'Es ist ein Betrag fällig, aber weder Fälligkeitsdatum noch Zahlungsbedingungen sind angegeben.',
    ),
    action: ask(
      field('BT-9', { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
      field('BT-20', { examples: ['Zahlbar innerhalb von 30 Tagen ohne Abzug.'] }),
    ),
  },
  'BR-CO-26': {
    plain: plain(
      'The seller cannot be identified: give a VAT ID, a register number or another seller identifier.',
      'Der Verkäufer ist nicht identifizierbar: Geben Sie USt-IdNr., Registernummer oder eine andere Kennung an.',
    ),
    action: ask(FIELDS.sellerVatId, FIELDS.sellerLegalId, FIELDS.sellerIdentifier),
  },
  'BR-CO-27': {
    plain: plain(
      'A bank account is given with neither an IBAN nor a national account number.',
      'Ein Bankkonto ist ohne IBAN oder nationale Kontonummer angegeben.',
    ),
    action: ask(FIELDS.iban),
  },
  'BR-S-01': {
    plain: plain(
      'Lines or allowances/charges use the standard VAT rate, but the VAT breakdown has no standard-rate entry.',
      'Positionen oder Ab-/Zuschläge verwenden den Normalsatz, aber die Aufschlüsselung enthält keinen Eintrag dafür.',
    ),
    action: VAT_SETUP,
  },
  'BR-S-02': {
    plain: plain(
      'A line is taxed at the standard rate, but the seller’s VAT ID or tax number is missing.',
      'Eine Position ist mit Normalsatz besteuert, aber USt-IdNr. oder Steuernummer des Verkäufers fehlen.',
    ),
    action: ask(FIELDS.sellerVatId, FIELDS.sellerTaxNumber),
  },
  'BR-S-04': {
    plain: plain(
      'A charge is taxed at the standard rate, but the seller’s VAT ID or tax number is missing.',
      'Ein Zuschlag ist mit Normalsatz besteuert, aber USt-IdNr. oder Steuernummer des Verkäufers fehlen.',
    ),
    action: ask(FIELDS.sellerVatId, FIELDS.sellerTaxNumber),
  },
  'BR-S-08': {
    plain: plain(
      'For a standard VAT rate, the taxable amount in the breakdown does not match the lines, allowances and charges at that rate.',
      'Beim Normalsatz passt die Bemessungsgrundlage der Aufschlüsselung nicht zu den Positionen, Ab- und Zuschlägen mit diesem Satz.',
    ),
    action: SUMS,
  },
  'BR-S-09': {
    plain: plain(
      'For a standard VAT rate, the VAT amount is not taxable amount × rate.',
      'Beim Normalsatz ist der Steuerbetrag nicht Bemessungsgrundlage × Steuersatz.',
    ),
    action: SUMS,
  },
  'BR-S-10': {
    plain: plain(
      'A standard-rated VAT breakdown must not carry a VAT exemption reason.',
      'Eine Aufschlüsselung mit Normalsatz darf keinen Befreiungsgrund enthalten.',
    ),
    action: explain(
      'Remove the exemption reason or change the VAT category.',
      'Entfernen Sie den Befreiungsgrund oder ändern Sie die Kategorie.',
    ),
  },
  'BR-Z-01': {
    plain: plain(
      'Zero-rated items are used, but the VAT breakdown has no zero-rated entry.',
      'Es gibt Positionen mit Nullsatz, aber keine passende Aufschlüsselung.',
    ),
    action: VAT_SETUP,
  },
  'BR-E-01': {
    plain: plain(
      'VAT-exempt items are used, but the VAT breakdown has no single exempt entry.',
      'Es gibt steuerbefreite Positionen, aber keine (genau eine) passende Aufschlüsselung.',
    ),
    action: VAT_SETUP,
  },
  'BR-AE-01': {
    plain: plain(
      'Reverse-charge items are used, but the VAT breakdown has no single reverse-charge entry.',
      'Es gibt Positionen mit Reverse Charge, aber keine (genau eine) passende Aufschlüsselung.',
    ),
    action: VAT_SETUP,
  },
  'BR-IC-01': {
    plain: plain(
      'Intra-community supplies are invoiced, but the VAT breakdown has no single entry for them.',
      'Es gibt innergemeinschaftliche Lieferungen, aber keine (genau eine) passende Aufschlüsselung.',
    ),
    action: VAT_SETUP,
  },
  'BR-AF-01': {
    plain: plain(
      'Canary Islands tax (IGIC) items are used, but the VAT breakdown has no IGIC entry.',
      'Es gibt Positionen mit IGIC (Kanarische Inseln), aber keine passende Aufschlüsselung.',
    ),
    action: VAT_SETUP,
  },
  'BR-AG-01': {
    plain: plain(
      'Ceuta/Melilla tax (IPSI) items are used, but the VAT breakdown has no IPSI entry.',
      'Es gibt Positionen mit IPSI (Ceuta/Melilla), aber keine passende Aufschlüsselung.',
    ),
    action: VAT_SETUP,
  },
  'BR-CL-03': {
    plain: plain(
      'An amount names a currency that is not a valid ISO 4217 code.',
      'Ein Betrag nennt eine Währung, die kein gültiger ISO-4217-Code ist.',
    ),
    action: explain(
      'Use a three-letter ISO 4217 currency code such as EUR on every amount.',
      'Verwenden Sie bei allen Beträgen einen dreistelligen ISO-4217-Code wie EUR.',
    ),
  },
  'BR-CL-25': {
    plain: plain(
      'An electronic address uses a scheme that is not in the EAS code list.',
      'Eine elektronische Adresse verwendet ein Schema, das nicht in der EAS-Codeliste steht.',
    ),
    action: explain(
      `Use an EAS scheme code, e.g. ${EAS_OPTIONS.map((o) => o.value)
        .slice(0, 4)
        .join(', ')}.`,
      `Verwenden Sie einen EAS-Schemacode, z. B. ${EAS_OPTIONS.map((o) => o.value)
        .slice(0, 4)
        .join(', ')}.`,
    ),
  },
  'UBL-SR-48': {
    plain: plain(
      'An invoice line must carry exactly one VAT category.',
      'Eine Rechnungsposition muss genau eine Umsatzsteuerkategorie haben.',
    ),
    action: choose('BT-151', VAT_CATEGORY_OPTIONS),
  },
  // The rule holds for every party's tax scheme (seller, buyer, tax representative): the location says which, so
  // the advice names no one party's identifier.
  'UBL-SR-53': {
    plain: plain(
      'A tax scheme is given for a party, but without the tax identifier it refers to.',
      'Für eine Partei ist ein Steuerschema angegeben, aber ohne die zugehörige Steuer-Identifikationsnummer.',
    ),
    action: explain(
      'Add the VAT identifier (or tax registration identifier) of the party at the reported location — seller (BT-31, BT-32), buyer (BT-48) or tax representative (BT-63) — or remove that party’s tax scheme.',
      'Ergänzen Sie die USt-IdNr. (oder Steuernummer) der Partei an der gemeldeten Stelle – Verkäufer (BT-31, BT-32), Käufer (BT-48) oder Steuervertreter (BT-63) – oder entfernen Sie deren Steuerschema.',
    ),
  },
};
