import type { DocumentEncoding } from '../input/documentEncoding.ts';
import { applyPatches, PatchError } from '../patch/applyPatches.ts';
import type { NewElement, Patch } from '../patch/Patch.ts';
import { termById } from '../semantics/terms.ts';
import type { Text } from '../types.ts';
import { parseXmlTree } from '../xml/parseXmlTree.ts';
import { questionId } from './amountQuestion.ts';
import { buildContext } from './buildContext.ts';
import {
  describeChanges,
  isEditedBy,
  type MoneyChange,
  moneyChanges,
  moneyChangesOfEdits,
  termsByPath,
} from './moneyChanges.ts';
import { perReading } from './perReading.ts';
import { fieldQuestion } from './questions.ts';
import type { FixContext, Proposal, QuestionSpec } from './Synthesizer.ts';
import type { FixMode } from './types.ts';
import { termsOf } from './writeTerm.ts';

const AMOUNT_PATTERN = '^-?[0-9]+(\\.[0-9]{1,2})?$';

// The proposal's value replaced by the caller's answer wherever the edits write it.
function withAnswer(patches: readonly Patch[], proposed: string, answer: string): Patch[] {
  const tree = (t: NewElement): NewElement => ({
    ...t,
    ...(t.text === proposed ? { text: answer } : {}),
    ...(t.children ? { children: t.children.map(tree) } : {}),
  });
  return patches.map((p) => {
    if (p.op === 'set_text' && p.value === proposed) return { ...p, value: answer };
    if (p.op === 'set_attr' && p.value === proposed) return { ...p, value: answer };
    if (p.op === 'insert_tree' && 'tree' in p) return { ...p, tree: tree(p.tree) };
    return p;
  });
}

function explain(p: Proposal, changes: readonly MoneyChange[]): Text {
  const lines = changes.map((c) => ({
    en: `${c.bt} ${termById(c.bt)?.name.en ?? ''}: the invoice says ${c.from ?? 'nothing'}, proposed ${c.to ?? 'nothing'}`,
    de: `${c.bt} ${termById(c.bt)?.name.de ?? ''}: die Rechnung nennt ${c.from ?? 'nichts'}, Vorschlag ${c.to ?? 'nichts'}`,
    fr: `${c.bt} ${termById(c.bt)?.name.fr ?? termById(c.bt)?.name.en ?? ''} : la facture indique ${c.from ?? 'rien'}, proposé ${c.to ?? 'rien'}`,
  }));
  return {
    en: `${lines.map((l) => l.en).join('; ')}. How: ${p.explanation?.en ?? p.reason} Only the issuer may change it: answer with the proposal or the correct value.`,
    de: `${lines.map((l) => l.de).join('; ')}. Berechnung: ${p.explanation?.de ?? p.reason} Nur der Aussteller darf den Wert ändern: antworten Sie mit dem Vorschlag oder dem richtigen Wert.`,
    fr: `${lines.map((l) => l.fr).join(' ; ')}. Calcul : ${p.explanation?.fr ?? p.explanation?.en ?? p.reason} Seul l’émetteur peut modifier ce montant : répondez avec la proposition ou la valeur correcte.`,
  };
}

// The question a money change becomes: the synthesizer's own (its id and edits), else one for the first value
// the proposal changes; either way showing both numbers and the computation, the proposal as default answer.
function moneyQuestion(p: Proposal, changes: readonly MoneyChange[], codes: string[]): QuestionSpec {
  const first = changes[0] as MoneyChange;
  const help = explain(p, changes);
  const proposed = p.value ?? '';
  const base =
    p.question ??
    fieldQuestion(
      questionId(first.bt, first.group),
      {
        id: first.bt,
        label: termById(first.bt)?.name ?? { en: first.bt, de: null },
        help,
        examples: [proposed],
        pattern: termById(first.bt)?.dataType === 'Amount' ? AMOUNT_PATTERN : null,
        xpath: first.xpath,
        scheme: null,
      },
      codes,
      (value) => withAnswer(p.patches, proposed, value),
      'engine',
    );
  return { ...base, help, examples: [proposed], default: proposed, current: first.from };
}

// One reading's terms by place, shared by every synthesizer's proposals of a round.
const placesOf = perReading((ctx) => termsByPath(termsOf(ctx)));

/**
 * The one place where money is protected (issue 15): every proposal's edits are compared with the current
 * reading (read off the edits, or, where they reshape money, by reading the text they make). A proposal that changes an amount, a VAT rate or category, or payment
 * data is never certain: strict mode asks it as a question (both numbers, how the proposal was computed, the
 * proposal as default); permissive mode may apply it and says so in the change's reason.
 */
export function guardMoney(
  proposals: readonly Proposal[],
  ctx: FixContext,
  mode: FixMode,
  encoding: DocumentEncoding,
): Proposal[] {
  const codes = [...new Set(ctx.findings.map((f) => f.ruleId))];
  const terms = placesOf(ctx);
  return proposals.map((p) => {
    if (p.patches.length === 0 || p.value === null) return p;
    let changes = moneyChangesOfEdits(p.patches, terms);
    if (changes === null) {
      try {
        // Only edits that reshape money are tried on the text: one parse for this proposal.
        changes = moneyChanges(
          ctx.model,
          buildContext(parseXmlTree(applyPatches(ctx.index, p.patches, encoding)), []).model,
        );
      } catch (e) {
        // Edits that do not apply alone are never applied either (applyCompatible skips them).
        if (e instanceof PatchError) return p;
        throw e;
      }
    }
    changes = changes.filter((c) => c.paths.some((x) => p.patches.some((q) => isEditedBy(q, x))));
    if (changes.length === 0) return p;
    const question = moneyQuestion(p, changes, codes);
    const reason = `${p.reason} (${describeChanges(changes)})`;
    return mode === 'strict'
      ? { ...p, confidence: p.confidence === 'high' ? 'medium' : p.confidence, reason, question }
      : { ...p, reason, question };
  });
}
