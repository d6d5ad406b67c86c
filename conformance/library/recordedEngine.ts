import { type Engine, EngineError, type ValidateInput, type ValidateOptions } from '@einvoice/engine';
import type { Outcome } from '@einvoice/test-support/corpus/compareRun';
import { scenarioOfConfiguration } from '@einvoice/test-support/corpus/corpusSuite';
import { documentOf } from '@einvoice/test-support/corpus/documentOf';
import { readExpected } from '@einvoice/test-support/corpus/expected';
import type { RuntimeCase } from '@einvoice/test-support/library/scratchProject';

/** The corpora every runtime is judged on: the XRechnung test suite and the CEN examples. */
export const RUNTIME_CORPORA = ['xrechnung-testsuite', 'en16931-examples'] as const;

const caseId = (xml: string, scenario: string | undefined) => `${scenario ?? ''}\n${xml}`;

/** Each document of the corpora once as it comes, and again under the scenario its test set configures. */
export function runtimeCases(): RuntimeCase[] {
  const cases = new Map<string, RuntimeCase>();
  for (const corpus of RUNTIME_CORPORA) {
    for (const rec of readExpected(corpus)) {
      const xml = documentOf(rec);
      const scenarios = [
        undefined,
        rec.configuredRun && rec.testSet ? scenarioOfConfiguration(rec.testSet.configuration) : undefined,
      ];
      for (const scenario of new Set(scenarios)) {
        const id = caseId(xml, scenario);
        cases.set(id, scenario ? { id, xml, scenario } : { id, xml });
      }
    }
  }
  return [...cases.values()];
}

/** What a runtime answered for one case (the runtime-neutral check script's output). */
export type RecordedOutcome = Outcome & { id: string };

/**
 * An engine that answers from what another runtime recorded, so the corpus suite compares that runtime's
 * answers with the reference exactly as it compares the in-process engine's.
 */
export function recordedEngine(outcomes: RecordedOutcome[]): Engine {
  const byId = new Map(outcomes.map((o) => [o.id, o]));
  const unused = (): never => {
    throw new Error('a recorded engine only answers validate()');
  };
  return {
    async validate(input: ValidateInput, options?: ValidateOptions) {
      const o = byId.get(caseId(String(input.xml), options?.scenario));
      if (!o)
        throw new Error(`the runtime did not answer this case (scenario ${options?.scenario ?? 'natural'})`);
      if (o.errorCode)
        throw new EngineError(o.errorCode as EngineError['code'], o.errorMessage ?? '', { result: o.result });
      if (!o.result) throw new Error('the runtime answered neither a result nor an error');
      return o.result;
    },
    info: unused,
    prepare: unused,
  };
}
