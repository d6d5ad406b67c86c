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
  { value: '380', label: { en: 'Commercial invoice', de: 'Handelsrechnung', fr: 'Facture commerciale' } },
  { value: '381', label: { en: 'Credit note', de: 'Gutschrift (Rechnungskorrektur)', fr: 'Avoir' } },
  {
    value: '384',
    label: { en: 'Corrected invoice', de: 'Korrigierte Rechnung', fr: 'Facture rectificative' },
  },
  {
    value: '389',
    label: {
      en: 'Self-billed invoice',
      de: 'Selbst ausgestellte Rechnung (Gutschriftsverfahren)',
      fr: 'Autofacture',
    },
  },
  { value: '326', label: { en: 'Partial invoice', de: 'Teilrechnung', fr: 'Facture partielle' } },
  {
    value: '875',
    label: {
      en: 'Partial construction invoice',
      de: 'Abschlagsrechnung (Bauleistung)',
      fr: 'Facture partielle de travaux',
    },
  },
  {
    value: '876',
    label: {
      en: 'Partial final construction invoice',
      de: 'Teilschlussrechnung (Bauleistung)',
      fr: 'Facture partielle définitive de travaux',
    },
  },
  {
    value: '877',
    label: {
      en: 'Final construction invoice',
      de: 'Schlussrechnung (Bauleistung)',
      fr: 'Facture finale de travaux',
    },
  },
];

const PAYMENT_GROUPS = explain(
  'Give only the payment details that fit the payment means: bank account for transfers, card data for card payments, mandate for direct debits.',
  'Geben Sie nur die zur Zahlungsart passenden Angaben an: Bankkonto bei Überweisung, Kartendaten bei Kartenzahlung, Mandat bei Lastschrift.',
  'Ne donnez que les coordonnées de paiement adaptées au moyen de paiement : compte bancaire pour un virement, données de carte pour un paiement par carte, mandat pour un prélèvement.',
);
const VAT_TOTAL = explain(
  'State the VAT total once per currency; your invoicing software computes it from the VAT breakdown.',
  'Geben Sie den Umsatzsteuer-Gesamtbetrag je Währung genau einmal an; die Rechnungssoftware berechnet ihn aus der Aufschlüsselung.',
  'Indiquez le total de TVA une seule fois par devise ; votre logiciel de facturation le calcule à partir de la ventilation de la TVA.',
);
const PROCESS_ID = field('BT-23', {
  examples: ['urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'],
  pattern: '^urn:fdc:peppol\\.eu:2017:poacc:billing:\\d{2}:1\\.0$',
});
const SOFTWARE = (en: string, de: string, fr: string) =>
  explain(
    `${en} This is set by the invoicing software.`,
    `${de} Das legt die Rechnungssoftware fest.`,
    `${fr} C’est le logiciel de facturation qui le fixe.`,
  );

/** Plain texts and actions for the German XRechnung rules (BR-DE-*) and the Peppol BIS rules (PEPPOL-*, country rules). */
export const NATIONAL_RULE_TEXTS: Record<string, RuleText> = {
  'BR-DE-1': {
    plain: plain(
      'XRechnung requires payment instructions (how the buyer should pay).',
      'XRechnung verlangt Zahlungsanweisungen (wie der Käufer zahlen soll).',
      'XRechnung exige des instructions de paiement (comment l’acheteur doit payer).',
    ),
    action: choose('BT-81', PAYMENT_MEANS_OPTIONS),
  },
  'BR-DE-2': {
    plain: plain(
      'XRechnung requires a seller contact: a contact person or department, phone and e-mail.',
      'XRechnung verlangt Kontaktangaben des Verkäufers: Ansprechpartner oder Abteilung, Telefon und E-Mail.',
      'XRechnung exige un contact chez le vendeur : une personne ou un service, un téléphone et un courriel.',
    ),
    action: ask(FIELDS.sellerContactPoint, FIELDS.sellerPhone, FIELDS.sellerEmail),
  },
  'BR-DE-3': {
    plain: plain(
      'XRechnung requires the seller’s city.',
      'XRechnung verlangt den Ort des Verkäufers.',
      'XRechnung exige la ville du vendeur.',
    ),
    action: ask(FIELDS.sellerCity),
  },
  'BR-DE-4': {
    plain: plain(
      'XRechnung requires the seller’s post code.',
      'XRechnung verlangt die Postleitzahl des Verkäufers.',
      'XRechnung exige le code postal du vendeur.',
    ),
    action: ask(FIELDS.sellerPostCode),
  },
  'BR-DE-5': {
    plain: plain(
      'XRechnung requires a seller contact person or department.',
      'XRechnung verlangt einen Ansprechpartner oder eine Abteilung des Verkäufers.',
      'XRechnung exige une personne ou un service de contact chez le vendeur.',
    ),
    action: ask(FIELDS.sellerContactPoint),
  },
  'BR-DE-6': {
    plain: plain(
      'XRechnung requires the seller contact’s phone number.',
      'XRechnung verlangt die Telefonnummer des Ansprechpartners beim Verkäufer.',
      'XRechnung exige le numéro de téléphone du contact du vendeur.',
    ),
    action: ask(FIELDS.sellerPhone),
  },
  'BR-DE-7': {
    plain: plain(
      'XRechnung requires the seller contact’s e-mail address.',
      'XRechnung verlangt die E-Mail-Adresse des Ansprechpartners beim Verkäufer.',
      'XRechnung exige l’adresse électronique du contact du vendeur.',
    ),
    action: ask(FIELDS.sellerEmail),
  },
  'BR-DE-8': {
    plain: plain(
      'XRechnung requires the buyer’s city.',
      'XRechnung verlangt den Ort des Käufers.',
      'XRechnung exige la ville de l’acheteur.',
    ),
    action: ask(FIELDS.buyerCity),
  },
  'BR-DE-9': {
    plain: plain(
      'XRechnung requires the buyer’s post code.',
      'XRechnung verlangt die Postleitzahl des Käufers.',
      'XRechnung exige le code postal de l’acheteur.',
    ),
    action: ask(FIELDS.buyerPostCode),
  },
  'BR-DE-10': {
    plain: plain(
      'A delivery address is given without a city.',
      'Eine Lieferanschrift ist ohne Ort angegeben.',
      'Une adresse de livraison est donnée sans ville.',
    ),
    action: ask(field('BT-77', { examples: ['Hamburg'] })),
  },
  'BR-DE-11': {
    plain: plain(
      'A delivery address is given without a post code.',
      'Eine Lieferanschrift ist ohne Postleitzahl angegeben.',
      'Une adresse de livraison est donnée sans code postal.',
    ),
    action: ask(field('BT-78', { examples: ['20095'] })),
  },
  'BR-DE-14': {
    plain: plain(
      'XRechnung requires a VAT rate in every VAT breakdown, 0 where no VAT applies.',
      'XRechnung verlangt in jeder Umsatzsteueraufschlüsselung einen Steuersatz, 0 wenn keine Steuer anfällt.',
      'XRechnung exige un taux de TVA dans chaque ventilation de TVA, 0 lorsqu’aucune TVA ne s’applique.',
    ),
    action: ask(field('BT-119', { examples: ['19', '7', '0'], pattern: '^\\d+(\\.\\d+)?$' })),
  },
  'BR-DE-15': {
    plain: plain(
      'XRechnung requires the buyer reference — for public buyers the Leitweg-ID they gave you.',
      'XRechnung verlangt die Käuferreferenz – bei öffentlichen Auftraggebern die mitgeteilte Leitweg-ID.',
      'XRechnung exige la référence de l’acheteur — pour les acheteurs publics, la Leitweg-ID qu’ils vous ont communiquée.',
    ),
    action: ask(FIELDS.buyerReference),
  },
  'BR-DE-16': {
    plain: plain(
      'Taxable supplies are invoiced, so the seller’s VAT ID or tax number (or a tax representative) is required.',
      'Es werden steuerbare Leistungen abgerechnet, daher sind USt-IdNr. oder Steuernummer des Verkäufers (oder ein Steuerbevollmächtigter) erforderlich.',
      'Des livraisons imposables sont facturées : le numéro de TVA ou le numéro fiscal du vendeur (ou un représentant fiscal) est donc requis.',
    ),
    action: ask(FIELDS.sellerVatId, FIELDS.sellerTaxNumber),
  },
  'BR-DE-17': {
    plain: plain(
      'XRechnung accepts only certain invoice type codes.',
      'XRechnung erlaubt nur bestimmte Codes für die Rechnungsart.',
      'XRechnung n’accepte que certains codes de type de facture.',
    ),
    action: choose('BT-3', XRECHNUNG_TYPES),
  },
  'BR-DE-18': {
    plain: plain(
      'Cash-discount terms in the payment terms must follow the XRechnung format, e.g. #SKONTO#TAGE=14#PROZENT=2.00#.',
      'Skontoangaben in den Zahlungsbedingungen müssen dem XRechnung-Format folgen, z. B. #SKONTO#TAGE=14#PROZENT=2.00#.',
      'Les conditions d’escompte dans les conditions de paiement doivent suivre le format XRechnung, p. ex. #SKONTO#TAGE=14#PROZENT=2.00#.',
    ),
    action: explain(
      'Write each discount line as #SKONTO#TAGE=n#PROZENT=n.nn# in capitals, ending with a line break.',
      'Schreiben Sie jede Skontozeile als #SKONTO#TAGE=n#PROZENT=n.nn# in Großbuchstaben mit abschließendem Zeilenumbruch.',
      'Écrivez chaque ligne d’escompte sous la forme #SKONTO#TAGE=n#PROZENT=n.nn# en majuscules, suivie d’un saut de ligne.',
    ),
  },
  'BR-DE-19': {
    plain: plain(
      'For SEPA credit transfer the account must be a valid IBAN.',
      'Bei SEPA-Überweisung muss das Konto eine gültige IBAN sein.',
      'Pour un virement SEPA, le compte doit être un IBAN valable.',
    ),
    action: ask(FIELDS.iban),
  },
  'BR-DE-20': {
    plain: plain(
      'For SEPA direct debit the debited account must be a valid IBAN.',
      'Bei SEPA-Lastschrift muss das belastete Konto eine gültige IBAN sein.',
      'Pour un prélèvement SEPA, le compte débité doit être un IBAN valable.',
    ),
    action: ask(
      field('BT-91', { examples: ['DE02120300000000202051'], pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$' }),
    ),
  },
  'BR-DE-21': {
    plain: plain(
      'The specification identifier does not match the XRechnung standard.',
      'Die Spezifikationskennung entspricht nicht dem Standard XRechnung.',
      'L’identifiant de spécification ne correspond pas à la norme XRechnung.',
    ),
    action: SOFTWARE(
      'Use urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0.',
      'Verwenden Sie urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0.',
      'Utilisez urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0.',
    ),
  },
  'BR-DE-22': {
    plain: plain(
      'Two attached documents have the same file name.',
      'Zwei angehängte Dokumente haben denselben Dateinamen.',
      'Deux documents joints ont le même nom de fichier.',
    ),
    action: explain(
      'Give every attachment a unique file name.',
      'Geben Sie jedem Anhang einen eindeutigen Dateinamen.',
      'Donnez à chaque pièce jointe un nom de fichier unique.',
    ),
  },
  'BR-DE-23-a': {
    plain: plain(
      'The payment means is a bank transfer, but no bank account is given.',
      'Als Zahlungsart ist Überweisung angegeben, aber kein Bankkonto.',
      'Le moyen de paiement est un virement, mais aucun compte bancaire n’est donné.',
    ),
    action: ask(FIELDS.iban),
  },
  'BR-DE-23-b': {
    plain: plain(
      'A bank transfer invoice must not also carry card or direct debit details.',
      'Eine Rechnung mit Überweisung darf keine Karten- oder Lastschriftangaben enthalten.',
      'Une facture payée par virement ne doit pas porter aussi des données de carte ou de prélèvement.',
    ),
    action: PAYMENT_GROUPS,
  },
  'BR-DE-24-a': {
    plain: plain(
      'The payment means is a card payment, but no card details are given.',
      'Als Zahlungsart ist Kartenzahlung angegeben, aber keine Kartendaten.',
      'Le moyen de paiement est une carte, mais aucune donnée de carte n’est donnée.',
    ),
    action: ask(
      field('BT-87', {
        help: {
          en: 'Only the last 4 to 6 digits.',
          de: 'Nur die letzten 4 bis 6 Ziffern.',
          fr: 'Seulement les 4 à 6 derniers chiffres.',
        },
      }),
    ),
  },
  'BR-DE-24-b': {
    plain: plain(
      'A card payment invoice must not also carry bank transfer or direct debit details.',
      'Eine Rechnung mit Kartenzahlung darf keine Überweisungs- oder Lastschriftangaben enthalten.',
      'Une facture payée par carte ne doit pas porter aussi des données de virement ou de prélèvement.',
    ),
    action: PAYMENT_GROUPS,
  },
  'BR-DE-25-a': {
    plain: plain(
      'The payment means is a direct debit, but the mandate details are missing.',
      'Als Zahlungsart ist Lastschrift angegeben, aber die Mandatsangaben fehlen.',
      'Le moyen de paiement est un prélèvement, mais les données du mandat manquent.',
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
      'Une facture payée par prélèvement ne doit pas porter aussi des données de virement ou de carte.',
    ),
    action: PAYMENT_GROUPS,
  },
  'BR-DE-26': {
    plain: plain(
      'A corrected invoice should name the invoice it corrects.',
      'Eine korrigierte Rechnung soll die Rechnung nennen, die sie korrigiert.',
      'Une facture rectificative devrait nommer la facture qu’elle corrige.',
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
      'Le numéro de téléphone du contact du vendeur devrait contenir au moins trois chiffres.',
    ),
    action: ask(FIELDS.sellerPhone),
  },
  'BR-DE-28': {
    plain: plain(
      'The seller contact’s e-mail address does not look like a valid e-mail address.',
      'Die E-Mail-Adresse des Ansprechpartners ist keine gültige E-Mail-Adresse.',
      'L’adresse électronique du contact du vendeur ne ressemble pas à une adresse de courriel valable.',
    ),
    action: ask(FIELDS.sellerEmail),
  },
  'BR-DE-30': {
    plain: plain(
      'Direct debit details are given without the creditor identifier.',
      'Die Lastschriftangaben enthalten keine Gläubiger-Identifikationsnummer.',
      'Des données de prélèvement sont données sans l’identifiant du créancier.',
    ),
    action: ask(field('BT-90', { examples: ['DE98ZZZ09999999999'] })),
  },
  'BR-DE-31': {
    plain: plain(
      'Direct debit details are given without the account to be debited.',
      'Die Lastschriftangaben nennen nicht das zu belastende Konto.',
      'Des données de prélèvement sont données sans le compte à débiter.',
    ),
    action: ask(field('BT-91', { pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$' })),
  },
  'BR-DE-TMP-32': {
    plain: plain(
      'The invoice should state when the goods or services were supplied: a delivery date, an invoicing period, or a period on every line.',
      'Die Rechnung soll das Liefer-/Leistungsdatum angeben: Lieferdatum, Rechnungszeitraum oder einen Zeitraum je Position.',
      'La facture devrait dire quand les biens ou services ont été fournis : une date de livraison, une période de facturation, ou une période sur chaque ligne.',
    ),
    action: ask(field('BT-72', { pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  },
  'PEPPOL-EN16931-R001': {
    plain: plain(
      'Peppol requires the business process identifier.',
      'Peppol verlangt die Kennung des Geschäftsprozesses.',
      'Peppol exige l’identifiant du processus métier.',
    ),
    action: ask(PROCESS_ID),
  },
  'PEPPOL-EN16931-R002': {
    plain: plain(
      'Peppol allows at most one note on document level.',
      'Peppol erlaubt höchstens einen Vermerk auf Dokumentenebene.',
      'Peppol permet au plus une note au niveau du document.',
    ),
    action: explain(
      'Merge the notes into one.',
      'Fassen Sie die Vermerke zu einem zusammen.',
      'Regroupez les notes en une seule.',
    ),
  },
  'PEPPOL-EN16931-R003': {
    plain: plain(
      'Peppol requires a buyer reference or a purchase order reference.',
      'Peppol verlangt eine Käuferreferenz oder eine Bestellreferenz.',
      'Peppol exige une référence acheteur ou une référence de bon de commande.',
    ),
    action: ask(FIELDS.buyerReference, FIELDS.purchaseOrder),
  },
  'PEPPOL-EN16931-R004': {
    plain: plain(
      'The specification identifier is not the Peppol BIS Billing 3.0 one.',
      'Die Spezifikationskennung ist nicht die von Peppol BIS Billing 3.0.',
      'L’identifiant de spécification n’est pas celui de Peppol BIS Billing 3.0.',
    ),
    action: SOFTWARE(
      'Use urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0.',
      'Verwenden Sie urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0.',
      'Utilisez urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0.',
    ),
  },
  'PEPPOL-EN16931-R005': {
    plain: plain(
      'The VAT accounting currency must differ from the invoice currency when given.',
      'Die Umsatzsteuer-Abrechnungswährung muss sich von der Rechnungswährung unterscheiden, wenn sie angegeben ist.',
      'La devise de comptabilisation de la TVA, si elle est donnée, doit différer de la devise de la facture.',
    ),
    action: explain(
      'Remove the VAT accounting currency if it equals the invoice currency.',
      'Entfernen Sie die Abrechnungswährung, wenn sie der Rechnungswährung entspricht.',
      'Retirez la devise de comptabilisation de la TVA si elle est égale à la devise de la facture.',
    ),
  },
  'PEPPOL-EN16931-R006': {
    plain: plain(
      'Only one invoiced object identifier is allowed on document level.',
      'Auf Dokumentenebene ist nur eine Objektkennung erlaubt.',
      'Un seul identifiant d’objet facturé est permis au niveau du document.',
    ),
    action: explain(
      'Keep one invoiced object reference.',
      'Behalten Sie eine Objektkennung.',
      'Gardez une seule référence d’objet facturé.',
    ),
  },
  'PEPPOL-EN16931-R007': {
    plain: plain(
      'The business process identifier has the wrong format.',
      'Die Kennung des Geschäftsprozesses hat das falsche Format.',
      'L’identifiant du processus métier n’a pas le bon format.',
    ),
    action: ask(PROCESS_ID),
  },
  'PEPPOL-EN16931-R008': {
    plain: plain(
      'The document contains empty elements, which Peppol does not allow.',
      'Das Dokument enthält leere Elemente, die Peppol nicht erlaubt.',
      'Le document contient des éléments vides, que Peppol n’admet pas.',
    ),
    action: SOFTWARE(
      'Remove elements without content.',
      'Entfernen Sie Elemente ohne Inhalt.',
      'Retirez les éléments sans contenu.',
    ),
  },
  'PEPPOL-EN16931-R010': {
    plain: plain(
      'Peppol requires the buyer’s electronic address.',
      'Peppol verlangt die elektronische Adresse des Käufers.',
      'Peppol exige l’adresse électronique de l’acheteur.',
    ),
    action: ask(FIELDS.buyerEndpoint),
  },
  'PEPPOL-EN16931-R020': {
    plain: plain(
      'Peppol requires the seller’s electronic address.',
      'Peppol verlangt die elektronische Adresse des Verkäufers.',
      'Peppol exige l’adresse électronique du vendeur.',
    ),
    action: ask(FIELDS.sellerEndpoint),
  },
  'PEPPOL-EN16931-R040': {
    plain: plain(
      'An allowance or charge amount is not base amount × percentage ÷ 100.',
      'Ein Ab- oder Zuschlagsbetrag ist nicht Grundbetrag × Prozentsatz ÷ 100.',
      'Un montant de remise ou de charge n’est pas égal à montant de base × pourcentage ÷ 100.',
    ),
    action: explain(
      'Correct the amount, the base amount or the percentage so they agree.',
      'Korrigieren Sie Betrag, Grundbetrag oder Prozentsatz, sodass sie zusammenpassen.',
      'Corrigez le montant, le montant de base ou le pourcentage pour qu’ils concordent.',
    ),
  },
  'PEPPOL-EN16931-R041': {
    plain: plain(
      'A percentage is given for an allowance or charge, but no base amount.',
      'Für einen Ab- oder Zuschlag ist ein Prozentsatz, aber kein Grundbetrag angegeben.',
      'Un pourcentage est donné pour une remise ou une charge, mais sans montant de base.',
    ),
    action: explain(
      'Add the base amount the percentage applies to.',
      'Ergänzen Sie den Grundbetrag, auf den sich der Prozentsatz bezieht.',
      'Ajoutez le montant de base auquel le pourcentage s’applique.',
    ),
  },
  'PEPPOL-EN16931-R042': {
    plain: plain(
      'A base amount is given for an allowance or charge, but no percentage.',
      'Für einen Ab- oder Zuschlag ist ein Grundbetrag, aber kein Prozentsatz angegeben.',
      'Un montant de base est donné pour une remise ou une charge, mais sans pourcentage.',
    ),
    action: explain(
      'Add the percentage or remove the base amount.',
      'Ergänzen Sie den Prozentsatz oder entfernen Sie den Grundbetrag.',
      'Ajoutez le pourcentage ou retirez le montant de base.',
    ),
  },
  'PEPPOL-EN16931-R043': {
    plain: plain(
      'The allowance/charge indicator must be exactly true or false.',
      'Der Ab-/Zuschlagsindikator muss genau true oder false sein.',
      'L’indicateur remise/charge doit valoir exactement true ou false.',
    ),
    action: SOFTWARE(
      'Write true for charges and false for allowances.',
      'Schreiben Sie true für Zuschläge und false für Abschläge.',
      'Écrivez true pour une charge et false pour une remise.',
    ),
  },
  'PEPPOL-EN16931-R043-1': {
    plain: plain(
      'The allowance/charge indicator must be exactly true or false.',
      'Der Ab-/Zuschlagsindikator muss genau true oder false sein.',
      'L’indicateur remise/charge doit valoir exactement true ou false.',
    ),
    action: SOFTWARE(
      'Write true for charges and false for allowances.',
      'Schreiben Sie true für Zuschläge und false für Abschläge.',
      'Écrivez true pour une charge et false pour une remise.',
    ),
  },
  'PEPPOL-EN16931-R043-2': {
    plain: plain(
      'The allowance/charge indicator must be exactly true or false.',
      'Der Ab-/Zuschlagsindikator muss genau true oder false sein.',
      'L’indicateur remise/charge doit valoir exactement true ou false.',
    ),
    action: SOFTWARE(
      'Write true for charges and false for allowances.',
      'Schreiben Sie true für Zuschläge und false für Abschläge.',
      'Écrivez true pour une charge et false pour une remise.',
    ),
  },
  'PEPPOL-EN16931-R044': {
    plain: plain(
      'A charge on the item price is not allowed; only a price discount.',
      'Ein Zuschlag auf den Artikelpreis ist nicht erlaubt, nur ein Preisnachlass.',
      'Une charge sur le prix de l’article n’est pas permise ; seul un rabais sur le prix l’est.',
    ),
    action: explain(
      'Put the charge on the invoice line instead of the price.',
      'Setzen Sie den Zuschlag auf die Rechnungsposition statt auf den Preis.',
      'Placez la charge sur la ligne de facture plutôt que sur le prix.',
    ),
  },
  'PEPPOL-EN16931-R046': {
    plain: plain(
      'The net price does not equal the gross price minus the price discount.',
      'Der Nettopreis ist nicht Bruttopreis minus Preisnachlass.',
      'Le prix net n’est pas égal au prix brut moins le rabais sur le prix.',
    ),
    action: explain(
      'Correct the net price, gross price or discount so that net = gross − discount.',
      'Korrigieren Sie Netto-, Bruttopreis oder Nachlass, sodass netto = brutto − Nachlass.',
      'Corrigez le prix net, le prix brut ou le rabais pour que net = brut − rabais.',
    ),
  },
  'PEPPOL-EN16931-R051': {
    plain: plain(
      'All amounts must be in the invoice currency (except the VAT total in accounting currency).',
      'Alle Beträge müssen in der Rechnungswährung angegeben sein (außer der Umsatzsteuer in Abrechnungswährung).',
      'Tous les montants doivent être dans la devise de la facture (sauf le total de TVA en devise de comptabilisation).',
    ),
    action: SOFTWARE(
      'Use the invoice currency code on every amount.',
      'Verwenden Sie bei allen Beträgen den Code der Rechnungswährung.',
      'Utilisez le code de devise de la facture sur chaque montant.',
    ),
  },
  'PEPPOL-EN16931-R053': {
    plain: plain(
      'There must be exactly one VAT total in the invoice currency.',
      'Es muss genau einen Umsatzsteuer-Gesamtbetrag in Rechnungswährung geben.',
      'Il doit y avoir exactement un total de TVA dans la devise de la facture.',
    ),
    action: VAT_TOTAL,
  },
  'PEPPOL-EN16931-R054': {
    plain: plain(
      'With a VAT accounting currency there must be exactly one VAT total in that currency.',
      'Bei einer Abrechnungswährung muss es genau einen Umsatzsteuer-Gesamtbetrag in dieser Währung geben.',
      'Avec une devise de comptabilisation de la TVA, il doit y avoir exactement un total de TVA dans cette devise.',
    ),
    action: VAT_TOTAL,
  },
  'PEPPOL-EN16931-R055': {
    plain: plain(
      'The VAT totals in invoice and accounting currency must have the same sign.',
      'Die Umsatzsteuer-Gesamtbeträge in Rechnungs- und Abrechnungswährung müssen dasselbe Vorzeichen haben.',
      'Les totaux de TVA en devise de facture et en devise de comptabilisation doivent avoir le même signe.',
    ),
    action: VAT_TOTAL,
  },
  'PEPPOL-EN16931-R061': {
    plain: plain(
      'A direct debit needs the mandate reference.',
      'Eine Lastschrift braucht die Mandatsreferenz.',
      'Un prélèvement requiert la référence du mandat.',
    ),
    action: ask(field('BT-89', { examples: ['MANDAT-2024-001'] })),
  },
  'PEPPOL-EN16931-R080': {
    plain: plain(
      'Only one project reference is allowed.',
      'Nur eine Projektreferenz ist erlaubt.',
      'Une seule référence de projet est permise.',
    ),
    action: explain(
      'Keep one project reference.',
      'Behalten Sie eine Projektreferenz.',
      'Gardez une seule référence de projet.',
    ),
  },
  'PEPPOL-EN16931-CL008': {
    plain: plain(
      'An electronic address uses a scheme that is not in the Peppol EAS list.',
      'Eine elektronische Adresse verwendet ein Schema, das nicht in der Peppol-EAS-Liste steht.',
      'Une adresse électronique utilise un schéma absent de la liste EAS de Peppol.',
    ),
    action: ask(FIELDS.sellerEndpoint, FIELDS.buyerEndpoint),
  },
  'PEPPOL-COMMON-R049': {
    plain: plain(
      'A Swedish organisation number is not in the correct format (10 digits).',
      'Eine schwedische Organisationsnummer hat nicht das richtige Format (10 Ziffern).',
      'Un numéro d’organisation suédois n’a pas le bon format (10 chiffres).',
    ),
    action: explain(
      'Check the Swedish organisation number (scheme 0007).',
      'Prüfen Sie die schwedische Organisationsnummer (Schema 0007).',
      'Vérifiez le numéro d’organisation suédois (schéma 0007).',
    ),
  },
  'SE-R-013': {
    plain: plain(
      'The check digit of a Swedish organisation number is wrong.',
      'Die Prüfziffer einer schwedischen Organisationsnummer ist falsch.',
      'Le chiffre de contrôle d’un numéro d’organisation suédois est faux.',
    ),
    action: explain(
      'Check the Swedish organisation number for typing errors.',
      'Prüfen Sie die schwedische Organisationsnummer auf Tippfehler.',
      'Vérifiez le numéro d’organisation suédois : faute de frappe ?',
    ),
  },
  'DK-R-002': {
    plain: plain(
      'Danish sellers must give their legal registration number (CVR).',
      'Dänische Verkäufer müssen ihre Registernummer (CVR) angeben.',
      'Les vendeurs danois doivent donner leur numéro d’enregistrement légal (CVR).',
    ),
    action: ask(FIELDS.sellerLegalId),
  },
};
