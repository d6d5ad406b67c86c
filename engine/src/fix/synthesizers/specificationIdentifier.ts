import { termById } from '../../semantics/terms.ts';
import { CVD_3, EXTENSION_3, XRECHNUNG_3 } from '../currentSpecification.ts';
import { choiceQuestion, ruleOptions } from '../questions.ts';
import type { Synthesizer } from '../Synthesizer.ts';
import { valuesOf, writeTerm } from '../writeTerm.ts';

const XRECHNUNG = XRECHNUNG_3;
const OPTIONS = [
  ...ruleOptions('BR-01'),
  {
    value: EXTENSION_3,
    label: { en: 'XRechnung 3.0 extension', de: 'XRechnung 3.0 Extension', fr: 'XRechnung 3.0 extension' },
  },
  { value: CVD_3, label: { en: 'XRechnung 3.0 CVD', de: 'XRechnung 3.0 CVD', fr: 'XRechnung 3.0 CVD' } },
];

/** BT-24 specification identifier missing (BR-01): which profile the invoice follows is the sender's choice. */
export const specificationIdentifier: Synthesizer = {
  id: 'specification-identifier',
  rules: ['BR-01'],
  propose(ctx, findings) {
    // A Leitweg-ID or a German seller make XRechnung the likely target; still only a guess.
    const german =
      valuesOf(ctx, 'BT-40')[0]?.value.toUpperCase() === 'DE' || valuesOf(ctx, 'BT-10').length > 0;
    const write = (value: string) => writeTerm(ctx, 'BT-24', { text: value });
    return [
      {
        field: 'BT-24',
        value: german ? XRECHNUNG : null,
        confidence: 'low',
        reason: german
          ? 'A German seller or a buyer reference suggests XRechnung 3.0.'
          : 'Nothing in the invoice names its profile.',
        patches: german ? write(XRECHNUNG) : [],
        question: choiceQuestion(
          'BT-24',
          termById('BT-24')?.name ?? { en: 'Specification identifier', de: null, fr: null },
          OPTIONS,
          [...new Set(findings.map((f) => f.ruleId))],
          write,
        ),
      },
    ];
  },
};
