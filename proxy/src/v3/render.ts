import { RENDER_FORMATS, RENDER_LOCALES } from '@einvoice/engine/capabilities';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { admitBesideEngine, answerBesideAdmission } from '../auth/admission.ts';
import { readJsonBody } from '../body/readJsonBody.ts';
import type { EnginePool } from '../engine/pool.ts';
import { successEnvelope } from '../platform/envelopes.ts';
import { INVOICE_BODY } from '../platform/invoiceBody.ts';
import { errorResponses, INVOICE_INPUT_CODES, KEYED_CODES } from '../platform/schemas/errorResponses.ts';
import { ValidateRequestSchema } from '../platform/schemas/validateRequest.ts';
import { additionsNote } from '../platform/specAdditions.ts';
import { successJson } from './envelope.ts';
import { parseRequest } from './parseRequest.ts';

/**
 * Request of POST /render (spec 4.5): the common input plus format and locale. Their values are checked by
 * the engine, which owns UNSUPPORTED_FORMAT and UNSUPPORTED_LOCALE (422), so the schema checks types only.
 */
const RenderRequestSchema = ValidateRequestSchema.extend({
  format: z
    .string()
    .nullish()
    .openapi({
      enum: [...RENDER_FORMATS, null],
      description: `${RENDER_FORMATS[0]} (default) or another of the list; pdf and others are 422 UNSUPPORTED_FORMAT.`,
    }),
  locale: z
    .string()
    .nullish()
    .openapi({
      enum: [...RENDER_LOCALES, null],
      description: `${RENDER_LOCALES[0]} (default) or another of the list (422 UNSUPPORTED_LOCALE otherwise). ${additionsNote('renderLocale', RENDER_LOCALES)}`,
    }),
}).openapi('RenderRequest', { description: 'Exactly one of xml or xmlBase64.' });

const RenderResultSchema = z
  .object({
    format: z.enum(RENDER_FORMATS),
    locale: z.enum(RENDER_LOCALES).openapi({ description: additionsNote('renderLocale', RENDER_LOCALES) }),
    syntax: z.enum(['UBL', 'CII']),
    values: z.int().nonnegative().openapi({ description: 'Number of values rendered' }),
    outsideStandard: z
      .int()
      .nonnegative()
      .openapi({ description: 'Values outside EN 16931, shown under further details' }),
    html: z
      .string()
      .optional()
      .openapi({ description: 'format html: standalone page, inline CSS, no scripts' }),
    document: z.record(z.string(), z.unknown()).optional().openapi({
      description:
        'format json: the structured reading (header, parties, lines, totals … each value with BT id, label and XPath)',
    }),
  })
  .openapi('RenderResult');

/** POST /render (spec 4.5), as documented in openapi.json. */
export const renderRoute = createRoute({
  method: 'post',
  path: '/render',
  summary: 'Complete human-readable rendering of an invoice (HTML page or structured JSON, en/de/fr)',
  request: {
    body: { required: true, content: { 'application/json': { schema: RenderRequestSchema } } },
  },
  responses: {
    200: {
      description: 'Rendering',
      content: { 'application/json': { schema: successEnvelope(RenderResultSchema, 'RenderSuccess') } },
    },
    ...errorResponses([
      ...KEYED_CODES,
      ...INVOICE_INPUT_CODES,
      'UNSUPPORTED_FORMAT',
      'UNSUPPORTED_LOCALE',
      'NOT_AN_INVOICE',
    ]),
  },
});

/**
 * Registers POST /render. It runs on the engine pool like every call that reads a document (rendering a
 * large invoice takes seconds, which the server thread and /health must not wait for), admitted beside it.
 */
export function registerRender(app: OpenAPIHono, pool: EnginePool, auth: MiddlewareHandler): void {
  app.openAPIRegistry.registerPath(renderRoute);
  app.post(renderRoute.path, admitBesideEngine, auth, async (c) => {
    const startedAt = performance.now();
    const answered = await answerBesideAdmission(c, pool, async () => {
      const { format, locale, ...input } = parseRequest(
        RenderRequestSchema,
        await readJsonBody(c, INVOICE_BODY),
      );
      const options = { ...(format != null ? { format } : {}), ...(locale != null ? { locale } : {}) };
      return { type: 'render', input, options };
    });
    return successJson(c, answered, startedAt);
  });
}
