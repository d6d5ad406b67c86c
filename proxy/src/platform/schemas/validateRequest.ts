import { z } from '@hono/zod-openapi';

/** `options.asOf`: the releases in force on a date, or on the invoice's issue date (BT-2). */
export const AsOfSchema = z.string().openapi({
  description:
    'Run the rule releases in force on this date ("YYYY-MM-DD") or on the invoice\'s own issue date ("issueDate", BT-2) instead of today\'s. The answer\'s rulesets say which release ran and why.',
  example: 'issueDate',
});

/** `options` of v3 validate (additive; spec 4.2). */
export const ValidateOptionsSchema = z
  .object({
    rulesets: z
      .record(z.string(), z.string())
      .optional()
      .openapi({
        description:
          'Pins rule sets to releases, e.g. {"peppol": "3.0.19"}. Pinning {"france-ctc": "1.4.0.03"} (or its transition release "1.4.0.03-warning") runs the French reform rules (FNFE-MPE BR-FR) after the XSD and the profile schematron. A release the service lacks (or lacks for the document\'s syntax) is 400 INVALID_OPTION naming the releases it has (GET /health validator.rulesets).',
        example: { peppol: '3.0.19' },
      }),
    asOf: AsOfSchema.optional(),
    preview: z.boolean().optional().openapi({
      description:
        'Also judge under the next release of each rule set and answer the difference (data.preview); automatic while a release is published but not yet in force.',
    }),
  })
  .openapi('ValidateOptions');

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
    options: ValidateOptionsSchema.nullish(),
  })
  .openapi('ValidateRequest', { description: 'Exactly one of xml or xmlBase64.' });

export type ValidateRequest = z.infer<typeof ValidateRequestSchema>;
