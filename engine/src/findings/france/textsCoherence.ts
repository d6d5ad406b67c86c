import type { RuleText } from '../ruleTextsFields.ts';
import { nameOf } from './extensionTerms.ts';
import { type Tri, frenchRuleText as t } from './frenchRuleText.ts';

const schemeMissing = (id: string): RuleText => {
  const [en, de, fr] = nameOf(id);
  return t(
    'BR-FR-CO-10',
    [
      `${en} is given without its scheme identifier.`,
      `${de} ist ohne Schemakennung angegeben.`,
      `${fr} est donné sans identifiant de schéma.`,
    ],
    [
      'Add the schemeID (e.g. 0009 for a SIRET, 0002 for a SIREN, 0088 for a GLN).',
      'Ergänzen Sie die schemeID (z. B. 0009 für eine SIRET, 0002 für eine SIREN, 0088 für eine GLN).',
      'Ajoutez le schemeID (p. ex. 0009 pour un SIRET, 0002 pour un SIREN, 0088 pour un GLN).',
    ],
  );
};

const schemeTwice = (id: string): RuleText => {
  const [en, de, fr] = nameOf(id);
  return t(
    'BR-FR-CO-10',
    [
      `${en} repeats a scheme: each scheme may be used once per party.`,
      `${de} wiederholt ein Schema: Jedes Schema darf je Partei einmal vorkommen.`,
      `${fr} répète un schéma : chaque schéma ne peut servir qu’une fois par partie.`,
    ],
    [
      'Keep one identifier per scheme.',
      'Behalten Sie je Schema eine Kennung.',
      'Gardez un seul identifiant par schéma.',
    ],
  );
};

const PARTY_IDS = [
  'BT-29',
  'BT-46',
  'BT-60',
  'BT-71',
  'EXT-FR-FE-06',
  'EXT-FR-FE-46',
  'EXT-FR-FE-69',
  'EXT-FR-FE-92',
  'EXT-FR-FE-115',
  'EXT-FR-FE-146',
];

const amountFormat = (terms: readonly string[]): RuleText => {
  const names = terms.map(nameOf);
  const [en, de, fr] = [0, 1, 2].map((i) => names.map((n) => n[i]).join(' / '));
  return t(
    'BR-FR-DEC-01',
    [
      `${en} has more than 2 decimals, a separator other than a dot, or more than 19 digits.`,
      `${de} hat mehr als 2 Nachkommastellen, ein anderes Trennzeichen als den Punkt oder mehr als 19 Ziffern.`,
      `${fr} a plus de 2 décimales, un autre séparateur que le point, ou plus de 19 chiffres.`,
    ],
    [
      'Write the amount with a dot and at most 2 decimals, e.g. 1234.50; a leading minus sign is allowed.',
      'Schreiben Sie den Betrag mit Punkt und höchstens 2 Nachkommastellen, z. B. 1234.50; ein führendes Minus ist erlaubt.',
      'Écrivez le montant avec un point et 2 décimales au plus, p. ex. 1234.50 ; un signe moins en tête est permis.',
    ],
  );
};

const quantityFormat = (id: string): RuleText => {
  const [en, de, fr] = nameOf(id);
  return t(
    'BR-FR-DEC-02',
    [
      `${en} has more than 4 decimals, a separator other than a dot, or more than 19 digits.`,
      `${de} hat mehr als 4 Nachkommastellen, ein anderes Trennzeichen als den Punkt oder mehr als 19 Ziffern.`,
      `${fr} a plus de 4 décimales, un autre séparateur que le point, ou plus de 19 chiffres.`,
    ],
    [
      'Write the quantity with a dot and at most 4 decimals, e.g. 12.5.',
      'Schreiben Sie die Menge mit Punkt und höchstens 4 Nachkommastellen, z. B. 12.5.',
      'Écrivez la quantité avec un point et 4 décimales au plus, p. ex. 12.5.',
    ],
  );
};

const priceFormat = (id: string): RuleText => {
  const [en, de, fr] = nameOf(id);
  return t(
    'BR-FR-DEC-03',
    [
      `${en} is negative, has more than 6 decimals or more than 19 digits.`,
      `${de} ist negativ, hat mehr als 6 Nachkommastellen oder mehr als 19 Ziffern.`,
      `${fr} est négatif, a plus de 6 décimales ou plus de 19 chiffres.`,
    ],
    [
      'Write a positive price with a dot and at most 6 decimals, e.g. 9.990000.',
      'Schreiben Sie einen positiven Preis mit Punkt und höchstens 6 Nachkommastellen, z. B. 9.990000.',
      'Écrivez un prix positif avec un point et 6 décimales au plus, p. ex. 9.990000.',
    ],
  );
};

const rateFormat = (terms: readonly string[]): RuleText => {
  const names = terms.map(nameOf);
  const [en, de, fr] = [0, 1, 2].map((i) => names.map((n) => n[i]).join(' / '));
  return t(
    'BR-FR-DEC-04',
    [
      `${en} is negative, has more than 2 decimals or more than 4 digits.`,
      `${de} ist negativ, hat mehr als 2 Nachkommastellen oder mehr als 4 Ziffern.`,
      `${fr} est négatif, a plus de 2 décimales ou plus de 4 chiffres.`,
    ],
    [
      'Write the rate as a positive number with at most 2 decimals, e.g. 5.5.',
      'Schreiben Sie den Satz als positive Zahl mit höchstens 2 Nachkommastellen, z. B. 5.5.',
      'Écrivez le taux comme un nombre positif à 2 décimales au plus, p. ex. 5.5.',
    ],
  );
};

const creditNoteReference: Tri = [
  'A credit note (type 261, 381, 396, 502 or 503, BT-3) must name the invoice it credits: a preceding invoice reference (BT-25) with its date (BT-26), or one on every line.',
  'Eine Gutschrift (Typ 261, 381, 396, 502 oder 503, BT-3) muss die gutgeschriebene Rechnung nennen: eine Referenz auf die vorausgegangene Rechnung (BT-25) mit Datum (BT-26) oder eine auf jeder Position.',
  'Un avoir (type 261, 381, 396, 502 ou 503, BT-3) doit nommer la facture qu’il crédite : une référence à une facture antérieure (BT-25) avec sa date (BT-26), ou une sur chaque ligne.',
];

const correctedReference = (): RuleText =>
  t(
    'BR-FR-CO-04',
    [
      'A corrected invoice (type 384, 471, 472 or 473, BT-3) must name exactly one preceding invoice (BT-25) with its date (BT-26).',
      'Eine korrigierte Rechnung (Typ 384, 471, 472 oder 473, BT-3) muss genau eine vorausgegangene Rechnung (BT-25) mit Datum (BT-26) nennen.',
      'Une facture rectificative (type 384, 471, 472 ou 473, BT-3) doit nommer exactement une facture antérieure (BT-25) avec sa date (BT-26).',
    ],
    [
      'Give the number and date of the one invoice this invoice corrects.',
      'Geben Sie Nummer und Datum der einen Rechnung an, die diese Rechnung korrigiert.',
      'Indiquez le numéro et la date de la facture que cette facture rectifie.',
    ],
  );

/** Texts of FNFE's coherence rules (BR-FR-CO-*) and number formats (BR-FR-DEC-*). */
export const FRANCE_COHERENCE_TEXTS: Record<string, RuleText> = {
  'BR-FR-CO-03_BT-3': t(
    'BR-FR-CO-03',
    [
      'A global discount credit note (type 262, BT-3) needs the contract reference (BT-12) and the invoicing period (BG-14) with start and end date.',
      'Eine Gutschrift für einen Gesamtrabatt (Typ 262, BT-3) braucht die Vertragsreferenz (BT-12) und den Abrechnungszeitraum (BG-14) mit Beginn und Ende.',
      'Un avoir de remise globale (type 262, BT-3) exige la référence du contrat (BT-12) et la période de facturation (BG-14) avec ses dates de début et de fin.',
    ],
    [
      'Add the contract the discount is granted under and the period it covers.',
      'Ergänzen Sie den Vertrag, unter dem der Rabatt gewährt wird, und den Zeitraum, den er abdeckt.',
      'Ajoutez le contrat au titre duquel la remise est accordée et la période qu’elle couvre.',
    ],
  ),
  'BR-FR-CO-04_BT-3': correctedReference(),
  // FNFE's CII id says BT-4 (EN 16931 has no BT-4); its message is BR-FR-CO-04 on BT-3.
  'BR-FR-CO-04_BT-4': correctedReference(),
  'BR-FR-CO-05_BT-3': t('BR-FR-CO-05', creditNoteReference, [
    'Add the number and date of the credited invoice in the header, or on each line.',
    'Ergänzen Sie Nummer und Datum der gutgeschriebenen Rechnung im Kopf oder auf jeder Position.',
    'Ajoutez le numéro et la date de la facture créditée en en-tête, ou sur chaque ligne.',
  ]),
  'BR-FR-CO-07_BT-9': t(
    'BR-FR-CO-07',
    [
      'The payment due date (BT-9) is before the invoice date (BT-2); only down-payment invoices and already-paid invoices (BT-23 B2, S2, M2) may do that.',
      'Das Fälligkeitsdatum (BT-9) liegt vor dem Rechnungsdatum (BT-2); das dürfen nur Anzahlungsrechnungen und bereits bezahlte Rechnungen (BT-23 B2, S2, M2).',
      'La date d’échéance (BT-9) précède la date de facture (BT-2) ; seules les factures d’acompte et les factures déjà payées (BT-23 B2, S2, M2) le peuvent.',
    ],
    [
      'Correct the due date or the invoice date.',
      'Korrigieren Sie das Fälligkeits- oder das Rechnungsdatum.',
      'Corrigez la date d’échéance ou la date de facture.',
    ],
  ),
  'BR-FR-CO-08_BT-23': t(
    'BR-FR-CO-08',
    [
      'A final invoice after a down payment (billing mode B4, S4 or M4, BT-23) cannot itself be a down-payment invoice or credit note (type 386, 500 or 503, BT-3).',
      'Eine Schlussrechnung nach Anzahlung (Abrechnungsrahmen B4, S4 oder M4, BT-23) kann nicht selbst eine Anzahlungsrechnung oder -gutschrift sein (Typ 386, 500 oder 503, BT-3).',
      'Une facture définitive après acompte (cadre B4, S4 ou M4, BT-23) ne peut pas être elle-même une facture ou un avoir d’acompte (type 386, 500 ou 503, BT-3).',
    ],
    [
      'Change the billing mode or the invoice type so that they agree.',
      'Ändern Sie den Abrechnungsrahmen oder die Rechnungsart, damit sie zusammenpassen.',
      'Changez le cadre de facturation ou le type de facture pour qu’ils concordent.',
    ],
  ),
  'BR-FR-CO-09_BT-23-1': t(
    'BR-FR-CO-09',
    [
      'The billing mode says the invoice is already paid (B2, S2 or M2, BT-23), but the paid amount (BT-113) is not the total with VAT (BT-112).',
      'Der Abrechnungsrahmen sagt, die Rechnung ist bereits bezahlt (B2, S2 oder M2, BT-23), aber der gezahlte Betrag (BT-113) ist nicht der Bruttobetrag (BT-112).',
      'Le cadre de facturation indique une facture déjà payée (B2, S2 ou M2, BT-23), mais le montant payé (BT-113) n’est pas le total TTC (BT-112).',
    ],
    [
      'Set the paid amount to the total with VAT, or choose a billing mode for an unpaid invoice.',
      'Setzen Sie den gezahlten Betrag auf den Bruttobetrag oder wählen Sie einen Abrechnungsrahmen für eine unbezahlte Rechnung.',
      'Portez le montant payé au total TTC, ou choisissez un cadre de facturation de facture non payée.',
    ],
  ),
  'BR-FR-CO-09_BT-23-2': t(
    'BR-FR-CO-09',
    [
      'The billing mode says the invoice is already paid (B2, S2 or M2, BT-23), but the amount due (BT-115) is not 0.',
      'Der Abrechnungsrahmen sagt, die Rechnung ist bereits bezahlt (B2, S2 oder M2, BT-23), aber der fällige Betrag (BT-115) ist nicht 0.',
      'Le cadre de facturation indique une facture déjà payée (B2, S2 ou M2, BT-23), mais le net à payer (BT-115) n’est pas 0.',
    ],
    [
      'Make the amount due 0, or choose a billing mode for an unpaid invoice.',
      'Setzen Sie den fälligen Betrag auf 0 oder wählen Sie einen Abrechnungsrahmen für eine unbezahlte Rechnung.',
      'Ramenez le net à payer à 0, ou choisissez un cadre de facturation de facture non payée.',
    ],
  ),
  'BR-FR-CO-09_BT-23-3': t(
    'BR-FR-CO-09',
    [
      'The billing mode says the invoice is already paid (B2, S2 or M2, BT-23), so the payment due date (BT-9) must give the date of payment.',
      'Der Abrechnungsrahmen sagt, die Rechnung ist bereits bezahlt (B2, S2 oder M2, BT-23), daher muss das Fälligkeitsdatum (BT-9) das Zahlungsdatum nennen.',
      'Le cadre de facturation indique une facture déjà payée (B2, S2 ou M2, BT-23) : la date d’échéance (BT-9) doit donner la date du paiement.',
    ],
    [
      'Give the date the invoice was paid as its due date.',
      'Geben Sie das Zahlungsdatum als Fälligkeitsdatum an.',
      'Indiquez la date du paiement comme date d’échéance.',
    ],
  ),
  ...Object.fromEntries(PARTY_IDS.map((id) => [`BR-FR-CO-10_${id}-1`, schemeMissing(id)])),
  ...Object.fromEntries(PARTY_IDS.map((id) => [`BR-FR-CO-10_${id}-2`, schemeTwice(id)])),
  'BR-FR-CO-12_BT-5': t(
    'BR-FR-CO-12',
    [
      'The invoice is not in euros (BT-5), so the VAT accounting currency (BT-6) must be EUR and the VAT total in that currency (BT-111) must be given in EUR.',
      'Die Rechnung ist nicht in Euro (BT-5), daher muss die Abrechnungswährung der Umsatzsteuer (BT-6) EUR sein und der Umsatzsteuerbetrag in dieser Währung (BT-111) in EUR angegeben werden.',
      'La facture n’est pas en euros (BT-5) : la devise de comptabilisation de la TVA (BT-6) doit être EUR et le total de TVA dans cette devise (BT-111) doit être donné en EUR.',
    ],
    [
      'Add BT-6 = EUR and the VAT total converted to euros in BT-111.',
      'Ergänzen Sie BT-6 = EUR und den in Euro umgerechneten Umsatzsteuerbetrag in BT-111.',
      'Ajoutez BT-6 = EUR et le total de TVA converti en euros dans BT-111.',
    ],
  ),
  'BR-FR-CO-14_BT-29-1': t(
    'BR-FR-CO-14',
    [
      'The seller identifier uses scheme 0231 (member of a single VAT taxable person), so a note (BG-1) with subject code TXD (BT-21) and the text MEMBRE_ASSUJETTI_UNIQUE (BT-22) is required.',
      'Die Verkäuferkennung verwendet Schema 0231 (Mitglied einer umsatzsteuerlichen Organschaft), daher ist eine Bemerkung (BG-1) mit Betreffcode TXD (BT-21) und dem Text MEMBRE_ASSUJETTI_UNIQUE (BT-22) nötig.',
      'L’identifiant du vendeur utilise le schéma 0231 (membre d’un assujetti unique) : une note (BG-1) de code sujet TXD (BT-21) et de texte MEMBRE_ASSUJETTI_UNIQUE (BT-22) est donc requise.',
    ],
    [
      'Add the note TXD / MEMBRE_ASSUJETTI_UNIQUE.',
      'Ergänzen Sie die Bemerkung TXD / MEMBRE_ASSUJETTI_UNIQUE.',
      'Ajoutez la note TXD / MEMBRE_ASSUJETTI_UNIQUE.',
    ],
  ),
  'BR-FR-CO-15_BT-29-1': t(
    'BR-FR-CO-15',
    [
      'The seller is a member of a single VAT taxable person (scheme 0231), so the tax representative group (BG-11) must give the single taxable person’s VAT number (BT-63).',
      'Der Verkäufer ist Mitglied einer umsatzsteuerlichen Organschaft (Schema 0231), daher muss die Gruppe Steuervertreter (BG-11) die USt-IdNr. der Organschaft (BT-63) nennen.',
      'Le vendeur est membre d’un assujetti unique (schéma 0231) : le bloc représentant fiscal (BG-11) doit donner le numéro de TVA de l’assujetti unique (BT-63).',
    ],
    [
      'Add the tax representative group with the single taxable person’s VAT number.',
      'Ergänzen Sie die Gruppe Steuervertreter mit der USt-IdNr. der Organschaft.',
      'Ajoutez le bloc représentant fiscal avec le numéro de TVA de l’assujetti unique.',
    ],
  ),
  ...Object.fromEntries(
    [
      ['BT-92', 'BT-99'],
      ['BT-93', 'BT-100'],
      ['BT-106'],
      ['BT-107'],
      ['BT-108'],
      ['BT-109'],
      ['BT-110'],
      ['BT-111'],
      ['BT-112'],
      ['BT-113'],
      ['BT-114'],
      ['BT-115'],
      ['BT-116'],
      ['BT-117'],
      ['BT-131'],
      ['BT-136', 'BT-141'],
      ['BT-137', 'BT-142'],
    ].map((terms) => [`BR-FR-DEC-01_${terms.join('_')}`, amountFormat(terms)]),
  ),
  'BR-FR-DEC-02_BT-129': quantityFormat('BT-129'),
  'BR-FR-DEC-02_BT-149': quantityFormat('BT-149'),
  'BR-FR-DEC-03_BT-146': priceFormat('BT-146'),
  'BR-FR-DEC-03_BT-147': priceFormat('BT-147'),
  'BR-FR-DEC-03_BT-148': priceFormat('BT-148'),
  'BR-FR-DEC-04_BT-96_BT-103': rateFormat(['BT-96', 'BT-103']),
  'BR-FR-DEC-04_BT-119': rateFormat(['BT-119']),
  'BR-FR-DEC-04_BT-152': rateFormat(['BT-152']),
};
