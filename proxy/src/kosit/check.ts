import type { InspectResult, ValidateInput, ValidateOptions, ValidateResult } from '@einvoice/engine';
import { isEngineError } from '@einvoice/engine/errors';
import type { Configuration } from './configuration.ts';
import { buildReport, type Outcome, type Report } from './report.ts';

/** What checking needs of an engine: the in-process one (CLI) and the worker pool (daemon) both have it. */
export interface Inspector {
  inspect(input: ValidateInput, options?: ValidateOptions): Promise<InspectResult>;
}

/** Engine refusals that mean the input is not well-formed XML: KoSIT's failed `val-xml` step. */
const NOT_XML = new Set([
  'MALFORMED_XML',
  'INVALID_XML',
  'XML_ENCODING_CONFLICT',
  'XML_DOCTYPE_REFUSED',
  'MISSING_XML',
]);
/** Refusals of well-formed documents no scenario is configured for: KoSIT's `noScenarioMatched`. */
const NO_SCENARIO = new Set(['NOT_AN_INVOICE', 'UNSUPPORTED_SYNTAX', 'UNSUPPORTED_FORMAT']);

/** Every location of every rule: KoSIT's report lists them all. */
const ALL: ValidateOptions = { maxLocationsPerRule: Number.POSITIVE_INFINITY };

async function outcomeOf(engine: Inspector, bytes: Uint8Array): Promise<Outcome> {
  try {
    const inspected = await engine.inspect({ xmlBase64: Buffer.from(bytes).toString('base64') }, ALL);
    return { kind: 'inspected', inspected };
  } catch (err) {
    if (!isEngineError(err)) throw err;
    if (NOT_XML.has(err.code)) {
      const d = (err.details ?? {}) as { line?: unknown; column?: unknown };
      return {
        kind: 'malformed',
        code: err.code,
        message: err.message,
        line: typeof d.line === 'number' ? d.line : null,
        column: typeof d.column === 'number' ? d.column : null,
      };
    }
    if (NO_SCENARIO.has(err.code)) return { kind: 'unknown', code: err.code, message: err.message };
    // NOT_EVALUABLE, limits, an engine that is down: a processing error, not a verdict on the document.
    throw err;
  }
}

/** A checked document: KoSIT's report, and the v3 result (or the API's error answer when the engine refused it). */
export interface Checked {
  report: Report;
  result: ValidateResult | { error: { code: string; message: string } };
}

/** Checks one document and builds its report; processing errors (EngineError) are thrown to the host. */
export async function check(
  engine: Inspector,
  config: Configuration,
  name: string,
  bytes: Uint8Array,
): Promise<Checked> {
  const timestamp = new Date();
  const outcome = await outcomeOf(engine, bytes);
  return {
    report: buildReport({ name, bytes, timestamp, outcome }, config),
    result:
      outcome.kind === 'inspected'
        ? outcome.inspected.result
        : { error: { code: outcome.code, message: outcome.message } },
  };
}
