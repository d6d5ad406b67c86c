import { termById } from '../semantics/terms.ts';
import type { Text } from '../types.ts';
import { ruleText } from './ruleTexts.ts';
import { termsOfRule } from './termsOfRule.ts';

type Lang = 'en' | 'de' | 'fr';
const LANGS: readonly Lang[] = ['en', 'de', 'fr'];

const WORDS = {
  en: {
    breaks: 'The invoice breaks rule',
    of: 'of',
    concerns: 'It concerns',
    and: 'and',
    owner: 'Message of the rule’s owner:',
    q: ['“', '”'],
  },
  de: {
    breaks: 'Die Rechnung verletzt Regel',
    of: 'von',
    concerns: 'Betroffen:',
    and: 'und',
    owner: 'Meldung des Regelherausgebers:',
    q: ['„', '“'],
  },
  fr: {
    breaks: 'La facture enfreint la règle',
    of: 'de',
    concerns: 'Concerne :',
    and: 'et',
    owner: 'Message de l’éditeur de la règle :',
    q: ['« ', ' »'],
  },
} as const;

const list = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

function countryName(country: string, lang: Lang): string {
  return new Intl.DisplayNames([lang], { type: 'region' }).of(country) ?? country;
}

/** The owner's message without its leading `[ID]-` tag. */
function bare(ruleId: string, message: string): string {
  const tag = `[${ruleId}]`;
  return (message.startsWith(tag) ? message.slice(tag.length).replace(/^\s*-\s*/, '') : message).trim();
}

/**
 * The plain text (en, de, fr) of a national layer's rule: the engine's own text where it has one (its missing
 * languages filled in), else one built from the layer, the country and the EN 16931 terms the owner's message
 * names, quoting the owner's message as published (UBL.BE in English, CIUS-RO in Romanian, HR-CIUS in Croatian).
 */
export function layerRuleText(
  ruleId: string,
  message: string,
  layer: { profile: string; country: string },
): Required<{ [L in Lang]: string }> {
  const terms = termsOfRule(message).map((id) => ({ id, name: termById(id)?.name }));
  const built = Object.fromEntries(
    LANGS.map((lang) => {
      const w = WORDS[lang];
      const named = terms.map((t) => {
        const name = t.name?.[lang] ?? t.name?.en;
        return name ? `${t.id} (${name})` : t.id;
      });
      const concerns = named.length ? ` ${w.concerns} ${list(named, w.and)}.` : '';
      return [
        lang,
        `${w.breaks} ${ruleId} ${w.of} ${layer.profile} (${countryName(layer.country, lang)}).${concerns} ${w.owner} ${w.q[0]}${bare(ruleId, message)}${w.q[1]}`,
      ];
    }),
  ) as { [L in Lang]: string };
  const own = ruleText(ruleId)?.plain;
  return { en: own?.en ?? built.en, de: own?.de ?? built.de, fr: own?.fr ?? built.fr };
}

/** A finding's plain text: for a national layer's scenario always all three languages. */
export function plainOf(
  ruleId: string,
  message: string,
  layer: { profile: string; country: string } | undefined,
): Text | null {
  return layer ? layerRuleText(ruleId, message, layer) : (ruleText(ruleId)?.plain ?? null);
}
