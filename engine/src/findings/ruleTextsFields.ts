import type { CodeList } from '../codes/CodeList.ts';
import { frenchMeaning } from '../codes/frenchMeanings.ts';
import { INVOICE_TYPES } from '../codes/invoiceTypes.ts';
import { PAYMENT_MEANS } from '../codes/paymentMeans.ts';
import { EAS_SCHEMES, ICD_SCHEMES } from '../codes/schemes.ts';
import { VAT_CATEGORIES } from '../codes/vatCategories.ts';
import { bug } from '../errors.ts';
import { termById } from '../semantics/terms.ts';
import type { Action, Field, SchemeOption, Text } from '../types.ts';

/** The text and the repair action for one official rule. */
export interface RuleText {
  plain: Text;
  action: Action | null;
}

/**
 * A choice's options in the order offered (most used first), each labelled as its code list labels it: the
 * labels are written once, in engine/src/codes (French in codes/frenchMeanings.ts), for the rendered invoice and the questions alike.
 */
function pick(list: CodeList, codes: readonly string[]): SchemeOption[] {
  return codes.map((value) => {
    const label = list[value] ?? bug(`option ${value} is not in its code list`);
    return { value, label: { en: label[0], de: label[1], fr: frenchMeaning(list, value) ?? label[0] } };
  });
}

/** Electronic address schemes (EAS, CEF code list) most used in EN 16931 invoices; BT-34/BT-49 @schemeID. */
export const EAS_OPTIONS: SchemeOption[] = pick(EAS_SCHEMES, [
  'EM',
  '0204',
  '9930',
  '0088',
  '0060',
  '0007',
  '0184',
  '0192',
  '0208',
  '0106',
  '0190',
  '0009',
  '9920',
  '0211',
]);

/** Party identifier schemes (ISO/IEC 6523 ICD) most used for BT-29/BT-46/BT-60 @schemeID. */
export const ICD_OPTIONS: SchemeOption[] = pick(ICD_SCHEMES, [
  '0088',
  '0060',
  '0204',
  '0007',
  '0184',
  '0192',
  '0208',
  '0106',
  '0009',
  '0002',
]);

/** VAT category codes EN 16931 allows (UNTDID 5305 subset). */
export const VAT_CATEGORY_OPTIONS: SchemeOption[] = pick(VAT_CATEGORIES, [
  'S',
  'Z',
  'E',
  'AE',
  'K',
  'G',
  'O',
  'L',
  'M',
]);

/** Invoice type codes (UNTDID 1001) the EN 16931 profiles use most. */
export const INVOICE_TYPE_OPTIONS: SchemeOption[] = pick(INVOICE_TYPES, ['380', '381', '384', '389', '751']);

/** Payment means codes (UNTDID 4461) common in EN 16931 invoices. */
export const PAYMENT_MEANS_OPTIONS: SchemeOption[] = pick(PAYMENT_MEANS, [
  '58',
  '30',
  '59',
  '49',
  '48',
  '54',
  '55',
  '10',
  '57',
  '1',
]);

type FieldExtras = Partial<Pick<Field, 'help' | 'examples' | 'pattern' | 'scheme'>>;

/** A field asking for one EN 16931 term, labelled with the term's official name. */
export function field(termId: string, extras: FieldExtras = {}): Field {
  const term = termById(termId) ?? bug(`rule text names unknown term ${termId}`);
  return {
    id: termId,
    label: term.name,
    help: extras.help ?? null,
    examples: extras.examples ?? [],
    pattern: extras.pattern ?? null,
    // The XPath depends on the syntax (UBL or CII); callers resolve it from TERMS by the field id.
    xpath: null,
    scheme: extras.scheme ?? null,
  };
}

/** The ask action for these fields. */
export function ask(...fields: Field[]): Action {
  return { kind: 'ask', fields };
}

/** The choose action over one code list for one term. */
export function choose(termId: string, options: SchemeOption[]): Action {
  const term = termById(termId) ?? bug(`rule text names unknown term ${termId}`);
  return { kind: 'choose', choice: { id: termId, label: term.name, options } };
}

/** The explain action: the fix needs a correction only the user can judge (sums, structure). */
export function explain(en: string, de: string, fr: string): Action {
  return { kind: 'explain', reason: { en, de, fr } };
}

/** Plain-language text in English, German and French. */
export function plain(en: string, de: string, fr: string): Text {
  return { en, de, fr };
}

/** Common fields, reused by several rules. */
export const FIELDS = {
  buyerReference: field('BT-10', {
    help: {
      en: 'For German public buyers this is the Leitweg-ID the buyer gave you; otherwise any reference the buyer asks for.',
      de: 'Bei öffentlichen Auftraggebern in Deutschland die Leitweg-ID, die Ihnen der Auftraggeber mitgeteilt hat; sonst die vom Käufer verlangte Referenz.',
      fr: 'Pour les acheteurs publics allemands, c’est la Leitweg-ID que l’acheteur vous a donnée ; sinon toute référence que l’acheteur demande.',
    },
    examples: ['04011000-12345-03', '991-01234-44'],
  }),
  sellerEndpoint: field('BT-34', {
    help: {
      en: 'The address your invoices are sent from, e.g. your e-mail address or Peppol ID, with its scheme.',
      de: 'Die Adresse, unter der Sie elektronische Rechnungen versenden, z. B. E-Mail-Adresse oder Peppol-ID, mit dem Schema.',
      fr: 'L’adresse d’où vos factures sont envoyées, p. ex. votre adresse électronique ou votre identifiant Peppol, avec son schéma.',
    },
    examples: ['rechnung@firma.de'],
    scheme: {
      attr: 'schemeID',
      label: { en: 'Address scheme (EAS)', de: 'Adressschema (EAS)', fr: 'Schéma d’adresse (EAS)' },
      options: EAS_OPTIONS,
    },
  }),
  buyerEndpoint: field('BT-49', {
    help: {
      en: 'The address where the buyer receives e-invoices, e.g. an e-mail address or the Leitweg-ID, with its scheme.',
      de: 'Die Adresse, an der der Käufer E-Rechnungen empfängt, z. B. E-Mail-Adresse oder Leitweg-ID, mit dem Schema.',
      fr: 'L’adresse où l’acheteur reçoit les factures électroniques, p. ex. une adresse électronique ou la Leitweg-ID, avec son schéma.',
    },
    examples: ['rechnungseingang@kunde.de'],
    scheme: {
      attr: 'schemeID',
      label: { en: 'Address scheme (EAS)', de: 'Adressschema (EAS)', fr: 'Schéma d’adresse (EAS)' },
      options: EAS_OPTIONS,
    },
  }),
  sellerContactPoint: field('BT-41', { examples: ['Buchhaltung', 'Erika Mustermann'] }),
  sellerPhone: field('BT-42', { examples: ['+49 30 1234567'], pattern: '\\d.*\\d.*\\d' }),
  sellerEmail: field('BT-43', { examples: ['buchhaltung@firma.de'], pattern: '^[^@\\s]{2,}@[^@\\s]{2,}$' }),
  sellerVatId: field('BT-31', {
    help: {
      en: 'Your VAT identification number, starting with the country code.',
      de: 'Ihre Umsatzsteuer-Identifikationsnummer mit Ländercode.',
      fr: 'Votre numéro d’identification TVA, commençant par le code pays.',
    },
    examples: ['DE123456789'],
    pattern: '^[A-Z]{2}[0-9A-Za-z+*.]{2,12}$',
  }),
  sellerTaxNumber: field('BT-32', {
    help: {
      en: 'Your national tax number.',
      de: 'Ihre Steuernummer beim Finanzamt.',
      fr: 'Votre numéro fiscal national.',
    },
    examples: ['201/113/40209'],
  }),
  sellerIdentifier: field('BT-29', {
    examples: ['4000001123452'],
    scheme: {
      attr: 'schemeID',
      label: { en: 'Identifier scheme (ICD)', de: 'Kennungsschema (ICD)', fr: 'Schéma d’identifiant (ICD)' },
      options: ICD_OPTIONS,
    },
  }),
  sellerLegalId: field('BT-30', {
    help: {
      en: 'E.g. your commercial register number.',
      de: 'Z. B. Ihre Handelsregisternummer.',
      fr: 'P. ex. votre numéro d’immatriculation au registre du commerce (RCS).',
    },
    examples: ['HRB 12345'],
  }),
  sellerCity: field('BT-37', { examples: ['Berlin'] }),
  sellerPostCode: field('BT-38', { examples: ['10115'] }),
  buyerCity: field('BT-52', { examples: ['München'] }),
  buyerPostCode: field('BT-53', { examples: ['80331'] }),
  purchaseOrder: field('BT-13', { examples: ['PO-2024-0815'] }),
  iban: field('BT-84', {
    help: {
      en: 'The IBAN the buyer should pay to.',
      de: 'Die IBAN, auf die der Käufer zahlen soll.',
      fr: 'L’IBAN sur lequel l’acheteur doit payer.',
    },
    examples: ['DE02120300000000202051'],
    pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$',
  }),
} satisfies Record<string, Field>;
