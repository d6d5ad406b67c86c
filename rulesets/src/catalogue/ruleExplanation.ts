import type { Action } from '@einvoice/engine';
import { termById } from '@einvoice/engine/model';
import { ruleText, termsOfRule } from '@einvoice/engine/ruleTexts';
import type { CatalogueText } from './types.ts';

interface Explanation {
  terms: { id: string; name: CatalogueText }[];
  plain: { en: string; de: string; fr?: string | null };
  howToFix: { en: string; de: string; fr?: string | null };
  textSource: 'engine' | 'generated';
}

const GERMAN =
  /\b(muss|müssen|soll|sollen|sollte|darf|dürfen|Das Element|Die Gruppe|Wenn|enthalten|übermittelt)\b/;

/** True when the owner wrote the message in German (KoSIT's own XRechnung rules). */
export function isGermanMessage(message: string): boolean {
  return GERMAN.test(message);
}

const FRENCH = /\b(doit|doivent|Veuillez|obligatoire|Valeur actuelle|n’est pas|n'est pas|Écart absolu)\b/;

/** True when the owner wrote the message in French (FNFE's French rules). */
export function isFrenchMessage(message: string): boolean {
  return FRENCH.test(message);
}

/** The owner's message without its leading `[ID]-` tag. */
export function bareMessage(ruleId: string, message: string): string {
  const tag = `[${ruleId}]`;
  const text = message.startsWith(tag) ? message.slice(tag.length).replace(/^\s*-\s*/, '') : message;
  return text.trim();
}

const list = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

function termLabel(t: { id: string; name: CatalogueText }, lang: 'en' | 'de'): string {
  const name = lang === 'de' ? (t.name.de ?? t.name.en) : t.name.en;
  return name && name !== t.id ? `${t.id} (${name})` : t.id;
}

/** How-to-fix text of one engine action. */
function actionText(action: Action): { en: string; de: string; fr: string | null } {
  if (action.kind === 'explain')
    return { en: action.reason.en, de: action.reason.de ?? action.reason.en, fr: action.reason.fr ?? null };
  if (action.kind === 'choose') {
    const { id, label, options } = action.choice;
    const some = options.slice(0, 3);
    return {
      en: `Choose the ${label.en} (${id}), e.g. ${list(
        some.map((o) => `${o.value} (${o.label.en})`),
        'or',
      )}.`,
      de: `Wählen Sie ${label.de ?? label.en} (${id}), z. B. ${list(
        some.map((o) => `${o.value} (${o.label.de ?? o.label.en})`),
        'oder',
      )}.`,
      fr: `Choisissez « ${label.fr ?? label.en} » (${id}), p. ex. ${list(
        some.map((o) => `${o.value} (${o.label.fr ?? o.label.en})`),
        'ou',
      )}.`,
    };
  }
  const fields = action.fields;
  return {
    en: `Enter ${list(
      fields.map((f) => `the ${f.label.en} (${f.id})`),
      'and',
    )} in your invoicing software${fields[0]?.examples[0] ? `, e.g. ${fields[0].examples[0]}` : ''}.`,
    de: `Tragen Sie ${list(
      fields.map((f) => `${f.label.de ?? f.label.en} (${f.id})`),
      'und',
    )} in Ihrer Rechnungssoftware ein${fields[0]?.examples[0] ? `, z. B. ${fields[0].examples[0]}` : ''}.`,
    fr: `Saisissez ${list(
      fields.map((f) => `« ${f.label.fr ?? f.label.en} » (${f.id})`),
      'et',
    )} dans votre logiciel de facturation${fields[0]?.examples[0] ? `, p. ex. ${fields[0].examples[0]}` : ''}.`,
  };
}

/** The generic texts for a rule the engine has no own text for: built from its kind, message and terms. */
function generated(
  ruleId: string,
  message: string,
  terms: { id: string; name: CatalogueText }[],
  rulesetName: string,
): Pick<Explanation, 'plain' | 'howToFix'> {
  const msg = bareMessage(ruleId, message);
  const termsEn = terms.length
    ? ` It concerns ${list(
        terms.map((t) => termLabel(t, 'en')),
        'and',
      )}.`
    : '';
  const termsDe = terms.length
    ? ` Betroffen: ${list(
        terms.map((t) => termLabel(t, 'de')),
        'und',
      )}.`
    : '';
  const plain = isGermanMessage(msg)
    ? {
        en: `The invoice breaks rule ${ruleId} of ${rulesetName}.${termsEn} The owner publishes its message in German only: “${msg}”`,
        de: `Die Rechnung verletzt Regel ${ruleId} (${rulesetName}): ${msg}`,
      }
    : {
        en: `The invoice breaks rule ${ruleId} of ${rulesetName}: ${msg}${termsEn}`,
        de: `Die Rechnung verletzt Regel ${ruleId} (${rulesetName}).${termsDe} Offizielle Meldung (nur auf Englisch veröffentlicht): „${msg}“`,
      };
  if (/should not (be present|include|be used)|shall not be used|not allowed/i.test(msg)) {
    return {
      plain,
      howToFix: {
        en: 'Remove the element or attribute the message names (or have your software stop writing it): this format does not use it here.',
        de: 'Entfernen Sie das in der Meldung genannte Element oder Attribut (bzw. lassen Sie es von Ihrer Software nicht mehr schreiben): Das Format verwendet es an dieser Stelle nicht.',
      },
    };
  }
  if (/maximum once|at most once|occur maximum|only once/i.test(msg)) {
    return {
      plain,
      howToFix: {
        en: 'Keep a single occurrence of the element the message names and remove the repetitions.',
        de: 'Lassen Sie das in der Meldung genannte Element nur einmal stehen und entfernen Sie die Wiederholungen.',
      },
    };
  }
  if (/^BR-CL-|code list|coded (by|using|according)/i.test(`${ruleId} ${msg}`)) {
    return {
      plain,
      howToFix: {
        en: 'Use a code from the code list the message names (check spelling and case of the code).',
        de: 'Verwenden Sie einen Code aus der in der Meldung genannten Codeliste (Schreibweise und Groß-/Kleinschreibung prüfen).',
      },
    };
  }
  if (/^BR-DEC-|decimal/i.test(`${ruleId} ${msg}`)) {
    return {
      plain,
      howToFix: {
        en: 'Round the amount to at most two decimals in your invoicing software and let it recompute the totals that depend on it.',
        de: 'Runden Sie den Betrag in Ihrer Rechnungssoftware auf höchstens zwei Nachkommastellen und lassen Sie die davon abhängigen Summen neu berechnen.',
      },
    };
  }
  const where = terms.length
    ? list(
        terms.map((t) => termLabel(t, 'en')),
        'and',
      )
    : 'the values the message names';
  const whereDe = terms.length
    ? list(
        terms.map((t) => termLabel(t, 'de')),
        'und',
      )
    : 'die in der Meldung genannten Angaben';
  return {
    plain,
    howToFix: {
      en: `Check ${where} in your invoicing software and correct the values so that the condition of ${ruleId} holds, then validate again.`,
      de: `Prüfen Sie ${whereDe} in Ihrer Rechnungssoftware und korrigieren Sie die Werte so, dass die Bedingung von ${ruleId} erfüllt ist; prüfen Sie die Rechnung dann erneut.`,
    },
  };
}

/**
 * Plain text and how-to-fix of one rule in English and German (and French where the engine has it): the engine's own rule text (reused from
 * engine/src/findings, never copied) where it has one, the generic texts otherwise.
 */
export function explainRule(ruleId: string, message: string, rulesetName: string): Explanation {
  const terms = termsOfRule(message).map((id) => {
    const name = termById(id)?.name;
    return { id, name: { en: name?.en ?? id, de: name?.de ?? null, fr: name?.fr ?? null } };
  });
  const own = ruleText(ruleId);
  const fallback = generated(ruleId, message, terms, rulesetName);
  if (!own) return { terms, ...fallback, textSource: 'generated' };
  return {
    terms,
    plain: { en: own.plain.en, de: own.plain.de ?? fallback.plain.de, fr: own.plain.fr ?? null },
    howToFix: own.action ? actionText(own.action) : fallback.howToFix,
    textSource: 'engine',
  };
}
