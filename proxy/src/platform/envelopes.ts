import { z } from '@hono/zod-openapi';
import { API_ERROR_CODES } from '../errors/httpError.ts';

/** Code of the proxy's own 404 answer; not an engine code, so it lives here, not in the engine union. */
export const NOT_FOUND_CODE = 'NOT_FOUND';

/** The error envelope of spec 2.1. */
export const ErrorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: z.enum([...API_ERROR_CODES, NOT_FOUND_CODE]),
      message: z.string(),
      details: z.unknown().optional().openapi({ description: 'Depends on the code (spec 7.1)' }),
      requestId: z.string().optional().openapi({
        description: 'Id of the request (also in the X-Request-Id header); the server log has it too',
      }),
    }),
  })
  .openapi('ErrorEnvelope');

export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** meta of a v3 success envelope. */
export const MetaSchema = z
  .object({
    processingTimeMs: z.int().nonnegative(),
    testMode: z
      .literal(true)
      .optional()
      .openapi({ description: 'Present, and true, only for sk_test_ keys' }),
  })
  .openapi('Meta');

/** The success envelope of spec 2.1 around one result schema. */
export function successEnvelope<T extends z.ZodType>(data: T, name: string) {
  return z.object({ success: z.literal(true), data, meta: MetaSchema }).openapi(name);
}
