import { termById } from '../semantics/terms.ts';
import type { Action, Text } from '../types.ts';

// The lexical forms of the XSD types an invoice's values have, as a person reads them.
const FORMS: Record<string, Text> = {
  'xs:date': {
    en: 'a date in the form YYYY-MM-DD (e.g. 2024-01-05)',
    de: 'ein Datum der Form JJJJ-MM-TT (z. B. 2024-01-05)',
    fr: 'une date de la forme AAAA-MM-JJ (p. ex. 2024-01-05)',
  },
  'xs:dateTime': {
    en: 'a date and time in the form YYYY-MM-DDThh:mm:ss',
    de: 'Datum und Uhrzeit der Form JJJJ-MM-TTThh:mm:ss',
    fr: 'une date et une heure de la forme AAAA-MM-JJThh:mm:ss',
  },
  'xs:time': {
    en: 'a time in the form hh:mm:ss',
    de: 'eine Uhrzeit der Form hh:mm:ss',
    fr: 'une heure de la forme hh:mm:ss',
  },
  'xs:decimal': {
    en: 'a number with a dot as decimal separator and no thousands separators (e.g. 1234.56)',
    de: 'eine Zahl mit Punkt als Dezimaltrennzeichen und ohne Tausendertrennzeichen (z. B. 1234.56)',
    fr: 'un nombre avec le point comme séparateur décimal et sans séparateur de milliers (p. ex. 1234.56)',
  },
  'xs:integer': { en: 'a whole number', de: 'eine ganze Zahl', fr: 'un nombre entier' },
  'xs:boolean': { en: 'true or false', de: 'true oder false', fr: 'true ou false' },
  'xs:base64Binary': {
    en: 'Base64-encoded content',
    de: 'Base64-kodierter Inhalt',
    fr: 'un contenu encodé en Base64',
  },
};

const local = (qname: string) => qname.replace(/^\{[^}]*\}/, '');
const names = (list: string) =>
  list
    .split(',')
    .map((s) => local(s.trim()))
    .filter(Boolean)
    .join(', ');

/** How a person names the element: the EN 16931 term, else its XML name. */
function subject(terms: readonly string[], element: string): Required<Text> {
  const t = terms.map(termById).find((x) => x !== undefined);
  return t
    ? {
        en: `${t.name.en} (${t.id})`,
        de: `${t.name.de ?? t.name.en} (${t.id})`,
        fr: `« ${t.name.fr ?? t.name.en} » (${t.id})`,
      }
    : { en: element, de: element, fr: `l’élément ${element}` };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A plain reading of one libxml2 schema diagnostic: what form or place the schema expects, what the document
 * has, and what to do about it, in English, German and French. Messages it does not know keep a generic text.
 */
export function describeXsd(
  message: string,
  terms: readonly string[],
): { plain: Text; action: Action; found: string | null } {
  const element = local(/^Element '([^']+)'/.exec(message)?.[1] ?? 'The element');
  const who = subject(terms, element);
  const Who = capital(who.fr as string);
  const say = (en: string, de: string, fr: string, how: Text, found: string | null = null) => ({
    plain: { en, de, fr },
    action: { kind: 'explain' as const, reason: how },
    found,
  });
  const fixAt = (en: string, de: string, fr: string): Text => ({
    en: `Correct ${who.en} where the invoice is produced: ${en}`,
    de: `Korrigieren Sie ${who.de} dort, wo die Rechnung erzeugt wird: ${de}`,
    fr: `Corrigez ${who.fr} là où la facture est produite : ${fr}`,
  });

  const atomic = /'([^']*)' is not a valid value of the (?:atomic|list|union) type '([^']+)'/.exec(message);
  const local_ = /'([^']*)' is not a valid value of the local (?:atomic|list|union) type/.exec(message);
  const pattern =
    /\[facet '(pattern|minLength|maxLength|length|totalDigits|fractionDigits)'\] The value '([^']*)'/.exec(
      message,
    );
  const enumeration = /\[facet 'enumeration'\] The value '([^']*)'/.exec(message);
  const notExpected = /This element is not expected\.(?: Expected is(?: one of)? \( ([^)]*) \))?/.exec(
    message,
  );
  const missing = /Missing child element\(s\)\. Expected is(?: one of)? \( ([^)]*) \)/.exec(message);
  const attrNotAllowed = /attribute '([^']+)': The attribute '[^']+' is not allowed/.exec(message);
  const attrMissing = /The attribute '([^']+)' is required but missing/.exec(message);

  if (atomic) {
    const [, value, type] = atomic as unknown as [string, string, string];
    const form = FORMS[type] ?? {
      en: `a value of type ${type}`,
      de: `ein Wert vom Typ ${type}`,
      fr: `une valeur de type ${type}`,
    };
    return say(
      `${who.en} must be ${form.en}; found '${value}'.`,
      `${who.de} muss ${form.de} sein; gefunden: '${value}'.`,
      `${Who} doit être ${form.fr} ; trouvé : '${value}'.`,
      fixAt(`write it as ${form.en}.`, `schreiben Sie ${form.de}.`, `écrivez ${form.fr}.`),
      value,
    );
  }
  if (pattern || local_ || enumeration) {
    const value = (pattern?.[2] ?? local_?.[1] ?? enumeration?.[1]) as string;
    return say(
      `${who.en} has a value the schema does not allow here; found '${value}'.`,
      `${who.de} hat einen Wert, den das Schema hier nicht zulässt; gefunden: '${value}'.`,
      `${Who} a une valeur que le schéma n’admet pas ici ; trouvé : '${value}'.`,
      fixAt(
        'use a value of the allowed form or list.',
        'verwenden Sie einen Wert der zulässigen Form oder Liste.',
        'utilisez une valeur de la forme ou de la liste admise.',
      ),
      value,
    );
  }
  if (notExpected) {
    const expected = notExpected[1] ? names(notExpected[1]) : null;
    return say(
      `${who.en} is not allowed at this place${expected ? `: the schema expects ${expected} here` : ''}. It may be out of order or written twice.`,
      `${who.de} ist an dieser Stelle nicht erlaubt${expected ? `: das Schema erwartet hier ${expected}` : ''}. Es steht möglicherweise an falscher Stelle oder doppelt.`,
      `${Who} n’est pas admis à cet endroit${expected ? ` : le schéma attend ici ${expected}` : ''}. Il est peut-être mal placé ou écrit deux fois.`,
      fixAt(
        'write the elements in the order the schema defines, each only as often as allowed.',
        'schreiben Sie die Elemente in der Reihenfolge des Schemas und nur so oft wie erlaubt.',
        'écrivez les éléments dans l’ordre du schéma, chacun aussi souvent que permis.',
      ),
    );
  }
  if (missing) {
    const expected = names(missing[1] as string);
    return say(
      `${who.en} lacks a required part: the schema expects ${expected}.`,
      `${who.de} fehlt ein Pflichtbestandteil: das Schema erwartet ${expected}.`,
      `Il manque à ${who.fr} une partie obligatoire : le schéma attend ${expected}.`,
      fixAt(`add ${expected}.`, `ergänzen Sie ${expected}.`, `ajoutez ${expected}.`),
    );
  }
  if (attrNotAllowed) {
    const a = attrNotAllowed[1] as string;
    return say(
      `${who.en} carries the attribute ${a}, which the schema does not allow there.`,
      `${who.de} trägt das Attribut ${a}, das das Schema dort nicht zulässt.`,
      `${Who} porte l’attribut ${a}, que le schéma n’admet pas à cet endroit.`,
      fixAt(`remove the attribute ${a}.`, `entfernen Sie das Attribut ${a}.`, `retirez l’attribut ${a}.`),
    );
  }
  if (attrMissing) {
    const a = attrMissing[1] as string;
    return say(
      `${who.en} lacks the required attribute ${a}.`,
      `${who.de} fehlt das Pflichtattribut ${a}.`,
      `Il manque à ${who.fr} l’attribut obligatoire ${a}.`,
      fixAt(`add the attribute ${a}.`, `ergänzen Sie das Attribut ${a}.`, `ajoutez l’attribut ${a}.`),
    );
  }
  return say(
    `${who.en} does not match the XML schema of the syntax.`,
    `${who.de} entspricht nicht dem XML-Schema der Syntax.`,
    `${Who} ne respecte pas le schéma XML de la syntaxe.`,
    fixAt(
      'follow the XML schema of the syntax.',
      'halten Sie das XML-Schema der Syntax ein.',
      'respectez le schéma XML de la syntaxe.',
    ),
  );
}
