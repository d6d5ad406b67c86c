import type { InspectResult, ValidateOptions } from '@einvoice/engine';
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { admitBesideEngine, answerBesideAdmission } from '../auth/admission.ts';
import { readJsonBody } from '../body/readJsonBody.ts';
import type { EnginePool } from '../engine/pool.ts';
import { timed } from '../http/serverTiming.ts';
import { successEnvelope } from '../platform/envelopes.ts';
import { INVOICE_BODY } from '../platform/invoiceBody.ts';
import { errorResponses, INVOICE_INPUT_CODES, KEYED_CODES } from '../platform/schemas/errorResponses.ts';
import { type ValidateRequest, ValidateRequestSchema } from '../platform/schemas/validateRequest.ts';
import { ValidateResultSchema } from '../platform/schemas/validateResult.ts';
import { successJson } from './envelope.ts';
import { parseRequest } from './parseRequest.ts';

/** POST /validate (spec 4.2), as documented in openapi.json. */
export const validateRoute = createRoute({
  method: 'post',
  path: '/validate',
  summary: 'Official verdict with structured findings',
  description:
    'The invoice travels inside a JSON body; a raw XML body is refused with 400 INVALID_JSON. ' +
    'An invalid invoice is still 200 with data.valid false.',
  request: {
    body: { required: true, content: { 'application/json': { schema: ValidateRequestSchema } } },
  },
  responses: {
    200: {
      description: 'Validation result',
      content: { 'application/json': { schema: successEnvelope(ValidateResultSchema, 'ValidateSuccess') } },
    },
    ...errorResponses([...KEYED_CODES, ...INVOICE_INPUT_CODES, 'NOT_EVALUABLE', 'UNSUPPORTED_FORMAT']),
  },
});

/** The engine's release choice from v3 `options` (pins as `rulesets`, a date as `asOf`). */
export function releaseOptions(options: ValidateRequest['options']): ValidateOptions {
  return {
    ...(options?.rulesets ? { rulesetVersions: options.rulesets } : {}),
    ...(options?.asOf === undefined ? {} : { asOf: options.asOf }),
    ...(options?.preview === undefined ? {} : { preview: options.preview }),
  };
}

/**
 * Registers POST /validate. The body is read by readJsonBody (streamed size limit, strict
 * UTF-8) rather than the zod-openapi JSON validator, which buffers whole bodies; the same
 * request schema then checks the fields. The request is admitted beside the engine call.
 */
export function registerValidate(
  app: OpenAPIHono,
  pool: EnginePool,
  auth: MiddlewareHandler,
  /** Stores the validation record (hash, verdict, metadata; never the invoice), or starts it (WriteBehind). */
  record?: (c: Context, inspected: InspectResult) => Promise<void>,
): void {
  app.openAPIRegistry.registerPath(validateRoute);
  app.post(validateRoute.path, admitBesideEngine, auth, async (c) => {
    const startedAt = performance.now();
    const answered = await answerBesideAdmission(c, pool, async () => {
      const { options, ...input } = parseRequest(ValidateRequestSchema, await readJsonBody(c, INVOICE_BODY));
      return { type: record ? 'inspect' : 'validate', input, options: releaseOptions(options) };
    });
    const { extra } = answered;
    if (record && extra) await timed(c, 'record', () => record(c, extra));
    return successJson(c, answered, startedAt);
  });
}
