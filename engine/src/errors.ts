/**
 * The closed set of engine error codes (spec 7.1): what the engine decides about a caller's input and
 * document. Every such failure is an EngineError carrying one of these; the proxy maps codes to HTTP once
 * and adds its own (authentication, quota, body). Anything else the engine throws is a bug, which callers
 * answer as an internal error without its text.
 */
export const ERROR_CODES = [
  'MISSING_XML',
  'INVALID_XML',
  'INVALID_BASE64',
  'XML_DOCTYPE_REFUSED',
  'INVALID_OPTION',
  'XML_TOO_LARGE',
  'XML_ENCODING_CONFLICT',
  'MALFORMED_XML',
  'NOT_EVALUABLE',
  'UNSUPPORTED_FORMAT',
  'UNSUPPORTED_SYNTAX',
  'UNPARSEABLE',
  'UNSUPPORTED_TARGET',
  'CONVERSION_LOSSY',
  'MISSING_INPUT',
  'INVALID_ANSWERS',
  'UNSUPPORTED_LOCALE',
  'NOT_AN_INVOICE',
  'ORACLE_UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** A typed failure with a spec error code and optional structured details. */
export class EngineError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;
  /** `cause`: what the engine met, for a host's log (never sent: toErrorData leaves it out). */
  constructor(code: ErrorCode, message: string, details?: unknown, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'EngineError';
    this.code = code;
    this.details = details;
  }
}

/** The one place errors are created, so codes and messages stay consistent. */
export function fail(code: ErrorCode, message: string, details?: unknown): never {
  throw new EngineError(code, message, details);
}

/**
 * An engine bug or a broken installation (a schema that does not compile, a term table out of step): a plain
 * Error, never an error code a caller could read as a verdict about their document.
 */
export function bug(message: string, cause?: unknown): never {
  throw cause === undefined ? new Error(message) : new Error(message, { cause });
}

/**
 * V8's own resource limits (a call stack, string or array too large for the input) say the document is beyond
 * what can be processed, not that the engine failed: 413 XML_TOO_LARGE with `details.limit: 'complexity'`,
 * the RangeError kept as the cause, since each is also a place to make linear. Anything else is returned as is.
 */
export function asComplexityLimit(err: unknown): unknown {
  if (!(err instanceof RangeError)) return err;
  if (!/Maximum call stack|Invalid (string|array|typed array) length/.test(err.message)) return err;
  return new EngineError(
    'XML_TOO_LARGE',
    'This invoice has more elements or findings than the service can process',
    { limit: 'complexity' },
    err,
  );
}

export function isEngineError(e: unknown): e is EngineError {
  return e instanceof EngineError;
}

/** Plain, structured-cloneable form used across worker boundaries. */
export interface EngineErrorData {
  code: ErrorCode;
  message: string;
  details?: unknown;
}

export function toErrorData(e: EngineError): EngineErrorData {
  return e.details === undefined
    ? { code: e.code, message: e.message }
    : { code: e.code, message: e.message, details: e.details };
}

export function fromErrorData(d: EngineErrorData): EngineError {
  return new EngineError(d.code, d.message, d.details);
}
