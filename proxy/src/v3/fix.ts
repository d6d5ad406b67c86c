import type { FixResult } from '@einvoice/engine';
import { checkFixOptions, FIX_MODES } from '@einvoice/engine/fixOptions';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { admitBesideEngine, answerBesideAdmission } from '../auth/admission.ts';
import { readJsonBody } from '../body/readJsonBody.ts';
import type { EnginePool } from '../engine/pool.ts';
import { successEnvelope } from '../platform/envelopes.ts';
import { INVOICE_BODY } from '../platform/invoiceBody.ts';
import { answersDoc } from '../platform/schemas/answers.ts';
import { errorResponses, INVOICE_INPUT_CODES, KEYED_CODES } from '../platform/schemas/errorResponses.ts';
import { orNull } from '../platform/schemas/orNull.ts';
import { ValidateRequestSchema } from '../platform/schemas/validateRequest.ts';
import { PdfContainerSchema, ValidateResultSchema } from '../platform/schemas/validateResult.ts';
import { successJson } from './envelope.ts';
import { parseRequest } from './parseRequest.ts';

const { verdict: VerdictSchema, findings: FindingsSchema } = ValidateResultSchema.shape;
const TextSchema = FindingsSchema.element.shape.message;
const OptionSchema = z.object({ value: z.string(), label: TextSchema });

/**
 * Request of POST /fix (spec 4.3): the common input, mode and answers. The engine checks their values and
 * limits (INVALID_OPTION: mode not strict/permissive, more than 40 answers, a value over 500 characters),
 * so the schema only documents them.
 */
const FixRequestSchema = ValidateRequestSchema.extend({
  mode: z
    .string()
    .nullish()
    .openapi({
      enum: [...FIX_MODES, null],
      description: 'strict (default) or permissive (400 INVALID_OPTION otherwise).',
    }),
  answers: z
    .unknown()
    .optional()
    .openapi(
      answersDoc(
        'Answers to questions of a previous call (questions[]); more than 40, a value over 500 characters or another shape is 400 INVALID_OPTION.',
      ),
    ),
}).openapi('FixRequest', { description: 'Exactly one of xml or xmlBase64.' });

const QuestionSchema = z
  .object({
    kind: z.enum(['field', 'choice']),
    id: z.string(),
    source: z.enum(['engine', 'rule']),
    label: TextSchema,
    codes: z.array(z.string()),
    help: orNull(TextSchema).optional(),
    examples: z.array(z.string()).optional(),
    pattern: z.string().nullable().optional(),
    scheme: z
      .object({ attr: z.string(), label: TextSchema, options: z.array(OptionSchema) })
      .nullable()
      .optional(),
    options: z.array(OptionSchema).optional(),
    default: z.string().optional(),
    current: z.string().nullable().optional(),
  })
  .openapi('Question');

const FixResultSchema = z
  .object({
    container: PdfContainerSchema.optional(),
    pdfBase64: z.string().optional().openapi({
      description:
        'For a PDF input: the same PDF with the repaired XML in place of its embedded invoice, base64',
    }),
    notes: z
      .array(z.object({ id: z.string(), message: TextSchema }))
      .optional()
      .openapi({
        description:
          'What the caller should know about the output: PDF-INVOICE-SWAPPED (a PDF input), NOTHING-REPAIRED (no patch applied and nothing to ask)',
      }),
    outcome: z.enum(['already_compliant', 'compliant', 'partial', 'needs_input', 'lossy_refused']).openapi({
      description:
        'compliant and partial only when a patch was applied; a repair that applied none is needs_input, with questions or the note NOTHING-REPAIRED',
    }),
    valid: z.boolean(),
    syntax: z.enum(['UBL', 'CII']),
    xml: z.string().nullable(),
    sha256: z.string().nullable(),
    verdict: VerdictSchema,
    changes: z.array(
      z.object({
        synthesizer: z.string(),
        field: z.string(),
        confidence: z.string(),
        reason: z.string(),
        value: z.string(),
        xpath: z.string().openapi({
          description:
            'Where the change wrote: the element or attribute set or removed, or parent/cbc:Name for an inserted element',
        }),
        before: z
          .string()
          .nullable()
          .openapi({ description: 'What stood there before; null when nothing did' }),
      }),
    ),
    patches: z.array(z.record(z.string(), z.unknown())).openapi({
      description:
        'Edits of the caller’s document: {op: set_text|set_attr|insert_tree|remove_node, xpath, …}',
    }),
    remaining: FindingsSchema,
    questions: z.array(QuestionSchema),
    answers: z.object({
      applied: z.int().nonnegative(),
      rejected: z.array(z.object({ id: z.string(), reason: z.string() })),
    }),
    fidelity: z.object({
      critical: z.int().nonnegative(),
      benign: z.int().nonnegative(),
      examples: z.array(z.string()),
    }),
    patchGaps: z.array(z.string()),
    mode: z.enum(['strict', 'permissive']),
  })
  .openapi('FixResult') satisfies z.ZodType<Omit<FixResult, 'patches'>>;

/** POST /fix (spec 4.3), as documented in openapi.json. */
export const fixRoute = createRoute({
  method: 'post',
  path: '/fix',
  summary: 'Targeted repair of the caller’s own document, with questions, answers and a fidelity guard',
  request: { body: { required: true, content: { 'application/json': { schema: FixRequestSchema } } } },
  responses: {
    200: {
      description: 'Repair result',
      content: { 'application/json': { schema: successEnvelope(FixResultSchema, 'FixSuccess') } },
    },
    ...errorResponses([
      ...KEYED_CODES,
      ...INVOICE_INPUT_CODES,
      'NOT_EVALUABLE',
      'UNSUPPORTED_SYNTAX',
      'UNPARSEABLE',
    ]),
  },
});

/**
 * Registers POST /fix: read like /validate, repaired on an engine worker, admitted beside it. Mode and answers
 * are checked here first, with the engine's own rules, so only a well-formed request reaches the pool.
 */
export function registerFix(app: OpenAPIHono, pool: EnginePool, auth: MiddlewareHandler): void {
  app.openAPIRegistry.registerPath(fixRoute);
  app.post(fixRoute.path, admitBesideEngine, auth, async (c) => {
    const startedAt = performance.now();
    const answered = await answerBesideAdmission(c, pool, async () => {
      const { mode, answers, ...input } = parseRequest(FixRequestSchema, await readJsonBody(c, INVOICE_BODY));
      const options = { ...(mode != null ? { mode } : {}), ...(answers !== undefined ? { answers } : {}) };
      checkFixOptions(options);
      return { type: 'fix', input, options };
    });
    return successJson(c, answered, startedAt);
  });
}
