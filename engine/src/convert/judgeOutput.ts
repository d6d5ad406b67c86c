import { locateTerms } from '../model/locateTerms.ts';
import { sameValue } from '../model/sameValue.ts';
import type { InvoiceModel, LocatedTerm } from '../model/types.ts';
import type { Finding } from '../types.ts';
import { INPUTS } from './inputs.ts';
import { questionOf } from './missingInputs.ts';
import type { TargetSpec } from './targets.ts';
import type { ConvertQuestion, LostTerm } from './types.ts';

/** A source value the target's rules refuse, with those rules. */
export interface RefusedTerm {
  term: LostTerm;
  rules: string[];
}

/** Why an output is invalid: inputs still missing, or source values the target's rules refuse. */
export interface OutputJudgement {
  questions: ConvertQuestion[];
  refused: RefusedTerm[];
}

const depth = (xpath: string) => xpath.split('/').length;

// The output values an error points at: below the element it names, the terms the rule names, or for a rule
// naming none (Peppol's) the element's own value and its direct children's (a line's quantity and amount, not
// its item); else, for a rule about the document as a whole, every value of the terms it names.
function pointedAt(f: Finding, out: readonly LocatedTerm[]): LocatedTerm[] {
  const at = f.xpath && depth(f.xpath) > 2 ? f.xpath : null;
  const below = at ? out.filter((t) => t.xpath === at || t.xpath.startsWith(`${at}/`)) : [];
  if (f.bt.length === 0) return below.filter((t) => depth(t.xpath) - depth(at as string) <= 1);
  const named = below.filter((t) => f.bt.includes(t.bt));
  return named.length ? named : out.filter((t) => f.bt.includes(t.bt));
}

/**
 * Reads an output's errors: an error of a rule the input table knows asks that input's question again; any
 * other names the source values the target's rules refuse, traced from the output value it points at back to
 * the source by term and value. An error pointing at no source value (a term the source lacks) is neither.
 */
export function judgeOutput(
  errors: readonly Finding[],
  target: TargetSpec,
  source: InvoiceModel,
  output: InvoiceModel,
): OutputJudgement {
  const questions = new Map<string, ConvertQuestion>();
  const refused = new Map<string, RefusedTerm>();
  const src = locateTerms(source);
  const out = locateTerms(output);
  for (const f of errors) {
    const input = INPUTS.find((s) => s.rules[target.scenario]?.includes(f.ruleId));
    if (input) {
      questions.set(input.id, questionOf(input, target, source));
      continue;
    }
    for (const o of pointedAt(f, out)) {
      const same = (x: LocatedTerm) => x.bt === o.bt && sameValue(o.bt, x.value, o.value);
      const s = src.find((x) => same(x) && x.group === o.group) ?? src.find(same);
      if (!s) continue;
      const key = `${s.bt}|${s.xpath}`;
      const entry = refused.get(key) ?? { term: { bt: s.bt, value: s.value, src: s.xpath }, rules: [] };
      if (!entry.rules.includes(f.ruleId)) entry.rules.push(f.ruleId);
      refused.set(key, entry);
    }
  }
  return { questions: [...questions.values()], refused: [...refused.values()] };
}
