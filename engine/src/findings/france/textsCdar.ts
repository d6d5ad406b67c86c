import type { RuleText } from '../ruleTextsFields.ts';
import { frenchRuleText, type Tri } from './frenchRuleText.ts';

// Lifecycle-status messages (CDAR, "CDV") are defined by XP Z12-014; their data elements are MDT-n / MDG-n.
const t = (rule: string, plain: Tri, action: Tri): RuleText =>
  frenchRuleText(rule, plain, action, 'XP Z12-014');

const missing = (rule: string, what: Tri, todo: Tri): RuleText =>
  t(
    rule,
    [
      `The lifecycle-status message lacks ${what[0]}.`,
      `Der Statusmeldung zum Rechnungslebenszyklus fehlt ${what[1]}.`,
      `Le message de statut du cycle de vie ne comporte pas ${what[2]}.`,
    ],
    todo,
  );

const notInList = (rule: string, what: Tri, allowed: string | Tri): RuleText => {
  const [en, de, fr] = typeof allowed === 'string' ? [allowed, allowed, allowed] : allowed;
  return t(
    rule,
    [
      `In the lifecycle-status message, ${what[0]} has a value XP Z12-014 does not allow.`,
      `In der Statusmeldung zum Rechnungslebenszyklus hat ${what[1]} einen Wert, den die XP Z12-014 nicht zulässt.`,
      `Dans le message de statut du cycle de vie, ${what[2]} a une valeur que la XP Z12-014 n’admet pas.`,
    ],
    [
      `Use one of: ${en}.`,
      `Verwenden Sie einen dieser Werte: ${de}.`,
      `Utilisez l’une de ces valeurs : ${fr}.`,
    ],
  );
};

const SENDER_ROLE: Tri = [
  'the sender’s role (MDT-21)',
  'die Rolle des Absenders (MDT-21)',
  'le rôle de l’émetteur (MDT-21)',
];
const ISSUER_ROLE: Tri = [
  'the issuer’s role (MDT-40)',
  'die Rolle des Ausstellers (MDT-40)',
  'le rôle de l’émetteur du statut (MDT-40)',
];
const ROLES = 'BY, AB, DL, SE, SR, PE, PR, II, IV';

const reason = (status: string, allowed: string | Tri): RuleText =>
  notInList(
    'BR-FR-CDV-CL-09',
    [
      status ? `the status reason code (MDT-113) for status ${status}` : 'the status reason code (MDT-113)',
      status
        ? `der Grundcode des Status (MDT-113) für den Status ${status}`
        : 'der Grundcode des Status (MDT-113)',
      status ? `le code motif (MDT-113) du statut ${status}` : 'le code motif (MDT-113)',
    ],
    allowed,
  );

/** Texts of the lifecycle-status rules for CDAR messages (BR-FR-CDV-*, and BR-FR-04 as the CDAR rules apply it). */
export const FRANCE_CDAR_TEXTS: Record<string, RuleText> = {
  'BR-FR-04_MDT-91': notInList(
    'BR-FR-04',
    [
      'the type code of the referenced invoice (MDT-91)',
      'der Typcode der referenzierten Rechnung (MDT-91)',
      'le code type de la facture référencée (MDT-91)',
    ],
    '380, 389, 393, 501, 386, 500, 384, 471, 472, 473, 261, 262, 381, 396, 502, 503',
  ),
  'BR-FR-CDV-01_MDG-3': missing(
    'BR-FR-CDV-01',
    [
      'the document context parameter (MDG-3)',
      'der Dokumentkontext (MDG-3)',
      'le paramètre de contexte du document (MDG-3)',
    ],
    [
      'Add ram:GuidelineSpecifiedDocumentContextParameter with the CDV guideline identifier.',
      'Ergänzen Sie ram:GuidelineSpecifiedDocumentContextParameter mit der Kennung der CDV-Richtlinie.',
      'Ajoutez ram:GuidelineSpecifiedDocumentContextParameter avec l’identifiant de la spécification CDV.',
    ],
  ),
  'BR-FR-CDV-02_MDT-3': t(
    'BR-FR-CDV-02',
    [
      'The guideline identifier (MDT-3) is not the one for status messages between platforms, or names the public portal (PPF) although the PPF is not the single recipient.',
      'Die Richtlinienkennung (MDT-3) ist nicht die für Statusmeldungen zwischen Plattformen, oder sie nennt das staatliche Portal (PPF), obwohl dieses nicht der einzige Empfänger ist.',
      'L’identifiant de spécification (MDT-3) n’est pas celui des messages de statut entre plateformes, ou il désigne le PPF alors que celui-ci n’est pas l’unique destinataire.',
    ],
    [
      'Use urn.cpro.gouv.fr:1p0:CDV:invoice; urn.cpro.gouv.fr:1p0:CDV:einvoicingF2 only when the single recipient is the PPF (GlobalID 0000, scheme 0238, role DFH).',
      'Verwenden Sie urn.cpro.gouv.fr:1p0:CDV:invoice; urn.cpro.gouv.fr:1p0:CDV:einvoicingF2 nur, wenn der einzige Empfänger das PPF ist (GlobalID 0000, Schema 0238, Rolle DFH).',
      'Utilisez urn.cpro.gouv.fr:1p0:CDV:invoice ; urn.cpro.gouv.fr:1p0:CDV:einvoicingF2 seulement si l’unique destinataire est le PPF (GlobalID 0000, schéma 0238, rôle DFH).',
    ],
  ),
  'BR-FR-CDV-03_MDT-4': missing(
    'BR-FR-CDV-03',
    ['its document identifier (MDT-4)', 'die Dokumentkennung (MDT-4)', 'son identifiant de document (MDT-4)'],
    [
      'Give the message a unique identifier.',
      'Geben Sie der Meldung eine eindeutige Kennung.',
      'Donnez au message un identifiant unique.',
    ],
  ),
  'BR-FR-CDV-04_MDG-4': missing(
    'BR-FR-CDV-04',
    ['its issue date and time (MDG-4)', 'das Ausstellungsdatum (MDG-4)', 'sa date d’émission (MDG-4)'],
    [
      'Add the date and time the message was issued.',
      'Ergänzen Sie Datum und Uhrzeit der Ausstellung.',
      'Ajoutez la date et l’heure d’émission du message.',
    ],
  ),
  'BR-FR-CDV-05_MDG-9': missing(
    'BR-FR-CDV-05',
    ['its sender (MDG-9)', 'der Absender (MDG-9)', 'son émetteur (MDG-9)'],
    [
      'Add the sending party (ram:SenderTradeParty).',
      'Ergänzen Sie die absendende Partei (ram:SenderTradeParty).',
      'Ajoutez la partie émettrice (ram:SenderTradeParty).',
    ],
  ),
  'BR-FR-CDV-06_MDT-21': missing('BR-FR-CDV-06', SENDER_ROLE, [
    'Add the sender’s role code.',
    'Ergänzen Sie den Rollencode des Absenders.',
    'Ajoutez le code rôle de l’émetteur.',
  ]),
  'BR-FR-CDV-07_MDT-38_yes': t(
    'BR-FR-CDV-07',
    [
      'A processing-phase status (type 23, MDT-77) needs the issuer’s global identifier (MDT-38).',
      'Ein Status der Bearbeitungsphase (Typ 23, MDT-77) braucht die globale Kennung des Ausstellers (MDT-38).',
      'Un statut de la phase de traitement (type 23, MDT-77) exige l’identifiant global de l’émetteur (MDT-38).',
    ],
    [
      'Add the issuer’s GlobalID.',
      'Ergänzen Sie die GlobalID des Ausstellers.',
      'Ajoutez le GlobalID de l’émetteur.',
    ],
  ),
  'BR-FR-CDV-07_MDT-38_no': t(
    'BR-FR-CDV-07',
    [
      'A transmission-phase status (type 305, MDT-77) must not carry the issuer’s global identifier (MDT-38).',
      'Ein Status der Übermittlungsphase (Typ 305, MDT-77) darf keine globale Kennung des Ausstellers (MDT-38) tragen.',
      'Un statut de la phase de transmission (type 305, MDT-77) ne doit pas porter l’identifiant global de l’émetteur (MDT-38).',
    ],
    [
      'Remove the issuer’s GlobalID.',
      'Entfernen Sie die GlobalID des Ausstellers.',
      'Retirez le GlobalID de l’émetteur.',
    ],
  ),
  'BR-FR-CDV-08_MDT-73': t(
    'BR-FR-CDV-08',
    [
      'A recipient whose role (MDT-59) is neither WK nor DFH needs an electronic address (MDT-73).',
      'Ein Empfänger, dessen Rolle (MDT-59) weder WK noch DFH ist, braucht eine elektronische Adresse (MDT-73).',
      'Un destinataire dont le rôle (MDT-59) n’est ni WK ni DFH doit avoir une adresse électronique (MDT-73).',
    ],
    [
      'Add the recipient’s URIID.',
      'Ergänzen Sie die URIID des Empfängers.',
      'Ajoutez l’URIID du destinataire.',
    ],
  ),
  'BR-FR-CDV-09_MDT-77': notInList(
    'BR-FR-CDV-09',
    ['the status type code (MDT-77)', 'der Statustyp (MDT-77)', 'le code type de statut (MDT-77)'],
    '23, 305',
  ),
  'BR-FR-CDV-10_MDT-87': missing(
    'BR-FR-CDV-10',
    [
      'the number of the invoice it concerns (MDT-87)',
      'die Nummer der betroffenen Rechnung (MDT-87)',
      'le numéro de la facture concernée (MDT-87)',
    ],
    [
      'Add the invoice number (ram:IssuerAssignedID).',
      'Ergänzen Sie die Rechnungsnummer (ram:IssuerAssignedID).',
      'Ajoutez le numéro de facture (ram:IssuerAssignedID).',
    ],
  ),
  'BR-FR-CDV-11_MDG-35': missing(
    'BR-FR-CDV-11',
    [
      'the issue date of the invoice it concerns (MDG-35), required unless the status is 501 (inadmissible)',
      'das Datum der betroffenen Rechnung (MDG-35), nötig außer beim Status 501 (unzulässig)',
      'la date de la facture concernée (MDG-35), requise sauf pour le statut 501 (irrecevable)',
    ],
    [
      'Add the invoice’s issue date.',
      'Ergänzen Sie das Rechnungsdatum.',
      'Ajoutez la date d’émission de la facture.',
    ],
  ),
  'BR-FR-CDV-12_MDT-105': missing(
    'BR-FR-CDV-12',
    ['the status code (MDT-105)', 'der Statuscode (MDT-105)', 'le code de statut (MDT-105)'],
    [
      'Add the status code (ram:ProcessConditionCode).',
      'Ergänzen Sie den Statuscode (ram:ProcessConditionCode).',
      'Ajoutez le code de statut (ram:ProcessConditionCode).',
    ],
  ),
  'BR-FR-CDV-13_MDT-129': t(
    'BR-FR-CDV-13',
    [
      'The seller identifier (MDT-129) is missing or does not match the seller legal registration identifier of the invoice (BT-30); only status 501 may omit it.',
      'Die Verkäuferkennung (MDT-129) fehlt oder stimmt nicht mit der Handelsregisternummer des Verkäufers in der Rechnung (BT-30) überein; nur der Status 501 darf sie weglassen.',
      'L’identifiant du vendeur (MDT-129) manque ou ne correspond pas à l’identifiant légal du vendeur de la facture (BT-30) ; seul le statut 501 peut l’omettre.',
    ],
    [
      'Give the seller’s SIREN as on the invoice.',
      'Geben Sie die SIREN des Verkäufers wie auf der Rechnung an.',
      'Indiquez le SIREN du vendeur comme sur la facture.',
    ],
  ),
  'BR-FR-CDV-14_MDT-207': t(
    'BR-FR-CDV-14',
    [
      'A “cashed” status (212, MDT-105) needs at least one amount block (MDG-43) of type MEN (MDT-207), each with the amount (MDT-215) and the VAT rate (MDT-224).',
      'Ein Status „kassiert“ (212, MDT-105) braucht mindestens einen Betragsblock (MDG-43) vom Typ MEN (MDT-207), jeweils mit Betrag (MDT-215) und Steuersatz (MDT-224).',
      'Un statut « encaissée » (212, MDT-105) exige au moins un bloc montant (MDG-43) de type MEN (MDT-207), chacun avec le montant (MDT-215) et le taux de TVA (MDT-224).',
    ],
    [
      'Add the amounts cashed per VAT rate.',
      'Ergänzen Sie die kassierten Beträge je Steuersatz.',
      'Ajoutez les montants encaissés par taux de TVA.',
    ],
  ),
  'BR-FR-CDV-15_MDT-113': t(
    'BR-FR-CDV-15',
    [
      'The status (refused 210, rejected 213, inadmissible 501, dispute 207, partially approved 206 or suspended 208) needs a reason code (MDT-113).',
      'Der Status (abgelehnt 210, zurückgewiesen 213, unzulässig 501, Streitfall 207, teilweise genehmigt 206 oder ausgesetzt 208) braucht einen Grundcode (MDT-113).',
      'Le statut (refusée 210, rejetée 213, irrecevable 501, litige 207, approuvée partiellement 206 ou suspendue 208) exige un code motif (MDT-113).',
    ],
    ['Add the reason for the status.', 'Ergänzen Sie den Grund des Status.', 'Ajoutez le motif du statut.'],
  ),
  'BR-FR-CDV-16_MDT-124-2': missing(
    'BR-FR-CDV-16',
    [
      'the sequence number (MDT-124-2) of a status detail (MDG-37)',
      'die laufende Nummer (MDT-124-2) eines Statusdetails (MDG-37)',
      'le numéro incrémental (MDT-124-2) d’un détail de statut (MDG-37)',
    ],
    [
      'Number each status detail.',
      'Nummerieren Sie jedes Statusdetail.',
      'Numérotez chaque détail de statut.',
    ],
  ),
  'BR-FR-CDV-CL-01_MDT-2': notInList(
    'BR-FR-CDV-CL-01',
    ['the business process (MDT-2)', 'der Geschäftsprozess (MDT-2)', 'le processus métier (MDT-2)'],
    'REGULATED, NON_REGULATED, B2C, B2CINT, B2BINT, OUTOFSCOPE',
  ),
  'BR-FR-CDV-CL-02_MDT-21_305': notInList('BR-FR-CDV-CL-02', SENDER_ROLE, 'WK'),
  'BR-FR-CDV-CL-02_MDT-21_23': notInList('BR-FR-CDV-CL-02', SENDER_ROLE, `${ROLES}, WK`),
  'BR-FR-CDV-CL-03_MDT-40_305': notInList('BR-FR-CDV-CL-03', ISSUER_ROLE, 'WK'),
  'BR-FR-CDV-CL-03_MDT-40_23': notInList('BR-FR-CDV-CL-03', ISSUER_ROLE, ROLES),
  'BR-FR-CDV-CL-04_MDT-59': notInList(
    'BR-FR-CDV-CL-04',
    [
      'the recipient’s role (MDT-59)',
      'die Rolle des Empfängers (MDT-59)',
      'le rôle du destinataire (MDT-59)',
    ],
    `${ROLES}, WK, DFH`,
  ),
  'BR-FR-CDV-CL-05_MDT-88_305': notInList(
    'BR-FR-CDV-CL-05',
    [
      'the status detail code (MDT-88)',
      'der Detailcode des Status (MDT-88)',
      'le code de détail du statut (MDT-88)',
    ],
    '10, 51, 43, 8, 48',
  ),
  'BR-FR-CDV-CL-05_MDT-88_23': notInList(
    'BR-FR-CDV-CL-05',
    [
      'the status detail code (MDT-88)',
      'der Detailcode des Status (MDT-88)',
      'le code de détail du statut (MDT-88)',
    ],
    '45, 39, 37, 50, 49, 47, 46, 1, 5',
  ),
  'BR-FR-CDV-CL-06_MDT-105': notInList(
    'BR-FR-CDV-CL-06',
    ['the status code (MDT-105)', 'der Statuscode (MDT-105)', 'le code de statut (MDT-105)'],
    '200 … 228',
  ),
  'BR-FR-CDV-CL-06_MDT-115': notInList(
    'BR-FR-CDV-CL-06',
    [
      'the detail status code (MDT-115)',
      'der Statuscode des Details (MDT-115)',
      'le code de statut du détail (MDT-115)',
    ],
    '200 … 228',
  ),
  'BR-FR-CDV-CL-07_MDT-132': notInList(
    'BR-FR-CDV-CL-07',
    [
      'the role of the invoice’s issuer (MDT-132)',
      'die Rolle des Rechnungsausstellers (MDT-132)',
      'le rôle de l’émetteur de la facture (MDT-132)',
    ],
    'SE',
  ),
  'BR-FR-CDV-CL-08_MDT-158': notInList(
    'BR-FR-CDV-CL-08',
    [
      'the role of the invoice’s recipient (MDT-158)',
      'die Rolle des Rechnungsempfängers (MDT-158)',
      'le rôle du destinataire de la facture (MDT-158)',
    ],
    `${ROLES}, WK, DFH`,
  ),
  'BR-FR-CDV-CL-09_MDT-113': reason('—', [
    'the status reason codes of XP Z12-014 (e.g. DOUBLON, CALCUL_ERR, SIRET_ERR, AUTRE)',
    'die Grundcodes der XP Z12-014 (z. B. DOUBLON, CALCUL_ERR, SIRET_ERR, AUTRE)',
    'les codes motif de la XP Z12-014 (p. ex. DOUBLON, CALCUL_ERR, SIRET_ERR, AUTRE)',
  ]),
  'BR-FR-CDV-CL-09_MDT-113_200': reason('200', 'NON_TRANSMISE'),
  'BR-FR-CDV-CL-09_MDT-113_213': reason('213', [
    'the rejection reasons of XP Z12-014 (e.g. MONTANTTOTAL_ERR, CALCUL_ERR, DOUBLON, DEST_INC, ADR_ERR)',
    'die Zurückweisungsgründe der XP Z12-014 (z. B. MONTANTTOTAL_ERR, CALCUL_ERR, DOUBLON, DEST_INC, ADR_ERR)',
    'les motifs de rejet de la XP Z12-014 (p. ex. MONTANTTOTAL_ERR, CALCUL_ERR, DOUBLON, DEST_INC, ADR_ERR)',
  ]),
  'BR-FR-CDV-CL-09_MDT-113_210': reason('210', [
    'the refusal reasons of XP Z12-014 (e.g. TX_TVA_ERR, MONTANTTOTAL_ERR, CALCUL_ERR, NON_CONFORME, DOUBLON)',
    'die Ablehnungsgründe der XP Z12-014 (z. B. TX_TVA_ERR, MONTANTTOTAL_ERR, CALCUL_ERR, NON_CONFORME, DOUBLON)',
    'les motifs de refus de la XP Z12-014 (p. ex. TX_TVA_ERR, MONTANTTOTAL_ERR, CALCUL_ERR, NON_CONFORME, DOUBLON)',
  ]),
  'BR-FR-CDV-CL-09_MDT-113_210B2G': reason('210 (B2G)', [
    'the public-sector refusal reasons of XP Z12-014 (e.g. RETRAIT_MAN_SERV, ST_CT_NON_DECLAR)',
    'die Ablehnungsgründe der XP Z12-014 für den öffentlichen Sektor (z. B. RETRAIT_MAN_SERV, ST_CT_NON_DECLAR)',
    'les motifs de refus B2G de la XP Z12-014 (p. ex. RETRAIT_MAN_SERV, ST_CT_NON_DECLAR)',
  ]),
  'BR-FR-CDV-CL-09_MDT-113_207': reason('207', [
    'the dispute reasons of XP Z12-014 (e.g. AUTRE, COORD_BANC_ERR, TX_TVA_ERR)',
    'die Streitfallgründe der XP Z12-014 (z. B. AUTRE, COORD_BANC_ERR, TX_TVA_ERR)',
    'les motifs de litige de la XP Z12-014 (p. ex. AUTRE, COORD_BANC_ERR, TX_TVA_ERR)',
  ]),
  'BR-FR-CDV-CL-09_MDT-113_206': reason('206', [
    'the partial-approval reasons of XP Z12-014 (e.g. AUTRE, CMD_ERR, SIRET_ERR)',
    'die Gründe der XP Z12-014 für eine Teilgenehmigung (z. B. AUTRE, CMD_ERR, SIRET_ERR)',
    'les motifs d’approbation partielle de la XP Z12-014 (p. ex. AUTRE, CMD_ERR, SIRET_ERR)',
  ]),
  'BR-FR-CDV-CL-09_MDT-113_208': reason('208', [
    'the suspension reasons of XP Z12-014 (e.g. JUSTIF_ABS, COORD_BANC_ERR, CMD_ERR)',
    'die Aussetzungsgründe der XP Z12-014 (z. B. JUSTIF_ABS, COORD_BANC_ERR, CMD_ERR)',
    'les motifs de suspension de la XP Z12-014 (p. ex. JUSTIF_ABS, COORD_BANC_ERR, CMD_ERR)',
  ]),
  'BR-FR-CDV-CL-09_MDT-113_221': reason('221', 'ROUTAGE_ERR'),
  'BR-FR-CDV-CL-09_MDT-113_501': reason('501', [
    'the inadmissibility reasons of XP Z12-014 (IRR_…, e.g. IRR_SYNTAX, IRR_TYPE_F)',
    'die Unzulässigkeitsgründe der XP Z12-014 (IRR_…, z. B. IRR_SYNTAX, IRR_TYPE_F)',
    'les motifs d’irrecevabilité de la XP Z12-014 (IRR_…, p. ex. IRR_SYNTAX, IRR_TYPE_F)',
  ]),
  'BR-FR-CDV-CL-10_MDT-121': notInList(
    'BR-FR-CDV-CL-10',
    [
      'the requested action code (MDT-121)',
      'der Code der verlangten Aktion (MDT-121)',
      'le code d’action demandée (MDT-121)',
    ],
    'NOA, PIN, NIN, CNF, CNP, CNA, OTH',
  ),
  'BR-FR-CDV-CL-11_MDT-207': notInList(
    'BR-FR-CDV-CL-11',
    ['the amount type code (MDT-207)', 'der Betragstyp (MDT-207)', 'le code type de montant (MDT-207)'],
    'MEN, MPA, RAP, ESC, RAB, REM, MAP, MAPTTC, MNA, MNATTC, CBB, DIV, DVA, MAJ',
  ),
};
