import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { admitBesideEngine, answerBesideAdmission } from '../auth/admission.ts';
import { readJsonBody } from '../body/readJsonBody.ts';
import type { EnginePool } from '../engine/pool.ts';
import {
  ConvertQuestionSchema,
  ConvertRequestSchema,
  ConvertResultSchema,
  convertCall,
} from '../platform/convertRequest.ts';
import { successEnvelope } from '../platform/envelopes.ts';
import { INVOICE_BODY } from '../platform/invoiceBody.ts';
import { errorResponses, INVOICE_INPUT_CODES, KEYED_CODES } from '../platform/schemas/errorResponses.ts';
import { successJson } from './envelope.ts';
import { parseRequest } from './parseRequest.ts';

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
    ...errorResponses([
      ...KEYED_CODES,
      ...INVOICE_INPUT_CODES,
      'NOT_EVALUABLE',
      'UNSUPPORTED_SYNTAX',
      'UNPARSEABLE',
      'UNSUPPORTED_TARGET',
      'UNSUPPORTED_LOCALE',
      'CONVERSION_LOSSY',
      'MISSING_INPUT',
      'INVALID_ANSWERS',
    ]),
  },
});

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
