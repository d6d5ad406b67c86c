import { z } from '@hono/zod-openapi';

/**
 * Common v3 input (spec 4.1). Presence rules (exactly one, non-empty) stay with the engine,
 * which owns MISSING_XML; this schema checks only the types. null is allowed because the engine
 * reads a JSON null as an absent field.
 */
export const ValidateRequestSchema = z
  .object({
    xml: z.string().nullish().openapi({
      description: 'Invoice XML as text; at most 10 MB; DOCTYPE and ENTITY declarations are refused.',
    }),
    xmlBase64: z
      .string()
      .nullish()
      .openapi({
        description:
          'Invoice file bytes, base64; decoded as a strict XML parser reads bytes. Alternative to xml. ' +
          'A hybrid PDF (Factur-X, ZUGFeRD, XRechnung in a PDF/A-3) is opened and its embedded invoice judged; ' +
          'a PDF without one is 422 UNSUPPORTED_FORMAT (details.reason pdf-no-invoice, pdf-encrypted, pdf-unreadable, ' +
          'pdf-too-many-attachments: more than 64 in /AF or the name tree, pdf-decoded-too-large: more than 20 MB decoded in all).',
      }),
  })
  .openapi('ValidateRequest', { description: 'Exactly one of xml or xmlBase64.' });

export type ValidateRequest = z.infer<typeof ValidateRequestSchema>;
