import { z } from '@hono/zod-openapi';
import { errorHeaders } from '../platform/schemas/errorResponses.ts';
import { LEGACY_CODES, LEGACY_STATUS } from './errors.ts';

/** Statuses every keyed earlier-interface route can answer: the key, its tier and rate, a bug, the database. */
const KEYED_STATUSES = [401, 403, 429, 500, 503] as const;

/** What a status adds to its codes: the headers a client acts on. */
const STATUS_NOTES: Readonly<Record<number, string>> = {
  429: 'Retry-After; test keys: 100 requests per hour',
  503: 'Retry-After: 60',
};

/** The codes of one status, from the earlier interface's one status table (spec 7.2). */
function codesOf(status: number): [string, ...string[]] {
  return LEGACY_CODES.filter((code) => LEGACY_STATUS[code] === status) as [string, ...string[]];
}

/**
 * Error responses of an earlier-interface route: those of every keyed route plus the route's own (status → what
 * causes it there, which replaces the generated list of its codes as the description). Each status's `code` enum
 * is generated from LEGACY_STATUS, never restated; `keyed: false` leaves out the key's statuses (public routes).
 */
export function errorResponses(
  own: Readonly<Partial<Record<number, string>>>,
  options: { keyed?: boolean } = {},
) {
  const statuses = new Set([
    ...(options.keyed === false ? [] : KEYED_STATUSES),
    ...Object.keys(own).map(Number),
  ]);
  return Object.fromEntries(
    [...statuses]
      .sort((a, b) => a - b)
      .map((status) => {
        const codes = codesOf(status);
        const note = STATUS_NOTES[status];
        return [
          status,
          {
            description: own[status] ?? `${codes.join(', ')}${note ? ` (${note})` : ''}`,
            ...errorHeaders(status),
            content: {
              'application/json': {
                schema: z.object({
                  success: z.literal(false),
                  error: z.object({
                    code: z.enum(codes),
                    message: z.string(),
                    details: z.unknown().optional(),
                  }),
                }),
              },
            },
          },
        ];
      }),
  );
}
