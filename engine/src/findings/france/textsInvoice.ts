import { ask, choose, type RuleText } from '../ruleTextsFields.ts';
import { nameOf } from './extensionTerms.ts';
import { BILLING_MODES, FRENCH_TYPE_CODES, FRENCH_VAT_CATEGORIES } from './frenchCodes.ts';
import { sirenField } from './frenchFields.ts';
import { type Tri, frenchRuleText as t } from './frenchRuleText.ts';

type Family = (id: string) => RuleText;

/** One text per assert id: `${prefix}${term}${suffix}` for each term, made by the family's function of the term. */
function each(
  prefix: string,
  terms: readonly string[],
  family: Family,
  suffix = '',
): Record<string, RuleText> {
  return Object.fromEntries(terms.map((term) => [`${prefix}${term}${suffix}`, family(term)]));
}

const identifierLength: Family = (id) => {
  const [en, de, fr] = nameOf(id);
  return t(
    'BR-FR-01',
    [
      `${en} is longer than 35 characters.`,
      `${de} ist länger als 35 Zeichen.`,
      `${fr} dépasse 35 caractères.`,
    ],
    [
      'Shorten the number to at most 35 characters.',
      'Kürzen Sie die Nummer auf höchstens 35 Zeichen.',
      'Raccourcissez le numéro à 35 caractères au plus.',
    ],
  );
};

const identifierCharacters =
  (rule: string): Family =>
  (id) => {
    const [en, de, fr] = nameOf(id);
    return t(
      rule,
      [
        `${en} contains characters the French reform does not allow, or spaces at its start, its end or twice in a row.`,
        `${de} enthält Zeichen, die die französische Reform nicht zulässt, oder Leerzeichen am Anfang, am Ende oder doppelt.`,
        `${fr} contient des caractères que la réforme française n’admet pas, ou des espaces en début, en fin ou consécutifs.`,
      ],
      [
        'Use only letters A–Z, a–z, digits and the signs + - _ /, without spaces.',
        'Verwenden Sie nur Buchstaben A–Z, a–z, Ziffern und die Zeichen + - _ /, ohne Leerzeichen.',
        'N’utilisez que les lettres A–Z, a–z, les chiffres et les signes + - _ /, sans espace.',
      ],
    );
  };

const dateYear: Family = (id) => {
  const [en, de, fr] = nameOf(id === 'EXT-FR-FE-134' ? 'BT-134' : id === 'EXT-FR-FE-135' ? 'BT-135' : id);
  return t(
    'BR-FR-03',
    [
      `${en} has a year outside 2000–2099 or is not a valid date.`,
      `${de} hat ein Jahr außerhalb von 2000–2099 oder ist kein gültiges Datum.`,
      `${fr} a une année hors de 2000–2099 ou n’est pas une date valable.`,
    ],
    [
      'Correct the date: a real calendar date with a four-digit year from 2000 to 2099.',
      'Korrigieren Sie das Datum: ein echtes Kalenderdatum mit vierstelligem Jahr von 2000 bis 2099.',
      'Corrigez la date : une date réelle du calendrier, année à quatre chiffres de 2000 à 2099.',
    ],
  );
};

const documentType: Family = (id) => {
  const [en, de, fr] = nameOf(id);
  const plain: Tri = [
    `${en} is not one of the document types the French reform allows.`,
    `${de} ist keine der Dokumentarten, die die französische Reform zulässt.`,
    `${fr} n’est pas l’un des types de document que la réforme française admet.`,
  ];
  return id === 'BT-3'
    ? t('BR-FR-04', plain, choose('BT-3', FRENCH_TYPE_CODES))
    : t('BR-FR-04', plain, [
        `Use one of ${FRENCH_TYPE_CODES.map((o) => o.value).join(', ')}.`,
        `Verwenden Sie einen der Codes ${FRENCH_TYPE_CODES.map((o) => o.value).join(', ')}.`,
        `Utilisez l’un des codes ${FRENCH_TYPE_CODES.map((o) => o.value).join(', ')}.`,
      ]);
};

// The three legal mentions French law requires on every invoice between businesses (BR-FR-05, BR-FR-06).
const MENTIONS: Record<string, Tri> = {
  PMT: [
    'the flat-rate fee for recovery costs',
    'die Pauschale für Beitreibungskosten',
    'l’indemnité forfaitaire pour frais de recouvrement',
  ],
  PMD: ['the late-payment penalties', 'die Verzugsstrafen', 'les pénalités de retard'],
  AAB: [
    'the early-payment discount or that there is none',
    'das Skonto oder dass es keines gibt',
    'l’escompte ou son absence',
  ],
  TXD: ['a tax mention', 'ein Steuerhinweis', 'une mention de taxe'],
};

const mentionMissing = (code: string): RuleText => {
  const [en, de, fr] = MENTIONS[code] as Tri;
  return t(
    'BR-FR-05',
    [
      `The invoice notes (BT-22) lack the mandatory mention of ${en} (subject code ${code}).`,
      `In den Rechnungsbemerkungen (BT-22) fehlt der Pflichthinweis auf ${de} (Betreffcode ${code}).`,
      `Les notes de la facture (BT-22) ne portent pas la mention obligatoire sur ${fr} (code sujet ${code}).`,
    ],
    [
      `Add a note with subject code ${code} stating ${en}.`,
      `Fügen Sie eine Bemerkung mit dem Betreffcode ${code} hinzu, die ${de} nennt.`,
      `Ajoutez une note de code sujet ${code} indiquant ${fr}.`,
    ],
  );
};

const mentionTwice = (code: string): RuleText => {
  const [en, de, fr] = MENTIONS[code] as Tri;
  return t(
    'BR-FR-06',
    [
      `The notes give ${en} (subject code ${code}, BT-21) more than once.`,
      `Die Bemerkungen nennen ${de} (Betreffcode ${code}, BT-21) mehr als einmal.`,
      `Les notes donnent ${fr} (code sujet ${code}, BT-21) plus d’une fois.`,
    ],
    [
      `Keep a single note with subject code ${code}; merge the texts if needed.`,
      `Behalten Sie eine einzige Bemerkung mit dem Betreffcode ${code}; fassen Sie die Texte bei Bedarf zusammen.`,
      `Ne gardez qu’une note de code sujet ${code} ; fusionnez les textes si besoin.`,
    ],
  );
};

const siret: Family = (id) => {
  const [en, de, fr] = nameOf(id);
  return t(
    'BR-FR-09',
    [
      `${en} is given as a SIRET (scheme 0009) that is not 14 digits or does not start with the party’s SIREN.`,
      `${de} ist als SIRET (Schema 0009) angegeben, hat aber nicht 14 Ziffern oder beginnt nicht mit der SIREN der Partei.`,
      `${fr} est un SIRET (schéma 0009) qui n’a pas 14 chiffres ou ne commence pas par le SIREN de la partie.`,
    ],
    [
      'Give the 14-digit SIRET of the establishment: the 9-digit SIREN followed by the 5-digit establishment number (NIC).',
      'Geben Sie die 14-stellige SIRET der Niederlassung an: die 9-stellige SIREN gefolgt von der 5-stelligen Niederlassungsnummer (NIC).',
      'Indiquez le SIRET à 14 chiffres de l’établissement : le SIREN à 9 chiffres suivi du NIC à 5 chiffres.',
    ],
  );
};

const VAT_CATEGORY_CODES = FRENCH_VAT_CATEGORIES.map((o) => o.value).join(', ');

const vatCategory = (rule: string, terms: readonly string[], lm: boolean): RuleText => {
  const names = terms.map(nameOf);
  const [en, de, fr] = [0, 1, 2].map((i) => names.map((n) => n[i]).join(' / '));
  const plain: Tri = lm
    ? [
        `${en} uses L or M (Canary Islands, Ceuta and Melilla), which do not apply to French invoices.`,
        `${de} verwendet L oder M (Kanaren, Ceuta und Melilla), die für französische Rechnungen nicht gelten.`,
        `${fr} utilise L ou M (Canaries, Ceuta et Melilla), qui ne concernent pas les factures françaises.`,
      ]
    : [
        `${en} is not one of the VAT categories the French reform allows.`,
        `${de} ist keine der Umsatzsteuerkategorien, die die französische Reform zulässt.`,
        `${fr} n’est pas l’une des catégories de TVA admises par la réforme française.`,
      ];
  return terms.length === 1 && terms[0] === 'BT-118'
    ? t(rule, plain, choose('BT-118', FRENCH_VAT_CATEGORIES))
    : t(rule, plain, [
        `Use one of ${VAT_CATEGORY_CODES}.`,
        `Verwenden Sie einen der Codes ${VAT_CATEGORY_CODES}.`,
        `Utilisez l’un des codes ${VAT_CATEGORY_CODES}.`,
      ]);
};

const vatRate = (terms: readonly string[]): RuleText => {
  const names = terms.map(nameOf);
  const [en, de, fr] = [0, 1, 2].map((i) => names.map((n) => n[i]).join(' / '));
  return t(
    'BR-FR-16',
    [
      `${en} is not one of the VAT rates the French rules allow, or is written with a % sign.`,
      `${de} ist keiner der Steuersätze, die die französischen Regeln zulassen, oder ist mit %-Zeichen geschrieben.`,
      `${fr} n’est pas l’un des taux de TVA admis par les règles françaises, ou est écrit avec le signe %.`,
    ],
    [
      'Write the rate as a plain number without % (e.g. 20, 10, 5.5, 2.1 or 0).',
      'Schreiben Sie den Satz als Zahl ohne % (z. B. 20, 10, 5.5, 2.1 oder 0).',
      'Écrivez le taux comme un nombre sans % (p. ex. 20, 10, 5.5, 2.1 ou 0).',
    ],
  );
};

const addressFormat: Family = (id) => {
  const [en, de, fr] = nameOf(id);
  return t(
    'BR-FR-23',
    [
      `${en}, given with scheme 0225, contains characters other than letters, digits and - _ .`,
      `${de} mit Schema 0225 enthält andere Zeichen als Buchstaben, Ziffern und - _ .`,
      `${fr}, donnée avec le schéma 0225, contient d’autres caractères que lettres, chiffres et - _ .`,
    ],
    [
      'Write the address with letters, digits, hyphen, underscore and dot only.',
      'Schreiben Sie die Adresse nur mit Buchstaben, Ziffern, Bindestrich, Unterstrich und Punkt.',
      'Écrivez l’adresse avec des lettres, des chiffres, le tiret, le tiret bas et le point uniquement.',
    ],
  );
};

const addressLength: Family = (id) => {
  const [en, de, fr] = nameOf(id);
  return t(
    'BR-FR-25',
    [
      `${en} is longer than 125 characters.`,
      `${de} ist länger als 125 Zeichen.`,
      `${fr} dépasse 125 caractères.`,
    ],
    [
      'Shorten the address to at most 125 characters.',
      'Kürzen Sie die Adresse auf höchstens 125 Zeichen.',
      'Raccourcissez l’adresse à 125 caractères au plus.',
    ],
  );
};

const privateIdFormat: Family = (id) => {
  const [en, de, fr] = nameOf(id);
  return t(
    'BR-FR-24',
    [
      `${en}, a private identifier, contains characters other than letters, digits and - _ .`,
      `${de} ist eine private Kennung und enthält andere Zeichen als Buchstaben, Ziffern und - _ .`,
      `${fr}, identifiant privé, contient d’autres caractères que lettres, chiffres et - _ .`,
    ],
    [
      'Write the identifier with letters, digits, hyphen, underscore and dot only.',
      'Schreiben Sie die Kennung nur mit Buchstaben, Ziffern, Bindestrich, Unterstrich und Punkt.',
      'Écrivez l’identifiant avec des lettres, des chiffres, le tiret, le tiret bas et le point uniquement.',
    ],
  );
};

const privateIdLength: Family = (id) => {
  const [en, de, fr] = nameOf(id);
  return t(
    'BR-FR-26',
    [
      `${en}, a private identifier, is longer than 100 characters.`,
      `${de} ist eine private Kennung mit mehr als 100 Zeichen.`,
      `${fr}, identifiant privé, dépasse 100 caractères.`,
    ],
    [
      'Shorten the identifier to at most 100 characters.',
      'Kürzen Sie die Kennung auf höchstens 100 Zeichen.',
      'Raccourcissez l’identifiant à 100 caractères au plus.',
    ],
  );
};

const objectSchemes = (rule: string, bt: string): RuleText => {
  const [en, de, fr] = nameOf(bt);
  return t(
    rule,
    [
      `${en} uses scheme AFL or AVV more than once.`,
      `${de} verwendet das Schema AFL oder AVV mehr als einmal.`,
      `${fr} utilise le schéma AFL ou AVV plus d’une fois.`,
    ],
    [
      'Keep at most one identifier with scheme AFL and one with scheme AVV.',
      'Behalten Sie höchstens eine Kennung mit Schema AFL und eine mit Schema AVV.',
      'Gardez au plus un identifiant de schéma AFL et un de schéma AVV.',
    ],
  );
};

const objectEmpty = (rule: string, scheme: string): RuleText =>
  t(
    rule,
    [
      `An invoiced object identifier with scheme ${scheme} is empty.`,
      `Eine Objektkennung mit dem Schema ${scheme} ist leer.`,
      `Un identifiant d’objet facturé de schéma ${scheme} est vide.`,
    ],
    [
      `Fill in the identifier or remove the ${scheme} reference.`,
      `Füllen Sie die Kennung aus oder entfernen Sie den ${scheme}-Verweis.`,
      `Renseignez l’identifiant ou retirez la référence ${scheme}.`,
    ],
  );

const sirenNineDigits = (what: Tri): RuleText =>
  t(
    'BR-FR-32',
    [
      `${what[0]} with scheme 0002 (SIREN) is not exactly 9 digits.`,
      `${what[1]} mit Schema 0002 (SIREN) hat nicht genau 9 Ziffern.`,
      `${what[2]} de schéma 0002 (SIREN) n’a pas exactement 9 chiffres.`,
    ],
    [
      'Give the 9-digit SIREN, without spaces; a 14-digit SIRET belongs under scheme 0009.',
      'Geben Sie die 9-stellige SIREN ohne Leerzeichen an; eine 14-stellige SIRET gehört zu Schema 0009.',
      'Indiquez le SIREN à 9 chiffres, sans espace ; un SIRET à 14 chiffres relève du schéma 0009.',
    ],
  );

const BAR_VALUES = 'B2B, B2BINT, B2C, B2CINT, OUTOFSCOPE, ARCHIVEONLY';

/** Texts of the French rules on single fields and notes (BR-FR-01 … BR-FR-32). */
export const FRANCE_INVOICE_TEXTS: Record<string, RuleText> = {
  ...each('BR-FR-01_', ['BT-1', 'BT-25', 'EXT-FR-FE-136'], identifierLength),
  ...each('BR-FR-01_', ['BT-1', 'BT-25', 'EXT-FR-FE-136'], identifierLength, '-1'),
  ...each('BR-FR-01_', ['BT-1', 'BT-25', 'EXT-FR-FE-136'], identifierCharacters('BR-FR-01'), '-2'),
  ...each('BR-FR-02_', ['BT-1', 'BT-25', 'EXT-FR-FE-136'], identifierCharacters('BR-FR-02')),
  ...each(
    'BR-FR-03_',
    [
      'BT-2',
      'BT-7',
      'BT-9',
      'BT-26',
      'BT-72',
      'BT-73',
      'BT-74',
      'BT-134',
      'BT-135',
      'EXT-FR-FE-134',
      'EXT-FR-FE-135',
      'EXT-FR-FE-138',
      'EXT-FR-FE-158',
    ],
    dateYear,
  ),
  ...each('BR-FR-04_', ['BT-3', 'EXT-FR-FE-02', 'EXT-FR-FE-137'], documentType),
  'BR-FR-05_BT-22-1': mentionMissing('PMT'),
  'BR-FR-05_BT-22-2': mentionMissing('PMD'),
  'BR-FR-05_BT-22-3': mentionMissing('AAB'),
  'BR-FR-05_BT-22_PMT': mentionMissing('PMT'),
  'BR-FR-05_BT-22_PMD': mentionMissing('PMD'),
  'BR-FR-05_BT-22_AAB': mentionMissing('AAB'),
  'BR-FR-06_BT-21-1': mentionTwice('PMT'),
  'BR-FR-06_BT-21-2': mentionTwice('PMD'),
  'BR-FR-06_BT-21-3': mentionTwice('AAB'),
  'BR-FR-06_BT-21-4': mentionTwice('TXD'),
  'BR-FR-06_BT-21_PMT': mentionTwice('PMT'),
  'BR-FR-06_BT-21_PMD': mentionTwice('PMD'),
  'BR-FR-06_BT-21_AAB': mentionTwice('AAB'),
  'BR-FR-06_BT-21_TXD': mentionTwice('TXD'),
  'BR-FR-08_BT-23': t(
    'BR-FR-08',
    [
      'The billing mode (BT-23, “cadre de facturation”) is missing or not one the French reform allows: B1 for goods, S1 for services, M1 for both, B2/S2/M2 when already paid, B4/S4/M4 for a final invoice after a down payment, …',
      'Der Abrechnungsrahmen (BT-23, „cadre de facturation“) fehlt oder ist keiner, den die französische Reform zulässt: B1 für Waren, S1 für Dienstleistungen, M1 für beides, B2/S2/M2 wenn bereits bezahlt, B4/S4/M4 für eine Schlussrechnung nach Anzahlung, …',
      'Le cadre de facturation (BT-23) manque ou n’est pas admis par la réforme française : B1 pour des biens, S1 pour des services, M1 pour les deux, B2/S2/M2 si déjà payée, B4/S4/M4 pour une facture définitive après acompte, …',
    ],
    choose('BT-23', BILLING_MODES),
  ),
  ...each(
    'BR-FR-09_',
    [
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
    ],
    siret,
  ),
  'BR-FR-10_BT-30': t(
    'BR-FR-10',
    [
      'The seller’s SIREN is missing or not 9 digits: the French reform requires it as the seller legal registration identifier (BT-30) with scheme 0002.',
      'Die SIREN des Verkäufers fehlt oder hat nicht 9 Ziffern: Die französische Reform verlangt sie als Handelsregisternummer des Verkäufers (BT-30) mit Schema 0002.',
      'Le SIREN du vendeur manque ou n’a pas 9 chiffres : la réforme française l’exige comme identifiant d’enregistrement légal du vendeur (BT-30), schéma 0002.',
    ],
    ask(sirenField('BT-30', { en: 'the seller', de: 'des Verkäufers', fr: 'du vendeur' })),
  ),
  'BR-FR-11_BT-47': t(
    'BR-FR-11',
    [
      'The invoice is marked B2B (note with subject code BAR), so the buyer’s 9-digit SIREN is required as buyer legal registration identifier (BT-47) with scheme 0002.',
      'Die Rechnung ist als B2B gekennzeichnet (Bemerkung mit Betreffcode BAR), daher ist die 9-stellige SIREN des Käufers als Handelsregisternummer des Käufers (BT-47) mit Schema 0002 nötig.',
      'La facture est marquée B2B (note de code sujet BAR) : le SIREN à 9 chiffres de l’acheteur est donc requis comme identifiant d’enregistrement légal de l’acheteur (BT-47), schéma 0002.',
    ],
    ask(sirenField('BT-47', { en: 'the buyer', de: 'des Käufers', fr: 'de l’acheteur' })),
  ),
  'BR-FR-12_BT-49': t(
    'BR-FR-12',
    [
      'The buyer’s electronic address (BT-49) is missing; French platforms route the invoice by it.',
      'Die elektronische Adresse des Käufers (BT-49) fehlt; französische Plattformen stellen die Rechnung darüber zu.',
      'L’adresse électronique de l’acheteur (BT-49) manque ; les plateformes françaises acheminent la facture grâce à elle.',
    ],
    [
      'Give the address at which the buyer receives invoices, usually its SIREN-based address with scheme 0225.',
      'Geben Sie die Adresse an, an der der Käufer Rechnungen empfängt, meist seine SIREN-basierte Adresse mit Schema 0225.',
      'Indiquez l’adresse de réception des factures de l’acheteur, en général son adresse fondée sur le SIREN avec le schéma 0225.',
    ],
  ),
  'BR-FR-13_BT-34': t(
    'BR-FR-13',
    [
      'The seller’s electronic address (BT-34) is missing; the French reform requires it.',
      'Die elektronische Adresse des Verkäufers (BT-34) fehlt; die französische Reform verlangt sie.',
      'L’adresse électronique du vendeur (BT-34) manque ; la réforme française l’exige.',
    ],
    [
      'Give the seller’s electronic address, usually its SIREN-based address with scheme 0225.',
      'Geben Sie die elektronische Adresse des Verkäufers an, meist seine SIREN-basierte Adresse mit Schema 0225.',
      'Indiquez l’adresse électronique du vendeur, en général son adresse fondée sur le SIREN avec le schéma 0225.',
    ],
  ),
  'BR-FR-15_BT-95_BT-102-1': vatCategory('BR-FR-15', ['BT-95', 'BT-102'], false),
  'BR-FR-15_BT-95_BT-102-2': vatCategory('BR-FR-15', ['BT-95', 'BT-102'], true),
  'BR-FR-15_BT-95_BT-102': vatCategory('BR-FR-15', ['BT-95', 'BT-102'], false),
  'BR-FR-15_BT-95_BT-102_LM': vatCategory('BR-FR-15', ['BT-95', 'BT-102'], true),
  'BR-FR-15_BT-118-1': vatCategory('BR-FR-15', ['BT-118'], false),
  'BR-FR-15_BT-118-2': vatCategory('BR-FR-15', ['BT-118'], true),
  'BR-FR-15_BT-95_BT-118': vatCategory('BR-FR-15', ['BT-118'], false),
  'BR-FR-15_BT-95_BT-118_LM': vatCategory('BR-FR-15', ['BT-118'], true),
  'BR-FR-15_BT-151-1': vatCategory('BR-FR-15', ['BT-151'], false),
  // FNFE's id says BR-FR-08, its message BR-FR-15: the rule is BR-FR-15's L/M check on line VAT categories.
  'BR-FR-08_BT-151-2': vatCategory('BR-FR-15', ['BT-151'], true),
  'BR-FR-15_BT-95_BT-151': vatCategory('BR-FR-15', ['BT-151'], false),
  'BR-FR-15_BT-95_BT-151_LM': vatCategory('BR-FR-15', ['BT-151'], true),
  'BR-FR-16_BT-96': vatRate(['BT-96']),
  'BR-FR-16_BT-103': vatRate(['BT-103']),
  'BR-FR-16_BT-96_BT-103': vatRate(['BT-96', 'BT-103']),
  'BR-FR-16_BT-119': vatRate(['BT-119']),
  'BR-FR-16_BT-152': vatRate(['BT-152']),
  'BR-FR-17_BT-123': t(
    'BR-FR-17',
    [
      'The supporting document description (BT-123) is used as a qualification code that is not in the French list.',
      'Die Beschreibung des rechnungsbegründenden Dokuments (BT-123) wird als Qualifizierungscode verwendet, der nicht in der französischen Liste steht.',
      'La description de la pièce justificative (BT-123) sert de code de qualification absent de la liste française.',
    ],
    [
      'Use a qualification code from the XP Z12-012 list (e.g. LISIBLE for the readable copy of the invoice).',
      'Verwenden Sie einen Qualifizierungscode aus der Liste der XP Z12-012 (z. B. LISIBLE für die lesbare Kopie der Rechnung).',
      'Utilisez un code de qualification de la liste de la XP Z12-012 (p. ex. LISIBLE pour la copie lisible de la facture).',
    ],
  ),
  'BR-FR-18_BT-123': t(
    'BR-FR-18',
    [
      'More than one supporting document is described as LISIBLE (BT-123); there may be only one readable copy.',
      'Mehr als ein rechnungsbegründendes Dokument ist als LISIBLE beschrieben (BT-123); es darf nur eine lesbare Kopie geben.',
      'Plus d’une pièce justificative est décrite comme LISIBLE (BT-123) ; il ne peut y avoir qu’une copie lisible.',
    ],
    [
      'Keep one attachment described LISIBLE and describe the others differently.',
      'Behalten Sie einen Anhang mit der Beschreibung LISIBLE und beschreiben Sie die anderen anders.',
      'Gardez une seule pièce jointe décrite LISIBLE et décrivez les autres autrement.',
    ],
  ),
  'BR-FR-20_BT-21': t(
    'BR-FR-20',
    [
      'A note with subject code BAR (BT-21), which says how the invoice is to be treated, has a value the French reform does not define.',
      'Eine Bemerkung mit Betreffcode BAR (BT-21), die sagt, wie die Rechnung zu behandeln ist, hat einen Wert, den die französische Reform nicht kennt.',
      'Une note de code sujet BAR (BT-21), qui indique le traitement de la facture, a une valeur que la réforme française ne définit pas.',
    ],
    [
      `Write one of ${BAR_VALUES} as the note’s text, or remove the BAR note.`,
      `Schreiben Sie einen der Werte ${BAR_VALUES} als Text der Bemerkung, oder entfernen Sie die BAR-Bemerkung.`,
      `Écrivez l’une des valeurs ${BAR_VALUES} comme texte de la note, ou retirez la note BAR.`,
    ],
  ),
  'BR-FR-21_BT-49': t(
    'BR-FR-21',
    [
      'For a B2B invoice that is not self-billed, the buyer’s electronic address (BT-49) must use scheme 0225 and start with the buyer’s SIREN.',
      'Bei einer B2B-Rechnung, die keine Selbstfakturierung ist, muss die elektronische Adresse des Käufers (BT-49) Schema 0225 verwenden und mit der SIREN des Käufers beginnen.',
      'Pour une facture B2B qui n’est pas une autofacture, l’adresse électronique de l’acheteur (BT-49) doit utiliser le schéma 0225 et commencer par le SIREN de l’acheteur.',
    ],
    [
      'Use the buyer’s SIREN-based address (its SIREN, optionally followed by a suffix) with schemeID 0225.',
      'Verwenden Sie die SIREN-basierte Adresse des Käufers (seine SIREN, ggf. mit Zusatz) mit schemeID 0225.',
      'Utilisez l’adresse de l’acheteur fondée sur son SIREN (le SIREN, éventuellement suivi d’un suffixe) avec le schemeID 0225.',
    ],
  ),
  'BR-FR-22_BT-34': t(
    'BR-FR-22',
    [
      'For a self-billed B2B invoice, the seller’s electronic address (BT-34) must use scheme 0225 and start with the seller’s SIREN.',
      'Bei einer selbst ausgestellten B2B-Rechnung muss die elektronische Adresse des Verkäufers (BT-34) Schema 0225 verwenden und mit der SIREN des Verkäufers beginnen.',
      'Pour une autofacture B2B, l’adresse électronique du vendeur (BT-34) doit utiliser le schéma 0225 et commencer par le SIREN du vendeur.',
    ],
    [
      'Use the seller’s SIREN-based address with schemeID 0225.',
      'Verwenden Sie die SIREN-basierte Adresse des Verkäufers mit schemeID 0225.',
      'Utilisez l’adresse du vendeur fondée sur son SIREN avec le schemeID 0225.',
    ],
  ),
  ...each(
    'BR-FR-23_',
    [
      'BT-34',
      'BT-49',
      'EXT-FR-FE-12',
      'EXT-FR-FE-29',
      'EXT-FR-FE-52',
      'EXT-FR-FE-75',
      'EXT-FR-FE-98',
      'EXT-FR-FE-121',
    ],
    addressFormat,
  ),
  ...each('BR-FR-24_', ['BT-29', 'BT-46'], privateIdFormat),
  ...each(
    'BR-FR-25_',
    [
      'BT-34',
      'BT-49',
      'EXT-FR-FE-12',
      'EXT-FR-FE-29',
      'EXT-FR-FE-52',
      'EXT-FR-FE-75',
      'EXT-FR-FE-98',
      'EXT-FR-FE-121',
    ],
    addressLength,
  ),
  ...each('BR-FR-26_', ['BT-29', 'BT-46'], privateIdLength),
  'BR-FR-27_BG-32': t(
    'BR-FR-27',
    [
      'An item attribute (BG-32) has neither a name (BT-160) nor an attribute code (EXT-FR-FE-159).',
      'Ein Artikelattribut (BG-32) hat weder einen Namen (BT-160) noch einen Attributcode (EXT-FR-FE-159).',
      'Un attribut d’article (BG-32) n’a ni nom (BT-160) ni code d’attribut (EXT-FR-FE-159).',
    ],
    [
      'Give the attribute a name or a code.',
      'Geben Sie dem Attribut einen Namen oder einen Code.',
      'Donnez à l’attribut un nom ou un code.',
    ],
  ),
  'BR-FR-27_BT-160': t(
    'BR-FR-27',
    [
      'An item attribute name (BT-160) is empty.',
      'Ein Name eines Artikelattributs (BT-160) ist leer.',
      'Un nom d’attribut d’article (BT-160) est vide.',
    ],
    [
      'Fill in the name or use an attribute code instead.',
      'Füllen Sie den Namen aus oder verwenden Sie stattdessen einen Attributcode.',
      'Renseignez le nom ou utilisez plutôt un code d’attribut.',
    ],
  ),
  'BR-FR-27_EXT-FR-FE-159': t(
    'BR-FR-27',
    [
      'An item attribute code (EXT-FR-FE-159) is empty.',
      'Ein Code eines Artikelattributs (EXT-FR-FE-159) ist leer.',
      'Un code d’attribut d’article (EXT-FR-FE-159) est vide.',
    ],
    [
      'Fill in the code or use an attribute name instead.',
      'Füllen Sie den Code aus oder verwenden Sie stattdessen einen Attributnamen.',
      'Renseignez le code ou utilisez plutôt un nom d’attribut.',
    ],
  ),
  'BR-FR-28-Value': t(
    'BR-FR-28',
    [
      'An item attribute must have either a value or a quantity with its unit, not both and not neither.',
      'Ein Artikelattribut braucht entweder einen Wert oder eine Menge mit Einheit, nicht beides und nicht keines.',
      'Un attribut d’article doit avoir soit une valeur, soit une quantité avec son unité, ni les deux ni aucune.',
    ],
    [
      'Keep exactly one of the attribute’s value and its value with unit of measure.',
      'Behalten Sie genau eines von beiden: den Wert des Attributs oder den Wert mit Maßeinheit.',
      'Gardez exactement l’un des deux : la valeur de l’attribut ou la valeur avec unité de mesure.',
    ],
  ),
  'BR-FR-29_BT-18': objectSchemes('BR-FR-29', 'BT-18'),
  'BR-FR-29_AFL': objectEmpty('BR-FR-29', 'AFL'),
  'BR-FR-29_AVV': objectEmpty('BR-FR-29', 'AVV'),
  'BR-FR-30_BT-128': objectSchemes('BR-FR-30', 'BT-128'),
  'BR-FR-30_AFL': objectEmpty('BR-FR-30', 'AFL'),
  'BR-FR-30_AVV': objectEmpty('BR-FR-30', 'AVV'),
  // FNFE's UBL id says BR-FR-30, its message and the CII id BR-FR-31.
  ...each('', ['BR-FR-30_BT-21', 'BR-FR-31_BT-21'], () =>
    t(
      'BR-FR-31',
      [
        'Several notes with subject code BAR (BT-21) give different values (BT-22); there may be only one.',
        'Mehrere Bemerkungen mit Betreffcode BAR (BT-21) nennen verschiedene Werte (BT-22); erlaubt ist nur einer.',
        'Plusieurs notes de code sujet BAR (BT-21) donnent des valeurs différentes (BT-22) ; une seule est permise.',
      ],
      [
        `Keep one BAR note with one of ${BAR_VALUES}.`,
        `Behalten Sie eine BAR-Bemerkung mit einem der Werte ${BAR_VALUES}.`,
        `Gardez une seule note BAR avec l’une des valeurs ${BAR_VALUES}.`,
      ],
    ),
  ),
  'BR-FR-32-LEGALID': sirenNineDigits([
    'A party’s legal registration identifier',
    'Die Handelsregisternummer einer Partei',
    'L’identifiant légal d’une partie',
  ]),
  'BR-FR-32-ID': sirenNineDigits([
    'A party’s identifier',
    'Die Kennung einer Partei',
    'L’identifiant d’une partie',
  ]),
  'BR-FR-32-GLOBALID': sirenNineDigits([
    'A party’s global identifier',
    'Die globale Kennung einer Partei',
    'L’identifiant global d’une partie',
  ]),
};
