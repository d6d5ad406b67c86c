import type { RenderLocale } from '../types.ts';
import { LOCALE_INDEX } from '../uiText.ts';

// Inside a card headed "Seller" or a line, the term's full name repeats its context; the page says it shorter.
// biome-ignore format: one row per entry keeps the table readable
const SHORT: Record<string, readonly [en: string, de: string, fr: string]> = {
  'BT-3': ['Type', 'Art', 'Type'], 'BT-5': ['Currency', 'Währung', 'Devise'], 'BT-6': ['VAT accounting currency', 'USt.-Abrechnungswährung', 'Devise de comptabilisation de la TVA'],
  'BT-7': ['VAT point date', 'USt.-Abrechnungsdatum', 'Date d’exigibilité de la TVA'], 'BT-8': ['VAT point date code', 'Code USt.-Abrechnungsdatum', 'Code de date d’exigibilité'],
  'BT-9': ['Due date', 'Fällig am', 'Échéance'], 'BT-23': ['Business process', 'Geschäftsprozess', 'Processus métier'], 'BT-24': ['Specification', 'Spezifikation', 'Spécification'],
  'BT-29': ['Identifier', 'Kennung', 'Identifiant'], 'BT-30': ['Legal registration', 'Registernummer', 'Immatriculation légale'], 'BT-31': ['VAT identifier', 'USt.-IdNr.', 'N° de TVA'],
  'BT-32': ['Tax number', 'Steuernummer', 'Numéro fiscal'], 'BT-33': ['Legal information', 'Rechtliche Angaben', 'Informations juridiques'], 'BT-34': ['Electronic address', 'Elektronische Adresse', 'Adresse électronique'],
  'BT-41': ['Contact', 'Ansprechpartner', 'Contact'], 'BT-42': ['Phone', 'Telefon', 'Téléphone'], 'BT-43': ['Email', 'E-Mail', 'E-mail'],
  'BT-46': ['Identifier', 'Kennung', 'Identifiant'], 'BT-47': ['Legal registration', 'Registernummer', 'Immatriculation légale'], 'BT-48': ['VAT identifier', 'USt.-IdNr.', 'N° de TVA'],
  'BT-49': ['Electronic address', 'Elektronische Adresse', 'Adresse électronique'], 'BT-56': ['Contact', 'Ansprechpartner', 'Contact'], 'BT-57': ['Phone', 'Telefon', 'Téléphone'],
  'BT-58': ['Email', 'E-Mail', 'E-mail'], 'BT-60': ['Identifier', 'Kennung', 'Identifiant'], 'BT-61': ['Legal registration', 'Registernummer', 'Immatriculation légale'],
  'BT-63': ['VAT identifier', 'USt.-IdNr.', 'N° de TVA'], 'BT-71': ['Location identifier', 'Kennung des Lieferorts', 'Identifiant du lieu de livraison'], 'BT-72': ['Delivery date', 'Lieferdatum', 'Date de livraison'],
  'BT-73': ['From', 'Von', 'Du'], 'BT-74': ['To', 'Bis', 'Au'], 'BT-81': ['Payment means', 'Zahlungsart', 'Moyen de paiement'], 'BT-82': ['Payment means text', 'Zahlungsart (Text)', 'Moyen de paiement (texte)'],
  'BT-83': ['Remittance information', 'Verwendungszweck', 'Référence de paiement'], 'BT-84': ['Account (IBAN)', 'Konto (IBAN)', 'Compte (IBAN)'], 'BT-85': ['Account name', 'Kontoinhaber', 'Titulaire du compte'],
  'BT-86': ['Bank (BIC)', 'Bank (BIC)', 'Banque (BIC)'], 'BT-87': ['Card number', 'Kartennummer', 'Numéro de carte'], 'BT-88': ['Card holder', 'Karteninhaber', 'Titulaire de la carte'],
  'BT-89': ['Mandate reference', 'Mandatsreferenz', 'Référence du mandat'], 'BT-90': ['Creditor identifier', 'Gläubiger-ID', 'Identifiant créancier'], 'BT-91': ['Debited account', 'Belastetes Konto', 'Compte débité'],
  'BT-127': ['Note', 'Hinweis', 'Note'], 'BT-128': ['Object identifier', 'Objektkennung', 'Identifiant d’objet'], 'BT-132': ['Order line', 'Bestellposition', 'Ligne de commande'],
  'BT-133': ['Accounting reference', 'Buchungsreferenz', 'Référence comptable'], 'BT-134': ['From', 'Von', 'Du'], 'BT-135': ['To', 'Bis', 'Au'],
  'BT-136': ['Amount', 'Betrag', 'Montant'], 'BT-137': ['Base amount', 'Basisbetrag', 'Assiette'], 'BT-138': ['Percentage', 'Prozentsatz', 'Pourcentage'],
  'BT-139': ['Reason', 'Grund', 'Motif'], 'BT-140': ['Reason code', 'Grund (Code)', 'Motif (code)'], 'BT-141': ['Amount', 'Betrag', 'Montant'],
  'BT-142': ['Base amount', 'Basisbetrag', 'Assiette'], 'BT-143': ['Percentage', 'Prozentsatz', 'Pourcentage'], 'BT-144': ['Reason', 'Grund', 'Motif'],
  'BT-145': ['Reason code', 'Grund (Code)', 'Motif (code)'], 'BT-147': ['Price discount', 'Preisnachlass', 'Rabais'], 'BT-148': ['Gross price', 'Bruttopreis', 'Prix brut'],
  'BT-149': ['Base quantity', 'Basismenge', 'Quantité de base'], 'BT-150': ['Base quantity unit', 'Einheit der Basismenge', 'Unité de la quantité de base'],
  'BT-155': ["Seller's item id", 'Artikelnr. Verkäufer', 'Réf. article vendeur'], 'BT-156': ["Buyer's item id", 'Artikelnr. Käufer', 'Réf. article acheteur'],
  'BT-157': ['Standard identifier', 'Standardkennung', 'Identifiant standard'], 'BT-158': ['Classification', 'Klassifizierung', 'Classification'], 'BT-159': ['Country of origin', 'Herkunftsland', 'Pays d’origine'],
};

/** The label the page uses for a term where its card or table already gives the context; else the term name. */
export function shortLabel(bt: string | null, fallback: string, locale: RenderLocale): string {
  const entry = bt ? SHORT[bt] : undefined;
  return entry ? entry[LOCALE_INDEX[locale]] : fallback;
}
