import type { LocatedTerm } from '../model/types.ts';
import { termById } from '../semantics/terms.ts';
import { fieldQuestion } from './questions.ts';
import type { QuestionSpec } from './Synthesizer.ts';

/** Question ids name the term and, inside groups, the group instance: `BT-131@BG-25[2]`. */
export function questionId(bt: string, group: string): string {
  return group ? `${bt}@${group}` : bt;
}

/** Asks for an amount a human must own; the answer is written where the amount stands. */
export function amountQuestion(t: LocatedTerm, codes: string[]): QuestionSpec {
  const term = termById(t.bt);
  return fieldQuestion(
    questionId(t.bt, t.group),
    {
      id: t.bt,
      label: term?.name ?? { en: t.bt, de: null },
      help: {
        en: `The invoice says ${t.value}; the amounts it depends on do not settle the correct value.`,
        de: `Die Rechnung nennt ${t.value}; die Beträge, aus denen er folgt, legen den richtigen Wert nicht fest.`,
        fr: `La facture indique ${t.value} ; les montants dont il découle ne permettent pas d’établir la valeur correcte.`,
      },
      examples: [t.value],
      pattern: '^-?[0-9]+(\\.[0-9]{1,2})?$',
      xpath: t.xpath,
      scheme: null,
    },
    codes,
    (value) => [{ op: 'set_text', xpath: t.xpath, value }],
    'engine',
  );
}
