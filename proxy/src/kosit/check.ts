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

/** `%PDF-`: a PDF's header, which KoSIT's XML parser refuses at its first character. */
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d];
const isPdf = (bytes: Uint8Array) => PDF_HEADER.every((b, i) => bytes[i] === b);

async function outcomeOf(engine: Inspector, bytes: Uint8Array, acceptPdf: boolean): Promise<Outcome> {
  if (!acceptPdf && isPdf(bytes))
    return {
      kind: 'malformed',
      code: 'MALFORMED_XML',
      message:
        "The document is a PDF, not XML: KoSIT checks XML only (the validator's --accept-pdf checks the invoice a hybrid PDF carries)",
      line: 1,
      column: 1,
    };
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

/**
 * Checks one document and builds its report; processing errors (EngineError) are thrown to the host. A PDF is
 * rejected as not well-formed, as KoSIT rejects it, unless `acceptPdf` lets the engine read its embedded invoice.
 */
export async function check(
  engine: Inspector,
  config: Configuration,
  name: string,
  bytes: Uint8Array,
  acceptPdf = false,
): Promise<Checked> {
  const timestamp = new Date();
  const outcome = await outcomeOf(engine, bytes, acceptPdf);
  return {
    report: buildReport({ name, bytes, timestamp, outcome }, config),
    result:
      outcome.kind === 'inspected'
        ? outcome.inspected.result
        : { error: { code: outcome.code, message: outcome.message } },
  };
}
