import v8 from 'node:v8';
import type { MessagePort } from 'node:worker_threads';
import {
  asComplexityLimit,
  EngineError,
  type InspectResult,
  isEngineError,
  toErrorData,
  type Validator,
} from '@einvoice/validator-js/node';
import { logger } from '../log/logger.ts';
import type { WorkerReply, WorkerRequest } from './protocol.ts';

// One engine call by its type; the switch is exhaustive over the closed request union.
async function run(engine: Validator, req: WorkerRequest) {
  switch (req.type) {
    case 'validate':
      return engine.validate(req.input, req.options);
    case 'inspect':
      return engine.inspect(req.input, req.options);
    case 'remediate':
      return engine.remediate(req.input, req.answers);
    case 'fix':
      return engine.fix(req.input, req.options);
    case 'convert':
      return engine.convert(req.input, req.options);
    case 'render':
      // A hybrid PDF is read through its embedded invoice (the validator's render does).
      return engine.render(req.input, req.options);
    case 'diff':
      return engine.diff(req.input, req.after, req.limit);
  }
}

/**
 * A json reply: the result as text; for `inspect`, the text is the validation result and the metadata
 * travel beside it with the result's small parts and its errors (the validation record lists the rules that
 * failed; warnings and the line arithmetic it does not need).
 */
function jsonOf(req: WorkerRequest, result: unknown): { json: string; extra?: InspectResult } {
  if (req.type !== 'inspect') return { json: toJson(result, req.maxJsonBytes) };
  const inspected = result as InspectResult;
  return {
    json: toJson(inspected.result, req.maxJsonBytes),
    extra: {
      ...inspected,
      result: {
        ...inspected.result,
        findings: inspected.result.findings.filter((f) => f.severity === 'error'),
        lineArithmetic: [],
      },
    },
  };
}

/** The result as JSON text, refused with 413 XML_TOO_LARGE when it is longer than the response limit. */
function toJson(result: unknown, maxBytes: number): string {
  const json = JSON.stringify(result);
  // UTF-8 takes at most three bytes per UTF-16 unit, so only long texts need counting.
  const bytes = json.length * 3 <= maxBytes ? json.length : Buffer.byteLength(json);
  if (bytes > maxBytes) tooLarge('response', { maxResponseBytes: maxBytes, responseBytes: bytes });
  return json;
}

function tooLarge(limit: 'response', details: Record<string, unknown>): never {
  throw new EngineError(
    'XML_TOO_LARGE',
    `The answer for this invoice would exceed the response limit of ${details.maxResponseBytes} bytes`,
    { limit, ...details },
  );
}

/**
 * A V8 limit met in the Validator (which answers it as the engine's 413 complexity limit) or in this
 * worker's own JSON: the typed error, and the stack of the RangeError behind it to the log.
 */
function asLimit(err: unknown): unknown {
  const typed = asComplexityLimit(err);
  if (isEngineError(typed) && typed.cause instanceof RangeError)
    logger.warn({ err: typed.cause }, 'engine call hit a V8 limit');
  return typed;
}

/**
 * What the pool's first worker loads before it reports ready: the schema and compiled rules of the most common
 * document, an XRechnung UBL invoice, so that no caller of it pays for a first load. Every other scenario's schema
 * and rules load on its first document and stay: preparing them all held ~45 MB more per worker whether or not such
 * a document ever came (libxml2's memory grows with each compiled schema and never shrinks). The other workers
 * prepare nothing (the pool hands them work only while the first is busy): ~30 MB less each after start, paid
 * once by the first document each of them serves.
 */
const PREPARED_AT_START = ['xrechnung/ubl-invoice'];

/** The young generation's committed size, MB: it grows under a load and V8 keeps it (see the pool's renewal). */
function youngMb(): number {
  const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
  return (space?.space_size ?? 0) / 1048576;
}

/**
 * Worker side of the pool protocol: prepares one engine (rule sets compiled once per thread),
 * reports `ready` with its info, then answers requests by id.
 */
export async function serveEngine(
  port: MessagePort,
  create: () => Promise<Validator>,
  { prepare = true }: { prepare?: boolean } = {},
): Promise<void> {
  const send = (reply: WorkerReply) => port.postMessage(reply);
  let engine: Validator;
  try {
    engine = await create();
    if (prepare) await engine.prepare(PREPARED_AT_START);
  } catch (err) {
    logger.error({ err }, 'engine worker start-up failed');
    send({ type: 'startFailed', message: err instanceof Error ? err.message : String(err) });
    return;
  }
  port.on('message', async (req: WorkerRequest) => {
    try {
      const startedAt = performance.now();
      const result = await run(engine, req);
      send(
        req.json
          ? {
              type: 'json',
              id: req.id,
              ...jsonOf(req, result),
              ms: performance.now() - startedAt,
              youngMb: youngMb(),
            }
          : { type: 'result', id: req.id, result, youngMb: youngMb() },
      );
    } catch (caught) {
      const err = asLimit(caught);
      if (!isEngineError(err)) logger.error({ err, call: req.type }, 'engine call failed');
      send({
        type: 'error',
        id: req.id,
        error: isEngineError(err) ? toErrorData(err) : null,
        youngMb: youngMb(),
      });
    }
  });
  send({ type: 'ready', info: engine.info(), youngMb: youngMb() });
}
