import { z } from '@hono/zod-openapi';
import type { ApiErrorCode } from '../../errors/httpError.ts';
import { HTTP_STATUS } from '../../errors/httpStatus.ts';
import { NOT_FOUND_CODE } from '../envelopes.ts';

/** Codes every keyed v3 route can answer besides its own: the key, its quota and rate, the database, a bug. */
export const KEYED_CODES = [
  'UNAUTHORIZED',
  'KEY_EXPIRED',
  'QUOTA_EXCEEDED',
  'KEY_INACTIVE',
  'RATE_LIMITED',
  'ORACLE_UNAVAILABLE',
  'INTERNAL',
] as const satisfies readonly ApiErrorCode[];

/** Codes of reading a JSON body carrying one invoice (readJsonBody and the engine's input checks). */
export const INVOICE_INPUT_CODES = [
  'INVALID_JSON',
  'INVALID_UTF8',
  'MISSING_XML',
  'INVALID_XML',
  'INVALID_BASE64',
  'XML_DOCTYPE_REFUSED',
  'INVALID_OPTION',
  'XML_TOO_LARGE',
  'XML_ENCODING_CONFLICT',
  'MALFORMED_XML',
] as const satisfies readonly ApiErrorCode[];

/** Statuses whose answers say when to try again (rate limits, ORACLE_UNAVAILABLE). */
const RETRY_AFTER_STATUSES = new Set([429, 503]);

/** The documented headers of an error response of `status`: Retry-After where the service sends it. */
export function errorHeaders(status: number) {
  return RETRY_AFTER_STATUSES.has(status)
    ? {
        headers: {
          'Retry-After': {
            description: 'Seconds to wait before retrying',
            schema: { type: 'string' as const },
          },
        },
      }
    : {};
}

/** What a status adds to its codes' story: the headers a client acts on. */
const STATUS_NOTES: Readonly<Record<number, string>> = {
  429: 'Retry-After says when to try again',
  503: 'Retry-After: 60',
};

/** The error envelope of spec 2.1 whose `code` is one of `codes`. */
function envelopeOf(codes: readonly [string, ...string[]]) {
  return z.object({
    success: z.literal(false),
    error: z.object({
      code: z.enum(codes),
      message: z.string(),
      details: z.unknown().optional().openapi({ description: 'Depends on the code (spec 7.1)' }),
      requestId: z.string().optional(),
    }),
  });
}

/**
 * The error responses of a v3 operation, generated from the codes it can raise: each code's status comes from the
 * one status table (HTTP_STATUS), each status lists its codes as an enum. `notFound` adds the proxy's own 404.
 */
export function errorResponses(codes: readonly ApiErrorCode[], options: { notFound?: boolean } = {}) {
  const byStatus = new Map<number, string[]>();
  for (const code of new Set(codes)) {
    const status = HTTP_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  if (options.notFound) byStatus.set(404, [NOT_FOUND_CODE]);
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => {
        const note = STATUS_NOTES[status];
        return [
          status,
          {
            description: `${list.join(', ')}${note ? ` (${note})` : ''}`,
            ...errorHeaders(status),
            content: { 'application/json': { schema: envelopeOf(list as [string, ...string[]]) } },
          },
        ];
      }),
  );
}
