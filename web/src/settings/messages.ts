import type { ReleaseReason } from '@einvoice/engine';
import type { Locale } from '../state/AppState.ts';
import { useAppState } from '../state/StoreContext.ts';

const en = {
  title: 'Rule settings',
  custom: 'changed',
  intro:
    'Which releases of the official rules judge your invoices. By default each rule set runs the release in force today.',
  releases: 'Release per rule set',
  inForce: (version: string) => `In force today (${version})`,
  asOf: 'Rules as of',
  asOfToday: 'Today',
  asOfDate: 'A date',
  asOfIssueDate: 'The invoice’s issue date (BT-2)',
  date: 'Date',
  preview: 'Preview the next release (what changes on its mandatory date)',
  apply: 'Apply and check again',
  applied: 'Rules applied',
  reason: {
    default: 'in force today',
    pinned: 'pinned',
    asOf: 'in force on',
  } satisfies Record<ReleaseReason, string>,
  previewTitle: 'Under the next release',
  previewSame: 'Same verdict.',
  previewChanged: (valid: boolean) => `The verdict changes: ${valid ? 'valid' : 'invalid'}.`,
  previewAdded: 'Rules that will fire',
  previewRemoved: 'Rules that will no longer fire',
  previewNone: 'No finding changes.',
  franceOffer: 'Check against the French reform rules',
  franceOfferHelp:
    'Seller and buyer are both in France: the French e-invoicing reform adds its own rules (FNFE-MPE, BR-FR).',
  cdarTitle: 'Lifecycle status message (CDAR)',
  cdarInvoice: 'Invoice',
  cdarStatus: 'Status',
  cdarIssued: 'Sent',
  cdarParties: 'Parties',
  cdarRole: {
    sender: 'Sender',
    issuer: 'Issuer of the status',
    recipient: 'Recipient',
    seller: 'Seller',
    buyer: 'Buyer',
    platform: 'Platform',
  } as Record<string, string>,
};

export type SettingsMessages = typeof en;

const de: SettingsMessages = {
  title: 'Regel-Einstellungen',
  custom: 'geändert',
  intro:
    'Welche Fassungen der offiziellen Regeln Ihre Rechnungen beurteilen. Standardmäßig gilt je Regelwerk die heute gültige Fassung.',
  releases: 'Fassung je Regelwerk',
  inForce: (version) => `Heute gültig (${version})`,
  asOf: 'Regeln mit Stand',
  asOfToday: 'Heute',
  asOfDate: 'Ein Datum',
  asOfIssueDate: 'Rechnungsdatum der Rechnung (BT-2)',
  date: 'Datum',
  preview: 'Die nächste Fassung vorab prüfen (was sich zum Stichtag ändert)',
  apply: 'Übernehmen und neu prüfen',
  applied: 'Angewandte Regeln',
  reason: { default: 'heute gültig', pinned: 'festgelegt', asOf: 'gültig am' },
  previewTitle: 'Mit der nächsten Fassung',
  previewSame: 'Gleiches Ergebnis.',
  previewChanged: (valid) => `Das Ergebnis ändert sich: ${valid ? 'gültig' : 'ungültig'}.`,
  previewAdded: 'Regeln, die neu anschlagen',
  previewRemoved: 'Regeln, die nicht mehr anschlagen',
  previewNone: 'Kein Befund ändert sich.',
  franceOffer: 'Gegen die Regeln der französischen Reform prüfen',
  franceOfferHelp:
    'Verkäufer und Käufer sitzen beide in Frankreich: Die französische E-Rechnungsreform stellt eigene Regeln auf (FNFE-MPE, BR-FR).',
  cdarTitle: 'Statusmeldung im Lebenszyklus (CDAR)',
  cdarInvoice: 'Rechnung',
  cdarStatus: 'Status',
  cdarIssued: 'Gesendet',
  cdarParties: 'Beteiligte',
  cdarRole: {
    sender: 'Absender',
    issuer: 'Aussteller des Status',
    recipient: 'Empfänger',
    seller: 'Verkäufer',
    buyer: 'Käufer',
    platform: 'Plattform',
  },
};

const fr: SettingsMessages = {
  title: 'Paramètres des règles',
  custom: 'modifiés',
  intro:
    'Quelles versions des règles officielles jugent vos factures. Par défaut, chaque jeu de règles applique la version en vigueur aujourd’hui.',
  releases: 'Version par jeu de règles',
  inForce: (version) => `En vigueur aujourd’hui (${version})`,
  asOf: 'Règles à la date du',
  asOfToday: 'Aujourd’hui',
  asOfDate: 'Une date',
  asOfIssueDate: 'La date d’émission de la facture (BT-2)',
  date: 'Date',
  preview: 'Prévisualiser la prochaine version (ce qui change à sa date d’application)',
  apply: 'Appliquer et contrôler à nouveau',
  applied: 'Règles appliquées',
  reason: { default: 'en vigueur aujourd’hui', pinned: 'choisie', asOf: 'en vigueur le' },
  previewTitle: 'Avec la prochaine version',
  previewSame: 'Même verdict.',
  previewChanged: (valid) => `Le verdict change : ${valid ? 'valide' : 'non valide'}.`,
  previewAdded: 'Règles qui se déclencheront',
  previewRemoved: 'Règles qui ne se déclencheront plus',
  previewNone: 'Aucun constat ne change.',
  franceOffer: 'Contrôler selon les règles de la réforme française',
  franceOfferHelp:
    'Le vendeur et l’acheteur sont tous deux en France : la réforme française de la facturation électronique ajoute ses propres règles (FNFE-MPE, BR-FR).',
  cdarTitle: 'Message de statut du cycle de vie (CDAR)',
  cdarInvoice: 'Facture',
  cdarStatus: 'Statut',
  cdarIssued: 'Envoyé',
  cdarParties: 'Parties',
  cdarRole: {
    sender: 'Émetteur',
    issuer: 'Émetteur du statut',
    recipient: 'Destinataire',
    seller: 'Vendeur',
    buyer: 'Acheteur',
    platform: 'Plateforme',
  },
};

/** The rule settings' texts, per UI language. */
export const SETTINGS_MESSAGES: Record<Locale, SettingsMessages> = { en, de, fr };

/** The rule settings' texts in the UI language. */
export function useSettingsT(): SettingsMessages {
  return SETTINGS_MESSAGES[useAppState((s) => s.locale)];
}
