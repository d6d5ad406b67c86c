import { questionId } from '../amountQuestion.ts';
import { fieldQuestion, ruleField } from '../questions.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';
import { groupsOf, valuesOf, writeInGroup } from '../writeTerm.ts';

const FIELD = ruleField('BR-25', 'BT-153');
if (!FIELD) throw new Error('rule text BR-25 lost its BT-153 field');

/**
 * BT-153 item name missing (BR-25): what a line sells is the issuer's to say, so each unnamed line is asked
 * for, never guessed (another line's name, the description BT-154, would state a sale the issuer did not make).
 */
export const itemName: Synthesizer = {
  id: 'item-name',
  rules: ['BR-25'],
  propose(ctx, findings) {
    const named = valuesOf(ctx, 'BT-153').filter((t) => t.value.trim() !== '');
    const codes = [...new Set(findings.map((f) => f.ruleId))];
    return groupsOf(ctx, 'BG-25')
      .filter((g) => g.xpath && !named.some((t) => t.xpath.startsWith(`${g.xpath}/`)))
      .map(
        (g): Proposal => ({
          field: 'BT-153',
          value: null,
          confidence: 'low',
          reason: `Line ${g.index} names no item, and only the issuer knows what it sells.`,
          patches: [],
          question: fieldQuestion(questionId('BT-153', `BG-25[${g.index}]/BG-31[1]`), FIELD, codes, (value) =>
            writeInGroup(ctx, g, 'BT-153', { text: value }),
          ),
        }),
      );
  },
};
