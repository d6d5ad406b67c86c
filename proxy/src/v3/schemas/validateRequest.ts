import { z } from '@hono/zod-openapi';

/**
 * Common v3 input (spec 4.1). Presence rules (exactly one, non-empty) stay with the engine,
 * which owns MISSING_XML; this schema checks only the types.
 */
export const ValidateRequestSchema = z
  .object({
    xml: z.string().optional().openapi({
      description: 'Invoice XML as text; at most 10 MB; DOCTYPE and ENTITY declarations are refused.',
    }),
    xmlBase64: z.string().optional().openapi({
      description:
        'Invoice file bytes, base64; decoded as a strict XML parser reads bytes. Alternative to xml.',
    }),
  })
  .openapi('ValidateRequest', { description: 'Exactly one of xml or xmlBase64.' });

export type ValidateRequest = z.infer<typeof ValidateRequestSchema>;
