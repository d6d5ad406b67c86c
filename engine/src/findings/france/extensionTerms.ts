import { quoted, type Tri, termName } from './frenchRuleText.ts';

/** FNFE's extension terms (EXT-FR-FE-…) the rules below name; EN 16931 has no names for them. */
export const EXT_TERMS: Record<string, Tri> = {
  'EXT-FR-FE-02': [
    'Referenced document type code',
    'Typcode des referenzierten Dokuments',
    'Code type du document référencé',
  ],
  'EXT-FR-FE-134': [
    'Invoice line period start date',
    'Beginn des Abrechnungszeitraums der Position',
    'Date de début de période de la ligne',
  ],
  'EXT-FR-FE-135': [
    'Invoice line period end date',
    'Ende des Abrechnungszeitraums der Position',
    'Date de fin de période de la ligne',
  ],
  'EXT-FR-FE-136': [
    'Line preceding invoice reference',
    'Referenz auf die vorausgegangene Rechnung (Position)',
    'Référence à une facture antérieure (ligne)',
  ],
  'EXT-FR-FE-137': [
    'Line referenced document type code',
    'Typcode des referenzierten Dokuments (Position)',
    'Code type du document référencé (ligne)',
  ],
  'EXT-FR-FE-138': [
    'Line preceding invoice issue date',
    'Datum der vorausgegangenen Rechnung (Position)',
    'Date de la facture antérieure (ligne)',
  ],
  'EXT-FR-FE-158': [
    'Line actual delivery date',
    'Tatsächliches Lieferdatum (Position)',
    'Date de livraison effective (ligne)',
  ],
  'EXT-FR-FE-159': ['Item attribute code', 'Code des Artikelattributs', 'Code d’attribut d’article'],
  // Parties FNFE adds, by their identifier and electronic address.
  'EXT-FR-FE-06': [
    'Buyer agent identifier',
    'Kennung des Vertreters des Käufers',
    'Identifiant de l’agent de l’acheteur',
  ],
  'EXT-FR-FE-12': [
    'Buyer agent electronic address',
    'Elektronische Adresse des Vertreters des Käufers',
    'Adresse électronique de l’agent de l’acheteur',
  ],
  'EXT-FR-FE-29': [
    'Payee electronic address',
    'Elektronische Adresse des Zahlungsempfängers',
    'Adresse électronique du bénéficiaire',
  ],
  'EXT-FR-FE-46': ['Payer identifier', 'Kennung des Zahlers', 'Identifiant du payeur'],
  'EXT-FR-FE-52': [
    'Payer electronic address',
    'Elektronische Adresse des Zahlers',
    'Adresse électronique du payeur',
  ],
  'EXT-FR-FE-69': [
    'Seller agent identifier',
    'Kennung des Vertreters des Verkäufers',
    'Identifiant de l’agent du vendeur',
  ],
  'EXT-FR-FE-75': [
    'Seller agent electronic address',
    'Elektronische Adresse des Vertreters des Verkäufers',
    'Adresse électronique de l’agent du vendeur',
  ],
  'EXT-FR-FE-92': ['Invoicee identifier', 'Kennung des Rechnungsempfängers', 'Identifiant du facturé à'],
  'EXT-FR-FE-98': [
    'Invoicee electronic address',
    'Elektronische Adresse des Rechnungsempfängers',
    'Adresse électronique du facturé à',
  ],
  'EXT-FR-FE-115': ['Invoicer identifier', 'Kennung des Rechnungsstellers', 'Identifiant du facturant'],
  'EXT-FR-FE-121': [
    'Invoicer electronic address',
    'Elektronische Adresse des Rechnungsstellers',
    'Adresse électronique du facturant',
  ],
  'EXT-FR-FE-146': [
    'Line deliver-to location identifier',
    'Kennung des Lieferorts (Position)',
    'Identifiant du lieu de livraison (ligne)',
  ],
};

/** A term of EN 16931 or of FNFE's extension, named and quoted. */
export function nameOf(id: string): Tri {
  const ext = EXT_TERMS[id];
  return ext ? quoted(id, ext) : termName(id);
}
