import type { ValidateOptions, ValidateResult } from '@einvoice/engine';
import { isEngineError, toErrorData } from '@einvoice/engine/errors';
import type { EnginePool } from './app/enginePool.ts';
import type { Failure } from './state/failure.ts';

/** What `window.__validate` answers: the result, or the engine error as plain data. */
export type TestValidateOutcome = { result: ValidateResult } | { error: Failure };

declare global {
  interface Window {
    /** e2e hook: validates XML text in the page's engine Worker (options as validate() takes them). */
    __validate?: (xml: string, options?: ValidateOptions) => Promise<TestValidateOutcome>;
    /**
     * bench hook: runs one stage (fix, convert, render) on XML text in the page's engine Worker and answers
     * a short summary of its result (the stage bench times the call, not the copy of a 10 MB answer).
     */
    __stage?: (stage: 'fix' | 'convert' | 'render', xml: string, options: object) => Promise<string>;
    /** e2e hook: performance.now() when the engine Worker was created (for cold-start figures). */
    __engineStartedAt?: number;
  }
}

/** Lets browser tests drive the Worker engine without going through the file picker. */
export function installTestHooks(pool: EnginePool, startedAt: number): void {
  let calls = 0;
  window.__engineStartedAt = startedAt;
  window.__validate = async (xml, options) => {
    try {
      calls += 1;
      return { result: await pool.run(`test:${calls}`, xml.length, (e) => e.validate({ xml }, options)) };
    } catch (e) {
      if (isEngineError(e)) return { error: toErrorData(e) };
      throw e;
    }
  };
  window.__stage = async (stage, xml, options) => {
    calls += 1;
    return pool.run(`test:${calls}`, xml.length, async (e) => {
      if (stage === 'fix') return (await e.fix({ xml }, options)).outcome;
      if (stage === 'convert')
        return (await e.convert({ xml }, options as Parameters<typeof e.convert>[1])).lossless
          ? 'lossless'
          : 'lossy';
      return `${Math.round(((await e.render({ xml }, options)).html?.length ?? 0) / 1024)} KB`;
    });
  };
}
