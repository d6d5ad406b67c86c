import { ownTable } from '../ownTable.ts';

/** A lifecycle status's meaning in the page's languages (French first: the reform's own term). */
export interface StatusMeaning {
  fr: string;
  en: string;
  de: string;
}

/**
 * The processing statuses (MDT-105) of AFNOR XP Z12-014's lifecycle ("cycle de vie") that this service
 * names; FNFE's CDAR rules accept the codes 200–228 and 501 (BR-FR-CDV-CL), the others are read without a
 * meaning. 200–214 and 501 as XP Z12-014 names them; the example messages' names confirm 202, 203, 205, 207,
 * 211 and 212 (../shared/corpus/france-ctc/cdar).
 */
export const STATUS_MEANINGS: Readonly<Record<string, StatusMeaning>> = ownTable({
  '200': { fr: 'Déposée', en: 'Submitted', de: 'Eingereicht' },
  '201': { fr: 'Émise par la plateforme', en: 'Issued by the platform', de: 'Von der Plattform ausgestellt' },
  '202': { fr: 'Reçue par la plateforme', en: 'Received by the platform', de: 'Von der Plattform empfangen' },
  '203': { fr: 'Mise à disposition', en: 'Made available', de: 'Bereitgestellt' },
  '204': { fr: 'Prise en charge', en: 'In hand', de: 'In Bearbeitung' },
  '205': { fr: 'Approuvée', en: 'Approved', de: 'Genehmigt' },
  '206': { fr: 'Approuvée partiellement', en: 'Partially approved', de: 'Teilweise genehmigt' },
  '207': { fr: 'En litige', en: 'Disputed', de: 'Strittig' },
  '208': { fr: 'Suspendue', en: 'Suspended', de: 'Ausgesetzt' },
  '209': { fr: 'Complétée', en: 'Completed', de: 'Vervollständigt' },
  '210': { fr: 'Refusée', en: 'Refused', de: 'Abgelehnt' },
  '211': { fr: 'Paiement transmis', en: 'Payment transmitted', de: 'Zahlung übermittelt' },
  '212': { fr: 'Encaissée', en: 'Payment received', de: 'Zahlung eingegangen' },
  '213': { fr: 'Rejetée', en: 'Rejected', de: 'Zurückgewiesen' },
  '214': { fr: 'Visée', en: 'Endorsed', de: 'Abgezeichnet' },
  '501': { fr: 'Irrecevable', en: 'Inadmissible', de: 'Unzulässig' },
});
