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
    label: { en: 'XRechnung 3.0', de: 'XRechnung 3.0', fr: 'XRechnung 3.0' },
  },
  {
    value: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
    label: { en: 'Peppol BIS Billing 3.0', de: 'Peppol BIS Billing 3.0', fr: 'Peppol BIS Billing 3.0' },
  },
  {
    value: 'urn:cen.eu:en16931:2017',
    label: { en: 'EN 16931 (no CIUS)', de: 'EN 16931 (ohne CIUS)', fr: 'EN 16931 (sans CIUS)' },
  },
];

const SUMS = explain(
  'Recalculate the totals in your invoicing software; editing one amount by hand usually breaks another sum.',
  'Lassen Sie die Summen in Ihrer Rechnungssoftware neu berechnen; eine einzelne Korrektur von Hand bricht meist eine andere Summe.',
  'Faites recalculer les totaux par votre logiciel de facturation ; corriger un montant à la main casse généralement une autre somme.',
);
const VAT_SETUP = explain(
  'Check the VAT category of the lines, allowances and charges and the VAT breakdown: each category used must appear in the breakdown with matching amounts.',
  'Prüfen Sie die Umsatzsteuerkategorien der Positionen, Ab- und Zuschläge sowie die Umsatzsteueraufschlüsselung: Jede verwendete Kategorie muss dort mit passenden Beträgen erscheinen.',
  'Vérifiez la catégorie de TVA des lignes, des remises et des charges ainsi que la ventilation de la TVA : chaque catégorie utilisée doit y figurer avec des montants concordants.',
);
const REASON = explain(
  'Give a reason text, a reason code (UNTDID 5189 for allowances, 7161 for charges), or both.',
  'Geben Sie einen Grund als Text, als Code (UNTDID 5189 für Abschläge, 7161 für Zuschläge) oder beides an.',
  'Indiquez un motif en texte, un code motif (UNTDID 5189 pour les remises, 7161 pour les charges), ou les deux.',
);

/** Plain texts and actions for the EN 16931 core rules (BR-nn, BR-CO-nn, VAT category rules, UBL/CII syntax rules). */
export const EN16931_RULE_TEXTS: Record<string, RuleText> = {
  // Not a schematron rule: the findings stage reports XML Schema violations under this id.
  XSD: {
    plain: plain(
      'The file does not follow the XML structure of its format (element order, names or data types).',
      'Die Datei entspricht nicht der XML-Struktur ihres Formats (Reihenfolge, Namen oder Datentypen der Elemente).',
      'Le fichier ne respecte pas la structure XML de son format (ordre, noms ou types de données des éléments).',
    ),
    action: explain(
      'This needs a fix in the software that produced the file; the values themselves may be fine.',
      'Das muss in der erzeugenden Software behoben werden; die Werte selbst können korrekt sein.',
      'Cela doit être corrigé dans le logiciel qui a produit le fichier ; les valeurs elles-mêmes peuvent être justes.',
    ),
  },
  'BR-01': {
    plain: plain(
      'The invoice does not say which standard or profile it follows (specification identifier).',
      'Die Rechnung gibt nicht an, nach welchem Standard oder Profil sie erstellt ist (Spezifikationskennung).',
      'La facture n’indique pas quelle norme ou quel profil elle suit (identifiant de spécification).',
    ),
    action: choose('BT-24', SPEC_IDS),
  },
  'BR-02': {
    plain: plain(
      'The invoice number is missing.',
      'Die Rechnungsnummer fehlt.',
      'Le numéro de facture manque.',
    ),
    action: ask(field('BT-1', { examples: ['RE-2024-0001'] })),
  },
  'BR-03': {
    plain: plain('The invoice date is missing.', 'Das Rechnungsdatum fehlt.', 'La date de facture manque.'),
    action: ask(field('BT-2', { examples: ['2024-05-31'], pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  },
  'BR-04': {
    plain: plain(
      'The invoice does not say what kind of document it is (invoice, credit note, …).',
      'Die Rechnung gibt nicht an, um welche Art von Dokument es sich handelt (Rechnung, Gutschrift, …).',
      'La facture n’indique pas de quel type de document il s’agit (facture, avoir, …).',
    ),
    action: choose('BT-3', INVOICE_TYPE_OPTIONS),
  },
  'BR-05': {
    plain: plain(
      'The invoice currency is missing.',
      'Die Rechnungswährung fehlt.',
      'La devise de la facture manque.',
    ),
    action: ask(field('BT-5', { examples: ['EUR'], pattern: '^[A-Z]{3}$' })),
  },
  'BR-06': {
    plain: plain(
      'The seller’s name is missing.',
      'Der Name des Verkäufers fehlt.',
      'Le nom du vendeur manque.',
    ),
    action: ask(field('BT-27', { examples: ['Muster GmbH'] })),
  },
  'BR-07': {
    plain: plain(
      'The buyer’s name is missing.',
      'Der Name des Käufers fehlt.',
      'Le nom de l’acheteur manque.',
    ),
    action: ask(field('BT-44', { examples: ['Stadtverwaltung Musterstadt'] })),
  },
  'BR-08': {
    plain: plain(
      'The seller’s postal address is missing.',
      'Die Postanschrift des Verkäufers fehlt.',
      'L’adresse postale du vendeur manque.',
    ),
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
      'L’adresse du vendeur n’a pas de code pays.',
    ),
    action: ask(field('BT-40', { examples: ['DE'], pattern: '^[A-Z]{2}$' })),
  },
  'BR-10': {
    plain: plain(
      'The buyer’s postal address is missing.',
      'Die Postanschrift des Käufers fehlt.',
      'L’adresse postale de l’acheteur manque.',
    ),
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
      'L’adresse de l’acheteur n’a pas de code pays.',
    ),
    action: ask(field('BT-55', { examples: ['DE'], pattern: '^[A-Z]{2}$' })),
  },
  'BR-12': {
    plain: plain(
      'The total of all line net amounts is missing.',
      'Die Summe der Nettobeträge aller Positionen fehlt.',
      'La somme des montants nets des lignes manque.',
    ),
    action: SUMS,
  },
  'BR-13': {
    plain: plain(
      'The invoice total without VAT is missing.',
      'Der Rechnungsbetrag ohne Umsatzsteuer fehlt.',
      'Le montant total hors TVA de la facture manque.',
    ),
    action: SUMS,
  },
  'BR-14': {
    plain: plain(
      'The invoice total including VAT is missing.',
      'Der Rechnungsbetrag einschließlich Umsatzsteuer fehlt.',
      'Le montant total TVA comprise de la facture manque.',
    ),
    action: SUMS,
  },
  'BR-15': {
    plain: plain(
      'The amount due for payment is missing.',
      'Der fällige Zahlungsbetrag fehlt.',
      'Le montant à payer manque.',
    ),
    action: SUMS,
  },
  'BR-16': {
    plain: plain(
      'The invoice has no line items.',
      'Die Rechnung enthält keine Rechnungspositionen.',
      'La facture n’a aucune ligne.',
    ),
    action: explain(
      'Add at least one invoice line with item, quantity, price and net amount.',
      'Fügen Sie mindestens eine Rechnungsposition mit Artikel, Menge, Preis und Nettobetrag hinzu.',
      'Ajoutez au moins une ligne de facture avec article, quantité, prix et montant net.',
    ),
  },
  'BR-17': {
    plain: plain(
      'A payee different from the seller is given, but without a name.',
      'Ein vom Verkäufer abweichender Zahlungsempfänger ist angegeben, aber ohne Namen.',
      'Un bénéficiaire distinct du vendeur est indiqué, mais sans nom.',
    ),
    action: ask(field('BT-59')),
  },
  'BR-18': {
    plain: plain(
      'A tax representative is given, but without a name.',
      'Ein Steuerbevollmächtigter ist angegeben, aber ohne Namen.',
      'Un représentant fiscal est indiqué, mais sans nom.',
    ),
    action: ask(field('BT-62')),
  },
  'BR-19': {
    plain: plain(
      'The seller’s tax representative has no postal address.',
      'Für den Steuerbevollmächtigten des Verkäufers fehlt die Postanschrift.',
      'Le représentant fiscal du vendeur n’a pas d’adresse postale.',
    ),
    action: ask(field('BT-64'), field('BT-66'), field('BT-67'), field('BT-69', { pattern: '^[A-Z]{2}$' })),
  },
  'BR-20': {
    plain: plain(
      'The tax representative’s address has no country code.',
      'In der Anschrift des Steuerbevollmächtigten fehlt der Ländercode.',
      'L’adresse du représentant fiscal n’a pas de code pays.',
    ),
    action: ask(field('BT-69', { examples: ['DE'], pattern: '^[A-Z]{2}$' })),
  },
  'BR-21': {
    plain: plain(
      'An invoice line has no line number.',
      'Einer Rechnungsposition fehlt die Positionsnummer.',
      'Une ligne de facture n’a pas de numéro de ligne.',
    ),
    action: ask(field('BT-126', { examples: ['1'] })),
  },
  'BR-22': {
    plain: plain(
      'An invoice line has no quantity.',
      'Einer Rechnungsposition fehlt die Menge.',
      'Une ligne de facture n’a pas de quantité.',
    ),
    action: ask(field('BT-129', { examples: ['1', '2.5'], pattern: '^-?\\d+(\\.\\d+)?$' })),
  },
  'BR-23': {
    plain: plain(
      'An invoice line has no unit of measure for its quantity.',
      'Einer Rechnungsposition fehlt die Mengeneinheit.',
      'Une ligne de facture n’a pas d’unité de mesure pour sa quantité.',
    ),
    action: ask(
      field('BT-130', {
        help: {
          en: 'UN/ECE Rec. 20 code, e.g. C62 (piece), HUR (hour), KGM (kilogram).',
          de: 'Code nach UN/ECE Rec. 20, z. B. C62 (Stück), HUR (Stunde), KGM (Kilogramm).',
          fr: 'Code de la recommandation UN/ECE n° 20, p. ex. C62 (pièce), HUR (heure), KGM (kilogramme).',
        },
        examples: ['C62', 'HUR'],
      }),
    ),
  },
  'BR-24': {
    plain: plain(
      'An invoice line has no net amount.',
      'Einer Rechnungsposition fehlt der Nettobetrag.',
      'Une ligne de facture n’a pas de montant net.',
    ),
    action: SUMS,
  },
  'BR-25': {
    plain: plain(
      'An invoice line has no item name.',
      'Einer Rechnungsposition fehlt die Artikelbezeichnung.',
      'Une ligne de facture n’a pas de nom d’article.',
    ),
    action: ask(field('BT-153', { examples: ['Beratungsleistung'] })),
  },
  'BR-26': {
    plain: plain(
      'An invoice line has no net unit price.',
      'Einer Rechnungsposition fehlt der Nettopreis.',
      'Une ligne de facture n’a pas de prix unitaire net.',
    ),
    action: ask(field('BT-146', { examples: ['99.90'], pattern: '^\\d+(\\.\\d+)?$' })),
  },
  'BR-27': {
    plain: plain(
      'A line’s net unit price is negative; reductions belong in the quantity or in an allowance.',
      'Ein Nettopreis ist negativ; Minderungen gehören in die Menge oder in einen Abschlag.',
      'Le prix unitaire net d’une ligne est négatif ; une réduction se traduit par la quantité ou par une remise.',
    ),
    action: explain(
      'Use a positive price and a negative quantity, or an allowance, for reductions.',
      'Verwenden Sie für Minderungen einen positiven Preis mit negativer Menge oder einen Abschlag.',
      'Pour une réduction, utilisez un prix positif avec une quantité négative, ou une remise.',
    ),
  },
  'BR-28': {
    plain: plain(
      'A line’s gross price is negative.',
      'Ein Bruttopreis ist negativ.',
      'Le prix brut d’une ligne est négatif.',
    ),
    action: explain(
      'Use a positive gross price; express reductions as a price discount or allowance.',
      'Verwenden Sie einen positiven Bruttopreis; Minderungen als Rabatt oder Abschlag angeben.',
      'Utilisez un prix brut positif ; exprimez les réductions par un rabais sur le prix ou une remise.',
    ),
  },
  'BR-29': {
    plain: plain(
      'The invoicing period ends before it starts.',
      'Der Rechnungszeitraum endet vor seinem Beginn.',
      'La période de facturation se termine avant de commencer.',
    ),
    action: explain(
      'Correct the start or end date of the invoicing period.',
      'Korrigieren Sie Anfangs- oder Enddatum des Rechnungszeitraums.',
      'Corrigez la date de début ou de fin de la période de facturation.',
    ),
  },
  'BR-30': {
    plain: plain(
      'A line’s period ends before it starts.',
      'Der Zeitraum einer Position endet vor seinem Beginn.',
      'La période d’une ligne se termine avant de commencer.',
    ),
    action: explain(
      'Correct the start or end date of the line period.',
      'Korrigieren Sie Anfangs- oder Enddatum des Positionszeitraums.',
      'Corrigez la date de début ou de fin de la période de la ligne.',
    ),
  },
  'BR-31': {
    plain: plain(
      'A document-level allowance has no amount.',
      'Einem Abschlag auf Dokumentenebene fehlt der Betrag.',
      'Une remise au niveau du document n’a pas de montant.',
    ),
    action: ask(field('BT-92', { pattern: '^\\d+(\\.\\d{1,2})?$' })),
  },
  'BR-32': {
    plain: plain(
      'A document-level allowance has no VAT category.',
      'Einem Abschlag auf Dokumentenebene fehlt die Umsatzsteuerkategorie.',
      'Une remise au niveau du document n’a pas de catégorie de TVA.',
    ),
    action: choose('BT-95', VAT_CATEGORY_OPTIONS),
  },
  'BR-33': {
    plain: plain(
      'A document-level allowance has neither a reason nor a reason code.',
      'Ein Abschlag auf Dokumentenebene hat weder Grund noch Grundcode.',
      'Une remise au niveau du document n’a ni motif ni code motif.',
    ),
    action: ask(field('BT-97', { examples: ['Rabatt'] })),
  },
  'BR-36': {
    plain: plain(
      'A document-level charge has no amount.',
      'Einem Zuschlag auf Dokumentenebene fehlt der Betrag.',
      'Une charge au niveau du document n’a pas de montant.',
    ),
    action: ask(field('BT-99', { pattern: '^\\d+(\\.\\d{1,2})?$' })),
  },
  'BR-37': {
    plain: plain(
      'A document-level charge has no VAT category.',
      'Einem Zuschlag auf Dokumentenebene fehlt die Umsatzsteuerkategorie.',
      'Une charge au niveau du document n’a pas de catégorie de TVA.',
    ),
    action: choose('BT-102', VAT_CATEGORY_OPTIONS),
  },
  'BR-38': {
    plain: plain(
      'A document-level charge has neither a reason nor a reason code.',
      'Ein Zuschlag auf Dokumentenebene hat weder Grund noch Grundcode.',
      'Une charge au niveau du document n’a ni motif ni code motif.',
    ),
    action: ask(field('BT-104', { examples: ['Versandkosten'] })),
  },
  'BR-41': {
    plain: plain(
      'A line allowance has no amount.',
      'Einem Abschlag auf Positionsebene fehlt der Betrag.',
      'Une remise de ligne n’a pas de montant.',
    ),
    action: ask(field('BT-136', { pattern: '^\\d+(\\.\\d{1,2})?$' })),
  },
  'BR-42': {
    plain: plain(
      'A line allowance has neither a reason nor a reason code.',
      'Ein Abschlag auf Positionsebene hat weder Grund noch Grundcode.',
      'Une remise de ligne n’a ni motif ni code motif.',
    ),
    action: ask(field('BT-139', { examples: ['Mengenrabatt'] })),
  },
  'BR-43': {
    plain: plain(
      'A line charge has no amount.',
      'Einem Zuschlag auf Positionsebene fehlt der Betrag.',
      'Une charge de ligne n’a pas de montant.',
    ),
    action: ask(field('BT-141', { pattern: '^\\d+(\\.\\d{1,2})?$' })),
  },
  'BR-44': {
    plain: plain(
      'A line charge has neither a reason nor a reason code.',
      'Ein Zuschlag auf Positionsebene hat weder Grund noch Grundcode.',
      'Une charge de ligne n’a ni motif ni code motif.',
    ),
    action: ask(field('BT-144', { examples: ['Verpackung'] })),
  },
  'BR-45': {
    plain: plain(
      'A VAT breakdown has no taxable amount.',
      'In einer Umsatzsteueraufschlüsselung fehlt der zu versteuernde Betrag.',
      'Une ventilation de TVA n’a pas de base imposable.',
    ),
    action: SUMS,
  },
  'BR-46': {
    plain: plain(
      'A VAT breakdown has no VAT amount.',
      'In einer Umsatzsteueraufschlüsselung fehlt der Steuerbetrag.',
      'Une ventilation de TVA n’a pas de montant de TVA.',
    ),
    action: SUMS,
  },
  'BR-47': {
    plain: plain(
      'A VAT breakdown has no VAT category.',
      'Einer Umsatzsteueraufschlüsselung fehlt die Umsatzsteuerkategorie.',
      'Une ventilation de TVA n’a pas de catégorie de TVA.',
    ),
    action: choose('BT-118', VAT_CATEGORY_OPTIONS),
  },
  'BR-48': {
    plain: plain(
      'A VAT breakdown has no VAT rate.',
      'Einer Umsatzsteueraufschlüsselung fehlt der Steuersatz.',
      'Une ventilation de TVA n’a pas de taux de TVA.',
    ),
    action: ask(field('BT-119', { examples: ['19', '7', '0'], pattern: '^\\d+(\\.\\d+)?$' })),
  },
  'BR-49': {
    plain: plain(
      'The payment instructions do not say how to pay (payment means code).',
      'In den Zahlungsanweisungen fehlt die Zahlungsart.',
      'Les instructions de paiement n’indiquent pas le moyen de paiement (code du moyen de paiement).',
    ),
    action: choose('BT-81', PAYMENT_MEANS_OPTIONS),
  },
  'BR-50': {
    plain: plain(
      'Bank transfer details are given without an account number (IBAN).',
      'Es sind Überweisungsangaben ohne Kontonummer (IBAN) angegeben.',
      'Des coordonnées de virement sont données sans numéro de compte (IBAN).',
    ),
    action: ask(FIELDS.iban),
  },
  'BR-51': {
    plain: plain(
      'A payment card number must never appear in full; show at most the first 6 and last 4 digits.',
      'Eine Kartennummer darf nie vollständig erscheinen; höchstens die ersten 6 und letzten 4 Ziffern.',
      'Un numéro de carte de paiement ne doit jamais figurer en entier ; montrez au plus les 6 premiers et les 4 derniers chiffres.',
    ),
    action: explain(
      'Mask the card number in the invoice.',
      'Kürzen Sie die Kartennummer in der Rechnung.',
      'Masquez le numéro de carte dans la facture.',
    ),
  },
  'BR-52': {
    plain: plain(
      'An attached or referenced supporting document has no identifier.',
      'Einer rechnungsbegründenden Unterlage fehlt die Kennung.',
      'Un justificatif joint ou référencé n’a pas d’identifiant.',
    ),
    action: ask(field('BT-122', { examples: ['Lieferschein-4711'] })),
  },
  'BR-53': {
    plain: plain(
      'A VAT accounting currency is given, but not the VAT total in that currency.',
      'Eine Umsatzsteuer-Abrechnungswährung ist angegeben, aber nicht der Steuerbetrag in dieser Währung.',
      'Une devise de comptabilisation de la TVA est indiquée, mais pas le total de TVA dans cette devise.',
    ),
    action: explain(
      'Add the total VAT amount in the accounting currency, or remove the accounting currency.',
      'Ergänzen Sie den Umsatzsteuerbetrag in der Abrechnungswährung oder entfernen Sie die Abrechnungswährung.',
      'Ajoutez le montant total de TVA dans la devise de comptabilisation, ou retirez cette devise.',
    ),
  },
  'BR-54': {
    plain: plain(
      'An item attribute lacks its name or its value.',
      'Einem Artikelattribut fehlt der Name oder der Wert.',
      'Un attribut d’article n’a pas de nom ou pas de valeur.',
    ),
    action: ask(field('BT-160'), field('BT-161')),
  },
  'BR-55': {
    plain: plain(
      'A reference to a preceding invoice has no invoice number.',
      'Einem Verweis auf eine vorausgegangene Rechnung fehlt die Rechnungsnummer.',
      'Une référence à une facture antérieure n’a pas de numéro de facture.',
    ),
    action: ask(field('BT-25', { examples: ['RE-2024-0001'] })),
  },
  'BR-56': {
    plain: plain(
      'The tax representative has no VAT identification number.',
      'Dem Steuerbevollmächtigten fehlt die Umsatzsteuer-Identifikationsnummer.',
      'Le représentant fiscal n’a pas de numéro d’identification TVA.',
    ),
    action: ask(field('BT-63', { examples: ['DE123456789'], pattern: '^[A-Z]{2}[0-9A-Za-z+*.]{2,12}$' })),
  },
  'BR-57': {
    plain: plain(
      'The delivery address has no country code.',
      'In der Lieferanschrift fehlt der Ländercode.',
      'L’adresse de livraison n’a pas de code pays.',
    ),
    action: ask(field('BT-80', { examples: ['DE'], pattern: '^[A-Z]{2}$' })),
  },
  'BR-61': {
    plain: plain(
      'The payment means is a credit transfer, but no account number (IBAN) is given.',
      'Als Zahlungsart ist Überweisung angegeben, aber keine Kontonummer (IBAN).',
      'Le moyen de paiement est un virement, mais aucun numéro de compte (IBAN) n’est donné.',
    ),
    action: ask(FIELDS.iban),
  },
  'BR-62': {
    plain: plain(
      'The seller’s electronic address does not say which kind of address it is (scheme).',
      'Bei der elektronischen Adresse des Verkäufers fehlt die Angabe des Adressschemas.',
      'L’adresse électronique du vendeur n’indique pas de quel type d’adresse il s’agit (schéma).',
    ),
    action: ask(FIELDS.sellerEndpoint),
  },
  'BR-63': {
    plain: plain(
      'The buyer’s electronic address does not say which kind of address it is (scheme).',
      'Bei der elektronischen Adresse des Käufers fehlt die Angabe des Adressschemas.',
      'L’adresse électronique de l’acheteur n’indique pas de quel type d’adresse il s’agit (schéma).',
    ),
    action: ask(FIELDS.buyerEndpoint),
  },
  'BR-64': {
    plain: plain(
      'An item’s standard identifier (e.g. GTIN) does not name its scheme.',
      'Bei der Standard-Artikelkennung (z. B. GTIN) fehlt das Schema.',
      'L’identifiant standard d’un article (p. ex. GTIN) ne nomme pas son schéma.',
    ),
    action: explain(
      'Add the scheme to the item’s standard identifier, e.g. 0160 for GTIN.',
      'Ergänzen Sie das Schema der Standard-Artikelkennung, z. B. 0160 für GTIN.',
      'Ajoutez le schéma à l’identifiant standard de l’article, p. ex. 0160 pour le GTIN.',
    ),
  },
  'BR-65': {
    plain: plain(
      'An item classification code does not name its classification scheme.',
      'Bei der Artikelklassifizierung fehlt das Klassifikationsschema.',
      'Un code de classification d’article ne nomme pas son schéma de classification.',
    ),
    action: explain(
      'Add the classification scheme (UNTDID 7143, e.g. STI for CPV), or remove the classification.',
      'Ergänzen Sie das Klassifikationsschema (UNTDID 7143, z. B. STI für CPV) oder entfernen Sie die Klassifizierung.',
      'Ajoutez le schéma de classification (UNTDID 7143, p. ex. STI pour le CPV), ou retirez la classification.',
    ),
  },
  'BR-66': {
    plain: plain(
      'An allowance or charge does not say whether it is an allowance or a charge.',
      'Bei einem Ab- oder Zuschlag fehlt die Angabe, ob es ein Abschlag oder Zuschlag ist.',
      'Une remise ou charge n’indique pas s’il s’agit d’une remise ou d’une charge.',
    ),
    action: explain(
      'Set the charge indicator to true (charge) or false (allowance).',
      'Setzen Sie den Indikator auf true (Zuschlag) oder false (Abschlag).',
      'Mettez l’indicateur de charge à true (charge) ou false (remise).',
    ),
  },
  'BR-67': {
    plain: plain(
      'The invoice contains more than one direct debit mandate.',
      'Die Rechnung enthält mehr als ein Lastschriftmandat.',
      'La facture contient plus d’un mandat de prélèvement.',
    ),
    action: explain(
      'Keep a single direct debit mandate.',
      'Behalten Sie nur ein Lastschriftmandat.',
      'Ne gardez qu’un seul mandat de prélèvement.',
    ),
  },
  'BR-CO-03': {
    plain: plain(
      'Both a VAT point date and a VAT point date code are given; only one is allowed.',
      'Sowohl ein Abrechnungsdatum der Umsatzsteuer als auch ein Code dafür sind angegeben; nur eines ist erlaubt.',
      'Une date d’exigibilité de la TVA et un code de date d’exigibilité sont donnés tous deux ; un seul est permis.',
    ),
    action: explain(
      'Remove either the VAT point date or its code.',
      'Entfernen Sie entweder das Datum oder den Code.',
      'Retirez soit la date d’exigibilité de la TVA, soit son code.',
    ),
  },
  'BR-CO-04': {
    plain: plain(
      'An invoice line has no VAT category.',
      'Einer Rechnungsposition fehlt die Umsatzsteuerkategorie.',
      'Une ligne de facture n’a pas de catégorie de TVA.',
    ),
    action: choose('BT-151', VAT_CATEGORY_OPTIONS),
  },
  'BR-CO-05': {
    plain: plain(
      'The allowance reason code and reason text describe different things.',
      'Grundcode und Grundtext eines Abschlags passen nicht zusammen.',
      'Le code motif et le texte du motif de la remise décrivent des choses différentes.',
    ),
    action: REASON,
  },
  'BR-CO-06': {
    plain: plain(
      'The charge reason code and reason text describe different things.',
      'Grundcode und Grundtext eines Zuschlags passen nicht zusammen.',
      'Le code motif et le texte du motif de la charge décrivent des choses différentes.',
    ),
    action: REASON,
  },
  'BR-CO-07': {
    plain: plain(
      'A line allowance’s reason code and reason text describe different things.',
      'Grundcode und Grundtext eines Positionsabschlags passen nicht zusammen.',
      'Le code motif et le texte du motif d’une remise de ligne décrivent des choses différentes.',
    ),
    action: REASON,
  },
  'BR-CO-08': {
    plain: plain(
      'A line charge’s reason code and reason text describe different things.',
      'Grundcode und Grundtext eines Positionszuschlags passen nicht zusammen.',
      'Le code motif et le texte du motif d’une charge de ligne décrivent des choses différentes.',
    ),
    action: REASON,
  },
  'BR-CO-09': {
    plain: plain(
      'A VAT identification number does not start with a valid country prefix (e.g. DE).',
      'Eine Umsatzsteuer-Identifikationsnummer beginnt nicht mit einem gültigen Länderpräfix (z. B. DE).',
      'Un numéro d’identification TVA ne commence pas par un préfixe de pays valable (p. ex. FR).',
    ),
    // The rule checks the seller's, the buyer's and the tax representative's: the location says which.
    action: explain(
      'Correct the VAT identifier at the reported location — seller (BT-31), buyer (BT-48) or tax representative (BT-63) — so that it starts with the country code of issue (EL for Greece).',
      'Korrigieren Sie die USt-IdNr. an der gemeldeten Stelle – Verkäufer (BT-31), Käufer (BT-48) oder Steuervertreter (BT-63) –, sodass sie mit dem Ländercode des ausstellenden Staates beginnt (EL für Griechenland).',
      'Corrigez l’identifiant TVA à l’endroit signalé — vendeur (BT-31), acheteur (BT-48) ou représentant fiscal (BT-63) — pour qu’il commence par le code du pays d’émission (EL pour la Grèce).',
    ),
  },
  'BR-CO-10': {
    plain: plain(
      'The total of line net amounts does not equal the sum of the lines.',
      'Die Summe der Positionsnettobeträge stimmt nicht mit der Summe der Positionen überein.',
      'La somme des montants nets des lignes ne correspond pas au total des lignes.',
    ),
    action: SUMS,
  },
  'BR-CO-11': {
    plain: plain(
      'The sum of document allowances does not equal the individual allowances.',
      'Die Summe der Abschläge stimmt nicht mit den einzelnen Abschlägen überein.',
      'La somme des remises du document ne correspond pas aux remises une à une.',
    ),
    action: SUMS,
  },
  'BR-CO-12': {
    plain: plain(
      'The sum of document charges does not equal the individual charges.',
      'Die Summe der Zuschläge stimmt nicht mit den einzelnen Zuschlägen überein.',
      'La somme des charges du document ne correspond pas aux charges une à une.',
    ),
    action: SUMS,
  },
  'BR-CO-13': {
    plain: plain(
      'The net total does not equal line total minus allowances plus charges.',
      'Der Nettobetrag ist nicht Positionssumme minus Abschläge plus Zuschläge.',
      'Le total hors TVA n’est pas égal au total des lignes moins les remises plus les charges.',
    ),
    action: SUMS,
  },
  'BR-CO-14': {
    plain: plain(
      'The total VAT amount does not equal the sum of the VAT breakdown.',
      'Der Umsatzsteuer-Gesamtbetrag stimmt nicht mit der Summe der Aufschlüsselung überein.',
      'Le montant total de TVA n’est pas égal à la somme de la ventilation de la TVA.',
    ),
    action: SUMS,
  },
  'BR-CO-15': {
    plain: plain(
      'The gross total does not equal net total plus VAT.',
      'Der Bruttobetrag ist nicht Nettobetrag plus Umsatzsteuer.',
      'Le total TVA comprise n’est pas égal au total hors TVA plus la TVA.',
    ),
    action: SUMS,
  },
  'BR-CO-16': {
    plain: plain(
      'The amount due does not equal gross total minus prepaid amount plus rounding.',
      'Der fällige Betrag ist nicht Bruttobetrag minus Vorauszahlung plus Rundung.',
      'Le montant à payer n’est pas égal au total TVA comprise moins l’acompte versé plus l’arrondi.',
    ),
    action: SUMS,
  },
  'BR-CO-17': {
    plain: plain(
      'A VAT amount in the breakdown is not taxable amount × rate, rounded to cents.',
      'Ein Steuerbetrag in der Aufschlüsselung ist nicht Bemessungsgrundlage × Steuersatz, auf Cent gerundet.',
      'Un montant de TVA de la ventilation n’est pas égal à base imposable × taux, arrondi au centime.',
    ),
    action: SUMS,
  },
  'BR-CO-18': {
    plain: plain(
      'The invoice has no VAT breakdown.',
      'Die Rechnung enthält keine Umsatzsteueraufschlüsselung.',
      'La facture n’a pas de ventilation de la TVA.',
    ),
    action: VAT_SETUP,
  },
  'BR-CO-19': {
    plain: plain(
      'An invoicing period is given without start or end date.',
      'Ein Rechnungszeitraum ist ohne Anfangs- oder Enddatum angegeben.',
      'Une période de facturation est donnée sans date de début ni de fin.',
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
      'Une période de ligne est donnée sans date de début ni de fin.',
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
      'Une remise au niveau du document n’a ni motif ni code motif.',
    ),
    action: ask(field('BT-97', { examples: ['Rabatt'] })),
  },
  'BR-CO-22': {
    plain: plain(
      'A document-level charge has neither a reason nor a reason code.',
      'Ein Zuschlag auf Dokumentenebene hat weder Grund noch Grundcode.',
      'Une charge au niveau du document n’a ni motif ni code motif.',
    ),
    action: ask(field('BT-104', { examples: ['Versandkosten'] })),
  },
  'BR-CO-23': {
    plain: plain(
      'A line allowance has neither a reason nor a reason code.',
      'Ein Abschlag auf Positionsebene hat weder Grund noch Grundcode.',
      'Une remise de ligne n’a ni motif ni code motif.',
    ),
    action: ask(field('BT-139', { examples: ['Mengenrabatt'] })),
  },
  'BR-CO-24': {
    plain: plain(
      'A line charge has neither a reason nor a reason code.',
      'Ein Zuschlag auf Positionsebene hat weder Grund noch Grundcode.',
      'Une charge de ligne n’a ni motif ni code motif.',
    ),
    action: ask(field('BT-144', { examples: ['Verpackung'] })),
  },
  'BR-CO-25': {
    plain: plain(
      'An amount is due but neither a due date nor payment terms are given.',
      'Es ist ein Betrag fällig, aber weder Fälligkeitsdatum noch Zahlungsbedingungen sind angegeben.',
      'Un montant est dû, mais ni date d’échéance ni conditions de paiement ne sont données.',
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
      'Le vendeur ne peut pas être identifié : donnez un numéro de TVA, un numéro d’immatriculation ou un autre identifiant du vendeur.',
    ),
    action: ask(FIELDS.sellerVatId, FIELDS.sellerLegalId, FIELDS.sellerIdentifier),
  },
  'BR-CO-27': {
    plain: plain(
      'A bank account is given with neither an IBAN nor a national account number.',
      'Ein Bankkonto ist ohne IBAN oder nationale Kontonummer angegeben.',
      'Un compte bancaire est donné sans IBAN ni numéro de compte national.',
    ),
    action: ask(FIELDS.iban),
  },
  'BR-S-01': {
    plain: plain(
      'Lines or allowances/charges use the standard VAT rate, but the VAT breakdown has no standard-rate entry.',
      'Positionen oder Ab-/Zuschläge verwenden den Normalsatz, aber die Aufschlüsselung enthält keinen Eintrag dafür.',
      'Des lignes ou des remises/charges utilisent le taux normal de TVA, mais la ventilation de la TVA n’a pas d’entrée au taux normal.',
    ),
    action: VAT_SETUP,
  },
  'BR-S-02': {
    plain: plain(
      'A line is taxed at the standard rate, but the seller’s VAT ID or tax number is missing.',
      'Eine Position ist mit Normalsatz besteuert, aber USt-IdNr. oder Steuernummer des Verkäufers fehlen.',
      'Une ligne est imposée au taux normal, mais le numéro de TVA ou le numéro fiscal du vendeur manque.',
    ),
    action: ask(FIELDS.sellerVatId, FIELDS.sellerTaxNumber),
  },
  'BR-S-04': {
    plain: plain(
      'A charge is taxed at the standard rate, but the seller’s VAT ID or tax number is missing.',
      'Ein Zuschlag ist mit Normalsatz besteuert, aber USt-IdNr. oder Steuernummer des Verkäufers fehlen.',
      'Une charge est imposée au taux normal, mais le numéro de TVA ou le numéro fiscal du vendeur manque.',
    ),
    action: ask(FIELDS.sellerVatId, FIELDS.sellerTaxNumber),
  },
  'BR-S-08': {
    plain: plain(
      'For a standard VAT rate, the taxable amount in the breakdown does not match the lines, allowances and charges at that rate.',
      'Beim Normalsatz passt die Bemessungsgrundlage der Aufschlüsselung nicht zu den Positionen, Ab- und Zuschlägen mit diesem Satz.',
      'Pour un taux normal de TVA, la base imposable de la ventilation ne correspond pas aux lignes, remises et charges à ce taux.',
    ),
    action: SUMS,
  },
  'BR-S-09': {
    plain: plain(
      'For a standard VAT rate, the VAT amount is not taxable amount × rate.',
      'Beim Normalsatz ist der Steuerbetrag nicht Bemessungsgrundlage × Steuersatz.',
      'Pour un taux normal de TVA, le montant de TVA n’est pas égal à base imposable × taux.',
    ),
    action: SUMS,
  },
  'BR-S-10': {
    plain: plain(
      'A standard-rated VAT breakdown must not carry a VAT exemption reason.',
      'Eine Aufschlüsselung mit Normalsatz darf keinen Befreiungsgrund enthalten.',
      'Une ventilation de TVA au taux normal ne doit pas porter de motif d’exonération.',
    ),
    action: explain(
      'Remove the exemption reason or change the VAT category.',
      'Entfernen Sie den Befreiungsgrund oder ändern Sie die Kategorie.',
      'Retirez le motif d’exonération ou changez la catégorie de TVA.',
    ),
  },
  'BR-Z-01': {
    plain: plain(
      'Zero-rated items are used, but the VAT breakdown has no zero-rated entry.',
      'Es gibt Positionen mit Nullsatz, aber keine passende Aufschlüsselung.',
      'Des articles au taux zéro sont utilisés, mais la ventilation de la TVA n’a pas d’entrée au taux zéro.',
    ),
    action: VAT_SETUP,
  },
  'BR-E-01': {
    plain: plain(
      'VAT-exempt items are used, but the VAT breakdown has no single exempt entry.',
      'Es gibt steuerbefreite Positionen, aber keine (genau eine) passende Aufschlüsselung.',
      'Des articles exonérés de TVA sont utilisés, mais la ventilation de la TVA n’a pas d’entrée unique d’exonération.',
    ),
    action: VAT_SETUP,
  },
  'BR-AE-01': {
    plain: plain(
      'Reverse-charge items are used, but the VAT breakdown has no single reverse-charge entry.',
      'Es gibt Positionen mit Reverse Charge, aber keine (genau eine) passende Aufschlüsselung.',
      'Des articles en autoliquidation sont utilisés, mais la ventilation de la TVA n’a pas d’entrée unique d’autoliquidation.',
    ),
    action: VAT_SETUP,
  },
  'BR-IC-01': {
    plain: plain(
      'Intra-community supplies are invoiced, but the VAT breakdown has no single entry for them.',
      'Es gibt innergemeinschaftliche Lieferungen, aber keine (genau eine) passende Aufschlüsselung.',
      'Des livraisons intracommunautaires sont facturées, mais la ventilation de la TVA n’a pas d’entrée unique pour elles.',
    ),
    action: VAT_SETUP,
  },
  'BR-AF-01': {
    plain: plain(
      'Canary Islands tax (IGIC) items are used, but the VAT breakdown has no IGIC entry.',
      'Es gibt Positionen mit IGIC (Kanarische Inseln), aber keine passende Aufschlüsselung.',
      'Des articles soumis à l’impôt des Canaries (IGIC) sont utilisés, mais la ventilation de la TVA n’a pas d’entrée IGIC.',
    ),
    action: VAT_SETUP,
  },
  'BR-AG-01': {
    plain: plain(
      'Ceuta/Melilla tax (IPSI) items are used, but the VAT breakdown has no IPSI entry.',
      'Es gibt Positionen mit IPSI (Ceuta/Melilla), aber keine passende Aufschlüsselung.',
      'Des articles soumis à l’impôt de Ceuta et Melilla (IPSI) sont utilisés, mais la ventilation de la TVA n’a pas d’entrée IPSI.',
    ),
    action: VAT_SETUP,
  },
  'BR-CL-03': {
    plain: plain(
      'An amount names a currency that is not a valid ISO 4217 code.',
      'Ein Betrag nennt eine Währung, die kein gültiger ISO-4217-Code ist.',
      'Un montant nomme une devise qui n’est pas un code ISO 4217 valable.',
    ),
    action: explain(
      'Use a three-letter ISO 4217 currency code such as EUR on every amount.',
      'Verwenden Sie bei allen Beträgen einen dreistelligen ISO-4217-Code wie EUR.',
      'Utilisez sur chaque montant un code de devise ISO 4217 à trois lettres, comme EUR.',
    ),
  },
  'BR-CL-25': {
    plain: plain(
      'An electronic address uses a scheme that is not in the EAS code list.',
      'Eine elektronische Adresse verwendet ein Schema, das nicht in der EAS-Codeliste steht.',
      'Une adresse électronique utilise un schéma absent de la liste de codes EAS.',
    ),
    action: explain(
      `Use an EAS scheme code, e.g. ${EAS_OPTIONS.map((o) => o.value)
        .slice(0, 4)
        .join(', ')}.`,
      `Verwenden Sie einen EAS-Schemacode, z. B. ${EAS_OPTIONS.map((o) => o.value)
        .slice(0, 4)
        .join(', ')}.`,
      `Utilisez un code de schéma EAS, p. ex. ${EAS_OPTIONS.map((o) => o.value)
        .slice(0, 4)
        .join(', ')}.`,
    ),
  },
  'UBL-SR-48': {
    plain: plain(
      'An invoice line must carry exactly one VAT category.',
      'Eine Rechnungsposition muss genau eine Umsatzsteuerkategorie haben.',
      'Une ligne de facture doit porter exactement une catégorie de TVA.',
    ),
    action: choose('BT-151', VAT_CATEGORY_OPTIONS),
  },
  // The rule holds for every party's tax scheme (seller, buyer, tax representative): the location says which, so
  // the advice names no one party's identifier.
  'UBL-SR-53': {
    plain: plain(
      'A tax scheme is given for a party, but without the tax identifier it refers to.',
      'Für eine Partei ist ein Steuerschema angegeben, aber ohne die zugehörige Steuer-Identifikationsnummer.',
      'Un régime fiscal est indiqué pour une partie, mais sans l’identifiant fiscal auquel il se rapporte.',
    ),
    action: explain(
      'Add the VAT identifier (or tax registration identifier) of the party at the reported location — seller (BT-31, BT-32), buyer (BT-48) or tax representative (BT-63) — or remove that party’s tax scheme.',
      'Ergänzen Sie die USt-IdNr. (oder Steuernummer) der Partei an der gemeldeten Stelle – Verkäufer (BT-31, BT-32), Käufer (BT-48) oder Steuervertreter (BT-63) – oder entfernen Sie deren Steuerschema.',
      'Ajoutez l’identifiant TVA (ou l’identifiant d’enregistrement fiscal) de la partie à l’endroit signalé — vendeur (BT-31, BT-32), acheteur (BT-48) ou représentant fiscal (BT-63) — ou retirez le régime fiscal de cette partie.',
    ),
  },
};
