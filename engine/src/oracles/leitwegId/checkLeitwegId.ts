import type { Finding, Text } from '../../types.ts';
import { elementPath } from '../../xml/elementPath.ts';
import { NS } from '../../xml/namespaces.ts';
import type { XmlTree } from '../../xml/XmlTree.ts';

/** The service oracle's id in findings: not an official validator, so it never changes a verdict. */
export const LEITWEG_ID_ORACLE = 'service-leitweg-id';
export const LEITWEG_ID_RULE = 'LEITWEG-ID';

/** Where the rule comes from, named in every message. */
const SOURCE: Text = {
  en: 'Leitweg-ID format specification 2.0.2 (KoSIT), check digits ISO/IEC 7064 MOD 97-10',
  de: 'Formatspezifikation Leitweg-ID 2.0.2 (KoSIT), Prüfziffer nach ISO/IEC 7064 MOD 97-10',
  fr: 'spécification du format de la Leitweg-ID 2.0.2 (KoSIT), chiffres de contrôle ISO/IEC 7064 MOD 97-10',
};

// Format spec 2.1: coarse addressing of 2 to 12 digits, optional fine addressing of up to 30 digits or
// capital letters, two check digits; parts joined by hyphens, 5 to 46 characters in all.
const FORMAT = /^[0-9]{2,12}(-[0-9A-Z]{0,30})?-[0-9]{2}$/;
// Spec 2.2.1: the coarse addressing starts with the code of a Land (01–16) or of the Bund (99).
const STATES = new Set([
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '99',
]);
// What someone meant as a Leitweg-ID: digits, a hyphen, and a hyphenated tail. Other buyer references
// (order numbers, names) are not checked.
const LOOKS_LIKE = /^[0-9]{2,12}-[0-9A-Za-z-]*[0-9A-Za-z]$/;

/** ISO/IEC 7064 MOD 97-10 over digits and letters (A = 10 … Z = 35), as the remainder mod 97. */
function mod97(s: string): number {
  let rest = 0;
  for (const c of s) {
    const v = Number.parseInt(c, 36);
    rest = (v > 9 ? rest * 100 + v : rest * 10 + v) % 97;
  }
  return rest;
}

/** The two check digits a Leitweg-ID without them gets (spec 2.4: 98 − (ID·100 mod 97)). */
export function leitwegCheckDigits(withoutCheckDigits: string): string {
  return String(98 - mod97(`${withoutCheckDigits.replaceAll('-', '')}00`)).padStart(2, '0');
}

/** What is wrong with a Leitweg-ID, or null when it is well-formed with correct check digits. */
export type LeitwegProblem =
  | { kind: 'format' }
  | { kind: 'state'; code: string }
  | { kind: 'check-digits'; stated: string; expected: string };

export function checkLeitwegId(id: string): LeitwegProblem | null {
  if (id.length < 5 || id.length > 46 || !FORMAT.test(id)) return { kind: 'format' };
  if (!STATES.has(id.slice(0, 2))) return { kind: 'state', code: id.slice(0, 2) };
  if (mod97(id.replaceAll('-', '')) === 1) return null;
  return { kind: 'check-digits', stated: id.slice(-2), expected: leitwegCheckDigits(id.slice(0, -3)) };
}

function message(id: string, p: LeitwegProblem): Text {
  const text: Text =
    p.kind === 'format'
      ? {
          en: `The buyer reference "${id}" looks like a Leitweg-ID but does not have its form: 2–12 digits, optionally a hyphen and up to 30 digits or capital letters, then a hyphen and two check digits.`,
          de: `Die Käuferreferenz „${id}“ sieht wie eine Leitweg-ID aus, hat aber nicht deren Form: 2–12 Ziffern, optional ein Bindestrich und bis zu 30 Ziffern oder Großbuchstaben, dann ein Bindestrich und zwei Prüfziffern.`,
          fr: `La référence de l’acheteur « ${id} » ressemble à une Leitweg-ID mais n’en a pas la forme : 2 à 12 chiffres, éventuellement un tiret et jusqu’à 30 chiffres ou lettres majuscules, puis un tiret et deux chiffres de contrôle.`,
        }
      : p.kind === 'state'
        ? {
            en: `The Leitweg-ID "${id}" starts with ${p.code}, which is no code of a German Land (01–16) or of the Bund (99).`,
            de: `Die Leitweg-ID „${id}“ beginnt mit ${p.code}; das ist keine Kennzahl eines Bundeslandes (01–16) oder des Bundes (99).`,
            fr: `La Leitweg-ID « ${id} » commence par ${p.code}, qui n’est le code d’aucun Land allemand (01–16) ni du Bund (99).`,
          }
        : {
            en: `The check digits of the Leitweg-ID "${id}" are wrong: ${p.stated} is stated, ${p.expected} is correct. The invoice may not reach the recipient.`,
            de: `Die Prüfziffer der Leitweg-ID „${id}“ ist falsch: angegeben ist ${p.stated}, richtig wäre ${p.expected}. Die Rechnung erreicht den Empfänger womöglich nicht.`,
            fr: `Les chiffres de contrôle de la Leitweg-ID « ${id} » sont faux : ${p.stated} est indiqué, ${p.expected} est juste. La facture risque de ne pas parvenir au destinataire.`,
          };
  return {
    en: `${text.en} (${SOURCE.en})`,
    de: `${text.de} (${SOURCE.de})`,
    fr: `${text.fr} (${SOURCE.fr})`,
  };
}

/** BT-10: cbc:BuyerReference under the UBL root, ram:BuyerReference of the header agreement in CII. */
function buyerReference(tree: XmlTree, syntax: 'UBL' | 'CII'): number | null {
  const ns = syntax === 'UBL' ? NS.cbc : NS.ram;
  const depth = syntax === 'UBL' ? 2 : 4;
  for (const node of tree.elementsNamed(tree.nameId(ns, 'BuyerReference'))) {
    let steps = 0;
    for (let n = node; n > 0; n = tree.parent[n] as number) steps++;
    if (steps === depth) return node;
  }
  return null;
}

/**
 * A warning when BT-10 holds a Leitweg-ID (or something meant as one) that is malformed or has wrong
 * check digits. A service finding beside the official rules: the official validators do not check the
 * check digits, so the verdict is theirs alone.
 */
export function leitwegIdFindings(tree: XmlTree, syntax: 'UBL' | 'CII'): Finding[] {
  const ref = buyerReference(tree, syntax);
  if (ref === null) return [];
  const id = tree.stringValue(ref).trim();
  if (!LOOKS_LIKE.test(id)) return [];
  const problem = checkLeitwegId(id);
  if (!problem) return [];
  return [
    {
      ruleId: LEITWEG_ID_RULE,
      severity: 'warning',
      oracle: LEITWEG_ID_ORACLE,
      bt: ['BT-10'],
      xpath: elementPath(tree, ref),
      message: message(id, problem),
      plain: null,
      action: null,
      line: tree.lineOf(ref),
    },
  ];
}
