import { bug } from '../../errors.ts';
import { termById } from '../../semantics/terms.ts';
import type { Action, Text } from '../../types.ts';
import type { RuleText } from '../ruleTextsFields.ts';

/** One sentence in English, German and French, in that order. */
export type Tri = readonly [en: string, de: string, fr: string];

/** Where FNFE's rules are defined: the invoice rules (Flux 2) and the lifecycle-status rules (CDV). */
export type FrenchStandard = 'XP Z12-012' | 'XP Z12-014';

const text = ([en, de, fr]: Tri): Text => ({ en, de, fr });

/** The reference a French rule's text ends with, so the reader can look the rule up in the standard. */
function reference(rule: string, standard: FrenchStandard): Tri {
  return [
    `see ${standard} V1.4.0, management rule ${rule}`,
    `siehe ${standard} V1.4.0, Regel ${rule}`,
    `voir ${standard} V1.4.0, règle de gestion ${rule}`,
  ];
}

/**
 * A French rule's text. A written action ends with the rule's reference in the standard; a choose or ask
 * action carries no free text, so the plain text ends with it instead.
 */
export function frenchRuleText(
  rule: string,
  plain: Tri,
  action: Tri | Action,
  standard: FrenchStandard = 'XP Z12-012',
): RuleText {
  const see = reference(rule, standard);
  if (Array.isArray(action)) {
    const [en, de, fr] = action as Tri;
    return {
      plain: text(plain),
      action: {
        kind: 'explain',
        reason: text([`${en} — ${see[0]}.`, `${de} — ${see[1]}.`, `${fr} — ${see[2]}.`]),
      },
    };
  }
  return {
    plain: text([`${plain[0]} (${see[0]})`, `${plain[1]} (${see[1]})`, `${plain[2]} (${see[2]})`]),
    action: action as Action,
  };
}

/** A named field with its id, quoted as each language quotes: “Seller identifier” (BT-29). */
export function quoted(id: string, [en, de, fr]: Tri): Tri {
  return [`“${en}” (${id})`, `„${de}“ (${id})`, `« ${fr} » (${id})`];
}

/** A business term's name with its id, quoted, in the three languages. */
export function termName(id: string): Tri {
  const name = (termById(id) ?? bug(`French rule text names unknown term ${id}`)).name;
  return quoted(id, [name.en, name.de ?? name.en, name.fr ?? name.en]);
}
