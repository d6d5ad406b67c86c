import { Decimal } from '../../decimal/Decimal.ts';
import { amountQuestion } from '../amountQuestion.ts';
import { readLines, settledLineCorrections } from '../readArithmetic.ts';
import type { Proposal, Synthesizer } from '../Synthesizer.ts';
import { valuesOf } from '../writeTerm.ts';

/**
 * BT-131 line net amount that disagrees with quantity × price (BR-CO-10 fires because the lines no longer add
 * up). Certain when the corrected lines add up to BT-106 again.
 */
export const lineNetAmount: Synthesizer = {
  id: 'line-net-amount',
  rules: ['BR-CO-10'],
  propose(ctx, findings) {
    const settled = settledLineCorrections(ctx);
    const codes = [...new Set(findings.map((f) => f.ruleId))];
    const lines =
      settled.length > 0
        ? settled
        : readLines(ctx).filter(
            (l) => l.computed && l.net && !Decimal.parse(l.net.value)?.equals(l.computed),
          );
    return lines.flatMap((l): Proposal[] => {
      const net = l.net && valuesOf(ctx, 'BT-131').find((t) => t.xpath === l.net?.xpath);
      if (!net || !l.computed) return [];
      const value = l.computed.toFixed(2);
      return [
        {
          field: 'BT-131',
          value,
          confidence: settled.length > 0 ? 'high' : 'medium',
          reason: `Quantity × price of line ${l.group.index} gives ${value}${settled.length > 0 ? ', and with it the lines add up to the invoice total' : ''}.`,
          explanation: {
            en: `line ${l.group.index}: quantity (BT-129) × net price (BT-146) ÷ base quantity (BT-149) ± line allowances and charges = ${value}${settled.length > 0 ? '; with it the lines add up to the sum of line net amounts (BT-106)' : ''}.`,
            de: `Position ${l.group.index}: Menge (BT-129) × Nettopreis (BT-146) ÷ Basismenge (BT-149) ± Nachlässe und Zuschläge der Position = ${value}${settled.length > 0 ? '; damit ergeben die Positionen die Summe der Nettobeträge (BT-106)' : ''}.`,
            fr: `ligne ${l.group.index} : quantité (BT-129) × prix net (BT-146) ÷ quantité de base (BT-149) ± remises et charges de la ligne = ${value}${settled.length > 0 ? ' ; avec ce montant, les lignes donnent la somme des montants nets des lignes (BT-106)' : ''}.`,
          },
          patches: [{ op: 'set_text', xpath: net.xpath, value }],
          question: amountQuestion(net, codes),
        },
      ];
    });
  },
};
