/**
 * The closed set of engine error codes (spec 7.1). Every failure the engine reports to a
 * caller is an EngineError carrying one of these; the proxy maps codes to HTTP once.
 */
export const ERROR_CODES = [
  'INVALID_JSON',
  'INVALID_UTF8',
  'MISSING_XML',
  'INVALID_XML',
  'INVALID_BASE64',
  'XML_DOCTYPE_REFUSED',
  'INVALID_OPTION',
  'UNAUTHORIZED',
  'KEY_EXPIRED',
  'QUOTA_EXCEEDED',
  'KEY_INACTIVE',
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
  'RATE_LIMITED',
  'ORACLE_UNAVAILABLE',
  'INTERNAL',
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
