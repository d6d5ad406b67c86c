import { RENDER_LOCALES } from '@einvoice/engine/capabilities';
import { isEngineError } from '@einvoice/engine/errors';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { readJsonBody } from '../body/readJsonBody.ts';
import type { EngineJson, EnginePool } from '../engine/pool.ts';
import {
  ConvertQuestionSchema,
  type ConvertRequest,
  ConvertRequestSchema,
  ConvertResultSchema,
  convertOnPool,
} from '../platform/convertRequest.ts';
import { INVOICE_BODY } from '../platform/invoiceBody.ts';
import { additionsNote } from '../platform/specAdditions.ts';
import { withOneUnit } from './access.ts';
import { ACCEPTED_TARGETS, v1Target, XRECHNUNG_BY_SYNTAX } from './convertTarget.ts';
import type { LegacyDeps } from './deps.ts';
import { legacyOkJson } from './envelope.ts';
import { errorResponses } from './openapiParts.ts';
import { parseLegacy } from './parse.ts';
import { legacyEnvelope } from './schemas.ts';

/**
 * POST /v1/convert: the v3 request (spec 4.4) with the format names of spec 4.12 as targets. Built from the v3
 * fields rather than extending the v3 schema, so the description carries no v3 target list or status.
 */
const V1ConvertRequestSchema = z
  .object({
    ...ConvertRequestSchema.shape,
    target: z.string().openapi({
      description:
        `Case-insensitive: ${ACCEPTED_TARGETS.join(', ')}. UBL and CII are EN 16931; XRechnung keeps the ` +
        "source's syntax (xrechnung-ubl or xrechnung-cii); ZUGFeRD is Factur-X (PDF in data.pdfBase64); Peppol is " +
        'Peppol BIS Billing 3.0. Anything else is 400 BAD_REQUEST (details.cause UNSUPPORTED_TARGET, details.accepted).',
    }),
    locale: ConvertRequestSchema.shape.locale.openapi({
      description: `Target factur-x: language of the PDF pages, ${RENDER_LOCALES[0]} (default) or another of the list (otherwise 400 BAD_REQUEST). ${additionsNote('renderLocale', RENDER_LOCALES)}`,
    }),
  })
  .openapi('V1ConvertRequest', {
    description: 'Exactly one of xml or xmlBase64 (a PDF allowed), and the target.',
  });

export const v1ConvertRoute = createRoute({
  method: 'post',
  path: '/v1/convert',
  summary: 'Convert between UBL, CII, XRechnung, Factur-X and Peppol BIS, with the verdict of the output',
  description:
    'The v3 conversion (same engine and result) in the earlier envelope. Values the output would lose are ' +
    'refused unless allowLoss is true; inputs Peppol BIS needs and the document lacks are asked for.',
  request: { body: { required: true, content: { 'application/json': { schema: V1ConvertRequestSchema } } } },
  responses: {
    200: {
      description: 'Conversion result (v3 ConvertResult); target factur-x adds pdfBase64',
      content: { 'application/json': { schema: legacyEnvelope(ConvertResultSchema, 'V1ConvertSuccess') } },
    },
    ...errorResponses({
      400: 'BAD_REQUEST (body not JSON, no invoice, xml not XML or not UBL/CII, unknown target: details.cause UNSUPPORTED_TARGET with details.accepted, bad answers: details.cause INVALID_ANSWERS, bad locale: UNSUPPORTED_LOCALE), XML_TOO_LARGE (over 10 MB)',
      402: 'QUOTA_EXCEEDED',
      422: 'CONVERSION_LOSSY (details = the result without xml; details.reason.code values-lost or output-invalid), MISSING_INPUT (details.questions: id, label, terms, rules, current, kind), NOT_EVALUABLE',
    }),
  },
});

const PDF_HEAD = '%PDF-';
// The head of a document where its root element sits; as base64, a multiple of 4 so that it decodes alone.
const HEAD_CHARS = 4 * 16_384;

/**
 * The syntax an invoice is most likely in, read from its head: a CII namespace, or a PDF (Factur-X and ZUGFeRD
 * carry CII). Only a first guess: the engine's reading of the source decides (xrechnungInOwnSyntax).
 */
function likelySyntax(request: ConvertRequest): 'UBL' | 'CII' {
  const head =
    request.xml?.slice(0, HEAD_CHARS) ??
    Buffer.from((request.xmlBase64 ?? '').slice(0, HEAD_CHARS), 'base64').toString('latin1');
  if (head.slice(0, 1024).includes(PDF_HEAD)) return 'CII';
  return head.includes('urn:un:unece:uncefact:data:standard:CrossIndustryInvoice') ? 'CII' : 'UBL';
}

/** source.syntax of a ConvertResult, or of CONVERSION_LOSSY's details (the result without xml). */
function sourceSyntax(result: unknown): 'UBL' | 'CII' | undefined {
  return (result as { source?: { syntax?: 'UBL' | 'CII' } } | null)?.source?.syntax;
}

/**
 * XRechnung in the source's own syntax. The engine reads the syntax while converting, so the likely one is
 * tried first; when the engine read the other (result or CONVERSION_LOSSY), the conversion runs again to that.
 */
async function xrechnungInOwnSyntax(pool: EnginePool, request: ConvertRequest): Promise<EngineJson> {
  const guess = likelySyntax(request);
  const run = (syntax: 'UBL' | 'CII') =>
    convertOnPool(pool, { ...request, target: XRECHNUNG_BY_SYNTAX[syntax] });
  let read: 'UBL' | 'CII' | undefined;
  try {
    const result = await run(guess);
    read = sourceSyntax(JSON.parse(result.json));
    if (read === guess || read === undefined) return result;
  } catch (err) {
    if (!isEngineError(err) || err.code !== 'CONVERSION_LOSSY') throw err;
    read = sourceSyntax(err.details);
    if (read === guess || read === undefined) throw err;
  }
  return run(read);
}

/** POST /v1/convert (spec 4.12): the v3 conversion with the earlier auth, quota, envelope and error codes. */
export function registerV1Convert(app: OpenAPIHono, deps: LegacyDeps, auth: MiddlewareHandler): void {
  app.openAPIRegistry.register('ConvertQuestion', ConvertQuestionSchema);
  app.openAPIRegistry.registerPath(v1ConvertRoute);
  app.post(v1ConvertRoute.path, auth, async (c) => {
    const body = parseLegacy(V1ConvertRequestSchema, await readJsonBody(c, INVOICE_BODY));
    const target = v1Target(body.target);
    const result = await withOneUnit(c, deps, () =>
      target === 'xrechnung'
        ? xrechnungInOwnSyntax(deps.pool, body)
        : convertOnPool(deps.pool, { ...body, target }),
    );
    return legacyOkJson(c, result);
  });
}
