import { termById } from '../../semantics/terms.ts';
import { choiceQuestion, ruleOptions } from '../questions.ts';
import type { Synthesizer } from '../Synthesizer.ts';
import { groupsOf, stepsOf, writeAt, writeTerm } from '../writeTerm.ts';

const opt = (value: string, en: string, de: string, fr: string) => ({ value, label: { en, de, fr } });
// The rule text's common codes plus the UNTDID 4461 codes German invoices also use.
const OPTIONS = [
  ...ruleOptions('BR-49'),
  opt('31', 'Debit transfer', 'Überweisung (Debit Transfer)', 'Virement (débit)'),
  opt('42', 'Payment to bank account', 'Zahlung auf Bankkonto', 'Paiement sur compte bancaire'),
  opt('68', 'Online payment service', 'Online-Zahlungsdienst', 'Service de paiement en ligne'),
  opt('97', 'Clearing between partners', 'Verrechnung zwischen Partnern', 'Compensation entre partenaires'),
];

const LABEL = termById('BT-81')?.name ?? { en: 'Payment means type code', de: null, fr: null };

/**
 * BT-81 payment means code missing (BR-49): an IBAN hints at a credit transfer, but which kind is the seller's
 * to say. XRechnung's BR-DE-1 fires instead where no payment instruction is read at all (an emptied
 * `cac:PaymentMeans`, or none): then the code is asked and written as the first payment instruction.
 */
export const paymentMeansCode: Synthesizer = {
  id: 'payment-means-code',
  rules: ['BR-49', 'BR-DE-1'],
  propose(ctx, findings) {
    const codes = [...new Set(findings.map((f) => f.ruleId))];
    if (groupsOf(ctx, 'BG-16').length === 0 && codes.includes('BR-DE-1') && stepsOf(ctx, 'BT-81'))
      return [
        {
          field: 'BT-81',
          value: null,
          confidence: 'low',
          reason: 'The invoice gives no payment instruction; its payment means is the seller’s to name.',
          patches: [],
          question: choiceQuestion('BT-81', LABEL, OPTIONS, codes, (code) =>
            writeTerm(ctx, 'BT-81', { text: code }),
          ),
        },
      ];
    const groupSteps = stepsOf(ctx, 'BG-16') ?? [];
    const codeSteps = (stepsOf(ctx, 'BT-81') ?? []).slice(groupSteps.length);
    return groupsOf(ctx, 'BG-16')
      .filter((g) => g.xpath && !g.terms.some((t) => t.bt === 'BT-81'))
      .map((g, i, all) => {
        const write = (code: string) => writeAt(ctx, g.xpath as string, codeSteps, { text: code });
        const iban = g.groups.some((s) => s.terms.some((t) => t.bt === 'BT-84'));
        return {
          field: 'BT-81',
          value: iban ? '58' : null,
          confidence: 'medium' as const,
          reason: iban
            ? 'A payee IBAN suggests a SEPA credit transfer.'
            : 'Nothing in the invoice names the payment means.',
          patches: iban ? write('58') : [],
          question: choiceQuestion(all.length > 1 ? `BT-81#${i + 1}` : 'BT-81', LABEL, OPTIONS, codes, write),
        };
      });
  },
};
