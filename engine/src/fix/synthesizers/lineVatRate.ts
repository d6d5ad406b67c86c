import { termById } from '../../semantics/terms.ts';
import { questionId } from '../amountQuestion.ts';
import { choiceQuestion } from '../questions.ts';
import { readBreakdown, readLines } from '../readArithmetic.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';
import { writeInGroup } from '../writeTerm.ts';

/**
 * BT-152 line VAT rate missing (BR-S-05 …). Certain when the breakdown has a single rate for the line's
 * category; with several (19 % and 7 % standard-rated lines) the issuer chooses among them.
 */
export const lineVatRate: Synthesizer = {
  id: 'line-vat-rate',
  rules: ['BR-S-05', 'BR-Z-05', 'BR-E-05', 'BR-AE-05', 'BR-IC-05', 'BR-G-05', 'BR-AF-05', 'BR-AG-05'],
  propose(ctx, findings) {
    const rows = readBreakdown(ctx);
    const codes = [...new Set(findings.map((f) => f.ruleId))];
    return readLines(ctx)
      .filter((l) => l.vat.category && !l.vat.rate)
      .flatMap((l): Proposal[] => {
        const rates = [
          ...new Set(
            rows
              .filter((r) => r.vat.category === l.vat.category && r.vat.rate)
              .map((r) => r.vat.rate?.toString()),
          ),
        ];
        const rate = rates.length === 1 ? rates[0] : undefined;
        if (!rate) {
          // The rates as the breakdown writes them (BT-119), for the issuer to choose from.
          const written = [
            ...new Set(
              rows
                .filter((r) => r.vat.category === l.vat.category && r.vat.rate)
                .map((r) => r.group.terms.find((t) => t.bt === 'BT-119')?.value ?? ''),
            ),
          ].filter((v) => v !== '');
          if (written.length < 2) return [];
          return [
            {
              field: 'BT-152',
              value: null,
              confidence: 'low',
              reason: `Category ${l.vat.category} has the rates ${written.join(' %, ')} % in the VAT breakdown: the issuer says which applies.`,
              patches: [],
              question: choiceQuestion(
                questionId('BT-152', `BG-25[${l.group.index}]/BG-30[1]`),
                termById('BT-152')?.name ?? { en: 'Invoiced item VAT rate', de: null, fr: null },
                written.map((v) => ({ value: v, label: { en: `${v} %`, de: `${v} %`, fr: `${v} %` } })),
                codes,
                (option) => writeInGroup(ctx, l.group, 'BT-152', { text: option }),
              ),
            },
          ];
        }
        return [
          {
            field: 'BT-152',
            value: rate,
            confidence: 'high',
            reason: `Category ${l.vat.category} has the single rate ${rate} % in the VAT breakdown.`,
            explanation: {
              en: `the VAT breakdown states the single rate ${rate} % (BT-119) for category ${l.vat.category}.`,
              de: `die Steueraufschlüsselung nennt für Kategorie ${l.vat.category} den einzigen Satz ${rate} % (BT-119).`,
              fr: `la ventilation de la TVA indique le taux unique de ${rate} % (BT-119) pour la catégorie ${l.vat.category}.`,
            },
            patches: writeInGroup(ctx, l.group, 'BT-152', { text: rate }),
          },
        ];
      });
  },
};
