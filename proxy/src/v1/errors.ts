import { KnowledgeError } from '@einvoice/rulesets/knowledge';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ApiErrorCode, isApiError } from '../errors/httpError.ts';

/**
 * The earlier interface's error codes and their statuses (spec 7.2), plus the codes it keeps from v3 where
 * 7.2 is silent: the one table for v1/v2. BAD_REQUEST covers every input the service cannot read (body not
 * JSON, xml not XML, not an invoice; details.cause carries the precise v3 code); NO_FIXABLE_ERRORS is the
 * remediation endpoints' unnamed 422. CONVERSION_LOSSY and MISSING_INPUT (/v1/convert) keep their v3 names and
 * 422: the request was read and is refused as asked, and the client acts on their details (allowLoss, answers).
 */
export const LEGACY_STATUS = {
  BAD_REQUEST: 400,
  XML_TOO_LARGE: 400,
  UNAUTHORIZED: 401,
  KEY_EXPIRED: 401,
  QUOTA_EXCEEDED: 402,
  INSUFFICIENT_TIER: 403,
  KEY_INACTIVE: 403,
  NOT_FOUND: 404,
  GONE: 410,
  NO_FIXABLE_ERRORS: 422,
  NOT_EVALUABLE: 422,
  CONVERSION_LOSSY: 422,
  MISSING_INPUT: 422,
  RATE_LIMIT_EXCEEDED: 429,
  TEST_RATE_LIMIT_EXCEEDED: 429,
  INTERNAL: 500,
  ORACLE_UNAVAILABLE: 503,
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
  const e = toLegacyError(err, c.get('apiKey')?.mode === 'test');
  if (e.code === 'ORACLE_UNAVAILABLE') c.header('Retry-After', '60');
  const error =
    e.details === undefined
      ? { code: e.code, message: e.message }
      : { code: e.code, message: e.message, details: e.details };
  return c.json({ success: false as const, error }, LEGACY_STATUS[e.code]);
}
