import { ownTable } from '../ownTable.ts';
import type { CodeList } from './CodeList.ts';
import { COUNTRIES } from './countries.ts';
import { CURRENCIES } from './currencies.ts';
import { INVOICE_TYPES } from './invoiceTypes.ts';
import { NOTE_SUBJECTS } from './noteSubjects.ts';
import { PAYMENT_MEANS } from './paymentMeans.ts';
import { EAS_SCHEMES, ICD_SCHEMES } from './schemes.ts';
import { UNITS } from './units.ts';
import { VAT_CATEGORIES } from './vatCategories.ts';
import { VAT_POINT_DATE_CODES } from './vatPointDateCodes.ts';

/*
 * French meanings of codes. Countries and currencies come from CLDR through ICU (Intl.DisplayNames, in Node
 * and in every browser the page supports), as the English and German names of the tables did; the other lists
 * hold the French of the codes a French invoice uses (the labels of the FNFE-MPE and Factur-X documentation).
 * A code without a French meaning here keeps its English one.
 */

// biome-ignore format: one row per entry keeps the table readable
const INVOICE_TYPES_FR: Readonly<Record<string, string>> = ownTable({
  '71': 'Demande de paiement', '80': 'Note de débit (biens ou services)', '81': 'Avoir (biens ou services)',
  '82': 'Facture de services mesurés', '83': 'Avoir d’ajustement financier', '84': 'Note de débit d’ajustement financier',
  '325': 'Facture pro forma', '326': 'Facture partielle', '380': 'Facture commerciale', '381': 'Avoir',
  '383': 'Note de débit', '384': 'Facture rectificative', '385': 'Facture récapitulative', '386': 'Facture d’acompte',
  '387': 'Facture de location', '388': 'Facture fiscale', '389': 'Autofacture', '393': 'Facture affacturée',
  '394': 'Facture de crédit-bail', '395': 'Facture de consignation', '396': 'Avoir affacturé',
  '261': 'Avoir autofacturé', '262': 'Avoir récapitulatif (biens et services)', '471': 'Autofacture d’acompte',
  '472': 'Autofacture affacturée', '473': 'Autofacture de consignation', '500': 'Autofacture partielle',
  '501': 'Autofacture rectificative',
  '527': 'Note de débit autofacturée', '780': 'Facture de fret', '875': 'Situation de travaux partielle',
  '876': 'Situation de travaux partielle et définitive', '877': 'Décompte général et définitif de travaux',
});

// biome-ignore format: one row per entry keeps the table readable
const VAT_CATEGORIES_FR: Readonly<Record<string, string>> = ownTable({
  S: 'Taux normal', Z: 'Taux zéro', E: 'Exonéré de TVA', AE: 'Autoliquidation', K: 'Livraison intracommunautaire exonérée',
  G: 'Exportation hors UE exonérée', O: 'Hors du champ d’application de la TVA', L: 'Impôt général indirect des Canaries (IGIC)',
  M: 'Impôt sur la production, les services et l’importation à Ceuta et Melilla (IPSI)', B: 'TVA transférée (Italie)',
});

// biome-ignore format: one row per entry keeps the table readable
const PAYMENT_MEANS_FR: Readonly<Record<string, string>> = ownTable({
  '1': 'Moyen non défini', '10': 'Espèces', '20': 'Chèque', '23': 'Chèque de banque', '30': 'Virement',
  '31': 'Virement de débit', '42': 'Paiement sur compte bancaire', '48': 'Carte bancaire', '49': 'Prélèvement',
  '54': 'Carte de crédit', '55': 'Carte de débit', '57': 'Accord permanent', '58': 'Virement SEPA',
  '59': 'Prélèvement SEPA', '68': 'Service de paiement en ligne', '97': 'Compensation entre partenaires',
  ZZZ: 'Défini d’un commun accord',
});

// biome-ignore format: one row per entry keeps the table readable
const VAT_POINT_DATE_CODES_FR: Readonly<Record<string, string>> = ownTable({
  '3': 'Date d’émission de la facture', '5': 'Date d’émission de la facture', '35': 'Date effective de livraison',
  '29': 'Date effective de livraison', '432': 'Date de paiement', '72': 'Date de paiement',
});

// biome-ignore format: one row per entry keeps the table readable
const NOTE_SUBJECTS_FR: Readonly<Record<string, string>> = ownTable({
  AAA: 'Description des marchandises', AAB: 'Conditions de paiement', AAI: 'Informations générales',
  AAJ: 'Conditions de vente ou d’achat complémentaires', AAK: 'Conditions de prix', ABL: 'Informations administratives',
  ABN: 'Informations comptables', ACB: 'Informations complémentaires', ADU: 'Note', BLU: 'Informations sur les déchets',
  PAI: 'Instructions de paiement', PMD: 'Détail du paiement', PMT: 'Informations de paiement',
  REG: 'Informations réglementaires', SUR: 'Remarques du fournisseur', TXD: 'Déclaration fiscale',
});

// biome-ignore format: one row per entry keeps the table readable
const UNITS_FR: Readonly<Record<string, string>> = ownTable({
  C62: 'unité', H87: 'pièce', XPP: 'pièce', EA: 'chaque', KGM: 'kilogramme', GRM: 'gramme', TNE: 'tonne',
  MTR: 'mètre', KMT: 'kilomètre', CMT: 'centimètre', MTK: 'mètre carré', MTQ: 'mètre cube', LTR: 'litre',
  HUR: 'heure', MIN: 'minute', DAY: 'jour', WEE: 'semaine', MON: 'mois', ANN: 'année', SET: 'lot',
  KWH: 'kilowattheure', LS: 'forfait', P1: 'pour cent',
});

// Identifier and electronic address schemes: one table for both lists, which share the ISO/IEC 6523 codes.
// biome-ignore format: one row per entry keeps the table readable
const SCHEMES_FR: Readonly<Record<string, string>> = ownTable({
  '0002': 'SIRENE (France)', '0007': 'Organisationsnummer (Suède)', '0009': 'SIRET (France)',
  '0037': 'LY-tunnus (Finlande)', '0060': 'Numéro DUNS', '0088': 'Numéro mondial de localisation (GLN)',
  '0096': 'Chambre de commerce danoise (numéro P)', '0097': 'FTI - Ediforum Italia',
  '0106': 'Chambre de commerce néerlandaise (KvK)', '0130': 'Directions générales de l’UE',
  '0135': 'Identifiants d’objets SIA', '0142': 'Identifiants d’objets SECETI',
  '0160': 'Code article international (GTIN)', '0183': 'Numéro d’identification des entreprises suisse (IDE)',
  '0184': 'Numéro CVR danois', '0188': 'Numéro d’entreprise japonais', '0190': 'Numéro d’identification d’organisation néerlandais (OIN)',
  '0192': 'Numéro d’organisation norvégien', '0195': 'UEN (Singapour)', '0196': 'Numéro d’identification islandais',
  '0198': 'Numéro de TVA danois (ERSTORG)', '0204': 'Leitweg-ID (Allemagne)', '0208': 'Numéro d’entreprise belge',
  '0209': 'Clés d’identification GS1', '0210': 'Code fiscal italien (Codice Fiscale)',
  '0211': 'Numéro de TVA italien (Partita IVA)', '0216': 'Code OVT (Finlande)',
  '0221': 'Numéro d’émetteur de factures qualifiées (Japon)', '0230': 'Cadre national de facturation électronique (Malaisie)',
  '9910': 'Numéro de TVA hongrois', '9914': 'Numéro de TVA autrichien',
  '9915': 'Administration autrichienne (Verwaltungskennzeichen)', '9918': 'IBAN (SWIFT)',
  '9920': 'Administration fiscale espagnole (AEAT)', '9925': 'Numéro de TVA belge', '9930': 'Numéro de TVA allemand',
  '9957': 'Numéro de TVA français', EM: 'Courrier électronique (SMTP)', AN: 'Adresse du réseau à valeur ajoutée ODETTE',
  AQ: 'Adresse X.400', AS: 'Échange AS2', AU: 'Protocole de transfert de fichiers (FTP)',
  SEPA: 'Identifiant créancier SEPA',
});

const TABLES = new Map<CodeList, Readonly<Record<string, string>>>([
  [INVOICE_TYPES, INVOICE_TYPES_FR],
  [VAT_CATEGORIES, VAT_CATEGORIES_FR],
  [PAYMENT_MEANS, PAYMENT_MEANS_FR],
  [VAT_POINT_DATE_CODES, VAT_POINT_DATE_CODES_FR],
  [NOTE_SUBJECTS, NOTE_SUBJECTS_FR],
  [UNITS, UNITS_FR],
  [ICD_SCHEMES, SCHEMES_FR],
  [EAS_SCHEMES, SCHEMES_FR],
]);

// Codes EN 16931 accepts that ISO 3166-1 (and so CLDR) does not name.
const COUNTRIES_FR_EXTRA: Readonly<Record<string, string>> = ownTable({
  '1A': 'Kosovo',
  XI: 'Irlande du Nord',
});

let regions: Intl.DisplayNames | undefined;
let currencies: Intl.DisplayNames | undefined;

/** The French meaning of a listed code; null where the list has no French form of it. */
export function frenchMeaning(list: CodeList, code: string): string | null {
  // Intl.DisplayNames throws on a code that is not a region or currency code: only listed codes reach it.
  if (!Object.hasOwn(list, code)) return null;
  if (list === COUNTRIES) {
    regions ??= new Intl.DisplayNames(['fr'], { type: 'region', fallback: 'none' });
    return COUNTRIES_FR_EXTRA[code] ?? regions.of(code) ?? null;
  }
  if (list === CURRENCIES) {
    currencies ??= new Intl.DisplayNames(['fr'], { type: 'currency', fallback: 'none' });
    const name = currencies.of(code);
    // ICU writes a currency's name in lower case inside a sentence; as a label it starts upper case.
    return name ? name.charAt(0).toUpperCase() + name.slice(1) : null;
  }
  const table = TABLES.get(list);
  return table?.[code] ?? null;
}
