import { choose, type RuleText } from '../ruleTextsFields.ts';
import { nameOf } from './extensionTerms.ts';
import { FRENCH_TYPE_CODES, FRENCH_VAT_CATEGORIES } from './frenchCodes.ts';
import { type Tri, frenchRuleText as t } from './frenchRuleText.ts';

/** The text of one rule of a family, made from the term it is about. */
type Family = (id: string) => RuleText;

/** One text per assert id: `${prefix}${term}${suffix}` for each term, made by the family's function of the term. */
export function each(
  prefix: string,
  terms: readonly string[],
  family: Family,
  suffix = '',
): Record<string, RuleText> {
  return Object.fromEntries(terms.map((term) => [`${prefix}${term}${suffix}`, family(term)]));
}

export const identifierLength: Family = (id) => {
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

export const identifierCharacters =
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

export const dateYear: Family = (id) => {
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

export const documentType: Family = (id) => {
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

export const mentionMissing = (code: string): RuleText => {
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

export const mentionTwice = (code: string): RuleText => {
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

export const siret: Family = (id) => {
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

export const vatCategory = (rule: string, terms: readonly string[], lm: boolean): RuleText => {
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

export const vatRate = (terms: readonly string[]): RuleText => {
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

export const addressFormat: Family = (id) => {
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

export const addressLength: Family = (id) => {
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

export const privateIdFormat: Family = (id) => {
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

export const privateIdLength: Family = (id) => {
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

export const objectSchemes = (rule: string, bt: string): RuleText => {
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

export const objectEmpty = (rule: string, scheme: string): RuleText =>
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

export const sirenNineDigits = (what: Tri): RuleText =>
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

export const BAR_VALUES = 'B2B, B2BINT, B2C, B2CINT, OUTOFSCOPE, ARCHIVEONLY';
