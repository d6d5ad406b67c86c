import { RO_COUNTY_OPTIONS } from '../codes/romanianCounties.ts';
import type { SchemeOption, Text } from '../types.ts';
import { attr, type ScopeReader, scope } from './scope.ts';
import type { TargetSpec } from './targets.ts';
import type { ConvertQuestionKind } from './types.ts';

/** Where an answer goes: a group chain from the root, then the term; `value` fixed, else the answer's. */
export interface InputFill {
  groups: string[];
  bt: string;
  value?: string;
  /** Fill every existing instance of the last group that lacks the term, instead of one (created) instance. */
  each?: boolean;
  /** Identifier scheme (schemeID) the rule wants for this value, when the answer gives none. */
  scheme?: string;
}

/** An input a caller may answer: where it goes in the model and which official rules want it per target family. */
export interface InputSpec {
  id: string;
  label: Text;
  kind: ConvertQuestionKind;
  /** The terms the question names (details.questions[].terms). */
  terms: string[];
  fills: InputFill[];
  /** The official rules that need this input, by the target's scenario; a family not listed never asks for it. */
  rules: Partial<Record<TargetSpec['scenario'], string[]>>;
  /** Whether the document lacks the input under this scenario's rules; absent for answer-only inputs. */
  lacks?: (root: ScopeReader, scenario: TargetSpec['scenario']) => boolean;
  /** What the document has now, shown with the question. */
  current?: (root: ScopeReader) => string | null;
  /** The codes an answer must be one of (a national layer's own list), when the rule wants a code. */
  codes?: readonly SchemeOption[];
}

/**
 * The form of an electronic address scheme (BT-34-1, BT-49-1): Peppol admits only the four-digit EAS codes
 * (PEPPOL-EN16931-CL008); the EAS list itself, which EN 16931 and XRechnung use, also has letter codes (EM).
 */
export function easScheme(scenario: TargetSpec['scenario']): RegExp {
  return scenario === 'peppol' ? /^\d{4}$/ : /^(\d{4}|[A-Z]{2})$/;
}

const EMPTY = scope({ terms: [], groups: [] });
const within = (r: ScopeReader, ...chain: string[]): ScopeReader =>
  chain.reduce((s, bg) => {
    const g = s.group(bg);
    return g ? scope(g) : EMPTY;
  }, r);

function endpoint(chain: string, bt: string): Pick<InputSpec, 'lacks' | 'current'> {
  return {
    lacks: (r, scenario) => {
      const scheme = attr(within(r, chain).v(bt), 'schemeID');
      return !scheme || !easScheme(scenario).test(scheme);
    },
    current: (r) => {
      const t = within(r, chain).v(bt);
      return t ? `${attr(t, 'schemeID') ?? ''}:${t.value}` : null;
    },
  };
}

// Peppol's German rules (DE-R-n, the XRechnung rules restated) apply when seller and buyer are both in Germany.
const germanParties = (r: ScopeReader) =>
  within(r, 'BG-4', 'BG-5').v('BT-40')?.value === 'DE' &&
  within(r, 'BG-7', 'BG-8').v('BT-55')?.value === 'DE';
const applies = (r: ScopeReader, scenario: TargetSpec['scenario']) =>
  scenario === 'xrechnung' || (scenario === 'peppol' && germanParties(r));

// One text term XRechnung requires (BR-DE-n; Peppol DE-R-n for German parties), filled where EN 16931 puts it.
function germanText(
  id: string,
  [en, de, fr]: [string, string, string],
  groups: string[],
  bt: string,
  rules: { xrechnung: string[]; peppol: string[] },
): InputSpec {
  return {
    id,
    label: { en, de, fr },
    kind: 'text',
    terms: [bt],
    fills: [{ groups, bt }],
    rules,
    lacks: (r, scenario) => applies(r, scenario) && !within(r, ...groups).v(bt)?.value,
  };
}

// A term XRechnung requires of a direct debit (BG-19) the invoice has.
function directDebit(
  id: string,
  [en, de, fr]: [string, string, string],
  bt: string,
  rules: [string, string],
): InputSpec {
  return {
    id,
    label: { en, de, fr },
    kind: 'text',
    terms: [bt],
    fills: [{ groups: ['BG-16', 'BG-19'], bt }],
    rules: { xrechnung: [rules[0]], peppol: [rules[1]] },
    lacks: (r, scenario) => {
      if (!applies(r, scenario)) return false;
      const debits = r.groups('BG-16').flatMap((g) => scope(g).groups('BG-19'));
      return debits.length > 0 && !debits.some((g) => scope(g).v(bt));
    },
  };
}

// CIUS-RO's county of a Romanian address (BR-RO-110, BR-RO-111): a code of the owner's ISO 3166-2:RO list.
function romanianCounty(
  id: string,
  [en, de, fr]: [string, string, string],
  chain: [string, string],
  [bt, country]: [string, string],
  rule: string,
): InputSpec {
  const county = (r: ScopeReader) =>
    within(r, ...chain)
      .v(bt)
      ?.value.trim() ?? '';
  return {
    id,
    label: { en, de, fr },
    kind: 'text',
    terms: [bt],
    fills: [{ groups: chain, bt }],
    rules: { 'cius-ro': [rule] },
    codes: RO_COUNTY_OPTIONS,
    lacks: (r, scenario) =>
      scenario === 'cius-ro' &&
      within(r, ...chain)
        .v(country)
        ?.value.trim() === 'RO' &&
      !RO_COUNTY_OPTIONS.some((o) => o.value === county(r)),
    current: (r) => county(r) || null,
  };
}

/**
 * The inputs the targets' official rules require beyond EN 16931, and the invoicing period (answer only).
 * Peppol BIS: endpoints and a buyer or order reference, plus its national rules where they want a value
 * (DE-R-n between German parties, DK-R-002). XRechnung: the same endpoints (its merged Peppol rules
 * R010/R020), the buyer reference itself (Leitweg-ID), seller contact, both cities and post codes, payment
 * instructions, direct-debit details and a rate in every VAT breakdown (BR-DE-1 … BR-DE-31). CIUS-RO: the
 * county of a Romanian seller's or buyer's address (BR-RO-110, BR-RO-111). A value is only ever the caller's
 * answer; none is made up.
 */
export const INPUTS: readonly InputSpec[] = [
  {
    id: 'seller-endpoint',
    label: {
      en: 'Seller electronic address (e.g. Peppol participant id) with its EAS scheme',
      de: 'Elektronische Adresse des Verkäufers (z. B. Peppol-Teilnehmerkennung) mit EAS-Schema',
      fr: 'Adresse électronique du vendeur (p. ex. identifiant de participant Peppol) avec son schéma EAS',
    },
    kind: 'endpoint',
    terms: ['BT-34'],
    fills: [{ groups: ['BG-4'], bt: 'BT-34' }],
    rules: { peppol: ['PEPPOL-EN16931-R020'], xrechnung: ['PEPPOL-EN16931-R020'] },
    ...endpoint('BG-4', 'BT-34'),
  },
  {
    id: 'buyer-endpoint',
    label: {
      en: 'Buyer electronic address (e.g. Peppol participant id) with its EAS scheme',
      de: 'Elektronische Adresse des Käufers (z. B. Peppol-Teilnehmerkennung) mit EAS-Schema',
      fr: 'Adresse électronique de l’acheteur (p. ex. identifiant de participant Peppol) avec son schéma EAS',
    },
    kind: 'endpoint',
    terms: ['BT-49'],
    fills: [{ groups: ['BG-7'], bt: 'BT-49' }],
    rules: { peppol: ['PEPPOL-EN16931-R010'], xrechnung: ['PEPPOL-EN16931-R010'] },
    ...endpoint('BG-7', 'BT-49'),
  },
  {
    id: 'buyer-reference',
    label: {
      en: 'Buyer reference (XRechnung: the Leitweg-ID of a German public buyer; Peppol: or an order reference)',
      de: 'Käuferreferenz (XRechnung: Leitweg-ID eines öffentlichen Auftraggebers; Peppol: oder eine Bestellreferenz)',
      fr: 'Référence de l’acheteur (XRechnung : la Leitweg-ID d’un acheteur public allemand ; Peppol : ou une référence de commande)',
    },
    kind: 'text',
    terms: ['BT-10'],
    fills: [{ groups: [], bt: 'BT-10' }],
    rules: { peppol: ['PEPPOL-EN16931-R003', 'DE-R-015'], xrechnung: ['BR-DE-15'] },
    // Peppol accepts an order reference instead (R003), except between German parties (DE-R-015).
    lacks: (r, scenario) => !r.v('BT-10')?.value && (applies(r, scenario) || !r.v('BT-13')),
  },
  germanText(
    'seller-contact-name',
    [
      'Seller contact point (person or department)',
      'Kontaktstelle des Verkäufers (Person oder Abteilung)',
      'Point de contact du vendeur (personne ou service)',
    ],
    ['BG-4', 'BG-6'],
    'BT-41',
    { xrechnung: ['BR-DE-2', 'BR-DE-5'], peppol: ['DE-R-002', 'DE-R-005'] },
  ),
  germanText(
    'seller-contact-phone',
    [
      'Seller contact telephone number',
      'Telefonnummer der Kontaktstelle des Verkäufers',
      'Numéro de téléphone du contact du vendeur',
    ],
    ['BG-4', 'BG-6'],
    'BT-42',
    { xrechnung: ['BR-DE-2', 'BR-DE-6'], peppol: ['DE-R-002', 'DE-R-006'] },
  ),
  germanText(
    'seller-contact-email',
    [
      'Seller contact email address',
      'E-Mail-Adresse der Kontaktstelle des Verkäufers',
      'Adresse e-mail du contact du vendeur',
    ],
    ['BG-4', 'BG-6'],
    'BT-43',
    { xrechnung: ['BR-DE-2', 'BR-DE-7'], peppol: ['DE-R-002', 'DE-R-007'] },
  ),
  germanText(
    'seller-city',
    ['Seller city', 'Stadt des Verkäufers', 'Ville du vendeur'],
    ['BG-4', 'BG-5'],
    'BT-37',
    {
      xrechnung: ['BR-DE-3'],
      peppol: ['DE-R-003'],
    },
  ),
  germanText(
    'seller-post-code',
    ['Seller post code', 'Postleitzahl des Verkäufers', 'Code postal du vendeur'],
    ['BG-4', 'BG-5'],
    'BT-38',
    {
      xrechnung: ['BR-DE-4'],
      peppol: ['DE-R-004'],
    },
  ),
  germanText(
    'buyer-city',
    ['Buyer city', 'Stadt des Käufers', 'Ville de l’acheteur'],
    ['BG-7', 'BG-8'],
    'BT-52',
    {
      xrechnung: ['BR-DE-8'],
      peppol: ['DE-R-008'],
    },
  ),
  germanText(
    'buyer-post-code',
    ['Buyer post code', 'Postleitzahl des Käufers', 'Code postal de l’acheteur'],
    ['BG-7', 'BG-8'],
    'BT-53',
    {
      xrechnung: ['BR-DE-9'],
      peppol: ['DE-R-009'],
    },
  ),
  {
    id: 'payment-account',
    label: {
      en: 'Account (IBAN) to pay to by SEPA credit transfer: the invoice has no payment instructions',
      de: 'Konto (IBAN) für die Zahlung per SEPA-Überweisung: die Rechnung enthält keine Zahlungsanweisungen',
      fr: 'Compte (IBAN) à payer par virement SEPA : la facture ne contient aucune instruction de paiement',
    },
    kind: 'text',
    terms: ['BG-16', 'BT-81', 'BT-84'],
    // The answer is the caller's choice of credit transfer (UNTDID 4461 code 58) to this account.
    fills: [
      { groups: ['BG-16'], bt: 'BT-81', value: '58' },
      { groups: ['BG-16', 'BG-17'], bt: 'BT-84' },
    ],
    rules: { xrechnung: ['BR-DE-1', 'BR-DE-23-a'], peppol: ['DE-R-001'] },
    // A CII payment reference (BT-83) alone implies the group but instructs no payment.
    lacks: (r, scenario) => applies(r, scenario) && !r.groups('BG-16').some((g) => scope(g).v('BT-81')),
  },
  directDebit(
    'direct-debit-creditor-id',
    [
      'Bank assigned creditor identifier (SEPA creditor id) of the direct debit',
      'Gläubiger-Identifikationsnummer (SEPA) der Lastschrift',
      'Identifiant du créancier attribué par la banque (identifiant créancier SEPA) du prélèvement',
    ],
    'BT-90',
    ['BR-DE-30', 'DE-R-030'],
  ),
  directDebit(
    'direct-debit-account',
    [
      'Debited account identifier (IBAN) of the direct debit',
      'Kennung des zu belastenden Kontos (IBAN) der Lastschrift',
      'Identifiant du compte débité (IBAN) du prélèvement',
    ],
    'BT-91',
    ['BR-DE-31', 'DE-R-031'],
  ),
  {
    id: 'vat-breakdown-rate',
    label: {
      en: 'VAT category rate (percent) of the VAT breakdown rows that state none (XRechnung writes 0 for category O)',
      de: 'Umsatzsteuersatz (Prozent) der Aufschlüsselungszeilen ohne Satz (XRechnung schreibt 0 bei Kategorie O)',
      fr: 'Taux de TVA (pourcentage) des lignes de ventilation qui n’en indiquent pas (XRechnung écrit 0 pour la catégorie O)',
    },
    kind: 'text',
    terms: ['BT-119'],
    fills: [{ groups: ['BG-23'], bt: 'BT-119', each: true }],
    rules: { xrechnung: ['BR-DE-14'], peppol: ['DE-R-014'] },
    lacks: (r, scenario) => applies(r, scenario) && r.groups('BG-23').some((g) => !scope(g).v('BT-119')),
  },
  {
    id: 'seller-legal-registration',
    label: {
      en: 'Seller legal registration identifier (Danish CVR number)',
      de: 'Registernummer des Verkäufers (dänische CVR-Nummer)',
      fr: 'Identifiant d’immatriculation légale du vendeur (numéro CVR danois)',
    },
    kind: 'text',
    terms: ['BT-30'],
    fills: [{ groups: ['BG-4'], bt: 'BT-30', scheme: '0184' }],
    rules: { peppol: ['DK-R-002'] },
    lacks: (r, scenario) =>
      scenario === 'peppol' &&
      within(r, 'BG-4', 'BG-5').v('BT-40')?.value === 'DK' &&
      !within(r, 'BG-4').v('BT-30')?.value,
  },
  romanianCounty(
    'seller-county',
    [
      'Seller county (ISO 3166-2:RO code, e.g. RO-B for Bucharest, RO-CJ for Cluj)',
      'Kreis des Verkäufers (ISO-3166-2:RO-Code, z. B. RO-B für Bukarest, RO-CJ für Cluj)',
      'Județ du vendeur (code ISO 3166-2:RO, p. ex. RO-B pour Bucarest, RO-CJ pour Cluj)',
    ],
    ['BG-4', 'BG-5'],
    ['BT-39', 'BT-40'],
    'BR-RO-110',
  ),
  romanianCounty(
    'buyer-county',
    [
      'Buyer county (ISO 3166-2:RO code, e.g. RO-B for Bucharest, RO-CJ for Cluj)',
      'Kreis des Käufers (ISO-3166-2:RO-Code, z. B. RO-B für Bukarest, RO-CJ für Cluj)',
      'Județ de l’acheteur (code ISO 3166-2:RO, p. ex. RO-B pour Bucarest, RO-CJ pour Cluj)',
    ],
    ['BG-7', 'BG-8'],
    ['BT-54', 'BT-55'],
    'BR-RO-111',
  ),
  {
    id: 'invoicing-period',
    label: {
      en: 'Invoicing period (start/end)',
      de: 'Rechnungszeitraum (Beginn/Ende)',
      fr: 'Période de facturation (début/fin)',
    },
    kind: 'period',
    terms: ['BT-73', 'BT-74'],
    fills: [
      { groups: ['BG-13', 'BG-14'], bt: 'BT-73' },
      { groups: ['BG-13', 'BG-14'], bt: 'BT-74' },
    ],
    rules: {},
  },
];

/** The input spec with this question id, if any. */
export function inputById(id: string): InputSpec | undefined {
  return INPUTS.find((s) => s.id === id);
}
