import type { SchemeOption } from '../../types.ts';

const opt = (value: string, en: string, de: string, fr: string): SchemeOption => ({
  value,
  label: { en, de, fr },
});

const KIND = {
  B: ['goods', 'Waren', 'biens'],
  S: ['services', 'Dienstleistungen', 'services'],
  M: [
    'goods and services (dual invoice)',
    'Waren und Dienstleistungen (Doppelrechnung)',
    'biens et services (facture double)',
  ],
} as const;

// What the number of a billing mode means where FNFE's rules say it (BR-FR-CO-08, BR-FR-CO-09, BR-FR-MV-*);
// modes the rules do not explain are labelled by their kind only.
const CASE: Record<string, readonly [string, string, string]> = {
  '1': ['invoice', 'Rechnung', 'facture'],
  '2': ['invoice already paid', 'bereits bezahlte Rechnung', 'facture déjà payée'],
  '4': [
    'final invoice after a down payment',
    'Schlussrechnung nach Anzahlung',
    'facture définitive après acompte',
  ],
  '8': ['multi-vendor invoice', 'Rechnung mehrerer Verkäufer', 'facture multi-vendeurs'],
};

/** The billing modes ("cadres de facturation") BR-FR-08 allows for BT-23. */
export const BILLING_MODES: SchemeOption[] = [
  'B1',
  'S1',
  'M1',
  'B2',
  'S2',
  'M2',
  'S3',
  'B4',
  'S4',
  'M4',
  'S5',
  'S6',
  'B7',
  'S7',
  'B8',
  'S8',
  'M8',
  'B9',
  'S9',
  'M9',
].map((code) => {
  const kind = KIND[code[0] as keyof typeof KIND];
  const what = CASE[code.slice(1)];
  return what
    ? opt(code, `${kind[0]}: ${what[0]}`, `${kind[1]}: ${what[1]}`, `${kind[2]} : ${what[2]}`)
    : opt(
        code,
        `${kind[0]} (case ${code.slice(1)} of XP Z12-012)`,
        `${kind[1]} (Fall ${code.slice(1)} der XP Z12-012)`,
        `${kind[2]} (cas ${code.slice(1)} de la XP Z12-012)`,
      );
});

/** The document type codes BR-FR-04 allows (UNTDID 1001 subset of the French reform). */
export const FRENCH_TYPE_CODES: SchemeOption[] = [
  opt('380', 'Commercial invoice', 'Handelsrechnung', 'Facture commerciale'),
  opt('389', 'Self-billed invoice', 'Selbst ausgestellte Rechnung (Gutschriftsverfahren)', 'Autofacture'),
  opt('393', 'Factored invoice', 'Factoring-Rechnung', 'Facture affacturée'),
  opt(
    '501',
    'Self-billed factored invoice',
    'Selbst ausgestellte Factoring-Rechnung',
    'Autofacture affacturée',
  ),
  opt('386', 'Prepayment invoice', 'Anzahlungsrechnung', 'Facture d’acompte'),
  opt(
    '500',
    'Self-billed prepayment invoice',
    'Selbst ausgestellte Anzahlungsrechnung',
    'Autofacture d’acompte',
  ),
  opt('384', 'Corrected invoice', 'Korrigierte Rechnung', 'Facture rectificative'),
  opt(
    '471',
    'Self-billed corrected invoice',
    'Selbst ausgestellte korrigierte Rechnung',
    'Autofacture rectificative',
  ),
  opt(
    '472',
    'Factored corrected invoice',
    'Korrigierte Factoring-Rechnung',
    'Facture rectificative affacturée',
  ),
  opt(
    '473',
    'Self-billed factored corrected invoice',
    'Selbst ausgestellte korrigierte Factoring-Rechnung',
    'Autofacture rectificative affacturée',
  ),
  opt('381', 'Credit note', 'Gutschrift (Rechnungskorrektur)', 'Avoir'),
  opt('261', 'Self-billed credit note', 'Selbst ausgestellte Gutschrift', 'Avoir autofacturé'),
  opt('262', 'Global discount credit note', 'Gutschrift für einen Gesamtrabatt', 'Avoir de remise globale'),
  opt('396', 'Factored credit note', 'Factoring-Gutschrift', 'Avoir affacturé'),
  opt(
    '502',
    'Self-billed factored credit note',
    'Selbst ausgestellte Factoring-Gutschrift',
    'Avoir autofacturé affacturé',
  ),
  opt('503', 'Prepayment credit note', 'Gutschrift zu einer Anzahlung', 'Avoir d’acompte'),
];

/** The VAT category codes BR-FR-15 allows (L and M, Canary Islands and Ceuta/Melilla, do not apply in France). */
export const FRENCH_VAT_CATEGORIES: SchemeOption[] = [
  opt('S', 'Standard rate', 'Normalsatz / ermäßigter Satz', 'Taux normal'),
  opt('Z', 'Zero rated goods', 'Nullsatz', 'Taux zéro'),
  opt('E', 'Exempt from VAT', 'Steuerbefreit', 'Exonéré de TVA'),
  opt('AE', 'Reverse charge', 'Umkehr der Steuerschuldnerschaft (Reverse Charge)', 'Autoliquidation'),
  opt('K', 'Intra-community supply', 'Innergemeinschaftliche Lieferung', 'Livraison intracommunautaire'),
  opt('G', 'Export outside the EU', 'Ausfuhr in Drittländer', 'Exportation hors de l’UE'),
  opt('O', 'Not subject to VAT', 'Nicht steuerbar', 'Hors du champ de la TVA'),
];
