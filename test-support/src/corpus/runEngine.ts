import { type Engine, isEngineError, type ValidateOptions, type ValidateResult } from '@einvoice/engine';
import type { Outcome } from './compareRun.ts';

/** Runs the engine and folds typed errors into an outcome; NOT_EVALUABLE still carries its result. */
export async function runEngine(
  engine: Engine,
  xml: string,
  scenario?: string,
  options: ValidateOptions = {},
): Promise<Outcome> {
  try {
    return {
      result: await engine.validate({ xml }, scenario ? { ...options, scenario } : options),
      errorCode: null,
    };
  } catch (e) {
    if (!isEngineError(e)) throw e;
    const details = e.details as { result?: ValidateResult } | undefined;
    return { result: details?.result ?? null, errorCode: e.code, errorMessage: e.message };
  }
}
