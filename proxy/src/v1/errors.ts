import { KnowledgeError } from '@einvoice/knowledge';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { abortedUpload, UploadAborted } from '../body/readBody.ts';
import { type ApiErrorCode, isApiError } from '../errors/httpError.ts';
import { HTTP_STATUS } from '../errors/httpStatus.ts';

/**
 * The earlier interface's error codes and their statuses (spec 7.2), plus the codes it keeps from v3 where
 * 7.2 is silent: the one table for v1/v2. A code v3 has too answers v3's status, taken from the one status table
 * (errors/httpStatus.ts); the rest are 7.2's own. BAD_REQUEST covers every input the service cannot read (body not
 * JSON, xml not XML, not an invoice; details.cause carries the precise v3 code); XML_TOO_LARGE is 400 in 7.2 (413
 * in v3); NO_FIXABLE_ERRORS is the remediation endpoints' unnamed 422. CONVERSION_LOSSY and MISSING_INPUT
 * (/v1/convert) keep their v3 names and status: the request was read and is refused as asked, and the client acts
 * on their details (allowLoss, answers).
 */
export const LEGACY_STATUS = {
  BAD_REQUEST: 400,
  XML_TOO_LARGE: 400,
  UNAUTHORIZED: HTTP_STATUS.UNAUTHORIZED,
  KEY_EXPIRED: HTTP_STATUS.KEY_EXPIRED,
  QUOTA_EXCEEDED: HTTP_STATUS.QUOTA_EXCEEDED,
  INSUFFICIENT_TIER: 403,
  KEY_INACTIVE: HTTP_STATUS.KEY_INACTIVE,
  NOT_FOUND: 404,
  GONE: 410,
  NO_FIXABLE_ERRORS: 422,
  NOT_EVALUABLE: HTTP_STATUS.NOT_EVALUABLE,
  CONVERSION_LOSSY: HTTP_STATUS.CONVERSION_LOSSY,
  MISSING_INPUT: HTTP_STATUS.MISSING_INPUT,
  RATE_LIMIT_EXCEEDED: HTTP_STATUS.RATE_LIMITED,
  TEST_RATE_LIMIT_EXCEEDED: HTTP_STATUS.RATE_LIMITED,
  INTERNAL: HTTP_STATUS.INTERNAL,
  ORACLE_UNAVAILABLE: HTTP_STATUS.ORACLE_UNAVAILABLE,
} as const satisfies Record<string, ContentfulStatusCode>;

export type LegacyCode = keyof typeof LEGACY_STATUS;

export const LEGACY_CODES = Object.keys(LEGACY_STATUS) as LegacyCode[];

/** A typed earlier-interface failure; thrown by handlers, answered by legacyErrorResponse. */
export class LegacyError extends Error {
  readonly code: LegacyCode;
  readonly details: unknown;
  constructor(code: LegacyCode, message: string, details?: unknown) {
    super(message);
    this.name = 'LegacyError';
    this.code = code;
    this.details = details;
  }
}

/** The one place earlier-interface errors are created. */
export function legacyFail(code: LegacyCode, message: string, details?: unknown): never {
  throw new LegacyError(code, message, details);
}

/**
 * Each engine/v3 code as the earlier interface names it. RATE_LIMITED depends on the key (test keys have
 * their own code), so it is resolved in toLegacyError.
 */
const FROM_ENGINE: Readonly<Record<Exclude<ApiErrorCode, 'RATE_LIMITED'>, LegacyCode>> = {
  INVALID_JSON: 'BAD_REQUEST',
  INVALID_UTF8: 'BAD_REQUEST',
  MISSING_XML: 'BAD_REQUEST',
  INVALID_XML: 'BAD_REQUEST',
  INVALID_BASE64: 'BAD_REQUEST',
  XML_DOCTYPE_REFUSED: 'BAD_REQUEST',
  INVALID_OPTION: 'BAD_REQUEST',
  XML_ENCODING_CONFLICT: 'BAD_REQUEST',
  MALFORMED_XML: 'BAD_REQUEST',
  UNSUPPORTED_FORMAT: 'BAD_REQUEST',
  UNSUPPORTED_SYNTAX: 'BAD_REQUEST',
  UNPARSEABLE: 'BAD_REQUEST',
  UNSUPPORTED_TARGET: 'BAD_REQUEST',
  UNSUPPORTED_LOCALE: 'BAD_REQUEST',
  NOT_AN_INVOICE: 'BAD_REQUEST',
  MISSING_INPUT: 'MISSING_INPUT',
  INVALID_ANSWERS: 'BAD_REQUEST',
  CONVERSION_LOSSY: 'CONVERSION_LOSSY',
  XML_TOO_LARGE: 'XML_TOO_LARGE',
  UNAUTHORIZED: 'UNAUTHORIZED',
  KEY_EXPIRED: 'KEY_EXPIRED',
  KEY_INACTIVE: 'KEY_INACTIVE',
  QUOTA_EXCEEDED: 'QUOTA_EXCEEDED',
  NOT_EVALUABLE: 'NOT_EVALUABLE',
  ORACLE_UNAVAILABLE: 'ORACLE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
};

/** Test keys: 100 requests per hour (spec 5.7); named in the message as 7.2 asks. */
const TEST_LIMIT_MESSAGE =
  'Test keys are limited to 100 requests per hour; wait for the next hour or use a live key';

/** Any thrown value as a LegacyError; anything unexpected is a bare INTERNAL, never its text. */
export function toLegacyError(err: unknown, testKey: boolean): LegacyError {
  if (err instanceof LegacyError) return err;
  // The knowledge queries are shared with the page, so they throw a host-neutral error of the same codes.
  if (err instanceof KnowledgeError) return new LegacyError(err.code, err.message, err.details);
  if (!isApiError(err)) {
    console.error('[proxy] unexpected error (earlier interface)', err);
    return new LegacyError('INTERNAL', 'Internal error');
  }
  if (err.code === 'RATE_LIMITED') {
    return testKey
      ? new LegacyError('TEST_RATE_LIMIT_EXCEEDED', TEST_LIMIT_MESSAGE, err.details)
      : new LegacyError('RATE_LIMIT_EXCEEDED', err.message, err.details);
  }
  const code = FROM_ENGINE[err.code];
  if (code === 'BAD_REQUEST') {
    const extra = typeof err.details === 'object' && err.details !== null ? err.details : {};
    return new LegacyError(code, err.message, { ...extra, cause: err.code });
  }
  return new LegacyError(code, err.message, err.details);
}

/** The error envelope (spec 2.1) of an earlier-interface failure. */
export function legacyErrorResponse(c: Context, err: unknown): Response {
  if (err instanceof UploadAborted) return abortedUpload(c, err);
  const e = toLegacyError(err, c.get('apiKey')?.mode === 'test');
  if (e.code === 'ORACLE_UNAVAILABLE') c.header('Retry-After', '60');
  const error =
    e.details === undefined
      ? { code: e.code, message: e.message }
      : { code: e.code, message: e.message, details: e.details };
  return c.json({ success: false as const, error }, LEGACY_STATUS[e.code]);
}
