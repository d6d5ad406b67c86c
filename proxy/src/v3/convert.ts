import type { ConvertQuestion, ConvertResult } from '@einvoice/engine';
import { PLANNED_TARGETS, TARGETS } from '@einvoice/engine/catalog';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { admitBesideEngine, answerBesideAdmission } from '../auth/admission.ts';
import { readJsonBody } from '../body/readJsonBody.ts';
import type { EngineJson, EnginePool } from '../engine/pool.ts';
import type { EngineCall } from '../engine/protocol.ts';
import { ErrorEnvelopeSchema, successEnvelope } from '../platform/envelopes.ts';
import { successJson } from './envelope.ts';
import { parseRequest } from './parseRequest.ts';
import { ValidateRequestSchema } from './schemas/validateRequest.ts';
import { PdfContainerSchema, ValidateResultSchema } from './schemas/validateResult.ts';
import { INVOICE_BODY } from './validate.ts';

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
    description: `One of ${TARGET_IDS.join(', ')}; planned: ${PLANNED_TARGETS.join(', ')} (422 UNSUPPORTED_TARGET).`,
  }),
  allowLoss: z.boolean().nullish().openapi({
    description:
      'Default false: a conversion that would lose EN 16931 values is refused with 422 CONVERSION_LOSSY.',
  }),
  locale: z.unknown().optional().openapi({
    description:
      'Target factur-x: language of the PDF pages, en (default) or de (422 UNSUPPORTED_LOCALE otherwise).',
  }),
  answers: z.unknown().optional().openapi({
    description:
      'At most 40 answers to MISSING_INPUT questions: {id, value, scheme?}. Endpoint answers need scheme and value; periods are written YYYY-MM-DD/YYYY-MM-DD.',
  }),
}).openapi('ConvertRequest', { description: 'Exactly one of xml or xmlBase64, and the target.' });

const LostTermSchema = z.object({ bt: z.string(), value: z.string(), src: z.string() }).openapi('LostTerm');

export const ConvertResultSchema = z
  .object({
    target: z.object({ id: z.enum(TARGET_IDS), label: z.string(), syntax: z.enum(['UBL', 'CII']) }),
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

const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorEnvelopeSchema } },
});

/** POST /convert (spec 4.4), as documented in openapi.json. */
export const convertRoute = createRoute({
  method: 'post',
  path: '/convert',
  summary: 'Conversion between UBL and CII and to the CIUS targets, with the verdict of the output',
  description:
    'Same syntax: the caller’s text with its identity patched (identity_patch); other syntax: a rendering of the ' +
    'EN 16931 model (canonical_render). Inputs the target’s rules need and the document lacks are asked for ' +
    '(MISSING_INPUT, details.questions[] with id, label, terms, rules, current, kind: answer them in answers). ' +
    'Values the output would lose, or that the target’s rules refuse, are refused (CONVERSION_LOSSY, details = ' +
    'the result without xml, details.reason.code values-lost) unless allowLoss is true. An output of a valid ' +
    'source that breaks the target’s rules although nothing was lost is refused also with allowLoss ' +
    '(CONVERSION_LOSSY, details.reason.code output-invalid, details.reason.rules).',
  request: { body: { required: true, content: { 'application/json': { schema: ConvertRequestSchema } } } },
  responses: {
    200: {
      description: 'Conversion result',
      content: { 'application/json': { schema: successEnvelope(ConvertResultSchema, 'ConvertSuccess') } },
    },
    400: errorContent(
      'INVALID_JSON, INVALID_UTF8, MISSING_XML, INVALID_XML, INVALID_BASE64, XML_DOCTYPE_REFUSED, INVALID_OPTION (target missing or not a string, allowLoss not a boolean)',
    ),
    413: errorContent('XML_TOO_LARGE'),
    422: errorContent(
      'XML_ENCODING_CONFLICT, MALFORMED_XML, NOT_EVALUABLE, UNSUPPORTED_SYNTAX, UNPARSEABLE, UNSUPPORTED_TARGET (details.supported, details.planned), CONVERSION_LOSSY (details = the result without xml; details.reason.code values-lost or output-invalid), MISSING_INPUT (details.questions), INVALID_ANSWERS (details.answers: index, id, reason)',
    ),
    503: errorContent('ORACLE_UNAVAILABLE (Retry-After: 60)'),
  },
});

/** A checked convert request: the invoice and the options as the engine takes them (it checks their values). */
export type ConvertRequest = z.infer<typeof ConvertRequestSchema>;

/**
 * Converts on an engine worker (the output is validated there); the result as JSON text. The one path of
 * v3 and v1 /convert: options left out stay absent, so the engine applies its defaults.
 */
export function convertOnPool(pool: EnginePool, request: ConvertRequest): Promise<EngineJson> {
  return pool.json(convertCall(request));
}

function convertCall(request: ConvertRequest): EngineCall {
  const { target, allowLoss, answers, locale, ...input } = request;
  const options = {
    target,
    ...(allowLoss != null ? { allowLoss } : {}),
    ...(answers !== undefined ? { answers } : {}),
    ...(locale !== undefined ? { locale } : {}),
  };
  return { type: 'convert', input, options };
}

/** Registers POST /convert: read like /validate, converted on an engine worker, admitted beside it. */
export function registerConvert(app: OpenAPIHono, pool: EnginePool, auth: MiddlewareHandler): void {
  app.openAPIRegistry.register('ConvertQuestion', ConvertQuestionSchema);
  app.openAPIRegistry.registerPath(convertRoute);
  app.post(convertRoute.path, admitBesideEngine, auth, async (c) => {
    const startedAt = performance.now();
    const answered = await answerBesideAdmission(c, pool, async () =>
      convertCall(parseRequest(ConvertRequestSchema, await readJsonBody(c, INVOICE_BODY))),
    );
    return successJson(c, answered, startedAt);
  });
}
