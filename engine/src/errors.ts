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
  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
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
