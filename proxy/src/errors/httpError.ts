import { EngineError, ERROR_CODES } from '@einvoice/engine/errors';

/**
 * Error codes only the HTTP service raises (spec 7.1): the body, authentication, quota and rate limits, and
 * the unnamed 500. The engine's own codes are its closed union; together they are the API's codes.
 */
export const HTTP_ONLY_CODES = [
  'INVALID_JSON',
  'INVALID_UTF8',
  'UNAUTHORIZED',
  'KEY_EXPIRED',
  'QUOTA_EXCEEDED',
  'KEY_INACTIVE',
  'RATE_LIMITED',
  'INTERNAL',
] as const;

export type HttpOnlyCode = (typeof HTTP_ONLY_CODES)[number];

/** Every code an API error response carries. */
export const API_ERROR_CODES = [...ERROR_CODES, ...HTTP_ONLY_CODES] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** A typed failure of the HTTP service itself, with one of its own codes. */
export class HttpError extends Error {
  readonly code: HttpOnlyCode;
  readonly details: unknown;
  constructor(code: HttpOnlyCode, message: string, details?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.details = details;
  }
}

/** The one place the service's own errors are created. */
export function failHttp(code: HttpOnlyCode, message: string, details?: unknown): never {
  throw new HttpError(code, message, details);
}

/** An error the API answers with its code and message: the engine's or the service's own. */
export function isApiError(e: unknown): e is EngineError | HttpError {
  return e instanceof EngineError || e instanceof HttpError;
}
