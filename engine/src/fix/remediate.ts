import type { Engine, ValidateInput } from '../engine.ts';
import { parseDocument } from '../parsedDocument.ts';
import type { ValidateResult } from '../types.ts';
import { fix } from './fix.ts';
import type { Answer, FixResult } from './types.ts';

/** One earlier-interface remediation (v2 validate-and-fix, /v1/fixer/*). */
export interface Remediation {
  /** The verdict before any change. */
  original: ValidateResult;
  /**
   * The v3 repair in strict mode (only what the engine is sure of; money and unsure values become questions);
   * each change names where it wrote and what stood there (applied_fixes.target_xpath, before_value).
   */
  fixed: FixResult;
}

/** Validate, then strict repair with the caller's answers. */
export async function remediate(
  engine: Engine,
  input: ValidateInput,
  answers: Answer[],
): Promise<Remediation> {
  const parsed = parseDocument(input);
  const original = await engine.validate(parsed, { maxLocationsPerRule: Number.POSITIVE_INFINITY });
  const fixed = await fix(engine, parsed, { mode: 'strict', answers });
  return { original, fixed };
}
