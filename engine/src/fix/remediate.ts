import type { Engine, ValidateInput } from '../engine.ts';
import { parseDocument } from '../parsedDocument.ts';
import type { ValidateResult } from '../types.ts';
import { findElement } from '../xml/elementPath.ts';
import { fix } from './fix.ts';
import type { Answer, FixResult } from './types.ts';

/** One earlier-interface remediation (v2 validate-and-fix, /v1/fixer/*). */
export interface Remediation {
  /** The verdict before any change. */
  original: ValidateResult;
  /** The v3 repair in strict mode (only what the engine is sure of; money and unsure values become questions). */
  fixed: FixResult;
  /** Text of the original document at each location an original error points to (applied_fixes.before_value). */
  before: Record<string, string>;
}

/** Validate, strict repair with the caller's answers, and the values the repair replaced. */
export async function remediate(
  engine: Engine,
  input: ValidateInput,
  answers: Answer[],
): Promise<Remediation> {
  const parsed = parseDocument(input);
  const original = await engine.validate(parsed, { maxLocationsPerRule: Number.POSITIVE_INFINITY });
  const fixed = await fix(engine, parsed, { mode: 'strict', answers });
  const before: Record<string, string> = {};
  for (const f of original.findings) {
    if (f.severity !== 'error' || !f.xpath || f.xpath in before || f.xpath.includes('/@')) continue;
    const node = findElement(parsed.tree, f.xpath);
    if (node >= 0) before[f.xpath] = parsed.tree.stringValue(node).trim();
  }
  return { original, fixed, before };
}
