import type { ConvertQuestion, ConvertResult } from '@einvoice/engine';
import { RENDER_LOCALES } from '@einvoice/engine/capabilities';
import { PLANNED_TARGETS, TARGETS } from '@einvoice/engine/catalog';
import { z } from '@hono/zod-openapi';
import type { EngineJson, EnginePool } from '../engine/pool.ts';
import type { EngineCall } from '../engine/protocol.ts';
import { answersDoc } from './schemas/answers.ts';
import { ValidateRequestSchema } from './schemas/validateRequest.ts';
import { PdfContainerSchema, ValidateResultSchema } from './schemas/validateResult.ts';
import { additionsNote } from './specAdditions.ts';

/** Conversion's request and answer, shared by v3 /convert and v1 /convert, and the one engine call behind both. */

const { verdict: VerdictSchema, findings: FindingsSchema } = ValidateResultSchema.shape;
const TextSchema = FindingsSchema.element.shape.message;
const TARGET_IDS = TARGETS.map((t) => t.id) as [
  ConvertResult['target']['id'],
  ...ConvertResult['target']['id'][],
];

/**
 * Request of POST /convert (spec 4.4). The engine checks the values (UNSUPPORTED_TARGET with the supported and
 * planned ids, INVALID_ANSWERS naming each bad answer), so the schema checks only the types it documents.
 */
export const ConvertRequestSchema = ValidateRequestSchema.extend({
  target: z.string().openapi({
    enum: TARGET_IDS,
    description: `One of ${TARGET_IDS.join(', ')}; planned: ${PLANNED_TARGETS.join(', ')} (422 UNSUPPORTED_TARGET). ${additionsNote('convertTarget', TARGET_IDS)}`,
  }),
  allowLoss: z.boolean().nullish().openapi({
    description:
      'Default false: a conversion that would lose EN 16931 values is refused with 422 CONVERSION_LOSSY.',
  }),
  locale: z
    .unknown()
    .optional()
    .openapi({
      type: 'string',
      enum: [...RENDER_LOCALES],
      description: `Target factur-x: language of the PDF pages, ${RENDER_LOCALES[0]} (default) or another of the list (422 UNSUPPORTED_LOCALE otherwise). ${additionsNote('renderLocale', RENDER_LOCALES)}`,
    }),
  answers: z
    .unknown()
    .optional()
    .openapi(
      answersDoc(
        'Answers to MISSING_INPUT questions (details.questions[]): {id, value, scheme?}. Endpoint answers need scheme and value; periods are written YYYY-MM-DD/YYYY-MM-DD. A bad answer is 422 INVALID_ANSWERS.',
      ),
    ),
}).openapi('ConvertRequest', { description: 'Exactly one of xml or xmlBase64, and the target.' });

const LostTermSchema = z.object({ bt: z.string(), value: z.string(), src: z.string() }).openapi('LostTerm');

export const ConvertResultSchema = z
  .object({
    target: z.object({
      id: z.enum(TARGET_IDS).openapi({ description: additionsNote('convertTarget', TARGET_IDS) }),
      label: z.string(),
      syntax: z.enum(['UBL', 'CII']),
    }),
    source: z.object({ syntax: z.enum(['UBL', 'CII']), format: z.string() }),
    method: z.enum(['identity_patch', 'canonical_render']),
    lossless: z.boolean(),
    xml: z.string().nullable(),
    sha256: z.string().nullable(),
    loss: z.object({
      terms: z.array(LostTermSchema).openapi({
        description:
          'EN 16931 values of the source the output lacks, or carries where the target’s rules refuse them',
      }),
      other: z.array(z.object({ kind: z.enum(['text', 'attribute']), xpath: z.string(), value: z.string() })),
      sourceTerms: z.int().nonnegative(),
    }),
    verdict: VerdictSchema,
    findings: FindingsSchema,
    container: PdfContainerSchema.optional(),
    pdfBase64: z
      .string()
      .optional()
      .openapi({ description: 'Target factur-x: the PDF/A-3B carrying xml as factur-x.xml, base64' }),
  })
  .openapi('ConvertResult') satisfies z.ZodType<ConvertResult>;

/** details.questions[] of MISSING_INPUT, documented for clients that answer them. */
export const ConvertQuestionSchema = z
  .object({
    id: z.string(),
    label: TextSchema,
    terms: z.array(z.string()),
    rules: z.array(z.string()),
    current: z.string().nullable(),
    kind: z.enum(['endpoint', 'text', 'period']),
  })
  .openapi('ConvertQuestion') satisfies z.ZodType<ConvertQuestion>;

/** A checked convert request: the invoice and the options as the engine takes them (it checks their values). */
export type ConvertRequest = z.infer<typeof ConvertRequestSchema>;

/**
 * Converts on an engine worker (the output is validated there); the result as JSON text. The one path of
 * v3 and v1 /convert: options left out stay absent, so the engine applies its defaults.
 */
export function convertOnPool(pool: EnginePool, request: ConvertRequest): Promise<EngineJson> {
  return pool.json(convertCall(request));
}

/** The engine call of a checked convert request. */
export function convertCall(request: ConvertRequest): EngineCall {
  const { target, allowLoss, answers, locale, ...input } = request;
  const options = {
    target,
    ...(allowLoss != null ? { allowLoss } : {}),
    ...(answers !== undefined ? { answers } : {}),
    ...(locale !== undefined ? { locale } : {}),
  };
  return { type: 'convert', input, options };
}
