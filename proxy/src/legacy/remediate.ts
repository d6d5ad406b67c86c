import type { Engine, ValidateInput, ValidateResult } from '@einvoice/engine';
import { resolveElement } from '../../../engine/src/findings/resolveLine.ts';
import { fix } from '../../../engine/src/fix/fix.ts';
import type { Answer, FixResult } from '../../../engine/src/fix/types.ts';
import { decodeInput } from '../../../engine/src/input/decodeInput.ts';
import { DEFAULT_INPUT_LIMITS } from '../../../engine/src/input/inputLimits.ts';
import { parseTree } from '../../../engine/src/xml/parseTree.ts';

/** One earlier-interface remediation, computed on an engine worker. */
export interface Remediation {
  /** The verdict before any change. */
  original: ValidateResult;
  /** The v3 repair in strict mode (only what the engine is sure of; money and unsure values become questions). */
  fixed: FixResult;
  /** Text of the original document at each location an original error points to (applied_fixes.before_value). */
  before: Record<string, string>;
}

/** Runs on a worker: validate, strict repair with the caller's answers, and the values the repair replaced. */
export async function remediate(
  engine: Engine,
  input: ValidateInput,
  answers: Answer[],
): Promise<Remediation> {
  const original = await engine.validate(input);
  const fixed = await fix(engine, input, { mode: 'strict', answers });
  const tree = parseTree(decodeInput(input, DEFAULT_INPUT_LIMITS).text, DEFAULT_INPUT_LIMITS);
  const before: Record<string, string> = {};
  for (const f of original.findings) {
    if (f.severity !== 'error' || !f.xpath || f.xpath in before || f.xpath.includes('/@')) continue;
    const node = resolveElement(tree, f.xpath);
    if (node !== null) before[f.xpath] = tree.stringValue(node).trim();
  }
  return { original, fixed, before };
}
