import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorCode } from './httpError.ts';

/**
 * The one error-code → HTTP status table (spec 7.1), for the engine's codes and the service's own.
 * INVALID_OPTION is the spec's unnamed "an option has an invalid value" row; INTERNAL is its unnamed 500.
 */
export const HTTP_STATUS: Readonly<Record<ApiErrorCode, ContentfulStatusCode>> = {
  INVALID_JSON: 400,
  INVALID_UTF8: 400,
  MISSING_XML: 400,
  INVALID_XML: 400,
  INVALID_BASE64: 400,
  XML_DOCTYPE_REFUSED: 400,
  INVALID_OPTION: 400,
  UNAUTHORIZED: 401,
  KEY_EXPIRED: 401,
  QUOTA_EXCEEDED: 402,
  KEY_INACTIVE: 403,
  XML_TOO_LARGE: 413,
  XML_ENCODING_CONFLICT: 422,
  MALFORMED_XML: 422,
  NOT_EVALUABLE: 422,
  UNSUPPORTED_FORMAT: 422,
  UNSUPPORTED_SYNTAX: 422,
  UNPARSEABLE: 422,
  UNSUPPORTED_TARGET: 422,
  CONVERSION_LOSSY: 422,
  MISSING_INPUT: 422,
  INVALID_ANSWERS: 422,
  UNSUPPORTED_LOCALE: 422,
  NOT_AN_INVOICE: 422,
  RATE_LIMITED: 429,
  ORACLE_UNAVAILABLE: 503,
  INTERNAL: 500,
};
