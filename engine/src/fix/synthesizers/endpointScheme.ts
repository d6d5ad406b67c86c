import { EAS_OPTIONS } from '../../findings/ruleTextsFields.ts';
import { choiceQuestion } from '../questions.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';
import { termsUnder } from '../termsUnder.ts';

const LEITWEG = /^\d{2,12}(-[A-Za-z0-9]{1,30})?-\d{2}$/;
// Each rule is about one party's address: in CII both fire on the root, whose terms hold both addresses.
const ADDRESS_OF: Readonly<Record<string, string>> = { 'BR-62': 'BT-34', 'BR-63': 'BT-49' };

/**
 * Electronic address without its scheme (BR-62 seller, BR-63 buyer). An e-mail address is certainly scheme EM;
 * a Leitweg-ID-shaped value is likely 0204; anything else is asked.
 */
export const endpointScheme: Synthesizer = {
  id: 'electronic-address-scheme-missing',
  rules: ['BR-62', 'BR-63'],
  propose(ctx, findings) {
    return findings.flatMap((f): Proposal[] =>
      termsUnder(ctx, f.xpath, [ADDRESS_OF[f.ruleId] as string])
        .filter((t) => !t.attributes.some((a) => a.name === 'schemeID'))
        .map((t) => {
          const write = (scheme: string) => [
            { op: 'set_attr' as const, xpath: t.xpath, name: 'schemeID', value: scheme },
          ];
          const mail = /^[^@\s]+@[^@\s]+$/.test(t.value);
          const leitweg = LEITWEG.test(t.value);
          const guess = mail ? 'EM' : leitweg ? '0204' : null;
          return {
            field: `${t.bt}@schemeID`,
            value: guess,
            confidence: mail ? 'high' : 'medium',
            reason: mail
              ? 'The address is an e-mail address.'
              : leitweg
                ? 'The address has the form of a Leitweg-ID.'
                : 'The address does not tell its scheme.',
            patches: guess ? write(guess) : [],
            touches: [t.bt],
            question: choiceQuestion(
              `${t.bt}@schemeID`,
              {
                en: 'Electronic address scheme (EAS)',
                de: 'Schema der elektronischen Adresse (EAS)',
                fr: 'Schéma de l’adresse électronique (EAS)',
              },
              EAS_OPTIONS,
              [f.ruleId],
              write,
            ),
          };
        }),
    );
  },
};
