import { questionId } from '../amountQuestion.ts';
import { fieldQuestion, ruleField } from '../questions.ts';
import { readLines } from '../readArithmetic.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';
import { stepsOf, valuesOf } from '../writeTerm.ts';

const FIELD = ruleField('BR-23', 'BT-130');
if (!FIELD) throw new Error('rule text BR-23 lost its BT-130 field');

/** BT-130 unit of measure missing (BR-23): the unit the other lines use is a guess, never certain. */
export const lineUnitCode: Synthesizer = {
  id: 'line-unit-code',
  rules: ['BR-23'],
  propose(ctx, findings) {
    const units = [...new Set(valuesOf(ctx, 'BT-130').map((t) => t.value))];
    const quantity = stepsOf(ctx, 'BT-129') ?? [];
    const line = stepsOf(ctx, 'BG-25') ?? [];
    return readLines(ctx)
      .filter(
        (l) => l.group.xpath && !valuesOf(ctx, 'BT-130').some((t) => t.xpath.startsWith(`${l.group.xpath}/`)),
      )
      .flatMap((l): Proposal[] => {
        const qty = `${l.group.xpath}/${quantity
          .slice(line.length)
          .map((s) => `${s}[1]`)
          .join('/')}`;
        if (!ctx.index.byPath.has(qty)) return [];
        const write = (unit: string) => [
          { op: 'set_attr' as const, xpath: qty, name: 'unitCode', value: unit },
        ];
        const guess = units.length === 1 ? units[0] : undefined;
        return [
          {
            field: 'BT-130',
            value: guess ?? null,
            confidence: 'medium',
            reason: guess
              ? `The other lines are measured in ${guess}.`
              : 'Nothing in the invoice tells the unit.',
            patches: guess ? write(guess) : [],
            question: fieldQuestion(
              questionId('BT-130', `BG-25[${l.group.index}]`),
              FIELD,
              [...new Set(findings.map((f) => f.ruleId))],
              write,
            ),
          },
        ];
      });
  },
};
